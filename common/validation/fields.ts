import { z } from "zod";
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
  /** The phone pattern allows at most 18 characters; the cap keeps the message the phone's own. */
  phoneNumber: 30,
  /** A ticket code as typed, with room for spaces; the lookup decides whether it is one. */
  registrationCode: 100,
  /** A URL we are handed back, such as CreateOrder's returnUrl. */
  url: 2000,
} as const;

/**
 * Text as a person types it on one line: in NFC, without invisible pasted characters, trimmed; then it must be
 * there, fit `max` and hold no control character or bidi override (./characters.ts). A field whose own rule
 * already speaks of its length (the e-mail address of spec §5) says that instead of the maximum.
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

/**
 * Spec §5 (course form): an optional plus, an optional 3-digit group in optional brackets, an optional separator
 * (dash, space or dot), a 3-digit group, an optional separator, then 4 to 6 digits. So 0612345678, 020-1234567,
 * (020) 123 4567 and +31612345678 pass; 06-12345678 does not (its first group has 2 digits), which the field's
 * hint anticipates. The purchase form uses the same rule until phone numbers are parsed properly (DESIGN §7).
 */
export const PHONE_PATTERN = /^\+?\(?\d{3}\)?[-\s.]?\d{3}[-\s.]?\d{4,6}$/;

/** The hint under every phone field lives with the messages, so a page can show it without loading zod. */
export { PHONE_HINT } from "./messages.ts";

export const phoneNumberField = requiredText(MAX_LENGTH.phoneNumber).regex(PHONE_PATTERN, MESSAGES.phone);

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
