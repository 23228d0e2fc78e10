/**
 * The waitlist entry's state machine (decision 0018), claimed like every other status change (../../transitions.ts):
 * one conditional UPDATE from an allowed status, so a double click, two workers or a click racing the worker
 * change an entry once. WAITING → OFFERED is promotion's own (promote-waitlist.ts).
 */
import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { courseWaitlistEntries } from "../../../db/schema/index.ts";
import type { WaitlistEntryRow, WaitlistStatus } from "./waitlist-entries.ts";

const WAITLIST_TRANSITIONS: Readonly<Record<WaitlistStatus, readonly WaitlistStatus[]>> = {
  WAITING: ["OFFERED", "LEFT", "CLOSED"],
  OFFERED: ["ENROLLED", "LEFT", "EXPIRED", "CLOSED"],
  ENROLLED: [],
  LEFT: [],
  EXPIRED: [],
  CLOSED: [],
};

/** Moves the entry from `from` to `to` (when allowed) under an optional further condition; the row, or null. */
export async function claimEntry(
  tx: DbOrTx,
  entryId: string,
  from: WaitlistStatus,
  to: WaitlistStatus,
  now: Date,
  where?: SQL,
): Promise<WaitlistEntryRow | null> {
  if (!WAITLIST_TRANSITIONS[from].includes(to)) throw new Error(`Geen overgang van ${from} naar ${to}`);
  const [claimed] = await tx
    .update(courseWaitlistEntries)
    .set({ status: to, endedAt: now })
    .where(and(eq(courseWaitlistEntries.id, entryId), inArray(courseWaitlistEntries.status, [from]), where))
    .returning();
  return claimed ?? null;
}
