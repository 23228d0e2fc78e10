/** What the wizard and the lookup read of the workshop waitlists (decision 0018); the back office reads its own. */
import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { workshopWaitlistEntries } from "../../db/schema/index.ts";

export type WaitlistEntryView = {
  workshopId: string;
  slotId: string;
  /** 1 for the first in line. */
  position: number;
  joinedAt: Date;
};

type EntryRow = typeof workshopWaitlistEntries.$inferSelect;

/** The ticket's waits, each with its place in line (for the wizard and the lookup). */
export async function listTicketWaits(db: DbOrTx, ticketId: string): Promise<WaitlistEntryView[]> {
  const rows = await db
    .select()
    .from(workshopWaitlistEntries)
    .where(and(eq(workshopWaitlistEntries.ticketId, ticketId), eq(workshopWaitlistEntries.status, "WAITING")))
    .orderBy(asc(workshopWaitlistEntries.seq));
  return Promise.all(rows.map((row) => withPosition(db, row)));
}

/** Position = the waiting entries of the workshop that joined before it (join order), plus one. */
export async function withPosition(db: DbOrTx, entry: EntryRow): Promise<WaitlistEntryView> {
  const [ahead] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(workshopWaitlistEntries)
    .where(
      and(
        eq(workshopWaitlistEntries.workshopId, entry.workshopId),
        eq(workshopWaitlistEntries.status, "WAITING"),
        lte(workshopWaitlistEntries.seq, entry.seq),
      ),
    );
  return {
    workshopId: entry.workshopId,
    slotId: entry.slotId,
    position: Number(ahead?.count ?? 1),
    joinedAt: entry.joinedAt,
  };
}
