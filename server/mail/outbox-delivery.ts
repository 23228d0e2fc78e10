/**
 * The mail worker's side of the outbox: claim due mails, then record how sending went. Safe with several app
 * processes on one PostgreSQL: a claim locks its rows with `for update skip locked` and moves their
 * next_attempt_at past a lease, so two workers never send the same mail at the same time.
 */
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { mailOutbox } from "../db/schema/index.ts";
import { CLAIM_LEASE_MS, MAX_ATTEMPTS, retryDelayMs } from "./retry-policy.ts";

export type OutboxMail = typeof mailOutbox.$inferSelect;

/**
 * Claims up to `limit` pending mails that are due, oldest first. The claim commits at once: sending happens
 * outside any transaction, so a slow SMTP server never holds a lock or (on PGlite) the only connection.
 */
export async function claimDueMails(db: Database, now: Date, limit: number): Promise<OutboxMail[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, "PENDING"), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    await tx
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
      .where(
        inArray(
          mailOutbox.id,
          due.map((mail) => mail.id),
        ),
      );
    return due;
  });
}

export async function markSent(db: Database, mail: OutboxMail, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: "SENT", sentAt: now, attempts: sql`${mailOutbox.attempts} + 1`, lastError: null })
    .where(eq(mailOutbox.id, mail.id));
}

/** Counts a failed attempt and schedules the next one, or gives up; returns the new state. */
export async function recordFailure(
  db: Database,
  mail: OutboxMail,
  error: string,
  now: Date,
): Promise<{ status: "PENDING" | "FAILED"; attempts: number; nextAttemptAt: Date }> {
  const attempts = mail.attempts + 1;
  const status = attempts >= MAX_ATTEMPTS ? "FAILED" : "PENDING";
  const nextAttemptAt = new Date(now.getTime() + retryDelayMs(attempts));
  await db
    .update(mailOutbox)
    .set({ status, attempts, nextAttemptAt, lastError: error.slice(0, 2000) })
    .where(eq(mailOutbox.id, mail.id));
  return { status, attempts, nextAttemptAt };
}
