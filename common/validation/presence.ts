/**
 * Reporting an accredited activity's presence to one register (decision 0038). `reportsSeen` is how many reports
 * the staff member's page showed: a report made meanwhile by someone else is not silently reported over.
 */
import { z } from "zod";
import { certificateSubjectSchema } from "./certificates.ts";
import { MESSAGES } from "./messages.ts";
import { registerCodeField } from "./registers.ts";

/** Far more reports than any list gets corrected; a larger count is not a page's. */
const MAX_REPORTS = 1000;

export const reportPresenceSchema = z.object({
  subject: certificateSubjectSchema,
  registerCode: registerCodeField,
  reportsSeen: z
    .number(MESSAGES.invalid)
    .int(MESSAGES.invalid)
    .min(0, MESSAGES.invalid)
    .max(MAX_REPORTS, MESSAGES.invalid),
});

/** Which list: an accredited event or course, and one register of it (null or empty: its first). */
export const presenceListSchema = z.object({
  subject: certificateSubjectSchema,
  registerCode: z
    .union([z.literal(""), registerCodeField])
    .nullish()
    .transform((code) => code || null),
});
