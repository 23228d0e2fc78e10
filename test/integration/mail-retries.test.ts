import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { mailOutbox } from "../../server/db/schema/index.ts";
import { createMailWorker, type MailWorkerOptions } from "../../server/jobs/mail-worker.ts";
import { ticketPdfRef } from "../../server/mail/attachment-refs.ts";
import { createEmlFileTransport } from "../../server/mail/eml-file-transport.ts";
import { enqueueMail } from "../../server/mail/outbox.ts";
import { MAX_ATTEMPTS } from "../../server/mail/retry-policy.ts";
import { createSmtpTransport } from "../../server/mail/smtp-transport.ts";
import { testDatabases } from "../support/databases.ts";
import { insertConfirmedOrder } from "../support/factories/orders.ts";
import { expectValidPdf } from "../support/pdf-text.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp-server.ts";

const site = { name: "Forensisch Forum", publicUrl: "https://forensischforum.example.org" };
const from = "Forensisch Forum <info@forensischforum.example.org>";
const t0 = new Date("2026-11-22T10:00:00Z");
const later = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

for (const database of testDatabases()) {
  describe(`mail retries and transports on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let smtp: TestSmtpServer;
    let clock = t0;
    const warnings: string[] = [];
    const errors: string[] = [];
    const log: MailWorkerOptions["log"] = {
      warn: (_event, message) => warnings.push(message),
      error: (_event, message) => errors.push(message),
    };
    const worker = () =>
      createMailWorker({
        db: handle.db,
        transport: createSmtpTransport(smtp.url),
        from,
        site,
        clock: () => clock,
        log,
      });
    const mail = (key: string) => ({
      dedupeKey: key,
      to: "sanne@example.org",
      subject: `Test ${key}`,
      html: `<p>${key}</p>`,
      text: key,
      attachments: [],
    });
    const outbox = async () => (await handle.db.select().from(mailOutbox))[0];

    beforeAll(async () => {
      handle = await database.open();
      smtp = await startTestSmtpServer();
    });
    afterAll(async () => {
      await smtp?.stop();
      await handle?.close();
    });
    beforeEach(async () => {
      smtp.received.length = 0;
      warnings.length = 0;
      errors.length = 0;
      clock = t0;
      await handle.db.delete(mailOutbox);
    });

    it("keeps a mail while SMTP is down, retries after 1 and then 2 minutes, and delivers it when SMTP is back", async () => {
      await smtp.stop();
      try {
        await enqueueMail({ tx: handle.db, now: clock, mailEnqueued: () => {} }, mail("storing"));
        expect(await worker().runOnce()).toEqual({ sent: 0, failed: 1 });
        expect(await outbox()).toMatchObject({ status: "PENDING", attempts: 1, nextAttemptAt: later(60) });
        expect((await outbox())?.lastError).toMatch(/ECONNREFUSED/);
        expect(warnings.join()).toContain("poging 1");

        clock = later(30);
        expect(await worker().runOnce()).toEqual({ sent: 0, failed: 0 });
        clock = later(60);
        expect(await worker().runOnce()).toEqual({ sent: 0, failed: 1 });
        expect(await outbox()).toMatchObject({ attempts: 2, nextAttemptAt: later(60 + 120) });
      } finally {
        await smtp.restart();
      }
      clock = later(60 + 120);
      expect(await worker().runOnce()).toEqual({ sent: 1, failed: 0 });
      expect(await outbox()).toMatchObject({ status: "SENT", attempts: 3, lastError: null, sentAt: later(180) });
      expect(smtp.received.map((received) => received.subject)).toEqual(["Test storing"]);
      expect(errors).toEqual([]);
    });

    it(`gives up after ${MAX_ATTEMPTS} attempts, marks the mail FAILED and logs an error`, async () => {
      await enqueueMail({ tx: handle.db, now: clock, mailEnqueued: () => {} }, mail("onbezorgbaar"));
      const unreachable = createMailWorker({
        db: handle.db,
        transport: createSmtpTransport("smtp://127.0.0.1:1"),
        from,
        site,
        clock: () => clock,
        log,
      });
      const waits: number[] = [];
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        expect(await unreachable.runOnce()).toEqual({ sent: 0, failed: 1 });
        const row = await outbox();
        waits.push(((row?.nextAttemptAt.getTime() ?? 0) - clock.getTime()) / 60_000);
        clock = row?.nextAttemptAt ?? clock;
      }
      expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60, 60]);
      expect(await outbox()).toMatchObject({ status: "FAILED", attempts: MAX_ATTEMPTS });
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain(`E-MAIL DEFINITIEF NIET VERSTUURD na ${MAX_ATTEMPTS} pogingen`);
      clock = later(100 * 60 * 60);
      expect(await unreachable.runOnce()).toEqual({ sent: 0, failed: 0 });
    });

    it("sends every mail exactly once when two workers run at the same time", async () => {
      for (let i = 0; i < 25; i++)
        await enqueueMail({ tx: handle.db, now: clock, mailEnqueued: () => {} }, mail(`samen-${i}`));
      const results = await Promise.all([worker().runOnce(), worker().runOnce()]);
      expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(25);
      const subjects = smtp.received.map((received) => received.subject).sort();
      expect(subjects).toEqual(Array.from({ length: 25 }, (_, i) => `Test samen-${i}`).sort());
    });

    it("writes a complete, parseable .eml file with its attachments when there is no SMTP server", async () => {
      const directory = await mkdtemp(path.join(tmpdir(), "ff-mail-"));
      try {
        const order = await insertConfirmedOrder(handle.db, { paymentMethod: "IDEAL" });
        const ticket = order.tickets[0]!;
        await enqueueMail(
          { tx: handle.db, now: clock, mailEnqueued: () => {} },
          { ...mail("eml"), attachments: [ticketPdfRef(ticket)] },
        );
        const files = createMailWorker({
          db: handle.db,
          transport: createEmlFileTransport(directory, () => clock),
          from,
          site,
          clock: () => clock,
        });
        expect(await files.runOnce()).toEqual({ sent: 1, failed: 0 });

        const names = await readdir(directory);
        expect(names).toHaveLength(1);
        expect(names[0]).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f-]{36}\.eml$/);
        const parsed = await simpleParser(await readFile(path.join(directory, names[0]!)));
        expect(parsed.subject).toBe("Test eml");
        expect(parsed.text?.trim()).toBe("eml");
        expect(parsed.attachments[0]?.filename).toBe(`ticket-${ticket.registrationCode}.pdf`);
        expectValidPdf(parsed.attachments[0]!.content);
      } finally {
        await rm(directory, { recursive: true, force: true });
      }
    });
  });
}
