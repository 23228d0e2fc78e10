/**
 * What the workshop pages' forms post, and the API input their shared schemas read from it (parseStaffForm):
 * moments typed in Amsterdam time (datetime-local) become ISO 8601, numbers whole numbers.
 */
import { workshopFormSchema, workshopSlotFormSchema } from "../../../../common/validation/workshops.ts";
import { parseStaffForm } from "../staff-form.ts";

export type SlotValues = { startsAt: string; endsAt: string };
export type WorkshopValues = {
  name: string;
  description: string;
  speaker: string;
  room: string;
  capacity: string;
  sortOrder: string;
};

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
  const parsed = parseStaffForm(values, workshopSlotFormSchema);
  if (!parsed.ok) return parsed;
  return {
    ok: true,
    input: { startsAt: parsed.input.startsAt.toISOString(), endsAt: parsed.input.endsAt.toISOString() },
  };
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

export function workshopInput(values: WorkshopValues) {
  return parseStaffForm(values, workshopFormSchema);
}
