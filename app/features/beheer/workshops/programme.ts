/** The event's workshop programme as the workshop pages load it, with the 404s they share. */
import { data, type RouterContextProvider } from "react-router";
import { StaffWorkshopSlotsDocument, type StaffWorkshopSlotsQuery } from "../../../graphql/generated.ts";
import { formatLongDate, formatTimeRange } from "../../../../common/format/dates.ts";
import { isUuid } from "../../../../common/ids.ts";
import { runStaffOperation } from "../staff-access.ts";

export type WorkshopProgramme = NonNullable<StaffWorkshopSlotsQuery["staffWorkshopSlots"]>;
export type ProgrammeSlot = WorkshopProgramme["slots"][number];
export type ProgrammeWorkshop = ProgrammeSlot["workshops"][number];

export const EVENT_NOT_FOUND = { message: "Dit evenement bestaat niet." };
export const SLOT_NOT_FOUND = { message: "Dit tijdvak bestaat niet." };
export const WORKSHOP_NOT_FOUND = { message: "Deze workshop bestaat niet." };

export async function loadProgramme(
  context: Readonly<RouterContextProvider>,
  request: Request,
  eventId: string | undefined,
): Promise<WorkshopProgramme> {
  if (!isUuid(eventId)) throw data(EVENT_NOT_FOUND, { status: 404 });
  const { staffWorkshopSlots } = await runStaffOperation(context, request, StaffWorkshopSlotsDocument, { eventId });
  if (!staffWorkshopSlots) throw data(EVENT_NOT_FOUND, { status: 404 });
  return staffWorkshopSlots;
}

export function findSlot(programme: WorkshopProgramme, slotId: string | undefined): ProgrammeSlot {
  const slot = programme.slots.find((candidate) => candidate.id === slotId);
  if (!slot) throw data(SLOT_NOT_FOUND, { status: 404 });
  return slot;
}

export function findWorkshop(
  programme: WorkshopProgramme,
  workshopId: string | undefined,
): { slot: ProgrammeSlot; workshop: ProgrammeWorkshop } {
  for (const slot of programme.slots) {
    const workshop = slot.workshops.find((candidate) => candidate.id === workshopId);
    if (workshop) return { slot, workshop };
  }
  throw data(WORKSHOP_NOT_FOUND, { status: 404 });
}

/** 'donderdag 11 maart 2027, 13:00 - 14:15 uur' */
export function slotLabel(slot: { startsAt: string; endsAt: string }): string {
  return `${formatLongDate(slot.startsAt)}, ${formatTimeRange(slot.startsAt, slot.endsAt)} uur`;
}

/** An address whose ids are not even UUIDs names nothing: 404 before any work (actions as well as loaders). */
export function requireUuids(notFound: { message: string }, ...ids: (string | undefined)[]): void {
  if (!ids.every((id) => isUuid(id))) throw data(notFound, { status: 404 });
}
