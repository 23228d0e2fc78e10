/**
 * The transactional outbox (DESIGN §5): a mail is written in the same transaction as the change it reports, so
 * it exists exactly when that change does, and the mail worker (server/jobs/mail-worker.ts) sends it later,
 * with retries. Nothing is lost when SMTP is down, and nothing is sent for a change that was rolled back.
 */
import type { DbOrTx } from "../db/client.ts";
import { mailOutbox, type MailAttachmentRef } from "../db/schema/index.ts";

export type MailToEnqueue = {
  /** The reason the mail exists, e.g. 'order-confirmation:{orderId}': writing it again is a no-op. */
  dedupeKey: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Documents the worker renders when it sends, so the outbox stores references, not PDFs. */
  attachments: MailAttachmentRef[];
};

type Listener = () => void;
const listeners = new Set<Listener>();

/**
 * Writes the mail in the caller's transaction; true when it is new, false when its dedupe key was known. It is due
 * at `now`, the time of the change it reports on the caller's clock: the worker compares due times with that same
 * clock, so a mail is never held back by a difference between the database's clock and the application's.
 */
export async function enqueueMail(tx: DbOrTx, mail: MailToEnqueue, now: Date): Promise<boolean> {
  const inserted = await tx
    .insert(mailOutbox)
    .values({
      dedupeKey: mail.dedupeKey,
      toAddress: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      attachments: mail.attachments,
      nextAttemptAt: now,
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  if (inserted.length > 0) for (const listener of listeners) listener();
  return inserted.length > 0;
}

/**
 * Lets the mail worker of this process hear of a new mail, so it need not wait for its next round. The
 * listener runs before the caller's transaction commits; the worker allows for that (see its nudge()).
 * Returns the function that stops listening.
 */
export function onMailEnqueued(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
