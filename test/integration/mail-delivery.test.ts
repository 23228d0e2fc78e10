import { describe, expect, it } from "vitest";
import { mailOutbox } from "../../server/db/schema/index.ts";
import { createInvoiceForOrder } from "../../server/domain/invoices/create-invoice.ts";
import { enqueueOrderConfirmation } from "../../server/domain/orders/order-confirmation-mail.ts";
import { createMailWorker } from "../../server/jobs/mail-worker.ts";
import { createSmtpTransport } from "../../server/mail/smtp-transport.ts";
import { testDatabases } from "../support/databases.ts";
import { settingsForSite, testUnit } from "../support/deps.ts";
import { insertConfirmedOrder } from "../support/factories/orders.ts";
import { addWorkshopSlots } from "../support/factories/workshops.ts";
import { expectValidPdf, pdfText } from "../support/pdf-text.ts";
import { smtpMailSuite } from "../support/mail-suite.ts";

const site = { name: "Forensisch Forum", publicUrl: "https://forensischforum.example.org" };
const from = "Forensisch Forum <info@forensischforum.example.org>";
const settings = settingsForSite(site, from);
const now = new Date("2026-11-22T10:00:00Z");

for (const database of testDatabases()) {
  describe(`order confirmation by SMTP on ${database.name}`, () => {
    const suite = smtpMailSuite(database, { site, from });
    const worker = () => suite.worker(now);

    /** Confirms an order as the order service does: invoice and mail in the confirming transaction. */
    async function confirm(options: Parameters<typeof insertConfirmedOrder>[1] = {}, mailEnqueued = () => {}) {
      const order = await insertConfirmedOrder(suite.handle.db, options);
      // A forum gets a workshop here (the mail then links every ticket's code to the sign-up); other events none.
      if ((options.event?.type ?? "FORUM") === "FORUM") {
        await addWorkshopSlots(suite.handle.db, order.eventId, [[{ name: "Risicotaxatie", capacity: 20 }]]);
      }
      const invoice = await suite.handle.db.transaction(async (tx) => {
        const unit = testUnit(tx, now, { settings, mailEnqueued });
        const created = options.paymentMethod === "IDEAL" ? null : await createInvoiceForOrder(unit, order.orderId);
        await enqueueOrderConfirmation(unit, order.orderId);
        return created;
      });
      return { ...order, invoice };
    }

    it("delivers the confirmation in Dutch with the codes, workshop links, ticket PDFs and the invoice", async () => {
      const order = await confirm();
      expect(await worker().runOnce()).toEqual({ sent: 1, failed: 0 });
      expect(suite.smtp.received).toHaveLength(1);
      const mail = suite.smtp.received[0]!;

      expect(mail.subject).toBe("Je tickets voor Forensisch Forum Jaarcongres 2027");
      expect(mail.from?.text).toBe('"Forensisch Forum" <info@forensischforum.example.org>');
      expect(mail.to && "text" in mail.to ? mail.to.text : "").toBe("sanne.hofstede@dewaterlinie.example.org");
      const [row] = await suite.handle.db.select().from(mailOutbox);
      expect(mail.messageId).toBe(`<${row?.id}@forensischforum.example.org>`);
      expect(row).toMatchObject({ status: "SENT", attempts: 1, sentAt: now, lastError: null });

      const text = (mail.text ?? "").replaceAll("\u00a0", " ");
      expect(text).toContain("Beste Sanne,");
      expect(text).toContain("Totaal: € 235,00");
      expect(text).toContain(`De factuur ${order.invoice?.number} zit als bijlage bij deze e-mail.`);
      for (const ticket of order.tickets) {
        expect(text).toContain(`Ticketcode: ${ticket.registrationCode}`);
        expect(mail.html).toContain(`${site.publicUrl}/workshops/aanmelden?code=${ticket.registrationCode}`);
      }
      expect(mail.html).toContain("Kies je workshops");

      const names = mail.attachments.map((attachment) => attachment.filename);
      expect(names.at(-1)).toBe(`factuur-${order.invoice?.number}.pdf`);
      expect(names.slice(0, -1).sort()).toEqual(
        order.tickets.map((ticket) => `ticket-${ticket.registrationCode}.pdf`).sort(),
      );
      for (const attachment of mail.attachments) {
        expect(attachment.contentType).toBe("application/pdf");
        expectValidPdf(attachment.content);
      }
      const ticketText = (await pdfText(mail.attachments[0]!.content)).text;
      expect(ticketText).toContain(mail.attachments[0]!.filename?.slice(7, -4));
      const invoiceText = (await pdfText(mail.attachments.at(-1)!.content)).text;
      expect(invoiceText).toContain(`Factuurnummer ${order.invoice?.number}`);
      expect(invoiceText).toContain("Totaal incl. btw € 235,00");
    });

    it("attaches no invoice to an iDEAL order and says the payment was received", async () => {
      const order = await confirm({ paymentMethod: "IDEAL", event: { type: "EVENT", name: "Themamiddag" } });
      await worker().runOnce();
      const mail = suite.smtp.received[0]!;
      expect(mail.text).toContain("We hebben je betaling ontvangen.");
      expect(mail.text).not.toContain("workshops");
      expect(mail.attachments.map((attachment) => attachment.filename)).toHaveLength(order.tickets.length);
    });

    it("sends a confirmation once, however often it is enqueued", async () => {
      const order = await confirm();
      await suite.handle.db.transaction((tx) =>
        enqueueOrderConfirmation(testUnit(tx, now, { settings }), order.orderId),
      );
      expect(await suite.handle.db.select().from(mailOutbox)).toHaveLength(1);
      expect(await worker().runOnce()).toEqual({ sent: 1, failed: 0 });
      expect(await worker().runOnce()).toEqual({ sent: 0, failed: 0 });
      expect(suite.smtp.received).toHaveLength(1);
    });

    it("sends nothing for a confirmation whose transaction rolled back", async () => {
      const order = await insertConfirmedOrder(suite.handle.db, { paymentMethod: "IDEAL" });
      const attempt = suite.handle.db.transaction(async (tx) => {
        await enqueueOrderConfirmation(testUnit(tx, now, { settings }), order.orderId);
        throw new Error("bevestiging teruggedraaid");
      });
      await expect(attempt).rejects.toThrow("teruggedraaid");
      expect(await worker().runOnce()).toEqual({ sent: 0, failed: 0 });
    });

    it("refuses to confirm an invoice order before it has its invoice, or an order without tickets", async () => {
      const order = await insertConfirmedOrder(suite.handle.db, { paymentMethod: "INVOICE" });
      const early = suite.handle.db.transaction((tx) => enqueueOrderConfirmation(testUnit(tx, now), order.orderId));
      await expect(early).rejects.toThrow(/nog geen factuur/);
      const unknown = suite.handle.db.transaction((tx) =>
        enqueueOrderConfirmation(testUnit(tx, now), "00000000-0000-4000-8000-000000000000"),
      );
      await expect(unknown).rejects.toThrow("De bestelling bestaat niet.");
    });

    it("sends soon after an enqueue when running, without waiting for its interval", async () => {
      const running = createMailWorker({
        db: suite.handle.db,
        transport: createSmtpTransport(suite.smtp.url),
        from,
        site,
        clock: () => now,
        intervalMs: 60 * 60 * 1000,
      });
      running.start();
      try {
        await confirm({ paymentMethod: "IDEAL" }, () => running.nudge());
        const deadline = Date.now() + 10_000;
        while (suite.smtp.received.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
        expect(suite.smtp.received).toHaveLength(1);
      } finally {
        await running.stop();
      }
    });
  });
}
