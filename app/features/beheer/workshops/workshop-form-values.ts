/**
 * What the workshop pages' forms post, and the API input made of it. Moments are typed in Amsterdam time
 * (datetime-local); numbers are whole numbers. What cannot even be sent (no date, no number) is answered here
 * with the field's message; everything else the API checks.
 */
import { data } from "react-router";
import type { FormFailure } from "../form-outcome.ts";
import { parseAmsterdamLocal } from "../../../../common/format/amsterdam-input.ts";
import { WHOLE_NUMBER_MESSAGE } from "../../../../common/validation/workshops.ts";

export type SlotValues = { startsAt: string; endsAt: string };
export type WorkshopValues = {
  name: string;
  description: string;
  speaker: string;
  room: string;
  capacity: string;
  sortOrder: string;
};

const NO_MOMENT_MESSAGE = "Vul een datum en tijd in, bijvoorbeeld 11-03-2027 13:00.";

type Checked<T> = { ok: true; input: T } | { ok: false; fieldErrors: Record<string, string> };

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

export function slotValues(form: FormData): SlotValues {
  return { startsAt: text(form, "startsAt"), endsAt: text(form, "endsAt") };
}

/** The moments as the API's Datetime takes them (ISO 8601). */
export function slotInput(values: SlotValues): Checked<{ startsAt: string; endsAt: string }> {
  const startsAt = parseAmsterdamLocal(values.startsAt);
  const endsAt = parseAmsterdamLocal(values.endsAt);
  if (startsAt && endsAt)
    return { ok: true, input: { startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() } };
  const fieldErrors: Record<string, string> = {};
  if (!startsAt) fieldErrors.startsAt = NO_MOMENT_MESSAGE;
  if (!endsAt) fieldErrors.endsAt = NO_MOMENT_MESSAGE;
  return { ok: false, fieldErrors };
}

export function workshopValues(form: FormData): WorkshopValues {
  return {
    name: text(form, "name"),
    description: text(form, "description"),
    speaker: text(form, "speaker"),
    room: text(form, "room"),
    capacity: text(form, "capacity"),
    sortOrder: text(form, "sortOrder"),
  };
}

export type WorkshopFieldsInput = {
  name: string;
  description: string;
  speaker: string;
  room: string;
  capacity: number;
  sortOrder: number | null;
};

/** Six digits at most: anything longer is no capacity, and GraphQL's Int would refuse it without a message. */
const WHOLE_NUMBER = /^\d{1,6}$/;

export function workshopInput(values: WorkshopValues): Checked<WorkshopFieldsInput> {
  const capacity = values.capacity.trim();
  const sortOrder = values.sortOrder.trim();
  const fieldErrors: Record<string, string> = {};
  if (!WHOLE_NUMBER.test(capacity)) fieldErrors.capacity = WHOLE_NUMBER_MESSAGE;
  if (sortOrder !== "" && !WHOLE_NUMBER.test(sortOrder)) fieldErrors.sortOrder = WHOLE_NUMBER_MESSAGE;
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return {
    ok: true,
    input: {
      name: values.name,
      description: values.description,
      speaker: values.speaker,
      room: values.room,
      capacity: Number(capacity),
      sortOrder: sortOrder === "" ? null : Number(sortOrder),
    },
  };
}

/** A refusal found before the API was asked, in the shape of formFailure's (400, the form again with its values). */
export function localFailure<Values>(fieldErrors: Record<string, string>, values: Values) {
  const message = Object.values(fieldErrors)[0] ?? "Controleer de velden.";
  const failure: FormFailure<Values> = { ok: false, message, fieldErrors, values };
  return data(failure, { status: 400 });
}
