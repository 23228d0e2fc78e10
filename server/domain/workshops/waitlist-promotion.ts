import { and, asc, eq } from "drizzle-orm";
import { orders, tickets, workshopRegistrations, workshops, workshopWaitlistEntries } from "../../db/schema/index.ts";
import type { UnitOfWork } from "../deps.ts";
import { changesWindow } from "./changes-cutoff.ts";
import { findSlotRegistration } from "./ticket-access.ts";
import { TICKET_GRANTING_ORDER_STATUSES } from "./workshop-lookup.ts";
import { enqueueWorkshopChoice } from "./workshop-choice-mail.ts";
import { movePlace, takePlace } from "./workshop-places.ts";

/**
 * Automatic promotion from a workshop's waitlist, in the transaction of whatever freed the place, which
 * holds the workshop's slot lock (slot-locks.ts). While the workshop has a free place and someone waits for it, the
 * first entry (join order) gets the place as the wizard would give it: a ticket with another workshop in the slot
 * moves there (freeing a place in that workshop, whose list is then served too), a ticket without one registers.
 * Every step consumes a WAITING entry, so the loop ends. No offer is sent first: a wait is a standing wish to
 * swap, and the choice stays the ticket holder's to change until the cut-off, after which nothing is promoted.
 */
export async function promoteWaitlists(unit: UnitOfWork, eventId: string, freedWorkshopIds: string[]): Promise<number> {
  if (freedWorkshopIds.length === 0) return 0;
  const { tx, now } = unit;
  const window = await changesWindow(tx, eventId, unit.settings.workshops, now);
  if (window.changesClosed) return 0;
  const queue = [...freedWorkshopIds];
  let promoted = 0;
  while (queue.length > 0) {
    const workshopId = queue.shift()!;
    for (;;) {
      const [workshop] = await tx.select().from(workshops).where(eq(workshops.id, workshopId));
      if (!workshop || workshop.registeredCount >= workshop.capacity) break;
      const entry = await firstWaiting(unit, workshopId);
      if (!entry) break;
      const existing = await findSlotRegistration(tx, entry.ticketId, entry.slotId);
      const details = { firstName: entry.firstName, lastName: entry.lastName, email: entry.email };
      if (existing?.workshopId === workshopId) {
        // Registered here already (written around the service): the wait is over without a move.
      } else if (existing) {
        await movePlace(tx, existing.workshopId, workshopId);
        await tx
          .update(workshopRegistrations)
          .set({ ...details, workshopId })
          .where(eq(workshopRegistrations.id, existing.id));
        queue.push(existing.workshopId);
      } else {
        await takePlace(tx, workshopId);
        await tx
          .insert(workshopRegistrations)
          .values({ ...details, workshopId, slotId: entry.slotId, ticketId: entry.ticketId, createdAt: now });
      }
      await tx
        .update(workshopWaitlistEntries)
        .set({ status: "PROMOTED", endedAt: now })
        .where(eq(workshopWaitlistEntries.id, entry.id));
      promoted += 1;
      await enqueueWorkshopChoice(unit, {
        ticket: { id: entry.ticketId, eventId, code: entry.code },
        to: entry.email,
        firstName: entry.firstName,
        promotedTo: workshop.name,
        changesCloseAt: window.changesCloseAt,
      });
    }
  }
  return promoted;
}

/**
 * The first WAITING entry of a workshop whose ticket still grants access. An entry of a ticket that lost its
 * access (its order no longer paid) is closed on the way, so it never blocks the list.
 */
async function firstWaiting(unit: UnitOfWork, workshopId: string) {
  const { tx, now } = unit;
  for (;;) {
    const [row] = await tx
      .select({
        entry: workshopWaitlistEntries,
        code: tickets.registrationCode,
        canceledAt: tickets.canceledAt,
        orderStatus: orders.status,
      })
      .from(workshopWaitlistEntries)
      .innerJoin(tickets, eq(tickets.id, workshopWaitlistEntries.ticketId))
      .innerJoin(orders, eq(orders.id, tickets.orderId))
      .where(and(eq(workshopWaitlistEntries.workshopId, workshopId), eq(workshopWaitlistEntries.status, "WAITING")))
      .orderBy(asc(workshopWaitlistEntries.seq))
      .limit(1);
    if (!row) return null;
    const grants = !row.canceledAt && (TICKET_GRANTING_ORDER_STATUSES as readonly string[]).includes(row.orderStatus);
    if (grants) return { ...row.entry, code: row.code };
    await tx
      .update(workshopWaitlistEntries)
      .set({ status: "CLOSED", endedAt: now })
      .where(eq(workshopWaitlistEntries.id, row.entry.id));
  }
}
