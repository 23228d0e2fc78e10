import { z } from "zod";
import { MAX_LENGTH, requiredText } from "./fields.ts";
import { MESSAGES } from "./messages.ts";
import { toE164 } from "./phone.ts";

/**
 * A phone number as people type it (`06-12345678`, `+31 6 12345678`, `(050) 123 45 67`, `+32 470 12 34 56`),
 * parsed by ./phone.ts and given on as E.164 (`+31612345678`): the one form every service stores. Replaces the
 * strict phone pattern the course form first had, which refused what Dutch people type (decision 0016).
 */
export const phoneNumberField = requiredText(MAX_LENGTH.phoneNumber).transform((typed, context) => {
  const e164 = toE164(typed);
  if (e164) return e164;
  context.addIssue({ code: "custom", message: MESSAGES.phone, input: typed });
  return z.NEVER;
});
