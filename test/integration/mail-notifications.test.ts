import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import type { Listener } from "../../server/db/notifications.ts";
import type { DbOrTx } from "../../server/db/client.ts";
import { listenForMail } from "../../server/jobs/mail-notifications.ts";
import { enqueueMail } from "../../server/mail/outbox.ts";
import { createFreshPostgres, postgresSuiteCanRun, postgresUrl } from "../support/databases.ts";

// The worker's cross-process nudge on a real PostgreSQL: the outbox's trigger notifies in the transaction that
// wrote a mail, which reaches the worker only once that transaction commits, never when it rolls back, and a lost
// listening connection is opened again.
const canRun = postgresSuiteCanRun("Mail notifications");

let mails = 0;

/** Writes a mail to the outbox as a service does, telling no one itself: only the table's trigger can. */
async function writeMail(tx: DbOrTx) {
  mails++;
  await enqueueMail(
    { tx, now: new Date(), mailEnqueued: () => undefined },
    {
      dedupeKey: `test:${mails}`,
      to: "iemand@example.org",
      subject: "Test",
      html: "<p>Test</p>",
      text: "Test",
      attachments: [],
    },
  );
}

async function settle(ms = 150) {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

describe.skipIf(!canRun)("mail notifications through PostgreSQL", () => {
  let database: { url: string; handle: DatabaseHandle };
  let listener: Listener;
  let heard = 0;

  beforeAll(async () => {
    database = await createFreshPostgres(postgresUrl!);
    listener = await listenForMail(database.url, () => heard++, { retryMs: 50 });
  });
  afterAll(async () => {
    await listener?.close();
    await database?.handle.close();
  });

  it("looks once at the outbox when it starts listening", () => {
    expect(heard).toBe(1);
  });

  it("arrives after the commit, not before, and not at all after a rollback", async () => {
    heard = 0;
    await database.handle.db.transaction(async (tx) => {
      await writeMail(tx);
      await writeMail(tx);
      await settle();
      expect(heard).toBe(0);
    });
    await settle();
    // PostgreSQL folds identical notifications of one transaction into one.
    expect(heard).toBe(1);

    await database.handle.db
      .transaction(async (tx) => {
        await writeMail(tx);
        tx.rollback();
      })
      .catch(() => undefined);
    await settle();
    expect(heard).toBe(1);
  });

  it("listens again after its connection was lost", async () => {
    heard = 0;
    await database.handle.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query ilike 'listen%'`,
    );
    // The reconnect itself looks at the outbox once.
    const deadline = Date.now() + 5_000;
    while (heard === 0 && Date.now() < deadline) await settle(25);
    expect(heard).toBe(1);
    await writeMail(database.handle.db);
    await settle();
    expect(heard).toBe(2);
  });
});
