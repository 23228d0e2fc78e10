import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { invoiceNumberSequence, invoices, orderLines, orders, ticketTypes } from "../../server/db/schema/index.ts";
import { createCreditInvoice } from "../../server/domain/invoices/credit-invoice.ts";
import { createInvoiceForOrder } from "../../server/domain/invoices/create-invoice.ts";
import { settingsFrom } from "../../server/settings.ts";
import { DomainError } from "../../server/domain/errors.ts";
import { testDatabases } from "../support/databases.ts";
import { insertConfirmedOrder } from "../support/factories/orders.ts";

/** The settings the services run with; a test may replace them (the settings of another configuration). */
let settings = settingsFrom(loadConfig({}));

const defaults = loadConfig({});

/** Each test invoices in a year of its own, so the yearly counters of one test never affect another. */
const inYear = (year: number, monthDay = "05-01T10:00:00Z") => new Date(`${year}-${monthDay}`);

for (const database of testDatabases()) {
  describe(`invoices on ${database.name}`, () => {
    let handle: DatabaseHandle;
    const invoice = (orderId: string, now: Date) =>
      handle.db.transaction((tx) => createInvoiceForOrder({ tx, now, settings }, orderId));
    const readInvoice = async (id: string) => (await handle.db.select().from(invoices).where(eq(invoices.id, id)))[0];

    beforeAll(async () => {
      handle = await database.open();
    });
    afterAll(async () => {
      await handle?.close();
    });
    beforeEach(() => (settings = settingsFrom(defaults)));

    it("numbers invoices consecutively within a year", async () => {
      const numbers = [];
      for (let i = 0; i < 3; i++) {
        const { orderId } = await insertConfirmedOrder(handle.db);
        numbers.push((await invoice(orderId, inYear(2031))).number);
      }
      expect(numbers).toEqual(["FF-2031-00001", "FF-2031-00002", "FF-2031-00003"]);
    });

    it("writes five digits, and six from the 100,000th invoice of a year on, as stored", async () => {
      await handle.db.insert(invoiceNumberSequence).values({ year: 2030, lastNumber: 99_998 });
      const numbers = [];
      for (let i = 0; i < 2; i++) {
        const issued = await invoice((await insertConfirmedOrder(handle.db)).orderId, inYear(2030));
        numbers.push(issued.number, (await readInvoice(issued.invoiceId))?.number);
      }
      expect(numbers).toEqual(["FF-2030-99999", "FF-2030-99999", "FF-2030-100000", "FF-2030-100000"]);
    });

    it("starts again at 1 in a new year, by the Amsterdam calendar", async () => {
      const newYearsEveLate = new Date("2032-12-31T22:30:00Z"); // 23:30 in Amsterdam: still 2032
      const newYearEarly = new Date("2032-12-31T23:30:00Z"); // 00:30 in Amsterdam: already 2033
      const numbers = [];
      for (const now of [newYearsEveLate, newYearEarly, newYearsEveLate]) {
        numbers.push((await invoice((await insertConfirmedOrder(handle.db)).orderId, now)).number);
      }
      expect(numbers).toEqual(["FF-2032-00001", "FF-2033-00001", "FF-2032-00002"]);
    });

    it("gives an order one invoice, however often it is asked", async () => {
      const { orderId } = await insertConfirmedOrder(handle.db);
      const first = await invoice(orderId, inYear(2035));
      expect(await invoice(orderId, inYear(2035))).toEqual(first);
      expect(await handle.db.select().from(invoices).where(eq(invoices.orderId, orderId))).toHaveLength(1);
    });

    it("leaves no gap when the confirming transaction is rolled back", async () => {
      const rolledBack = await insertConfirmedOrder(handle.db);
      const attempt = handle.db.transaction(async (tx) => {
        await createInvoiceForOrder({ tx, now: inYear(2036), settings }, rolledBack.orderId);
        throw new Error("betaling mislukt na het factureren");
      });
      await expect(attempt).rejects.toThrow("betaling mislukt");
      expect(await handle.db.select().from(invoices).where(eq(invoices.orderId, rolledBack.orderId))).toEqual([]);
      const { number } = await invoice((await insertConfirmedOrder(handle.db)).orderId, inYear(2036));
      expect(number).toBe("FF-2036-00001");
    });

    it("is a snapshot: later changes to the order, its lines, the ticket type or the seller do not alter it", async () => {
      const order = await insertConfirmedOrder(handle.db);
      const { invoiceId } = await invoice(order.orderId, inYear(2037));
      const before = await readInvoice(invoiceId);

      await handle.db
        .update(orders)
        .set({ firstName: "Anders", address: "Elders 1" })
        .where(eq(orders.id, order.orderId));
      await handle.db.update(orderLines).set({ description: "Gewijzigd" }).where(eq(orderLines.orderId, order.orderId));
      await handle.db
        .update(ticketTypes)
        .set({ name: "Nieuw", priceCents: 1 })
        .where(eq(ticketTypes.eventId, order.eventId));
      settings = settingsFrom({ ...defaults, seller: { ...defaults.seller, name: "Stichting Anders" } });

      expect(await readInvoice(invoiceId)).toEqual(before);
      expect(before?.seller).toEqual({
        name: "Stichting Forensisch Forum",
        address: "Postbus 4120",
        postalCode: "9701 EC",
        city: "Groningen",
        country: "Nederland",
        kvk: "01234567",
        iban: "NL00 FAKE 0123 4567 89",
      });
      expect(before?.buyer).toEqual({
        name: "Sanne Hofstede",
        address: "Wilgenlaan 7",
        postalCode: "3431 JB",
        city: "Nieuwegein",
        country: "Nederland",
        email: "sanne.hofstede@dewaterlinie.example.org",
      });
      expect(before?.lines.map((line) => line.description)).toEqual([
        "Ticket Regulier – Forensisch Forum Jaarcongres 2027 (11 maart 2027)",
        "Ticket Nascholing – Forensisch Forum Jaarcongres 2027 (11 maart 2027)",
      ]);
    });

    it("adds up: excl. VAT + VAT = total = the order's total; the database refuses totals that do not", async () => {
      const order = await insertConfirmedOrder(handle.db);
      const row = await readInvoice((await invoice(order.orderId, inYear(2038))).invoiceId);
      expect(row).toMatchObject({ totalExclVatCents: 20202, vatCents: 3298, totalCents: 23500 });
      expect(row?.totalCents).toBe(order.totalCents);
      expect(row?.lines.map((line) => [line.vatRate, line.totalCents, line.vatCents])).toEqual([
        ["21", 19000, 3298],
        ["EXEMPT", 4500, 0],
      ]);
      // A raw insert on purpose: the test is about the database's own check, which the service never breaks.
      const broken = handle.db
        .insert(invoices)
        .values({ ...row!, id: undefined, number: "FF-1999-00001", vatCents: 1 });
      await expect(broken).rejects.toThrow();
    });

    it("takes seller and payment term from the settings, and computes the due date", async () => {
      settings = settingsFrom(
        loadConfig({
          SELLER_VAT_NUMBER: "NL123456789B01",
          SELLER_NAME: "Stichting Test",
          INVOICE_PAYMENT_TERM_DAYS: "30",
        }),
      );
      const issuedAt = inYear(2039);
      const row = await readInvoice(
        (await invoice((await insertConfirmedOrder(handle.db)).orderId, issuedAt)).invoiceId,
      );
      expect(row?.seller).toMatchObject({ name: "Stichting Test", vatNumber: "NL123456789B01" });
      expect(row?.issuedAt).toEqual(issuedAt);
      expect(row?.dueAt).toEqual(new Date("2039-05-31T10:00:00Z"));
    });

    it("refuses to invoice an order whose lines do not add up to its total", async () => {
      const { orderId } = await insertConfirmedOrder(handle.db);
      await handle.db.update(orders).set({ totalCents: 1 }).where(eq(orders.id, orderId));
      await expect(invoice(orderId, inYear(2040))).rejects.toThrow(/regels 23500 ct, totaal 1 ct/);
      const unknown = invoice("00000000-0000-4000-8000-000000000000", inYear(2040));
      await expect(unknown).rejects.toBeInstanceOf(DomainError);
    });

    it("corrects with a credit invoice, never by editing, and can then invoice anew", async () => {
      const { orderId } = await insertConfirmedOrder(handle.db);
      const original = await invoice(orderId, inYear(2041));
      const before = await readInvoice(original.invoiceId);
      const credit = await handle.db.transaction((tx) =>
        createCreditInvoice({ tx, now: inYear(2041, "06-01T10:00:00Z"), settings }, original.invoiceId),
      );
      expect(credit.number).toBe("FF-2041-00002");

      const row = await readInvoice(credit.invoiceId);
      expect(row).toMatchObject({ creditForInvoiceId: original.invoiceId, totalCents: -23500, vatCents: -3298 });
      expect(row?.lines.map((line) => line.totalCents)).toEqual([-19000, -4500]);
      expect(row?.buyer).toEqual(before?.buyer);
      expect(await readInvoice(original.invoiceId)).toEqual(before);

      const again = handle.db.transaction((tx) =>
        createCreditInvoice({ tx, now: inYear(2041), settings }, original.invoiceId),
      );
      await expect(again).rejects.toThrow(/al gecrediteerd met FF-2041-00002/);
      const creditOfCredit = handle.db.transaction((tx) =>
        createCreditInvoice({ tx, now: inYear(2041), settings }, credit.invoiceId),
      );
      await expect(creditOfCredit).rejects.toThrow(/zelf een creditfactuur/);

      const reissued = await invoice(orderId, inYear(2041, "06-02T10:00:00Z"));
      expect(reissued.number).toBe("FF-2041-00003");
    });
  });
}
