/** The pure rules of the workshop choice: slots, capacity labels, selectability, completion. */
import type { WorkshopFieldsFragment } from "../../graphql/generated.ts";
import { formatInAmsterdam } from "../../../common/format/dates.ts";

export type Workshop = WorkshopFieldsFragment;

export type Slot = { id: string; start: string; end: string; workshops: Workshop[] };

const byStart = (a: { start: string }, b: { start: string }) => Date.parse(a.start) - Date.parse(b.start);

/** Available and registered workshops together, each once (a registered one may be full and so not "available"). */
export function allWorkshops(available: Workshop[], registered: Workshop[]): Workshop[] {
  const seen = new Map<string, Workshop>();
  for (const workshop of [...available, ...registered]) if (!seen.has(workshop.id)) seen.set(workshop.id, workshop);
  return [...seen.values()];
}

/** Workshops grouped by time slot, slots in time order; a slot spans its earliest start to its latest end. */
export function groupBySlot(workshops: Workshop[]): Slot[] {
  const slots = new Map<string, Slot>();
  for (const workshop of workshops) {
    const { start, end } = workshop.timeFrame;
    const slot = slots.get(workshop.slotId);
    if (!slot) {
      slots.set(workshop.slotId, { id: workshop.slotId, start, end, workshops: [workshop] });
      continue;
    }
    slot.workshops.push(workshop);
    if (Date.parse(start) < Date.parse(slot.start)) slot.start = start;
    if (Date.parse(end) > Date.parse(slot.end)) slot.end = end;
  }
  const sorted = [...slots.values()].sort(byStart);
  for (const slot of sorted) {
    slot.workshops.sort((a, b) => byStart(a.timeFrame, b.timeFrame) || a.name.localeCompare(b.name, "nl"));
  }
  return sorted;
}

/** 'Tijdvak 10:00 - 11:30' in Amsterdam time. */
export function slotHeading(slot: Pick<Slot, "start" | "end">): string {
  return `Tijdvak ${formatInAmsterdam(slot.start, "HH:mm")} - ${formatInAmsterdam(slot.end, "HH:mm")}`;
}

/** 'Workshop vol' at 0 or less (docs/product.md §10), otherwise '1 plek beschikbaar' / '{n} plekken beschikbaar'. */
export function capacityLabel(placesLeft: number): string {
  if (placesLeft <= 0) return "Workshop vol";
  return placesLeft === 1 ? "1 plek beschikbaar" : `${placesLeft} plekken beschikbaar`;
}

export type CardState = {
  selected: boolean;
  full: boolean;
  /** Another workshop of this slot is chosen: shown dimmed; choosing this one moves the registration. */
  dimmed: boolean;
  /** Whether clicking does anything: a selected card can always be deselected, a full one not chosen. */
  clickable: boolean;
};

export function cardState(workshop: Workshop, slot: Slot, selectedIds: ReadonlySet<string>): CardState {
  const selected = selectedIds.has(workshop.id);
  const full = workshop.currentCapacity <= 0;
  const dimmed = !selected && slot.workshops.some((other) => other.id !== workshop.id && selectedIds.has(other.id));
  return { selected, full, dimmed, clickable: selected || !full };
}

export function selectedInSlot(slot: Slot, selectedIds: ReadonlySet<string>): Workshop[] {
  return slot.workshops.filter((workshop) => selectedIds.has(workshop.id));
}

/**
 * Completion needs exactly one chosen workshop in every slot. Without any workshops that holds at once;
 * step 4 then shows 'Geen workshops geselecteerd'.
 */
export function canComplete(slots: Slot[], selectedIds: ReadonlySet<string>): boolean {
  return slots.every((slot) => selectedInSlot(slot, selectedIds).length === 1);
}

/** The chosen workshops in slot order, for 'Je selectie' and the completion step. */
export function chosenWorkshops(slots: Slot[], selectedIds: ReadonlySet<string>): Workshop[] {
  return slots.flatMap((slot) => selectedInSlot(slot, selectedIds));
}
