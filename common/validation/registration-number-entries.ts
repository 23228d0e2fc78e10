/**
 * The registration numbers a participant gives with an enrolment or on their ticket's page (decision 0036): a list
 * of `{ registerCode, number }`, one per register at most, only for the registers the course's or event's
 * accreditation names. The shape is checked before any query (`registrationNumbersField`); whether each code is a
 * register, one of this accreditation and its number one of the register's format is `checkRegistrationNumberEntries`,
 * with the registers the server read. The same function gives the forms their Dutch messages, per field.
 */
import { z } from "zod";
import { registrationTokenField } from "./attendee.ts";
import { MESSAGES } from "./messages.ts";
import {
  MAX_REGISTRATION_NUMBER_ENTRIES,
  registrationNumberFieldName,
  type RegistrationNumberEntry,
} from "./registration-number-fields.ts";
import { checkRegistrationNumber, type RegisterNumberRules } from "./registration-numbers.ts";

/** A register code as the registers table allows it (registers_code_valid), checked before any query. */
const REGISTER_CODE_PATTERN = /^[A-Z][A-Z0-9]{1,19}$/u;

const REGISTRATION_NUMBER_MESSAGES = {
  unknownRegister: (code: string) => `Het register ‘${code}’ bestaat niet. Laad de pagina opnieuw.`,
  notAccredited: (code: string) => `Voor deze bijeenkomst worden geen punten bij ‘${code}’ aangevraagd.`,
  onePerRegister: (name: string) => `Vul bij ${name} één registratienummer in.`,
  tooMany: `Je kunt hoogstens ${MAX_REGISTRATION_NUMBER_ENTRIES} registratienummers opgeven.`,
} as const;

const entrySchema = z.object({
  registerCode: z
    .string(MESSAGES.invalid)
    .trim()
    .max(20, MESSAGES.invalid)
    .regex(REGISTER_CODE_PATTERN, MESSAGES.invalid),
  /** As typed: the register's rules read it (at most 64 characters there); empty means none. */
  number: z.string(MESSAGES.invalid).max(64, MESSAGES.invalid),
}) satisfies z.ZodType<RegistrationNumberEntry>;

/** The API's `registrationNumbers`: optional, null or absent is none. */
export const registrationNumbersField = z
  .array(entrySchema, MESSAGES.invalid)
  .max(MAX_REGISTRATION_NUMBER_ENTRIES, REGISTRATION_NUMBER_MESSAGES.tooMany)
  .nullish()
  .transform((entries) => entries ?? []);

/** A number to store: the register and the normalised number. */
type CheckedRegistrationNumber = { registerCode: string; number: string };

export type RegistrationNumbersCheck =
  { ok: true; numbers: CheckedRegistrationNumber[]; cleared: string[] } | { ok: false; errors: Record<string, string> };

/**
 * Checks the entries against the registers asked for (`asked`, the accreditation's) and the codes that exist at all
 * (`knownCodes`). An empty number means "none" for that register (`cleared`): the numbers are optional, for who
 * needs no points. Errors are keyed by `registrationNumberFieldName`, the first per register.
 */
export function checkRegistrationNumberEntries(
  asked: readonly RegisterNumberRules[],
  knownCodes: ReadonlySet<string>,
  entries: readonly RegistrationNumberEntry[],
): RegistrationNumbersCheck {
  const errors: Record<string, string> = {};
  const numbers: CheckedRegistrationNumber[] = [];
  const cleared: string[] = [];
  const seen = new Set<string>();
  for (const { registerCode, number } of entries) {
    const field = registrationNumberFieldName(registerCode);
    if (field in errors) continue;
    const register = asked.find((candidate) => candidate.code === registerCode);
    if (!register) {
      errors[field] = knownCodes.has(registerCode)
        ? REGISTRATION_NUMBER_MESSAGES.notAccredited(registerCode)
        : REGISTRATION_NUMBER_MESSAGES.unknownRegister(registerCode);
      continue;
    }
    if (seen.has(registerCode)) {
      errors[field] = REGISTRATION_NUMBER_MESSAGES.onePerRegister(register.name);
      continue;
    }
    seen.add(registerCode);
    if (number.trim() === "") {
      cleared.push(registerCode);
      continue;
    }
    const checked = checkRegistrationNumber(register, number);
    if (checked.ok) numbers.push({ registerCode, number: checked.number });
    else errors[field] = checked.message;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, numbers, cleared };
}

/** SetTicketRegistrationNumbers' input: the ticket's code and the numbers, as the ticket's page sends them. */
export const ticketRegistrationNumbersSchema = z.object({
  registrationToken: registrationTokenField,
  registrationNumbers: registrationNumbersField,
});

/**
 * SetEnrollmentRegistrationNumbers' input: the enrolment's cancel token (the course confirmation's link, at most 128
 * characters as its shape allows; the lookup decides whether it is one) and the numbers, as the link's page sends them.
 */
export const enrollmentRegistrationNumbersSchema = z.object({
  cancelToken: z.string(MESSAGES.invalid).trim().max(128, MESSAGES.invalid),
  registrationNumbers: registrationNumbersField,
});
