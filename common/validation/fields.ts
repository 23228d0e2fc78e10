import { z } from "zod";
import { MESSAGES } from "./messages.ts";

/** Field rules that several forms share; each form's schema (purchase, attendee, course) is built from them. */
export const MAX_TEXT_LENGTH = 200;

/** Required text, trimmed; absurdly long input is refused rather than stored. */
export const requiredText = z.string().trim().min(1, MESSAGES.required).max(MAX_TEXT_LENGTH, MESSAGES.invalid);

/**
 * Spec §5 (course form): an optional plus, an optional 3-digit group in optional brackets, an optional separator
 * (dash, space or dot), a 3-digit group, an optional separator, then 4 to 6 digits. So 0612345678, 020-1234567,
 * (020) 123 4567 and +31612345678 pass; 06-12345678 does not (its first group has 2 digits), which the field's
 * hint anticipates. The purchase form uses the same rule until phone numbers are parsed properly (DESIGN §7).
 */
export const PHONE_PATTERN = /^\+?\(?\d{3}\)?[-\s.]?\d{3}[-\s.]?\d{4,6}$/;

/** The hint under every phone field: two formats that pass, so nobody has to guess (decision 0007). */
export const PHONE_HINT = "Bijvoorbeeld 0612345678 of 020-1234567.";

export const phoneNumberField = requiredText.regex(PHONE_PATTERN, MESSAGES.phone);
