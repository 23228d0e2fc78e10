import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import {
  auditLog,
  invoiceReminders,
  mailOutbox,
  orders,
  payments,
  staffTodos,
  testProviderPayments,
} from "../../server/db/schema/index.ts";
import type { ServiceDeps } from "../../server/domain/deps.ts";
import { DomainError } from "../../server/domain/errors.ts";
import { createCreditInvoice } from "../../server/domain/invoices/credit-invoice.ts";
import { createInvoiceForOrder } from "../../server/domain/invoices/create-invoice.ts";
import { markInvoicePaid } from "../../server/domain/invoices/invoice-payments.ts";
import { sendDueInvoiceReminders, sendInvoiceReminder } from "../../server/domain/invoices/invoice-reminders.ts";
import { invoiceTimelineEntries } from "../../server/domain/invoices/invoice-timeline.ts";
import { listStaffInvoices, staffInvoiceTotals } from "../../server/domain/invoices/staff-invoice-queries.ts";
import { createOrder } from "../../server/domain/orders/create-order.ts";
import { reconcilePayment } from "../../server/domain/orders/reconcile-payment.ts";
import { listStaffTodos, resolveStaffTodo } from "../../server/domain/todos/staff-todos.ts";
import { invoiceRegisterDownload } from "../../server/http/downloads/invoice-register.ts";
import { formatEuros } from "../../common/format/money.ts";
import { testDatabases } from "../support/databases.ts";
import { settingsWithLimits, testDeps, TEST_SETTINGS } from "../support/deps.ts";
import { orderInput, insertConfirmedOrder } from "../support/factories/orders.ts";
import { createEvent } from "../support/factories/events.ts";
import { asStaff, insertStaffActor } from "../support/factories/staff.ts";

const ISSUED = new Date("2026-12-01T10:00:00Z");
const DAY = 24 * 60 * 60 * 1000;
const later = (days: number) => new Date(ISSUED.getTime() + days * DAY);
const key = () => randomUUID();

/** The DomainError a service refused with (a resolved promise fails the test). */
const refusal = (work: Promise<unknown>): Promise<DomainError> =>
  work.then(
    () => Promise.reject(new Error("Verwacht een weigering")),
    (error: unknown) => (error instanceof DomainError ? error : Promise.reject(error as Error)),
  );

