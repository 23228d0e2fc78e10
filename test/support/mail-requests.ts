import { asc, isNotNull } from "drizzle-orm";
import type { Database } from "../../server/db/client.ts";
import { mailOutbox } from "../../server/db/schema/index.ts";
import type { Settings } from "../../server/domain/deps.ts";
import { mailComposers } from "../../server/jobs/mail-requests.ts";
import { composeRequestedMail } from "../../server/mail/outbox-delivery.ts";
import { TEST_SETTINGS } from "./deps.ts";

/**
 * Has the pending mail requests (a sign-in or "Mijn gegevens" request) composed at `now` by the composers the mail
 * worker uses, without sending: the links and their mails are then in the outbox, before delivery, as the worker
 * writes them just before it sends.
 */
export async function composeMailRequests(db: Database, now: Date, settings: Settings = TEST_SETTINGS): Promise<void> {
  const requests = await db
    .select()
    .from(mailOutbox)
    .where(isNotNull(mailOutbox.composer))
    .orderBy(asc(mailOutbox.createdAt));
  for (const request of requests) await composeRequestedMail(db, request, mailComposers(settings), now);
}
