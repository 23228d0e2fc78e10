import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../server/db/client.ts";
import { createInvoiceForOrder } from "../../server/domain/invoices/create-invoice.ts";
import { enqueueOrderConfirmation } from "../../server/domain/orders/order-confirmation-mail.ts";
import { DEV_MAILBOX_PATH, devMailboxRouter } from "../../server/http/dev-mailbox-route.ts";
import { mailComposers } from "../../server/jobs/mail-requests.ts";
import { sendSignInLink } from "../../server/domain/staff/sign-in.ts";
import { createMailWorker } from "../../server/jobs/mail-worker.ts";
import { createEmlFileTransport } from "../../server/mail/eml-file-transport.ts";
import { enqueueMail, enqueueMailRequest } from "../../server/mail/outbox.ts";
import { createStaffMember } from "../support/factories/staff.ts";
import { settingsForSite, testUnit } from "../support/deps.ts";
import { insertConfirmedOrder } from "../support/factories/orders.ts";
import { expectValidPdf, pdfText } from "../support/pdf-text.ts";

const site = { name: "Forensisch Forum", publicUrl: "https://forensischforum.example.org" };
const settings = settingsForSite(site);
const now = new Date("2026-11-22T10:00:00Z");
const aMinuteLater = new Date(now.getTime() + 60_000);