for (const database of testDatabases()) {
  describe(`invoice payments, reminders, to-dos and the register on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let finance: (at: Date) => ServiceDeps;
    let editor: ServiceDeps;

    /** An invoice order (235 euros: 2 x 95 at 21%, 45 exempt) with its invoice, issued at ISSUED (+ offset). */
    async function newInvoice(issuedAt = ISSUED) {
      const { orderId } = await insertConfirmedOrder(handle.db);
      const invoice = await handle.db.transaction((tx) =>
        createInvoiceForOrder({ tx, now: issuedAt, settings: TEST_SETTINGS }, orderId),
      );
      return { orderId, ...invoice };
    }

    beforeAll(async () => {
      handle = await database.open();
      const financeActor = await insertStaffActor(handle.db, ["financien"], "Fenna Financiën");
      finance = (at) => asStaff(testDeps(handle.db, at), financeActor);
      editor = asStaff(testDeps(handle.db, ISSUED), await insertStaffActor(handle.db, ["redacteur"]));
    });
    afterAll(() => handle.close());

    it("a partial payment leaves the rest open; the full payment makes it paid; more is refused", async () => {
      const { invoiceId, orderId } = await newInvoice();
      const deps = finance(later(1));
      const partly = await markInvoicePaid(deps, invoiceId, {
        amountCents: 10000,
        paidOn: "2026-12-02",
        idempotencyKey: key(),
      });
      expect(partly).toMatchObject({ status: "PARTLY_PAID", paidCents: 10000, openCents: 13500, overdue: false });
      const tooMuch = await refusal(
        markInvoicePaid(deps, invoiceId, { amountCents: 13501, paidOn: "2026-12-02", idempotencyKey: key() }),
      );
      expect(tooMuch.code).toBe("BAD_USER_INPUT");
      expect(tooMuch.message).toBe(`Er staat nog ${formatEuros(13500)} open; registreer niet meer dan dat.`);
      const paid = await markInvoicePaid(deps, invoiceId, {
        amountCents: 13500,
        paidOn: "03-12-2026",
        idempotencyKey: key(),
      });
      expect(paid).toMatchObject({ status: "PAID", openCents: 0, lastPaidOn: "2026-12-03" });
      const again = await refusal(
        markInvoicePaid(deps, invoiceId, { amountCents: 1, paidOn: "2026-12-03", idempotencyKey: key() }),
      );
      expect(again.code).toBe("CONFLICT");
      const audit = await handle.db.select().from(auditLog).where(eq(auditLog.entityId, invoiceId));
      expect(audit.map((row) => row.action)).toEqual(["payment", "payment"]);
      const timeline = await invoiceTimelineEntries(handle.db, orderId);
      expect(timeline.map((entry) => entry.title)).toEqual([
        expect.stringContaining(formatEuros(10000)),
        expect.stringContaining(formatEuros(13500)),
      ]);
      expect(timeline[0]!.detail).toContain("Fenna Financiën");
    });

    it("a repeat with the same key registers one payment; a bad date or amount is refused in Dutch", async () => {
      const { invoiceId } = await newInvoice();
      const input = { amountCents: 5000, paidOn: "2026-12-02", idempotencyKey: key() };
      await markInvoicePaid(finance(later(1)), invoiceId, input);
      const repeat = await markInvoicePaid(finance(later(1)), invoiceId, input);
      expect(repeat).toMatchObject({ paidCents: 5000 });
      const badDay = await refusal(
        markInvoicePaid(finance(later(1)), invoiceId, { ...input, paidOn: "31-02-2026", idempotencyKey: key() }),
      );
      expect(badDay.details.fieldErrors).toMatchObject({ paidOn: "Vul een datum in, bijvoorbeeld 11-03-2027." });
      const zero = await refusal(
        markInvoicePaid(finance(later(1)), invoiceId, { ...input, amountCents: 0, idempotencyKey: key() }),
      );
      expect(zero.message).toBe("Vul een bedrag in van meer dan € 0,00.");
    });

    it("refuses payments on a credit invoice and on a credited invoice, and anyone without orders.manage", async () => {
      const { invoiceId } = await newInvoice();
      const credit = await handle.db.transaction((tx) =>
        createCreditInvoice({ tx, now: later(1), settings: TEST_SETTINGS }, invoiceId),
      );
      const input = { amountCents: 100, paidOn: "2026-12-02", idempotencyKey: key() };
      expect((await refusal(markInvoicePaid(finance(later(2)), invoiceId, input))).message).toContain("gecrediteerd");
      expect((await refusal(markInvoicePaid(finance(later(2)), credit.invoiceId, input))).message).toContain(
        "creditfactuur",
      );
      expect((await refusal(markInvoicePaid(editor, invoiceId, input))).code).toBe("FORBIDDEN");
      expect((await refusal(markInvoicePaid(testDeps(handle.db, ISSUED), invoiceId, input))).code).toBe(
        "UNAUTHENTICATED",
      );
    });

    it("two registrations at once: the one that would overpay is refused, a shared key counts once", async () => {
      const { invoiceId } = await newInvoice();
      const results = await Promise.allSettled([
        markInvoicePaid(finance(later(1)), invoiceId, {
          amountCents: 20000,
          paidOn: "2026-12-02",
          idempotencyKey: key(),
        }),
        markInvoicePaid(finance(later(1)), invoiceId, {
          amountCents: 20000,
          paidOn: "2026-12-02",
          idempotencyKey: key(),
        }),
      ]);
      expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
      const shared = { amountCents: 3500, paidOn: "2026-12-02", idempotencyKey: key() };
      const both = await Promise.all([
        markInvoicePaid(finance(later(1)), invoiceId, shared),
        markInvoicePaid(finance(later(1)), invoiceId, shared),
      ]);
      expect(both.map((invoice) => invoice.status)).toEqual(["PAID", "PAID"]);
    });

    it("lists open and overdue invoices with their totals, searchable by number and buyer", async () => {
      const { number } = await newInvoice(new Date("2026-06-01T10:00:00Z"));
      const deps = finance(new Date("2026-07-01T10:00:00Z"));
      const overdue = await listStaffInvoices(deps, { filter: "vervallen", search: number, first: 10 });
      expect(overdue.nodes.map((invoice) => [invoice.number, invoice.overdue])).toEqual([[number, true]]);
      const byBuyer = await listStaffInvoices(deps, { filter: "alle", search: "hofstede", first: 2 });
      expect(byBuyer.nodes).toHaveLength(2);
      expect(byBuyer.pageInfo.hasNextPage).toBe(true);
      const next = await listStaffInvoices(deps, {
        filter: "alle",
        search: "hofstede",
        first: 2,
        after: byBuyer.pageInfo.endCursor,
      });
      expect(next.nodes.map((n) => n.id)).not.toContain(byBuyer.nodes[0]!.id);
      const totals = await staffInvoiceTotals(deps);
      expect(totals.overdueCount).toBeGreaterThanOrEqual(1);
      expect(totals.openCents).toBeGreaterThanOrEqual(totals.overdueCents);
      expect((await refusal(listStaffInvoices(editor, {}))).code).toBe("FORBIDDEN");
    });

    it("reminds automatically N days after the due date, twice at most, then raises one to-do; workers never double", async () => {
      const issued = new Date("2025-01-10T10:00:00Z");
      const { invoiceId, orderId } = await newInvoice(issued);
      const reminderDays = TEST_SETTINGS.invoices.reminderDays;
      const term = TEST_SETTINGS.invoices.paymentTermDays;
      const at = (days: number) => finance(new Date(issued.getTime() + days * DAY));
      const remindersOf = () =>
        handle.db.select().from(invoiceReminders).where(eq(invoiceReminders.invoiceId, invoiceId));
      await Promise.all([sendDueInvoiceReminders(at(term + reminderDays - 1))]);
      expect(await remindersOf()).toHaveLength(0);
      await Promise.all([1, 2, 3].map(() => sendDueInvoiceReminders(at(term + reminderDays))));
      expect((await remindersOf()).map((r) => r.sequence)).toEqual([1]);
      await sendDueInvoiceReminders(at(term + 2 * reminderDays - 1));
      expect(await remindersOf()).toHaveLength(1);
      await Promise.all([1, 2, 3].map(() => sendDueInvoiceReminders(at(term + 2 * reminderDays))));
      expect((await remindersOf()).map((r) => r.sequence).sort()).toEqual([1, 2]);
      await Promise.all([1, 2].map(() => sendDueInvoiceReminders(at(term + 3 * reminderDays))));
      await sendDueInvoiceReminders(at(term + 5 * reminderDays));
      expect(await remindersOf()).toHaveLength(2);
      const todos = await handle.db.select().from(staffTodos).where(eq(staffTodos.invoiceId, invoiceId));
      expect(todos.map((todo) => todo.kind)).toEqual(["INVOICE_UNPAID_AFTER_REMINDERS"]);
      const mails = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId));
      const reminderMails = mails.filter((mail) => mail.subject.includes("erinnering"));
      expect(reminderMails.map((mail) => mail.subject).sort()).toEqual([
        expect.stringMatching(/^Herinnering: factuur FF-2025-/),
        expect.stringMatching(/^Tweede herinnering: factuur FF-2025-/),
      ]);
      expect(reminderMails[0]!.attachments).toEqual([expect.objectContaining({ kind: "invoice-pdf", id: invoiceId })]);
      // Staff mark the to-do done; a second time changes nothing, and it is not raised again.
      const deps = at(term + 5 * reminderDays);
      const listed = (await listStaffTodos(deps)).find((item) => item.invoiceId === invoiceId);
      expect(listed).toMatchObject({ kind: "INVOICE_UNPAID_AFTER_REMINDERS", orderId });
      await resolveStaffTodo(deps, listed!.id!);
      await resolveStaffTodo(deps, listed!.id!);
      await sendDueInvoiceReminders(at(term + 8 * reminderDays));
      expect((await listStaffTodos(deps)).find((item) => item.invoiceId === invoiceId)).toBeUndefined();
      expect(await handle.db.select().from(auditLog).where(eq(auditLog.entityId, listed!.id!))).toHaveLength(1);
    });

    it("a paid invoice is not reminded; a manual reminder is sent once per key", async () => {
      const { invoiceId, orderId } = await newInvoice(new Date("2025-02-10T10:00:00Z"));
      const deps = finance(new Date("2025-02-12T10:00:00Z"));
      const input = { idempotencyKey: key() };
      await Promise.all([sendInvoiceReminder(deps, invoiceId, input), sendInvoiceReminder(deps, invoiceId, input)]);
      await sendInvoiceReminder(deps, invoiceId, input);
      const mails = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId));
      expect(mails.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Herinnering: factuur/)]);
      await markInvoicePaid(deps, invoiceId, { amountCents: 23500, paidOn: "2025-02-12", idempotencyKey: key() });
      const refused = await refusal(sendInvoiceReminder(deps, invoiceId, { idempotencyKey: key() }));
      expect(refused.code).toBe("CONFLICT");
      await sendDueInvoiceReminders(finance(new Date("2025-06-01T10:00:00Z")));
      expect(
        await handle.db.select().from(invoiceReminders).where(eq(invoiceReminders.invoiceId, invoiceId)),
      ).toHaveLength(1);
      expect((await refusal(sendInvoiceReminder(editor, invoiceId, { idempotencyKey: key() }))).code).toBe("FORBIDDEN");
    });

    it("a provider amount that differs from the order's total never confirms it and raises one to-do", async () => {
      const now = new Date("2026-11-22T10:00:00Z");
      const deps = testDeps(handle.db, now, { settings: settingsWithLimits({ ordersPerClientPerHour: 1000 }) });
      const { eventId, ticketTypeIds } = await createEvent(handle.db, now);
      const input = orderInput(eventId, [{ ticketTypeId: ticketTypeIds[0]!, quantity: 2 }]);
      // As the API hands it over: GraphQL has parsed the moment already.
      const purchaseInformation = { ...input.purchaseInformation, purchasedAt: now };
      const { orderId } = await createOrder(deps, { ...input, purchaseInformation });
      const [payment] = await handle.db.select().from(payments).where(eq(payments.orderId, orderId));
      await handle.db
        .update(testProviderPayments)
        .set({ status: "paid", amountCents: 100 })
        .where(eq(testProviderPayments.id, payment!.providerPaymentId));
      const first = await reconcilePayment(deps, payment!.providerPaymentId);
      const second = await reconcilePayment(deps, payment!.providerPaymentId);
      expect([first, second].map((r) => r.found && r.orderStatus)).toEqual(["PENDING", "PENDING"]);
      const [order] = await handle.db.select().from(orders).where(eq(orders.id, orderId));
      expect(order!.status).toBe("PENDING");
      const todos = await handle.db.select().from(staffTodos).where(eq(staffTodos.orderId, orderId));
      expect(todos).toEqual([
        expect.objectContaining({
          kind: "PAYMENT_AMOUNT_MISMATCH",
          details: { expectedCents: 2500, receivedCents: 100, providerPaymentId: payment!.providerPaymentId },
        }),
      ]);
      const listed = await listStaffTodos(finance(now));
      expect(listed.find((item) => item.orderId === orderId)).toMatchObject({ kind: "PAYMENT_AMOUNT_MISMATCH" });
    });

    it("exports the register of a period as XLSX: rows per VAT rate, credit invoices negative, totals", async () => {
      const first = await newInvoice(new Date("2024-03-05T10:00:00Z"));
      const second = await newInvoice(new Date("2024-03-06T10:00:00Z"));
      await markInvoicePaid(finance(new Date("2024-03-10T10:00:00Z")), first.invoiceId, {
        amountCents: 23500,
        paidOn: "2024-03-09",
        idempotencyKey: key(),
      });
      const credit = await handle.db.transaction((tx) =>
        createCreditInvoice({ tx, now: new Date("2024-03-07T10:00:00Z"), settings: TEST_SETTINGS }, second.invoiceId),
      );
      await newInvoice(new Date("2024-04-01T10:00:00Z"));
      const file = await invoiceRegisterDownload(finance(new Date("2024-05-01T10:00:00Z")), {
        van: "01-03-2024",
        tot: "2024-03-31",
        formaat: "xlsx",
      });
      expect(file.fileName).toBe("factuurregister-2024-03-01-2024-03-31.xlsx");
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(file.body.buffer as ArrayBuffer);
      const sheet = workbook.getWorksheet("Factuurregister")!;
      const values = sheet
        .getSheetValues()
        .slice(1)
        .map((row) => Array.from({ length: 10 }, (_, index) => (row as unknown[])[index + 1]));
      expect(values[0]).toEqual([
        "Factuurnummer",
        "Factuurdatum",
        "Afnemer",
        "Netto 21%",
        "Netto 9%",
        "Netto vrijgesteld",
        "Btw",
        "Bruto",
        "Betaald op",
        "Creditfactuur van",
      ]);
      expect(values.slice(1)).toEqual([
        [first.number, "05-03-2024", "Sanne Hofstede", 157.02, 0, 45, 32.98, 235, "09-03-2024", undefined],
        [second.number, "06-03-2024", "Sanne Hofstede", 157.02, 0, 45, 32.98, 235, undefined, undefined],
        [credit.number, "07-03-2024", "Sanne Hofstede", -157.02, 0, -45, -32.98, -235, undefined, second.number],
        ["Totaal", undefined, "3 facturen", 157.02, 0, 45, 32.98, 235, undefined, undefined],
      ]);
      const csv = await invoiceRegisterDownload(finance(ISSUED), {
        van: "2024-03-01",
        tot: "2024-03-31",
        formaat: "csv",
      });
      expect(new TextDecoder().decode(csv.body)).toContain(`${credit.number};07-03-2024;Sanne Hofstede;-157,02;0;-45;`);
      const bad = await refusal(invoiceRegisterDownload(finance(ISSUED), { van: "2024-03-31", tot: "2024-03-01" }));
      expect(bad.message).toBe("De einddatum ligt voor de begindatum.");
      expect((await refusal(invoiceRegisterDownload(editor, { van: "2024-03-01", tot: "2024-03-31" }))).code).toBe(
        "FORBIDDEN",
      );
    });
  });
}
