/**
 * The few figures of the whole site that monitoring reads from the database (decision 0022): cheap aggregate queries
 * on indexed columns, the same for every process, computed when asked (a scrape of /metrics, a /readyz).
 * Counts and ages only: never an address, a name or a token.
 */
import { and, count, eq, inArray, lte, min } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { mailOutbox, orders, payments } from "../db/schema/index.ts";

/** A mail due this long without being sent means no mail worker is sending (it claims due mail every 10 s). */
const OUTBOX_STUCK_AFTER_MS = 10 * 60_000;
/** An order still PENDING this long after its hold expired means no worker is expiring holds. */
const HOLD_OVERDUE_AFTER_MS = 10 * 60_000;

const OPEN_PAYMENT_STATUSES = ["open", "pending", "authorized"] as const;

/** Mails still PENDING whose next attempt was due more than OUTBOX_STUCK_AFTER_MS ago. */
export async function stuckOutboxMails(db: Database, now: Date): Promise<number> {
  const dueBefore = new Date(now.getTime() - OUTBOX_STUCK_AFTER_MS);
  const [row] = await db
    .select({ stuck: count() })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, "PENDING"), lte(mailOutbox.nextAttemptAt, dueBefore)));
  return row?.stuck ?? 0;
}

/** How many mails the outbox holds per status (PENDING: still to send; FAILED: given up, for a person). */
export async function outboxByStatus(db: Database): Promise<Map<string, number>> {
  const rows = await db.select({ status: mailOutbox.status, n: count() }).from(mailOutbox).groupBy(mailOutbox.status);
  return new Map(rows.map((row) => [row.status, row.n]));
}

export async function ordersByStatus(db: Database): Promise<Map<string, number>> {
  const rows = await db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status);
  return new Map(rows.map((row) => [row.status, row.n]));
}

/**
 * The age in seconds of the oldest payment still open at the provider for an order that waits for it (the
 * payments the order worker reconciles), 0 when there is none. iDEAL payments stay open up to 15 minutes by
 * themselves; much older means neither webhook nor reconciliation settled it.
 */
export async function oldestOpenPaymentAgeSeconds(db: Database, now: Date): Promise<number> {
  const [row] = await db
    .select({ oldest: min(payments.createdAt) })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(orders.status, "PENDING"), inArray(payments.status, [...OPEN_PAYMENT_STATUSES])));
  return ageSeconds(row?.oldest ?? null, now);
}

/** PENDING orders whose hold expired more than HOLD_OVERDUE_AFTER_MS ago: tickets held for nobody. */
export async function overdueHolds(db: Database, now: Date): Promise<number> {
  const expiredBefore = new Date(now.getTime() - HOLD_OVERDUE_AFTER_MS);
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.status, "PENDING"), lte(orders.holdExpiresAt, expiredBefore)));
  return row?.n ?? 0;
}

function ageSeconds(since: Date | string | null, now: Date): number {
  if (since === null) return 0;
  return Math.max(0, Math.round((now.getTime() - new Date(since).getTime()) / 1000));
}
