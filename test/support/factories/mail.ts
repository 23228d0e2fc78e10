/**
 * Mails in the outbox, written as every change writes them (enqueueMail) at a chosen moment, and, when a test needs
 * it, sent as the mail worker marks them (markSent). A mail the worker gave up on is the one state written by hand.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../../server/db/client.ts";
import { mailOutbox } from "../../../server/db/schema/index.ts";
import { claimDueMails, markSent } from "../../../server/mail/outbox-delivery.ts";
import { enqueueMail, type MailToEnqueue } from "../../../server/mail/outbox.ts";

export type TestMail = Partial<MailToEnqueue> & Pick<MailToEnqueue, "to" | "subject">;

export type QueuedMail = typeof mailOutbox.$inferSelect;

/** A mail in the outbox, due at `at`; the default dedupe key is unique, the body a line. */
export async function queueMail(db: Database, mail: TestMail, at: Date): Promise<QueuedMail> {
  const dedupeKey = mail.dedupeKey ?? `test:${randomUUID()}`;
  await enqueueMail(
    { tx: db, now: at, mailEnqueued: () => undefined },
    { html: "<p>x</p>", text: "x", attachments: [], ...mail, dedupeKey },
  );
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, dedupeKey));
  if (!row) throw new Error(`mail ${dedupeKey} staat niet in de outbox`);
  return row;
}

/** A mail the worker sent at `at`, the moment it was written. */
export async function sentMail(db: Database, mail: TestMail, at: Date): Promise<void> {
  await markSent(db, await queueMail(db, mail, at), at);
}

/**
 * A mail the worker gave up on after `attempts` tries with `lastError`. Written by hand after queueing: the worker
 * gives up only after its maximum of attempts (retry-policy.ts), and a test of how a failure is shown names its own.
 */
export async function failedMail(
  db: Database,
  mail: TestMail,
  at: Date,
  failure: { attempts: number; lastError: string } = { attempts: 1, lastError: "550 mailbox unavailable" },
): Promise<void> {
  const queued = await queueMail(db, mail, at);
  await db
    .update(mailOutbox)
    .set({ status: "FAILED", ...failure })
    .where(eq(mailOutbox.id, queued.id));
}

/**
 * Marks every mail due at `at` sent, as the mail worker's round at that moment would (claimDueMails, markSent),
 * without a transport: for a test whose earlier mails (a workshop choice, say) went out long before its own step.
 */
export async function sendDueMailsWithoutTransport(db: Database, at: Date): Promise<void> {
  for (const mail of await claimDueMails(db, at, 1000)) await markSent(db, mail, at);
}
