import { parsePhoneNumberFromString, type PhoneNumber } from "libphonenumber-js/min";

/**
 * Phone numbers as people type them (decision 0016): parsed with libphonenumber-js, stored as E.164
 * (`+31612345678`). A number without a country code is Dutch. The `min` metadata keeps the browser's form rules
 * small; with it a number is valid when its length fits its country and area code, which is also what the server
 * checks, so browser, route action and API agree.
 */
const PHONE_DEFAULT_COUNTRY = "NL";

/**
 * What a typed number may hold: digits, spaces, dashes, dots, slashes and brackets, after one leading plus
 * (`+31 (0)6 12345678`, `(050) 123 45 67`). Letters (an extension, `tel:`, a word) and other characters are refused
 * here, before the library, which would otherwise pick a number out of any text.
 */
const TYPED_PHONE = /^\(?\+?[\d\s()./-]+$/;

/**
 * Dutch numbers of 5 or 6 digits after the 0 are the municipalities' 14-numbers (14 050), which the metadata counts
 * as valid: no one's own number and not callable from abroad, and `12345` should not pass as a phone number.
 * Every Dutch number a person or organisation gives has at least 7 (0800-1234) and mostly 9 (06-12345678).
 */
const MIN_DUTCH_NATIONAL_DIGITS = 7;

/** The number as typed, when it is one: a possible number of its country, without an extension. */
export function parsePhoneNumber(typed: string): PhoneNumber | undefined {
  const text = typed.trim();
  if (!TYPED_PHONE.test(text)) return undefined;
  const number = parsePhoneNumberFromString(text, { defaultCountry: PHONE_DEFAULT_COUNTRY, extract: false });
  if (!number?.isValid() || number.ext) return undefined;
  if (number.country === PHONE_DEFAULT_COUNTRY && number.nationalNumber.length < MIN_DUTCH_NATIONAL_DIGITS) {
    return undefined;
  }
  return number;
}

/** The number in the one form it is stored in (E.164, `+31612345678`), or null when the text is no phone number. */
export function toE164(typed: string): string | null {
  return parsePhoneNumber(typed)?.number ?? null;
}

/**
 * A stored number as Dutch people write it: national for a Dutch number (`06 12345678`, `050 123 4567`),
 * international for any other (`+32 470 12 34 56`). Text that is no number (stored before numbers were parsed)
 * is shown as it is.
 */
export function formatPhoneNumber(stored: string): string {
  const number = parsePhoneNumber(stored);
  if (!number) return stored;
  return number.country === PHONE_DEFAULT_COUNTRY ? number.formatNational() : number.formatInternational();
}
