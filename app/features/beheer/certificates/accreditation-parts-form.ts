/**
 * The points per part and the partial-attendance rule as the accreditation form posts them (decision 0037): a field
 * per slot and per workshop, named after it; an empty one is no part. Read into the API's input in the order of
 * the form, so an error about `parts.2.points` finds its field again.
 */
import { PARTIAL_ATTENDANCE_RULES, type PartialAttendanceRule } from "../../../../common/partial-attendance.ts";
import { isUuid } from "../../../../common/ids.ts";
import { rowFieldName } from "../field-definitions.ts";

const SLOT_POINTS = "slotPoints";
const WORKSHOP_POINTS = "workshopPoints";

export type PartValues = {
  partialRule: string;
  minPercent: string;
  /** Each part's field name → what was typed. */
  partPoints: Record<string, string>;
  /** The field names of the parts sent, in order: `parts.N` is partNames[N]. */
  partNames: string[];
};

type PartInput = { slotId?: string; workshopId?: string; points: string };

export function partValuesOf(form: FormData): PartValues {
  const partPoints: Record<string, string> = {};
  for (const [name, value] of form) {
    const [id, field] = name.split(".");
    if (!isUuid(id) || (field !== SLOT_POINTS && field !== WORKSHOP_POINTS)) continue;
    if (!Object.hasOwn(partPoints, name)) partPoints[name] = typeof value === "string" ? value : "";
  }
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const partNames = Object.keys(partPoints).filter((name) => partPoints[name]!.trim() !== "");
  return { partialRule: text("partialRule"), minPercent: text("minPercent"), partPoints, partNames };
}

const UNKNOWN_RULE_MESSAGE = "Kies een regel uit de lijst.";

/** A rule that is none of the list (a tampered form): refused before the API is asked. */
export function unknownRuleError(values: PartValues): Record<string, string> | null {
  const known = values.partialRule === "" || PARTIAL_ATTENDANCE_RULES.some((rule) => rule === values.partialRule);
  return known ? null : { partialRule: UNKNOWN_RULE_MESSAGE };
}

/** The API's input: the parts typed, and the rule and percentage when given. */
export function partInputOf(
  values: PartValues,
  kind: "EVENT" | "COURSE",
): {
  parts?: PartInput[];
  partialRule?: PartialAttendanceRule;
  minPercent?: string;
} {
  const parts = values.partNames.map((name) => {
    const [id, field] = name.split(".") as [string, string];
    const points = values.partPoints[name]!;
    return field === SLOT_POINTS ? { slotId: id, points } : { workshopId: id, points };
  });
  const rule = PARTIAL_ATTENDANCE_RULES.find((known) => known === values.partialRule);
  return {
    // A course's form has no part fields: it leaves its (no) parts alone.
    ...(kind === "EVENT" ? { parts } : {}),
    ...(rule ? { partialRule: rule } : {}),
    ...(values.minPercent.trim() ? { minPercent: values.minPercent } : {}),
  };
}

export const slotPointsField = (slotId: string) => rowFieldName(slotId, SLOT_POINTS);
export const workshopPointsField = (workshopId: string) => rowFieldName(workshopId, WORKSHOP_POINTS);

type StoredOverview = {
  accreditation: { partialRule: PartialAttendanceRule; minPercent: number } | null | undefined;
  programme: readonly {
    id: string;
    points?: string | null;
    workshops: readonly { id: string; points?: string | null }[];
  }[];
};

/** The form's values from what is stored: '1,5' as staff type it. */
export function storedPartValues({ accreditation, programme }: StoredOverview): PartValues {
  const partPoints: Record<string, string> = {};
  const typed = (points: string | null | undefined) => (points ? String(Number(points)).replace(".", ",") : "");
  for (const slot of programme) {
    partPoints[slotPointsField(slot.id)] = typed(slot.points);
    for (const workshop of slot.workshops) partPoints[workshopPointsField(workshop.id)] = typed(workshop.points);
  }
  return {
    partialRule: accreditation?.partialRule ?? "",
    minPercent: accreditation ? String(accreditation.minPercent) : "",
    partPoints,
    partNames: [],
  };
}
