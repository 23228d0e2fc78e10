import { z } from "zod";
import { UUID_PATTERN } from "../ids.ts";
import { hasBidiControl, hasControlCharacter, normalizeTypedText } from "./characters.ts";
import { MESSAGES } from "./messages.ts";

/**
 * Field rules that several forms share; each form's schema (purchase, attendee, course) is built from them.
 * Every text field has a maximum, so absurdly long input is refused with a message rather than stored.
 */
export const MAX_LENGTH = {
  /** A first or last name; the two joined fit the invoice's buyer line. */
  name: 100,
  organization: 200,
  function: 200,
  address: 200,
  postalCode: 20,
  city: 100,
  country: 100,
  /** Room for any notation of a real number (`0031 (0)6 12 34 56 78` has 21 characters); longer is refused. */
  phoneNumber: 30,
  /** A ticket code as typed, with room for spaces; the lookup decides whether it is one. */
  registrationCode: 100,
  /** A URL we are handed back, such as CreateOrder's returnUrl. */
  url: 2000,
} as const;

/**
 * Text as a person types it on one line: in NFC, without invisible pasted characters, trimmed; then it must be
 * there, fit `max` and hold no control character or bidi override (./characters.ts). A field whose own rule
 * already speaks of its length (the e-mail address) says that instead of the maximum.
 */
export function requiredText(max: number, tooLongMessage = MESSAGES.maxLength(max)) {
  return typedText(max, tooLongMessage).min(1, MESSAGES.required);
}

/** The same rules for a field that may stay empty: an empty value (or only spaces) becomes null. */
export function optionalText(max: number) {
  return typedText(max, MESSAGES.maxLength(max))
    .nullish()
    .transform((value) => value || null);
}

function typedText(max: number, tooLongMessage: string) {
  return z
    .string(MESSAGES.invalid)
    .overwrite(normalizeTypedText)
    .trim()
    .max(max, tooLongMessage)
    .refine((value) => !hasControlCharacter(value), MESSAGES.forbiddenCharacter)
    .refine((value) => !hasBidiControl(value), MESSAGES.bidiControl);
}

/** What text of several lines does with a tab: refuse it like other control characters, keep it, or make it a space. */
export type TabRule = "refuse" | "keep" | "space";

/**
 * Text over several lines (a description, requirements, an instructor's experience): the one-line rules, except that
 * line feeds may stay (CR LF and a lone CR become LF first), and tabs as `tabs` says. May be empty.
 */
export function multilineText(max: number, tabs: TabRule = "refuse") {
  const allowed = tabs === "keep" ? /[\n\t]/g : /\n/g;
  return z
    .string(MESSAGES.invalid)
    .overwrite((value) => {
      const text = normalizeTypedText(value).replace(/\r\n?/g, "\n");
      return tabs === "space" ? text.replace(/\t/g, " ") : text;
    })
    .trim()
    .max(max, MESSAGES.maxLength(max))
    .refine((value) => !hasControlCharacter(value.replace(allowed, "")), MESSAGES.forbiddenCharacter)
    .refine((value) => !hasBidiControl(value), MESSAGES.bidiControl);
}

/** The hint under every phone field lives with the messages, so a page can show it without loading zod. */

/** The phone number field is in ./phone-field.ts: only the forms that ask for a number load the phone library. */

/**
 * The moments any input may name: this century. A date far outside it is a typo or a probe, never a purchase,
 * course or event of ours, and refusing it keeps odd years out of documents and the database.
 */
export const DATE_BOUNDS = { from: new Date("2000-01-01T00:00:00Z"), to: new Date("2100-01-01T00:00:00Z") } as const;

export function isWithinDateBounds(date: Date): boolean {
  return date >= DATE_BOUNDS.from && date < DATE_BOUNDS.to;
}

export const DATE_OUT_OF_RANGE_MESSAGE = MESSAGES.dateOutOfRange(
  DATE_BOUNDS.from.getUTCFullYear(),
  DATE_BOUNDS.to.getUTCFullYear(),
);

/** A moment given as input (the Datetime scalar parses it): a real date within DATE_BOUNDS. */
export const boundedDate = z.date(MESSAGES.invalid).refine(isWithinDateBounds, DATE_OUT_OF_RANGE_MESSAGE);

/** An id of ours: a UUID, as common/ids.ts reads it; anything else (not text either) is 'Ongeldige invoer'. */
export const uuidField = z.string(MESSAGES.invalid).regex(UUID_PATTERN, MESSAGES.invalid);

/** The terms version a form linked (CreateOrder, EnrollCourseParticipant): absent or null for the one in force. */
const ACCEPTED_TERMS_VERSION_MESSAGE =
  "Geef het versienummer van de algemene voorwaarden door als een geheel getal vanaf 1.";
export const acceptedTermsVersionField = z
  .number(ACCEPTED_TERMS_VERSION_MESSAGE)
  .int(ACCEPTED_TERMS_VERSION_MESSAGE)
  .min(1, ACCEPTED_TERMS_VERSION_MESSAGE)
  .max(1_000_000, ACCEPTED_TERMS_VERSION_MESSAGE)
  .nullish();
