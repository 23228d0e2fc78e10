import { asc, eq } from "drizzle-orm";
import type { Transaction } from "../../db/client.ts";
import { workshopSlots } from "../../db/schema/index.ts";

/**
 * The lock order of every change of workshop registrations and waitlists, which is what keeps them
 * free of deadlocks:
 *
 *   1. the slot rows (workshop_slots, FOR NO KEY UPDATE), several of them always in id order;
 *   2. then the ticket row the sign-up locks (ticket-access.ts);
 *   3. then the workshop counters, in id order (movePlace in workshop-places.ts).
 *
 * A transaction never waits for a slot while holding a ticket or a counter, and never waits for a slot while
 * holding a slot of a higher id, so no two transactions can wait for each other in a cycle. The slot lock also
 * serialises everything in one slot: registrations, waitlists and promotions, so the first waiting entry and the
 * free places a promotion reads stay true until it commits. 'No key update' leaves the foreign-key checks of
 * rows that point at the slot alone (a KEY SHARE lock), so plain reads and inserts elsewhere do not wait.
 */
export async function lockSlots(tx: Transaction, slotIds: Iterable<string>): Promise<void> {
  const ids = [...new Set(slotIds)].sort();
  for (const id of ids) {
    await tx.select({ id: workshopSlots.id }).from(workshopSlots).where(eq(workshopSlots.id, id)).for("no key update");
  }
}

/** Every slot of an event, locked in id order: a cancelled ticket's release does not know in advance which it needs. */
export async function lockEventSlots(tx: Transaction, eventId: string): Promise<void> {
  const rows = await tx
    .select({ id: workshopSlots.id })
    .from(workshopSlots)
    .where(eq(workshopSlots.eventId, eventId))
    .orderBy(asc(workshopSlots.id));
  await lockSlots(
    tx,
    rows.map((row) => row.id),
  );
}
