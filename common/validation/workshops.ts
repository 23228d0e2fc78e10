/**
 * Workshop time slots and workshops as staff enter them (/beheer/evenementen/:id/workshops). The API
 * checks these; the pages show the messages next to their fields.
 */
import { z } from "zod";
import { boundedDate, multilineText, optionalText, requiredText } from "./fields.ts";
import { bothMoments, optionalTypedWholeNumber, typedMoment, typedWholeNumber } from "./staff-typed.ts";

export const WORKSHOP_LIMITS = {
  name: 200,
  speaker: 200,
  room: 100,
  description: 4000,
  /** More than any room of ours holds; a larger number is a typo. */
  capacity: 10_000,
  sortOrder: 1000,
  /** A slot longer than a working day is a typo (a wrong date), not a workshop. */
  slotHours: 12,
} as const;

const SLOT_END_BEFORE_START_MESSAGE = "Het einde moet na het begin liggen.";
const SLOT_TOO_LONG_MESSAGE = `Een tijdvak duurt hoogstens ${WORKSHOP_LIMITS.slotHours} uur.`;
const WHOLE_NUMBER_MESSAGE = "Vul een heel getal in.";

/** Single-line text that may stay empty; stored as '' (the columns are not null, '' means 'not yet known'). */
function optionalLine(max: number) {
  return optionalText(max).transform((value) => value ?? "");
}

function wholeNumber(max: number) {
  return z
    .number(WHOLE_NUMBER_MESSAGE)
    .int(WHOLE_NUMBER_MESSAGE)
    .min(0, "Het getal mag niet negatief zijn.")
    .max(max, `Het getal mag hoogstens ${max} zijn.`);
}

/** A slot's rules over its two moments, as the API takes them (dates) or as the form posts them (typed). */
function slotSchema(moment: typeof boundedDate | typeof typedMoment) {
  return z
    .object({ startsAt: moment, endsAt: moment })
    .refine((slot) => !bothMoments(slot) || slot.endsAt > slot.startsAt, {
      message: SLOT_END_BEFORE_START_MESSAGE,
      path: ["endsAt"],
    })
    .refine(
      (slot) =>
        !bothMoments(slot) || slot.endsAt.getTime() - slot.startsAt.getTime() <= WORKSHOP_LIMITS.slotHours * 3_600_000,
      { message: SLOT_TOO_LONG_MESSAGE, path: ["endsAt"] },
    );
}

export const workshopSlotSchema = slotSchema(boundedDate);

/** The slot forms of /beheer/evenementen/:id/workshops: the moments in Amsterdam time, as typed. */
export const workshopSlotFormSchema = slotSchema(typedMoment);

export type WorkshopSlotInput = z.output<typeof workshopSlotSchema>;

export const workshopSchema = z.object({
  name: requiredText(WORKSHOP_LIMITS.name),
  description: multilineText(WORKSHOP_LIMITS.description)
    .nullish()
    .transform((value) => value ?? ""),
  speaker: optionalLine(WORKSHOP_LIMITS.speaker),
  room: optionalLine(WORKSHOP_LIMITS.room),
  capacity: wholeNumber(WORKSHOP_LIMITS.capacity),
  sortOrder: wholeNumber(WORKSHOP_LIMITS.sortOrder)
    .nullish()
    .transform((value) => value ?? 0),
});

/** A workshop as the API takes it: the optional fields may be left out or null. */
export type WorkshopFields = z.input<typeof workshopSchema>;

/** The workshop forms: the same rules, with capacity and order as typed (an empty order is none). */
export const workshopFormSchema = workshopSchema.extend({
  capacity: typedWholeNumber(0, WORKSHOP_LIMITS.capacity),
  sortOrder: optionalTypedWholeNumber(0, WORKSHOP_LIMITS.sortOrder),
});
