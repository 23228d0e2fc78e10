/**
 * The accreditation's points per part and its rule for partial attendance (decision 0037), as staff set them with
 * the accreditation: optional, so a client that leaves them out keeps what is stored.
 */
import { z } from "zod";
import { PARTIAL_ATTENDANCE_RULES } from "../partial-attendance.ts";
import { amount } from "./points-amount.ts";
import { uuidField } from "./fields.ts";
import { MESSAGES } from "./messages.ts";

/** More parts than any programme has slots and workshops. */
const MAX_ACCREDITATION_PARTS = 100;

const ONE_PART_MESSAGE = "Kies een tijdvak of een workshop, niet allebei.";
const MIN_PERCENT_MESSAGE = "Vul een percentage van 1 tot en met 100 in, zoals 80";
const TOO_MANY_PARTS_MESSAGE = `Hoogstens ${MAX_ACCREDITATION_PARTS} onderdelen`;

/** Points for a whole slot (any of its workshops) or for one workshop. */
const accreditationPartSchema = z
  .object({ slotId: uuidField.nullish(), workshopId: uuidField.nullish(), points: amount })
  .refine((part) => Boolean(part.slotId) !== Boolean(part.workshopId), { message: ONE_PART_MESSAGE, path: ["slotId"] });

/** '80' or 80, a whole percentage from 1 to 100. */
const minPercent = z
  .union([z.string(), z.number()], MESSAGES.invalid)
  .transform((value) => String(value).trim().replace(/%$/, "").trim())
  .refine((value) => /^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= 100, MIN_PERCENT_MESSAGE)
  .transform(Number);

export const accreditationPartsFields = {
  partialRule: z.enum(PARTIAL_ATTENDANCE_RULES, MESSAGES.invalid).nullish(),
  minPercent: minPercent.nullish(),
  parts: z.array(accreditationPartSchema).max(MAX_ACCREDITATION_PARTS, TOO_MANY_PARTS_MESSAGE).nullish(),
};
