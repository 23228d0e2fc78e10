/**
 * What the back office reads of an event's workshop programme: every time slot with its workshops and
 * their counters, drafts and hidden events included, and who registered for a workshop. Staff reads check the
 * permission table first, like every staff service.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  events,
  tickets,
  workshopRegistrations,
  workshops,
  workshopSlots,
  workshopWaitlistEntries,
} from "../../db/schema/index.ts";
import { isUuid } from "../../../common/ids.ts";
import { placesLeft } from "../capacity.ts";
import type { ServiceDeps } from "../deps.ts";
import { listedPersonOf, type ListedPerson } from "../participants/listed-person.ts";
import { requirePermission } from "../staff/permissions.ts";

export type StaffWorkshop = {
  id: string;
  slotId: string;
  name: string;
  description: string;
  speaker: string;
  room: string;
  capacity: number;
  registeredCount: number;
  placesLeft: number;
  sortOrder: number;
};

export type StaffWorkshopSlot = {
  id: string;
  eventId: string;
  startsAt: Date;
  endsAt: Date;
  workshops: StaffWorkshop[];
};

export type StaffWorkshopProgramme = {
  event: { id: string; name: string; type: "EVENT" | "FORUM"; startsAt: Date; endsAt: Date };
  slots: StaffWorkshopSlot[];
};

type WorkshopRow = typeof workshops.$inferSelect;

export function toStaffWorkshop(row: WorkshopRow): StaffWorkshop {
  return {
    id: row.id,
    slotId: row.slotId,
    name: row.name,
    description: row.description,
    speaker: row.speaker,
    room: row.room,
    capacity: row.capacity,
    registeredCount: row.registeredCount,
    placesLeft: placesLeft(row.capacity, row.registeredCount),
    sortOrder: row.sortOrder,
  };
}

/** An event with its slots (by start time) and their workshops (by display order, then name); null when unknown. */
export async function listStaffWorkshopSlots(
  deps: ServiceDeps,
  eventId: string,
): Promise<StaffWorkshopProgramme | null> {
  requirePermission(deps.actor, "events.manage");
  if (!isUuid(eventId)) return null;
  const [event] = await deps.db
    .select({ id: events.id, name: events.name, type: events.type, startsAt: events.startsAt, endsAt: events.endsAt })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  if (!event) return null;
  const slots = await deps.db
    .select()
    .from(workshopSlots)
    .where(eq(workshopSlots.eventId, eventId))
    .orderBy(asc(workshopSlots.startsAt), asc(workshopSlots.endsAt), asc(workshopSlots.id));
  return { event, slots: await withWorkshops(deps.db, slots) };
}

export async function withWorkshops(
  db: DbOrTx,
  slots: (typeof workshopSlots.$inferSelect)[],
): Promise<StaffWorkshopSlot[]> {
  if (slots.length === 0) return [];
  const rows = await db
    .select()
    .from(workshops)
    .where(
      inArray(
        workshops.slotId,
        slots.map((slot) => slot.id),
      ),
    )
    .orderBy(asc(workshops.sortOrder), asc(workshops.name), asc(workshops.id));
  return slots.map((slot) => ({
    id: slot.id,
    eventId: slot.eventId,
    startsAt: slot.startsAt,
    endsAt: slot.endsAt,
    workshops: rows.filter((row) => row.slotId === slot.id).map(toStaffWorkshop),
  }));
}

/** An erased person shows as ../participants/listed-person.ts decides: without name or address. */
type StaffWorkshopRegistration = ListedPerson & {
  id: string;
  /** The ticket code with all but its last 4 characters hidden: a list on a screen must not hand out codes. */
  maskedTicketCode: string;
  registeredAt: Date;
};

/** A ticket holder waiting for the workshop; position 1 gets the next place that comes free. */
type StaffWorkshopWaitlistEntry = Omit<StaffWorkshopRegistration, "registeredAt"> & {
  position: number;
  joinedAt: Date;
};

export type StaffWorkshopRegistrations = {
  workshop: StaffWorkshop & { slotStartsAt: Date; slotEndsAt: Date; eventId: string; eventName: string };
  registrations: StaffWorkshopRegistration[];
  waitlist: StaffWorkshopWaitlistEntry[];
};

/**
 * Who registered for a workshop, first come first, and who waits for it, in line; null when the workshop is
 * unknown. Needs `participants.read`.
 */
export async function listWorkshopRegistrations(
  deps: ServiceDeps,
  workshopId: string,
): Promise<StaffWorkshopRegistrations | null> {
  requirePermission(deps.actor, "participants.read");
  if (!isUuid(workshopId)) return null;
  const [found] = await deps.db
    .select({ workshop: workshops, slot: workshopSlots, eventName: events.name })
    .from(workshops)
    .innerJoin(workshopSlots, eq(workshopSlots.id, workshops.slotId))
    .innerJoin(events, eq(events.id, workshopSlots.eventId))
    .where(eq(workshops.id, workshopId))
    .limit(1);
  if (!found) return null;
  const rows = await deps.db
    .select({ registration: workshopRegistrations, code: tickets.registrationCode })
    .from(workshopRegistrations)
    .innerJoin(tickets, eq(tickets.id, workshopRegistrations.ticketId))
    .where(eq(workshopRegistrations.workshopId, workshopId))
    .orderBy(asc(workshopRegistrations.createdAt), asc(workshopRegistrations.id));
  const waiting = await deps.db
    .select({ entry: workshopWaitlistEntries, code: tickets.registrationCode })
    .from(workshopWaitlistEntries)
    .innerJoin(tickets, eq(tickets.id, workshopWaitlistEntries.ticketId))
    .where(and(eq(workshopWaitlistEntries.workshopId, workshopId), eq(workshopWaitlistEntries.status, "WAITING")))
    .orderBy(asc(workshopWaitlistEntries.seq));
  return {
    workshop: {
      ...toStaffWorkshop(found.workshop),
      slotStartsAt: found.slot.startsAt,
      slotEndsAt: found.slot.endsAt,
      eventId: found.slot.eventId,
      eventName: found.eventName,
    },
    registrations: rows.map(({ registration, code }) => ({
      id: registration.id,
      ...listedPersonOf(registration),
      maskedTicketCode: maskTicketCode(code),
      registeredAt: registration.createdAt,
    })),
    waitlist: waiting.map(({ entry, code }, index) => ({
      id: entry.id,
      position: index + 1,
      ...listedPersonOf(entry),
      maskedTicketCode: maskTicketCode(code),
      joinedAt: entry.joinedAt,
    })),
  };
}

/** 'FF-AB12-CD34-EF56' → '••-••••-••••-EF56': the separators stay, so it still reads as a code. */
export function maskTicketCode(code: string): string {
  const visibleFrom = code.length - 4;
  return [...code].map((char, index) => (index >= visibleFrom || char === "-" ? char : "•")).join("");
}
