import { asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { orders, tickets, workshopRegistrations, workshops, workshopSlots } from "../../db/schema/index.ts";
import { placesLeft } from "../capacity.ts";
import type { WorkshopSettings } from "../deps.ts";
import { changesWindow } from "./changes-cutoff.ts";
import { listTicketWaits, type WaitlistEntryView } from "./waitlist-queries.ts";
import { normalizeRegistrationCode } from "../tickets/registration-code.ts";

export type WorkshopView = {
  id: string;
  slotId: string;
  name: string;
  description: string;
  room: string;
  /** Who gives it; empty while not yet known. */
  speaker: string;
  startsAt: Date;
  endsAt: Date;
  capacity: number;
  /** Places left; the UI shows 'Workshop vol' at 0. */
  currentCapacity: number;
};

export type WorkshopLookup = {
  isValid: boolean;
  availableWorkshops: WorkshopView[];
  registeredWorkshops: WorkshopView[];
  /** The ticket's waits for full workshops, with their place in line. */
  waitlistEntries: WaitlistEntryView[];
  /** Until when choices and waits can be changed; null when the event has no slots. */
  changesCloseAt: Date | null;
  changesClosed: boolean;
};

/** Orders whose tickets give access to the workshops: paid, invoiced or free. */
export const TICKET_GRANTING_ORDER_STATUSES = ["PAID", "INVOICED", "FREE"] as const;

const INVALID: WorkshopLookup = {
  isValid: false,
  availableWorkshops: [],
  registeredWorkshops: [],
  waitlistEntries: [],
  changesCloseAt: null,
  changesClosed: false,
};

/** Everything a ticket code gives access to. An unknown or unpaid code is simply not valid. */
export async function lookupWorkshopsByCode(
  db: DbOrTx,
  code: string,
  at: { settings: WorkshopSettings; now: Date },
): Promise<WorkshopLookup> {
  const ticket = await findGrantingTicket(db, code);
  if (!ticket) return INVALID;
  const [available, registrations, waitlistEntries, window] = await Promise.all([
    listEventWorkshops(db, ticket.eventId),
    db
      .select({ workshopId: workshopRegistrations.workshopId })
      .from(workshopRegistrations)
      .where(eq(workshopRegistrations.ticketId, ticket.id)),
    listTicketWaits(db, ticket.id),
    changesWindow(db, ticket.eventId, at.settings, at.now),
  ]);
  const registeredIds = new Set(registrations.map((row) => row.workshopId));
  return {
    isValid: true,
    availableWorkshops: available,
    registeredWorkshops: available.filter((workshop) => registeredIds.has(workshop.id)),
    waitlistEntries,
    ...window,
  };
}

export async function findGrantingTicket(db: DbOrTx, code: string): Promise<{ id: string; eventId: string } | null> {
  const canonical = normalizeRegistrationCode(code);
  if (!canonical) return null;
  const [row] = await db
    .select({ id: tickets.id, eventId: orders.eventId, status: orders.status, canceledAt: tickets.canceledAt })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .where(eq(tickets.registrationCode, canonical))
    .limit(1);
  // A cancelled ticket opens nothing, whatever its order's status.
  if (!row || row.canceledAt || !(TICKET_GRANTING_ORDER_STATUSES as readonly string[]).includes(row.status))
    return null;
  return { id: row.id, eventId: row.eventId };
}

/** The workshops of an event, by slot time and then display order. */
export async function listEventWorkshops(db: DbOrTx, eventId: string): Promise<WorkshopView[]> {
  const slots = await db
    .select({ id: workshopSlots.id, startsAt: workshopSlots.startsAt, endsAt: workshopSlots.endsAt })
    .from(workshopSlots)
    .where(eq(workshopSlots.eventId, eventId))
    .orderBy(asc(workshopSlots.startsAt));
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
    .orderBy(asc(workshops.sortOrder), asc(workshops.name));
  return slots.flatMap((slot) =>
    rows
      .filter((row) => row.slotId === slot.id)
      .map((row) => ({
        id: row.id,
        slotId: row.slotId,
        name: row.name,
        description: row.description,
        room: row.room,
        speaker: row.speaker,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        capacity: row.capacity,
        currentCapacity: placesLeft(row.capacity, row.registeredCount),
      })),
  );
}
