import { afterAll, beforeAll, beforeEach } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { mailOutbox } from "../../server/db/schema/index.ts";
import { createMailWorker } from "../../server/jobs/mail-worker.ts";
import { mailComposers } from "../../server/jobs/mail-requests.ts";
import { createSmtpTransport } from "../../server/mail/smtp-transport.ts";
import type { ServiceDeps } from "../../server/domain/deps.ts";
import type { TestDatabase } from "./databases.ts";
import { settingsForSite, testDeps } from "./deps.ts";
import { startTestSmtpServer, type TestSmtpServer } from "./smtp-server.ts";

export type SmtpMailSuite = {
  /** Set in beforeAll: read them inside tests and hooks, not when the describe block is defined. */
  handle: DatabaseHandle;
  smtp: TestSmtpServer;
  /** The real mail worker, sending to the suite's SMTP server with the given clock. */
  worker(now: Date): ReturnType<typeof createMailWorker>;
  /** The service deps of the suite's site and sender at a fixed moment. */
  deps(now: Date): ServiceDeps;
};

/**
 * For a describe block whose mails really go out: a database and a local SMTP server, opened once, with the
 * outbox and the received mails emptied before each test.
 */
export function smtpMailSuite(
  database: TestDatabase,
  { site, from }: { site: { name: string; publicUrl: string }; from: string },
): SmtpMailSuite {
  const suite = {
    worker: (now: Date) =>
      createMailWorker({
        db: suite.handle.db,
        transport: createSmtpTransport(suite.smtp.url),
        from,
        site,
        clock: () => now,
        composers: mailComposers(settingsForSite(site, from)),
      }),
    deps: (now: Date) => testDeps(suite.handle.db, now, { settings: settingsForSite(site, from) }),
  } as SmtpMailSuite;
  beforeAll(async () => {
    suite.handle = await database.open();
    suite.smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await suite.smtp?.stop();
    await suite.handle?.close();
  });
  beforeEach(async () => {
    suite.smtp.received.length = 0;
    await suite.handle.db.delete(mailOutbox);
  });
  return suite;
}
