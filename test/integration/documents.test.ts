import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { openDatabase, type DatabaseHandle } from "../../server/db/client.ts";
import { createCreditInvoice } from "../../server/domain/invoices/credit-invoice.ts";
import { createInvoiceForOrder } from "../../server/domain/invoices/create-invoice.ts";
import { findInvoiceDocument } from "../../server/domain/invoices/invoice-queries.ts";
import { settingsFrom } from "../../server/settings.ts";
import { VAT_EXEMPTION_TEXT } from "../../server/domain/invoices/vat.ts";
import { findTicketDocument } from "../../server/domain/tickets/ticket-documents.ts";
import { renderInvoicePdf } from "../../server/documents/invoice-pdf.ts";
import { renderTicketPdf } from "../../server/documents/ticket-pdf.ts";
import { insertConfirmedOrder } from "../support/factories/orders.ts";
import { expectValidPdf, pdfText } from "../support/pdf-text.ts";

/** The settings the services run with; a test may replace them (the settings of another configuration). */
let settings = settingsFrom(loadConfig({}));

const site = { name: "Forensisch Forum", publicUrl: "https://forensischforum.example.org" };
const issuedAt = new Date("2026-11-22T10:00:00Z");

describe("ticket and invoice PDFs", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = openDatabase({ pgliteDir: "memory" });
    await handle.migrate();
    settings = settingsFrom(loadConfig({}));
  });
  afterAll(async () => {
    await handle?.close();
  });

  const ticketDocument = async (ticketId: string) => {
    const document = await findTicketDocument(handle.db, ticketId);
    if (!document) throw new Error("ticket ontbreekt");
    return document;
  };
  const invoiceDocument = async (invoiceId: string) => {
    const document = await findInvoiceDocument(handle.db, invoiceId);
    if (!document) throw new Error("factuur ontbreekt");
    return document;
  };

  it("prints a ticket with the event, its holder and the code, one page per ticket", async () => {
    const order = await insertConfirmedOrder(handle.db);
    const [first, second, third] = order.tickets;
    const pdf = await renderTicketPdf([await ticketDocument(first!.id)], site);
    expectValidPdf(pdf);
    const { pages, text } = await pdfText(pdf);
    expect(pages).toBe(1);
    for (const expected of [
      "Forensisch Forum Jaarcongres 2027",
      "Donderdag 11 maart 2027, 09:30 - 17:00 uur",
      "Lindelaan 40, 3822 XK Amersfoort",
      "Regulier",
      "Sanne Hofstede",
      "Ticketcode",
      first!.registrationCode,
      "https://forensischforum.example.org/workshops/aanmelden om je workshops te kiezen",
    ]) {
      expect(text).toContain(expected);
    }

    const all = await Promise.all([first, second, third].map((ticket) => ticketDocument(ticket!.id)));
    expect((await pdfText(await renderTicketPdf(all, site))).pages).toBe(3);
  });

  it("leaves the workshop text off tickets for an event that is not a forum", async () => {
    const order = await insertConfirmedOrder(handle.db, { event: { type: "EVENT", name: "Themamiddag" } });
    const { text } = await pdfText(await renderTicketPdf([await ticketDocument(order.tickets[0]!.id)], site));
    expect(text).toContain(order.tickets[0]!.registrationCode);
    expect(text).not.toContain("workshops");
  });

  it("prints an invoice with seller, buyer, number, dates, lines, VAT per rate, totals and how to pay", async () => {
    const order = await insertConfirmedOrder(handle.db);
    const { invoiceId, number } = await handle.db.transaction((tx) =>
      createInvoiceForOrder({ tx, now: issuedAt, settings }, order.orderId),
    );
    const pdf = await renderInvoicePdf(await invoiceDocument(invoiceId), site.name);
    expectValidPdf(pdf);
    const { text } = await pdfText(pdf);
    for (const expected of [
      "Factuur",
      "Stichting Forensisch Forum",
      "Postbus 4120",
      "9701 EC Groningen",
      "KvK 01234567",
      "IBAN NL00 FAKE 0123 4567 89",
      "Sanne Hofstede",
      "Wilgenlaan 7",
      "3431 JB Nieuwegein",
      `Factuurnummer ${number}`,
      "Factuurdatum 22 november 2026",
      "Vervaldatum 6 december 2026",
      "2 Ticket Regulier – Forensisch Forum Jaarcongres 2027 (11 maart 2027) € 95,00 21% € 190,00",
      "vrijgesteld € 45,00",
      "Totaal excl. btw € 202,02",
      "Btw 21% over € 157,02 € 32,98",
      "Vrijgesteld van btw, over € 45,00 € 0,00",
      "Totaal incl. btw € 235,00",
      `${VAT_EXEMPTION_TEXT}.`,
      `Graag € 235,00 binnen 14 dagen, uiterlijk op 6 december 2026, overmaken op NL00 FAKE 0123 4567 89 ten name van Stichting Forensisch Forum, onder vermelding van factuurnummer ${number}.`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("Btw-id");
  });

  it("prints the VAT number when set, and no exemption text when no line is exempt", async () => {
    settings = settingsFrom(loadConfig({ SELLER_VAT_NUMBER: "NL123456789B01" }));
    const order = await insertConfirmedOrder(handle.db, {
      lines: [{ name: "Regulier", priceCents: 12100, vatRate: "21", quantity: 1 }],
    });
    const { invoiceId } = await handle.db.transaction((tx) =>
      createInvoiceForOrder({ tx, now: issuedAt, settings }, order.orderId),
    );
    const { text } = await pdfText(await renderInvoicePdf(await invoiceDocument(invoiceId), site.name));
    expect(text).toContain("Btw-id NL123456789B01");
    expect(text).toContain("Btw 21% over € 100,00 € 21,00");
    expect(text).not.toContain(VAT_EXEMPTION_TEXT);
    settings = settingsFrom(loadConfig({}));
  });

  it("titles a credit invoice 'Creditfactuur' and refers to the invoice it corrects", async () => {
    const order = await insertConfirmedOrder(handle.db);
    const original = await handle.db.transaction((tx) =>
      createInvoiceForOrder({ tx, now: issuedAt, settings }, order.orderId),
    );
    const credit = await handle.db.transaction((tx) =>
      createCreditInvoice({ tx, now: issuedAt, settings }, original.invoiceId),
    );
    const { text } = await pdfText(await renderInvoicePdf(await invoiceDocument(credit.invoiceId), site.name));
    for (const expected of [
      "Creditfactuur",
      `Creditfactuurnummer ${credit.number}`,
      `Bij factuur ${original.number} van 22 november 2026`,
      "€ -95,00",
      "Totaal incl. btw € -235,00",
      `Deze creditfactuur corrigeert factuur ${original.number}.`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("Vervaldatum");
  });
});