describe("the dev mailbox at /dev/mail", () => {
  let handle: DatabaseHandle;
  let server: Server;
  let baseUrl: string;
  let orderCodes: string[];
  let invoiceNumber = "";

  beforeAll(async () => {
    handle = openDatabase({ pgliteDir: "memory" });
    await handle.migrate();
    const order = await insertConfirmedOrder(handle.db, { buyer: { firstName: "<Sanne>" } });
    orderCodes = order.tickets.map((ticket) => ticket.registrationCode);
    await handle.db.transaction(async (tx) => {
      const unit = testUnit(tx, now, { settings });
      invoiceNumber = (await createInvoiceForOrder(unit, order.orderId)).number;
      await enqueueOrderConfirmation(unit, order.orderId);
    });
    // A later mail, to see the newest first.
    await handle.db.transaction((tx) =>
      enqueueMail(testUnit(tx, aMinuteLater), {
        dedupeKey: "later",
        to: "thijs@example.org",
        subject: "Een latere e-mail",
        html: "<p>later</p>",
        text: "later",
        attachments: [],
      }),
    );
    const app = express().use(
      DEV_MAILBOX_PATH,
      devMailboxRouter({ db: handle.db, site: { ...site, mailFrom: settings.site.mailFrom } }),
    );
    server = app.listen(0, "127.0.0.1");
    await once(server, "listening");
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${DEV_MAILBOX_PATH}`;
  });
  afterAll(async () => {
    server?.close();
    await handle?.close();
  });

  it("lists the outbox, newest first, with recipient, subject, status and time", async () => {
    const response = await fetch(baseUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain("<h1>Mailbox</h1>");
    expect(html.indexOf("Een latere e-mail")).toBeLessThan(html.indexOf("Je tickets voor Forensisch Forum"));
    expect(html).toContain("sanne.hofstede@dewaterlinie.example.org");
    expect(html).toContain("Wacht op verzending");
    expect(html).toMatch(/<time datetime="[^"]+">\d{2}-\d{2}-\d{4}/);
  });

  it("shows one mail: the HTML sandboxed, the text, and its attachments as downloads", async () => {
    const list = await (await fetch(baseUrl)).text();
    const link = /href="\/dev\/mail\/([0-9a-f-]{36})">Je tickets/.exec(list);
    expect(link).not.toBeNull();
    const response = await fetch(`${baseUrl}/${link![1]}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="');
    // The buyer's name is escaped in the mail, and the mail again for srcdoc; the text version once: no markup leaks.
    expect(html).not.toContain("<Sanne>");
    expect(html).toContain("Beste &amp;lt;Sanne&amp;gt;,");
    expect(html).toContain("<pre>Beste &lt;Sanne&gt;,");
    for (const code of orderCodes) expect(html).toContain(`ticket-${code}.pdf`);
    expect(html).toContain(`factuur-${invoiceNumber}.pdf`);

    const invoiceIndex = orderCodes.length;
    const download = await fetch(`${baseUrl}/${link![1]}/attachments/${invoiceIndex}`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toBe(`attachment; filename="factuur-${invoiceNumber}.pdf"`);
    const pdf = Buffer.from(await download.arrayBuffer());
    expectValidPdf(pdf);
    expect((await pdfText(pdf)).text).toContain(invoiceNumber);

    const ticket = Buffer.from(await (await fetch(`${baseUrl}/${link![1]}/attachments/0`)).arrayBuffer());
    const ticketText = (await pdfText(ticket)).text;
    expect(orderCodes.filter((code) => ticketText.includes(code))).toHaveLength(1);
  });

  it("answers 404 for unknown mails and attachments", async () => {
    for (const path of [
      "/nope",
      "/00000000-0000-4000-8000-000000000000",
      "/00000000-0000-4000-8000-000000000000/attachments/0",
    ]) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("Deze e-mail of bijlage bestaat niet.");
    }
    const list = await (await fetch(baseUrl)).text();
    const id = /href="\/dev\/mail\/([0-9a-f-]{36})">Je tickets/.exec(list)?.[1];
    expect((await fetch(`${baseUrl}/${id}/attachments/99`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/${id}/attachments/x`)).status).toBe(404);
  });

  it("shows a delivered mail's link from its .eml file, a redacted copy otherwise, and no request not yet composed", async () => {
    const directory = await mkdtemp(path.join(tmpdir(), "ff-mail-"));
    const mailbox = express()
      .use(
        "/eml",
        devMailboxRouter({
          db: handle.db,
          site: { ...site, mailFrom: settings.site.mailFrom },
          mailDirectory: directory,
        }),
      )
      .listen(0, "127.0.0.1");
    try {
      await once(mailbox, "listening");
      const withFiles = `http://127.0.0.1:${(mailbox.address() as AddressInfo).port}/eml`;
      const staff = await createStaffMember(handle.db, now, { roles: ["redacteur"] });
      await handle.db.transaction((tx) => sendSignInLink(testUnit(tx, now, { settings }), staff));
      await handle.db.transaction((tx) =>
        enqueueMailRequest(testUnit(tx, now), {
          dedupeKey: "verzoek",
          to: "wie@example.org",
          composer: "staff-sign-in",
        }),
      );
      expect(await (await fetch(withFiles)).text()).not.toContain("wie@example.org");
      const worker = createMailWorker({
        db: handle.db,
        transport: createEmlFileTransport(directory, () => now),
        from: settings.site.mailFrom,
        site,
        clock: () => now,
        composers: mailComposers(settings),
      });
      await worker.runOnce();
      const list = await (await fetch(withFiles)).text();
      const id = /href="\/dev\/mail\/([0-9a-f-]{36})">Inloggen/.exec(list)?.[1];
      expect(id).toBeDefined();
      const delivered = await (await fetch(`${withFiles}/${id}`)).text();
      expect(delivered).toContain("de afgeleverde versie uit het .eml-bestand");
      expect(delivered).toMatch(/<pre>[^<]*\/beheer\/inloggen\/link\?token=[A-Za-z0-9_-]{43}/);
      const stored = await (await fetch(`${baseUrl}/${id}`)).text();
      expect(stored).toContain("uit de outbox verwijderd");
      expect(stored).toContain("token=…verwijderd…");
      expect(stored).not.toMatch(/token=[A-Za-z0-9_-]{43}/);
    } finally {
      mailbox.close();
      await rm(directory, { recursive: true, force: true });
    }
  });
});
