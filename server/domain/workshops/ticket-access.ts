import { and, eq, isNotNull } from "drizzle-orm";
import type { Transaction } from "../../db/client.ts";
import { tickets, workshopRegistrations, workshops, workshopSlots } from "../../db/schema/index.ts";
import { placesLeft } from "../capacity.ts";
import type { UnitOfWork } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { requireChangesOpen } from "./changes-cutoff.ts";
import { lockSlots } from "./slot-locks.ts";
import { normalizeRegistrationCode } from "../tickets/registration-code.ts";
import { findGrantingTicket, type WorkshopView } from "./workshop-lookup.ts";

export const INVALID_CODE_MESSAGE = "De code die je hebt ingevuld is ongeldig. Probeer het opnieuw.";
export const CANCELED_TICKET_MESSAGE = "Dit ticket is geannuleerd. De code geeft geen toegang meer.";
export const UNKNOWN_WORKSHOP_MESSAGE = "Deze workshop bestaat niet of hoort niet bij je ticket.";

export type LockedTicket = { id: string; eventId: string; code: string };

/**
 * The ticket behind a code, locked for the rest of the transaction: every sign-up change of one ticket runs
 * one after the other, so two quick clicks in one slot can never both see 'no registration yet' and the
 * second one becomes a move. Unknown or unpaid → NOT_FOUND, the same answer as a code that does not exist.
 */
export async function lockGrantingTicket(tx: Transaction, token: string): Promise<LockedTicket> {
  const ticket = await requireGrantingTicket(tx, token);
  // 'no key update' blocks the ticket's other sign-up transactions but not foreign-key checks elsewhere.
  await tx.select({ id: tickets.id }).from(tickets).where(eq(tickets.id, ticket.id)).for("no key update");
  // Looked up again under the lock: a cancellation that committed while this waited has closed the code.
  return requireGrantingTicket(tx, token);
}

/** The ticket behind a code, not locked; NOT_FOUND (with the cancelled-ticket message where it fits) otherwise. */
async function requireGrantingTicket(tx: Transaction, token: string): Promise<LockedTicket> {
  const code = normalizeRegistrationCode(token);
  const ticket = code ? await findGrantingTicket(tx, code) : null;
  if (!code || !ticket) {
    const canceled = code ? await isCanceledTicket(tx, code) : false;
    throw new DomainError("NOT_FOUND", canceled ? CANCELED_TICKET_MESSAGE : INVALID_CODE_MESSAGE, {
      field: "registrationToken",
    });
  }
  return { ...ticket, code };
}

/**
 * The start of every change a ticket holder makes in one slot: the ticket and the workshop are looked
 * up, the cut-off is checked, and then the locks are taken in the order of slot-locks.ts: the slot, then the
 * ticket. The workshop is read again after the locks, so its counter is the one this change works with.
 */
export async function openSlotChange(
  unit: UnitOfWork,
  token: string,
  workshopId: string,
): Promise<{ ticket: LockedTicket; workshop: WorkshopView; changesCloseAt: Date | null }> {
  const { tx, now } = unit;
  const found = await requireGrantingTicket(tx, token);
  const before = await findEventWorkshop(tx, found.eventId, workshopId);
  const { changesCloseAt } = await requireChangesOpen(tx, found.eventId, unit.settings.workshops, now);
  await lockSlots(tx, [before.slotId]);
  const ticket = await lockGrantingTicket(tx, token);
  const workshop = await findEventWorkshop(tx, ticket.eventId, workshopId);
  return { ticket, workshop, changesCloseAt };
}

async function isCanceledTicket(tx: Transaction, code: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.registrationCode, code), isNotNull(tickets.canceledAt)));
  return Boolean(row);
}

/** A workshop of the ticket's event with its current counter, or NOT_FOUND for any other workshop. */
export async function findEventWorkshop(tx: Transaction, eventId: string, workshopId: string): Promise<WorkshopView> {
  const [row] = await tx
    .select({ workshop: workshops, slot: workshopSlots })
    .from(workshops)
    .innerJoin(workshopSlots, eq(workshopSlots.id, workshops.slotId))
    .where(and(eq(workshops.id, workshopId), eq(workshopSlots.eventId, eventId)));
  if (!row) throw new DomainError("NOT_FOUND", UNKNOWN_WORKSHOP_MESSAGE, { field: "workshopId", workshopId });
  const { workshop, slot } = row;
  return {
    id: workshop.id,
    slotId: workshop.slotId,
    name: workshop.name,
    description: workshop.description,
    room: workshop.room,
    speaker: workshop.speaker,
    startsAt: slot.startsAt,
    endsAt: slot.endsAt,
    capacity: workshop.capacity,
    currentCapacity: placesLeft(workshop.capacity, workshop.registeredCount),
  };
}

/** The ticket's registration in a slot, if any (at most one: unique (ticket_id, slot_id)). */
export async function findSlotRegistration(tx: Transaction, ticketId: string, slotId: string) {
  const [row] = await tx
    .select()
    .from(workshopRegistrations)
    .where(and(eq(workshopRegistrations.ticketId, ticketId), eq(workshopRegistrations.slotId, slotId)));
  return row ?? null;
}
