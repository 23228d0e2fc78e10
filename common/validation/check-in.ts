/**
 * A check-in as a device sends it (decision 0019): the place, and either what was scanned or typed, or the attendee
 * chosen from the list; a scan made offline also says when it was made.
 */
import { z } from "zod";
import { CHECK_IN_SCOPE_KINDS } from "../check-in-scopes.ts";
import { boundedDate, uuidField } from "./fields.ts";
import { MESSAGES } from "./messages.ts";

export const CHECK_IN_LIMITS = { code: 500, deviceId: 64, search: 100 } as const;

const CODE_OR_ATTENDEE_MESSAGE = "Scan een code, typ een code of kies iemand uit de lijst.";

export const checkInScopeSchema = z.object({ kind: z.enum(CHECK_IN_SCOPE_KINDS, MESSAGES.invalid), id: uuidField });

export const checkInSchema = z
  .object({
    scope: checkInScopeSchema,
    code: z.string().max(CHECK_IN_LIMITS.code, MESSAGES.maxLength(CHECK_IN_LIMITS.code)).nullish(),
    attendeeId: uuidField.nullish(),
    scannedAt: boundedDate.nullish(),
    deviceId: z
      .string()
      .max(CHECK_IN_LIMITS.deviceId, MESSAGES.maxLength(CHECK_IN_LIMITS.deviceId))
      .regex(/^[A-Za-z0-9_-]*$/, MESSAGES.invalid)
      .nullish(),
  })
  .refine((input) => Boolean(input.code?.trim()) !== Boolean(input.attendeeId), {
    message: CODE_OR_ATTENDEE_MESSAGE,
    path: ["code"],
  });

export type CheckInInput = z.infer<typeof checkInSchema>;

/** Taking back a check-in made by mistake. */
export const undoCheckInSchema = z.object({ scope: checkInScopeSchema, attendeeId: uuidField });
