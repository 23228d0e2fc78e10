import { requiredText } from "./fields.ts";
import { MESSAGES } from "./messages.ts";

/** RFC 5321 limits: the whole address at most 254 characters, the part before the @ at most 64. */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;

// Deliberately pragmatic: one @, no spaces, a dot in the domain, no empty labels, and none of the characters that
// only a quoted address may hold (< > ( ) [ ] \ , ; : "): they are how markup or a second address would get into a
// mail header or a page, and no real visitor's address needs them.
const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@.<>()[\]\\,;:"]+(\.[^\s@.<>()[\]\\,;:"]+)+$/;

function isValidEmail(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(value)) return false;
  const localPart = value.slice(0, value.lastIndexOf("@"));
  return localPart.length <= EMAIL_LOCAL_PART_MAX_LENGTH;
}

/** Typed like any text field (no control characters), then it must be an address of at most 254 characters. */
export const emailField = requiredText(EMAIL_MAX_LENGTH, MESSAGES.email).refine(isValidEmail, MESSAGES.email);
