/**
 * Checking someone out early at the door (decision 0037): the place, the attendee, and the time they left as staff
 * type it ('12:30'; left out: now). The day is the place's (server/domain/checkin/check-out.ts).
 */
import { z } from "zod";
import { uuidField } from "./fields.ts";
import { checkInScopeSchema } from "./check-in.ts";
import { MESSAGES } from "./messages.ts";

const TIME_MESSAGE = "Vul een tijd in zoals 12:30";

/** '12:30', '9:05' or '12.30' as '12:30'; empty is absent (now). */
const clockTime = z
  .string(MESSAGES.invalid)
  .max(10, TIME_MESSAGE)
  .transform((value) => value.trim().replace(".", ":"))
  .refine((value) => value === "" || /^([01]?\d|2[0-3]):[0-5]\d$/.test(value), TIME_MESSAGE)
  .transform((value) => (value === "" ? null : value.padStart(5, "0")));

export const checkOutSchema = z.object({
  scope: checkInScopeSchema,
  attendeeId: uuidField,
  time: clockTime.nullish(),
});

/** Taking back an early check-out made by mistake: they were there to the end after all. */
export const undoCheckOutSchema = z.object({ scope: checkInScopeSchema, attendeeId: uuidField });
