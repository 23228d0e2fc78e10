/**
 * A register as the beheerder edits it in /beheer/registers (decision 0036): one set of rules for the page (posted
 * text: lengths and order typed as digits, 'active' as a checkbox) and the API (numbers and a boolean). The code is
 * the register's stable key and is not edited. A BIG number is always 11 digits, so that format fixes its lengths.
 */
import { z } from "zod";
import { REGISTER_NUMBER_FORMATS, REGISTER_REPORTING_CHANNELS } from "../vocabulary/registers.ts";
import { BIG_NUMBER_LENGTH } from "./registration-numbers.ts";
import { optionalText, requiredText } from "./fields.ts";
import { MESSAGES } from "./messages.ts";
import { typedWholeNumber } from "./staff-typed.ts";

export const REGISTER_LIMITS = { name: 120, prefix: 12, length: 30, sortOrder: 9999 } as const;

const REGISTER_MESSAGES = {
  prefix: "Gebruik hoogstens 12 hoofdletters, cijfers of &, zonder streepje (PE-online zet er zelf ‘-’ achter).",
  format: "Kies hoe de nummers van dit register eruitzien.",
  channel: "Kies waar de aanwezigheid wordt doorgegeven.",
  length: `Vul een aantal tekens van 1 tot en met ${REGISTER_LIMITS.length} in.`,
  lengthOrder: "De langste lengte mag niet korter zijn dan de kortste.",
  sortOrder: `Vul een volgorde van 0 tot en met ${REGISTER_LIMITS.sortOrder} in.`,
} as const;

/** 'nip' and 'NIP-' are read as 'NIP'; empty is none. */
const prefixField = optionalText(REGISTER_LIMITS.prefix + 1)
  .transform((value) => (value === null ? null : value.toUpperCase().replace(/-$/u, "")))
  .refine((value) => value === null || /^[A-Z0-9&]{1,12}$/u.test(value), REGISTER_MESSAGES.prefix);

const lengthField = z
  .number(REGISTER_MESSAGES.length)
  .int(REGISTER_MESSAGES.length)
  .min(1, REGISTER_MESSAGES.length)
  .max(REGISTER_LIMITS.length, REGISTER_MESSAGES.length);

const registerFields = {
  name: requiredText(REGISTER_LIMITS.name),
  peOnlinePrefix: prefixField,
  numberFormat: z.enum(REGISTER_NUMBER_FORMATS, REGISTER_MESSAGES.format),
  numberMinLength: lengthField,
  numberMaxLength: lengthField,
  reportingChannel: z.enum(REGISTER_REPORTING_CHANNELS, REGISTER_MESSAGES.channel),
  active: z.boolean(MESSAGES.invalid),
  sortOrder: z
    .number(REGISTER_MESSAGES.sortOrder)
    .int(REGISTER_MESSAGES.sortOrder)
    .min(0, REGISTER_MESSAGES.sortOrder)
    .max(REGISTER_LIMITS.sortOrder, REGISTER_MESSAGES.sortOrder),
};

type RegisterFields = { numberFormat: string; numberMinLength: number; numberMaxLength: number };

/** A BIG number has 11 digits whatever was typed; other formats keep their lengths in order. */
function withLengths<T extends RegisterFields>(register: T, context: z.RefinementCtx): T {
  if (register.numberFormat === "BIG_11") {
    return { ...register, numberMinLength: BIG_NUMBER_LENGTH, numberMaxLength: BIG_NUMBER_LENGTH };
  }
  if (register.numberMaxLength < register.numberMinLength) {
    context.addIssue({ code: "custom", path: ["numberMaxLength"], message: REGISTER_MESSAGES.lengthOrder });
  }
  return register;
}

/** The API's input of `updateRegister` (besides the id). */
export const registerSchema = z.object(registerFields).transform(withLengths);

/** The form of /beheer/registers/:id as posted (text only; the checkbox 'ja' or absent), into the API's input. */
export const typedRegisterSchema = z
  .object({
    ...registerFields,
    numberMinLength: typedWholeNumber(1, REGISTER_LIMITS.length),
    numberMaxLength: typedWholeNumber(1, REGISTER_LIMITS.length),
    active: z
      .string()
      .nullish()
      .transform((value) => value === "ja"),
    sortOrder: typedWholeNumber(0, REGISTER_LIMITS.sortOrder),
  })
  .transform(withLengths);

/** The codes of the registers an accreditation names: at least one, each once. */
const REGISTER_CHOICE_LIMIT = 20;
const REGISTER_CODE_MESSAGE = "Kies registers uit de lijst.";
/** A register's code as the database's CHECK has it; anything else never reaches a query (a NUL byte would fail it). */
export const registerCodeField = z
  .string(MESSAGES.invalid)
  .trim()
  .toUpperCase()
  .regex(/^[A-Z][A-Z0-9]{1,19}$/u, REGISTER_CODE_MESSAGE);
export const registerCodesField = z
  .array(registerCodeField, MESSAGES.invalid)
  .max(REGISTER_CHOICE_LIMIT, MESSAGES.invalid)
  .transform((codes) => [...new Set(codes)].filter(Boolean))
  .refine((codes) => codes.length > 0, "Kies minstens één register.");
