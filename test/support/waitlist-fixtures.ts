/** Helpers of the workshop waitlist tests: entries and who holds which workshop. */
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../server/db/client.ts";
import {
  events,
  orders,
  tickets,
  ticketTypes,
  workshopRegistrations,
  workshopWaitlistEntries,
} from "../../server/db/schema/index.ts";

export const waitingPerson = (index: number) => ({
  firstName: `Wachtende${index}`,
  lastName: "Jansen",
  email: `wachtende${index}@example.org`,
});

export async function ticketIdOf(db: DbOrTx, code: string): Promise<string> {
  const [row] = await db.select({ id: tickets.id }).from(tickets).where(eq(tickets.registrationCode, code));
  return row!.id;
}

/** The workshop the ticket holds in a slot, or null. */
export async function choiceOf(db: DbOrTx, code: string, slotId: string): Promise<string | null> {
  const ticketId = await ticketIdOf(db, code);
  const [row] = await db
    .select({ workshopId: workshopRegistrations.workshopId })
    .from(workshopRegistrations)
    .where(and(eq(workshopRegistrations.ticketId, ticketId), eq(workshopRegistrations.slotId, slotId)));
  return row?.workshopId ?? null;
}

export async function entriesOf(db: DbOrTx, code: string) {
  const ticketId = await ticketIdOf(db, code);
  return db.select().from(workshopWaitlistEntries).where(eq(workshopWaitlistEntries.ticketId, ticketId));
}

export async function entriesOfWorkshop(db: DbOrTx, workshopId: string) {
  return db.select().from(workshopWaitlistEntries).where(eq(workshopWaitlistEntries.workshopId, workshopId));
}

/**
 * The order of a ticket with the counters the order service would have left (sold tickets, places taken), as
 * insertCancelableOrder (./factories/orders.ts) makes them, so staff can cancel it; returns the order's id and the ticket's.
 */
export async function cancelableTicket(db: DbOrTx, code: string): Promise<{ orderId: string; ticketId: string }> {
  const [ticket] = await db.select().from(tickets).where(eq(tickets.registrationCode, code));
  const all = await db.select().from(tickets).where(eq(tickets.orderId, ticket!.orderId));
  for (const row of all) {
    await db
      .update(ticketTypes)
      .set({ soldCount: sql`${ticketTypes.soldCount} + 1` })
      .where(eq(ticketTypes.id, row.ticketTypeId));
  }
  const [order] = await db.select({ eventId: orders.eventId }).from(orders).where(eq(orders.id, ticket!.orderId));
  await db.update(events).set({ ticketsTaken: all.length }).where(eq(events.id, order!.eventId));
  return { orderId: ticket!.orderId, ticketId: ticket!.id };
}
