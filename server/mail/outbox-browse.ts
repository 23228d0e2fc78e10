/**
 * Reading the outbox as a person would: the dev mailbox lists and shows mails from here. A request the worker has not
 * composed yet (server/mail/outbox.ts, enqueueMailRequest) is no mail yet, and may never become one: it is left out.
 */
import { and, desc, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { mailOutbox } from "../db/schema/index.ts";

export type OutboxEntry = typeof mailOutbox.$inferSelect;

export type OutboxListItem = Pick<OutboxEntry, "id" | "toAddress" | "subject" | "status" | "createdAt" | "sentAt">;

export async function listRecentMails(db: DbOrTx, limit = 200): Promise<OutboxListItem[]> {
  return db
    .select({
      id: mailOutbox.id,
      toAddress: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(isNull(mailOutbox.composer))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
}

export async function findMail(db: DbOrTx, id: string): Promise<OutboxEntry | null> {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.composer)));
  return row ?? null;
}
