/**
 * The mail worker's side of the outbox: claim due mails, then record how sending went. Safe with several app
 * processes on one PostgreSQL: a claim locks its rows with `for update skip locked` and moves their
 * next_attempt_at past a lease, so two workers never send the same mail at the same time.
 */
import { and, asc, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/client.ts";
import { isAnonymousAddress } from "../../common/anonymous-address.ts";
import type { MailToEnqueue } from "./outbox.ts";
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

/** A requested mail as its composer writes it: everything of a mail but the key its request already has. */
export type ComposedMail = Omit<MailToEnqueue, "dedupeKey">;

/**
 * Writes the mail a request asks for (./outbox.ts, enqueueMailRequest), in the transaction that fills in its row:
 * the lookup, any link it writes, the mail's content. Null: nothing to send to this address (an unknown one).
 */
export type MailComposer = (tx: Transaction, request: { to: string }, now: Date) => Promise<ComposedMail | null>;

/**
 * Turns a claimed request into its mail, or deletes it when its composer has nothing to send: the row then never
 * was a mail, and the address it named (anyone may type one) is not kept. One transaction, so the link the composer
 * writes exists exactly when its mail does; taking the composer first makes a second worker that holds the same
 * row after an expired lease skip it. Returns the mail to send, or null.
 */
export async function composeRequestedMail(
  db: Database,
  request: OutboxMail,
  composers: Readonly<Record<string, MailComposer>>,
  now: Date,
): Promise<OutboxMail | null> {
  const compose = request.composer === null ? undefined : composers[request.composer];
  if (!compose) throw new Error(`geen opsteller voor e-mailverzoeken van soort '${request.composer}'`);
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .update(mailOutbox)
      .set({ composer: null })
      .where(and(eq(mailOutbox.id, request.id), isNotNull(mailOutbox.composer)))
      .returning({ id: mailOutbox.id });
    if (!taken) return null;
    const mail = await compose(tx, { to: request.toAddress }, now);
    if (!mail || isAnonymousAddress(mail.to)) {
      await tx.delete(mailOutbox).where(eq(mailOutbox.id, request.id));
      return null;
    }
    const [written] = await tx
      .update(mailOutbox)
      .set({
        toAddress: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: mail.attachments,
        orderId: mail.orderId ?? null,
        secrets: mail.secrets ?? [],
      })
      .where(eq(mailOutbox.id, request.id))
      .returning();
    return written ?? null;
  });
}

/** What a redacted link keeps of its secret: the link still shows where it led, not how to use it. */
export const REDACTED_SECRET = "…verwijderd…";

/**
 * The stored bodies without the mail's secrets, for the statement that delivers or gives up the mail: one UPDATE,
 * so the secret is gone exactly when the mail is marked sent (or failed), never a moment later. The mail is leased
 * by its claim, so its bodies do not change in between. A mail without secrets keeps its bodies.
 */
function withoutSecrets(mail: OutboxMail, now: Date) {
  if (mail.secrets.length === 0) return {};
  const redact = (body: string) =>
    mail.secrets.reduce((kept, secret) => kept.replaceAll(secret, REDACTED_SECRET), body);
  return { text: redact(mail.text), html: redact(mail.html), secrets: [], redactedAt: now };
}

/** Marks the mail delivered, and takes its secrets out of the stored copy in the same statement. */
export async function markSent(db: Database, mail: OutboxMail, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: "SENT",
      sentAt: now,
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: null,
      ...withoutSecrets(mail, now),
    })
    .where(eq(mailOutbox.id, mail.id));
}

/** Why a mail whose link was taken out is not sent again: the recipient would get a link that opens nothing. */
export const REDACTED_MAIL_REFUSED =
  "Niet opnieuw verstuurd: de eenmalige link is na de eerste verzending of de laatste poging uit deze e-mail verwijderd. Laat de ontvanger een nieuwe link aanvragen.";

/**
 * Gives up a mail made due again after its secrets were taken out (a FAILED mail set back to PENDING by hand, say):
 * sending it would deliver a dead link without a word, so it stays FAILED and says why.
 */
export async function refuseRedactedMail(db: Database, mail: OutboxMail): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: "FAILED", lastError: REDACTED_MAIL_REFUSED })
    .where(eq(mailOutbox.id, mail.id));
}

/**
 * Counts a failed attempt and schedules the next one, or gives up; returns the new state. A mail given up loses its
 * secrets as a delivered one does: nobody will send it, and a person reading why it failed needs no working link.
 */
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
    .set({
      status,
      attempts,
      nextAttemptAt,
      lastError: error.slice(0, 2000),
      ...(status === "FAILED" ? withoutSecrets(mail, now) : {}),
    })
    .where(eq(mailOutbox.id, mail.id));
  return { status, attempts, nextAttemptAt };
}
