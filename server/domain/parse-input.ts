import type { z } from "zod";
import { firstErrorPerField } from "../../common/validation/field-errors.ts";
import { MESSAGES } from "../../common/validation/messages.ts";
import { DomainError } from "./errors.ts";

/**
 * Checks a service's raw input with the shared zod rules (common/validation/) before any query. Refused input
 * becomes BAD_USER_INPUT naming the first wrong field; `fieldErrors` has every field's first message, so a form
 * can show them all next to their fields.
 */
export function parseWith<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fieldErrors = firstErrorPerField(parsed.error);
  const [field, message] = Object.entries(fieldErrors)[0] ?? ["", MESSAGES.invalid];
  throw new DomainError("BAD_USER_INPUT", message, { field, fieldErrors });
}
