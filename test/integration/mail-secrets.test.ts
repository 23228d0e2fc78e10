import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "../../server/db/schema/index.ts";
import { actingAs } from "../../server/domain/deps.ts";
import { mailComposers } from "../../server/jobs/mail-requests.ts";
import { personalDataByToken } from "../../server/domain/privacy/personal-data-access.ts";
import { requestPersonalDataLink } from "../../server/domain/privacy/personal-data-links.ts";
import { requestSignInLink, signInWithLink } from "../../server/domain/staff/sign-in.ts";
import { createMailWorker } from "../../server/jobs/mail-worker.ts";
import { createEmlFileTransport, readDeliveredBodies } from "../../server/mail/eml-file-transport.ts";
import { REDACTED_MAIL_REFUSED, REDACTED_SECRET } from "../../server/mail/outbox-delivery.ts";
import { MAX_ATTEMPTS } from "../../server/mail/retry-policy.ts";
import { createSmtpTransport } from "../../server/mail/smtp-transport.ts";
import { dialectParityDatabases } from "../support/databases.ts";
import { settingsForSite } from "../support/deps.ts";
import { createStaffMember } from "../support/factories/staff.ts";
import { smtpMailSuite } from "../support/mail-suite.ts";
import { tablesHolding } from "../support/staff-links.ts";

// The secrets of a mail (server/mail/outbox-delivery.ts): stored only while the mail is unsent. Through the real
// mail worker and a real SMTP server: the delivered mail carries the working link, the stored row afterwards not.
const site = { name: "Forensisch Forum", publicUrl: "https://forensischforum.example.org" };
const from = "Forensisch Forum <info@forensischforum.example.org>";
const now = new Date("2027-02-01T09:00:00Z");
const TOKEN = /[?/=]([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/;

const tokenIn = (mail: ParsedMail | undefined): string => {
  const token = TOKEN.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error("geen link in de afgeleverde e-mail");
  return token;
};

// On both dialects: the redaction is one UPDATE whose bodies come from the claimed row, wherever it runs.
for (const database of dialectParityDatabases()) {
  describe(`secrets in the outbox on ${database.name}`, () => {
    const suite = smtpMailSuite(database, { site, from });
    const visitor = (clientIp: string) => actingAs(suite.deps(now), { kind: "visitor", clientIp });
    const rows = () => suite.handle.db.select().from(mailOutbox);

    /** The one stored row: the delivered mail's redacted copy. */
    async function expectRedacted(token: string) {
      const [row] = await rows();
      expect(row).toMatchObject({ status: "SENT", secrets: [], redactedAt: now, composer: null });
      for (const body of [row!.text, row!.html]) {
        expect(body).not.toContain(token);
        expect(body).toContain(REDACTED_SECRET);
      }
      expect(await tablesHolding(suite.handle.db, token)).toEqual([]);
    }

    it("delivers a staff sign-in link that works, and keeps only a redacted link in the outbox", async () => {
      const staff = await createStaffMember(suite.handle.db, now, { roles: ["redacteur"] });
      await requestSignInLink(visitor("192.0.2.10"), { email: staff.email });
      expect(await suite.worker(now).runOnce()).toEqual({ sent: 1, failed: 0 });
      const token = tokenIn(suite.smtp.received[0]);
      expect(suite.smtp.received[0]!.html).toContain(`/beheer/inloggen/link?token=${token}`);
      await expectRedacted(token);
      const session = await signInWithLink(visitor("192.0.2.10"), { token });
      expect(session.token).toEqual(expect.any(String));
    });

    it("delivers a Mijn gegevens link that opens the data, and keeps only a redacted link in the outbox", async () => {
      await requestPersonalDataLink(visitor("192.0.2.11"), { email: "iemand@example.org" });
      expect(await suite.worker(now).runOnce()).toEqual({ sent: 1, failed: 0 });
      const token = tokenIn(suite.smtp.received[0]);
      expect(suite.smtp.received[0]!.html).toContain(`/mijn-gegevens/${token}`);
      await expectRedacted(token);
      expect((await personalDataByToken(visitor("192.0.2.11"), token)).status).toBe("VALID");
    });

    it("sends nothing for an unknown staff address and keeps nothing of the request", async () => {
      await requestSignInLink(visitor("192.0.2.12"), { email: "onbekend@example.org" });
      expect(await rows()).toHaveLength(1);
      expect(await suite.worker(now).runOnce()).toEqual({ sent: 0, failed: 0 });
      expect(suite.smtp.received).toEqual([]);
      expect(await rows()).toEqual([]);
    });

    it("takes the secret out of a mail it gives up on, as out of a delivered one", async () => {
      await requestPersonalDataLink(visitor("192.0.2.13"), { email: "onbereikbaar@example.org" });
      const unreachable = createMailWorker({
        db: suite.handle.db,
        transport: createSmtpTransport("smtp://127.0.0.1:1"),
        from,
        site,
        clock: () => now,
        composers: mailComposers(settingsForSite(site, from)),
        log: { warn: () => {}, error: () => {} },
      });
      expect(await unreachable.runOnce()).toEqual({ sent: 0, failed: 1 });
      const [pending] = await rows();
      const [token] = pending!.secrets;
      expect(pending!.text).toContain(token);
      // The last attempt: the retries in between are mail-retries.test.ts's.
      await suite.handle.db
        .update(mailOutbox)
        .set({ attempts: MAX_ATTEMPTS - 1, nextAttemptAt: now })
        .where(eq(mailOutbox.id, pending!.id));
      expect(await unreachable.runOnce()).toEqual({ sent: 0, failed: 1 });
      const [row] = await rows();
      expect(row).toMatchObject({ status: "FAILED", secrets: [], redactedAt: now });
      expect(row!.text).not.toContain(token);
      expect(row!.html).not.toContain(token);

      // Made due again by hand (the runbook's resend of FAILED mail): refused, not sent with a dead link.
      await suite.handle.db
        .update(mailOutbox)
        .set({ status: "PENDING", attempts: 0, nextAttemptAt: now })
        .where(eq(mailOutbox.id, row!.id));
      expect(await suite.worker(now).runOnce()).toEqual({ sent: 0, failed: 1 });
      expect(suite.smtp.received).toEqual([]);
      expect((await rows())[0]).toMatchObject({ status: "FAILED", lastError: REDACTED_MAIL_REFUSED });
    });

    it("reads the delivered link back from the .eml file the transport wrote without SMTP", async () => {
      const directory = await mkdtemp(path.join(tmpdir(), "ff-mail-"));
      try {
        const staff = await createStaffMember(suite.handle.db, now, { roles: ["redacteur"] });
        await requestSignInLink(visitor("192.0.2.14"), { email: staff.email });
        const files = createMailWorker({
          db: suite.handle.db,
          transport: createEmlFileTransport(directory, () => now),
          from,
          site,
          clock: () => now,
          composers: mailComposers(settingsForSite(site, from)),
        });
        expect(await files.runOnce()).toEqual({ sent: 1, failed: 0 });
        const [row] = await rows();
        const delivered = await readDeliveredBodies(directory, row!.id);
        const token = /token=([A-Za-z0-9_-]{43})/.exec(delivered?.text ?? "")?.[1];
        expect(token).toBeDefined();
        expect(delivered!.html).toContain(`token=${token}`);
        expect(delivered!.text).toContain("Beste ");
        expect(row!.text).not.toContain(token);
      } finally {
        await rm(directory, { recursive: true, force: true });
      }
    });
  });
}
