/**
 * The transactional outbox: a mail is written in the same transaction as the change it reports, so
 * it exists exactly when that change does, and the mail worker (server/jobs/mail-worker.ts) sends it later,
 * with retries. Nothing is lost when SMTP is down, and nothing is sent for a change that was rolled back.
 */
import type { DbOrTx } from "../db/client.ts";
import { mailOutbox, type MailAttachmentRef } from "../db/schema/index.ts";
import { isAnonymousAddress } from "../../common/anonymous-address.ts";

export type MailToEnqueue = {
  /** The reason the mail exists, e.g. 'order-confirmation:{orderId}': writing it again is a no-op. */
  dedupeKey: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Documents the worker renders when it sends, so the outbox stores references, not PDFs. */
  attachments: MailAttachmentRef[];
  /** The order the mail is about, shown on that order's page in the back office. */
  orderId?: string;
  /**
   * The single-use or sign-in secrets the bodies hold (a link's token): stored only while the mail is unsent.
   * Delivered or given up, the stored text and HTML keep the link with each secret replaced (./outbox-delivery.ts).
   */
  secrets?: string[];
};

/** A mail the worker writes when it sends (server/jobs/mail-requests.ts): its composer decides whether and what. */
export type MailRequest = {
  /** The reason, as for a mail: writing it again is a no-op. */
  dedupeKey: string;
  /** The address the request names, whatever it turns out to be. */
  to: string;
  composer: string;
};

/** Where a mail is written: the transaction of the change, its moment, and who to tell (the mail worker). */
export type OutboxWriter = { tx: DbOrTx; now: Date; mailEnqueued: (tx: DbOrTx) => void | Promise<void> };

/**
 * Writes the mail in the caller's transaction; true when it is new, false when its dedupe key was known or the
 * address is anonymised. It is due at `now`, the time of the change it reports on the caller's clock:
 * the worker compares due times with that same clock, so a mail is never held back by a difference between the
 * database's clock and the application's.
 * A new mail tells the mail worker: in this process a nudge before the transaction commits (the worker allows for
 * that), in a worker process of its own a notification sent with the transaction, delivered after its commit.
 */
export async function enqueueMail({ tx, now, mailEnqueued }: OutboxWriter, mail: MailToEnqueue): Promise<boolean> {
  // An anonymised person gets no more mail: a reminder for a ticket that stays valid, say, is not written.
  if (isAnonymousAddress(mail.to)) return false;
  const inserted = await tx
    .insert(mailOutbox)
    .values({
      dedupeKey: mail.dedupeKey,
      toAddress: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      attachments: mail.attachments,
      orderId: mail.orderId ?? null,
      secrets: mail.secrets ?? [],
      nextAttemptAt: now,
      createdAt: now,
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  if (inserted.length > 0) await mailEnqueued(tx);
  return inserted.length > 0;
}

/**
 * Writes a request for a mail that the worker composes when it sends, in the caller's transaction: one row, the same
 * for any address, so a form that must not tell whether it knows an address does the same work for all of them and
 * leaves the lookup (and the link, and the mail) to after its answer (decision 0010). The row has no subject or
 * bodies until then; the readers of the outbox pass it by.
 */
export async function enqueueMailRequest({ tx, now, mailEnqueued }: OutboxWriter, request: MailRequest): Promise<void> {
  const inserted = await tx
    .insert(mailOutbox)
    .values({
      dedupeKey: request.dedupeKey,
      toAddress: request.to,
      subject: "",
      html: "",
      text: "",
      composer: request.composer,
      nextAttemptAt: now,
      createdAt: now,
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  if (inserted.length > 0) await mailEnqueued(tx);
}
