import { z } from "zod";
import { MESSAGES } from "./messages.ts";

/** RFC 5321 limits (spec §5): the whole address at most 254 characters, the part before the @ at most 64. */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;

// Deliberately pragmatic: one @, no spaces, a dot in the domain, no empty labels.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(value)) return false;
  const localPart = value.slice(0, value.lastIndexOf("@"));
  return localPart.length <= EMAIL_LOCAL_PART_MAX_LENGTH;
}

export const emailField = z.string().trim().min(1, MESSAGES.required).refine(isValidEmail, MESSAGES.email);
