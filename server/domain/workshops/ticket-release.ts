import { and, eq, inArray } from "drizzle-orm";
import { workshopRegistrations, workshopWaitlistEntries } from "../../db/schema/index.ts";
import type { UnitOfWork } from "../deps.ts";
import { lockEventSlots } from "./slot-locks.ts";
import { promoteWaitlists } from "./waitlist-promotion.ts";
import { releasePlace } from "./workshop-places.ts";

/**
 * Step 1 of cancelling tickets: every slot of the event locked, in id order, BEFORE the tickets are
 * touched, so the lock order of slot-locks.ts (slot, then ticket, then counters) holds here too.
 */
export const lockSlotsForTicketRelease = (unit: Pick<UnitOfWork, "tx">, eventId: string) =>
  lockEventSlots(unit.tx, eventId);

/**
 * Step 2, after the tickets' canceled_at is set: their workshop registrations go (the places come back, counters
 * in id order), their waits are closed, and the freed workshops' waitlists are promoted, all in the caller's
 * transaction. Returns how many registrations were released.
 */
export async function releaseTicketWorkshops(unit: UnitOfWork, eventId: string, ticketIds: string[]): Promise<number> {
  if (ticketIds.length === 0) return 0;
  const { tx, now } = unit;
  const removed = await tx
    .delete(workshopRegistrations)
    .where(inArray(workshopRegistrations.ticketId, ticketIds))
    .returning({ workshopId: workshopRegistrations.workshopId });
  const freed = removed.map((row) => row.workshopId).sort();
  for (const workshopId of freed) await releasePlace(tx, workshopId);
  await tx
    .update(workshopWaitlistEntries)
    .set({ status: "CLOSED", endedAt: now })
    .where(and(inArray(workshopWaitlistEntries.ticketId, ticketIds), eq(workshopWaitlistEntries.status, "WAITING")));
  await promoteWaitlists(unit, eventId, [...new Set(freed)]);
  return removed.length;
}
