import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import {
  auditLog,
  invoices,
  mailOutbox,
  orders,
  refunds,
  staffTodos,
  testProviderPayments,
  testProviderRefunds,
  tickets,
  ticketTypes,
  workshopRegistrations,
  workshops,
} from "../../server/db/schema/index.ts";
import type { ServiceDeps } from "../../server/domain/deps.ts";
import { DomainError } from "../../server/domain/errors.ts";
import { findInvoiceDocument } from "../../server/domain/invoices/invoice-queries.ts";
import { cancelOrder, NOT_CANCELABLE_MESSAGE } from "../../server/domain/orders/cancel-order.ts";
import { reconcilePaymentNotification } from "../../server/domain/refunds/payment-notification.ts";
import { TestPaymentProvider } from "../../server/domain/payments/test-provider.ts";
import { cancelAndRefund } from "../../server/domain/refunds/cancel-and-refund.ts";
import { refundableCents } from "../../server/domain/orders/refundable-cents.ts";
import { reconcileOpenRefunds, refundOrder } from "../../server/domain/refunds/refund-order.ts";
import { refundTimelineEntries } from "../../server/domain/orders/refund-timeline.ts";
import { findTicketDocument } from "../../server/domain/tickets/ticket-documents.ts";
import { registerAttendee } from "../../server/domain/workshops/registration.ts";
import { CANCELED_TICKET_MESSAGE } from "../../server/domain/workshops/ticket-access.ts";
import { lookupWorkshopsByCode } from "../../server/domain/workshops/workshop-lookup.ts";
import { renderInvoicePdf } from "../../server/documents/invoice-pdf.ts";
import { testDatabases } from "../support/databases.ts";
import { TEST_SETTINGS, testDeps } from "../support/deps.ts";
import { insertCancelableOrder, type TestOrderOptions } from "../support/factories/orders.ts";
import { pdfText } from "../support/pdf-text.ts";
import { asStaff, insertStaffActor } from "../support/factories/staff.ts";
import { addWorkshopSlots, ATTENDEE } from "../support/factories/workshops.ts";

const NOW = new Date("2026-11-24T10:00:00Z");

async function refusal(work: Promise<unknown>): Promise<DomainError> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof DomainError)) throw new Error(`Verwacht een DomainError, kreeg ${String(error)}`);
  return error;
}

for (const database of testDatabases()) {
  describe(`Cancelling orders and refunds on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let deps: ServiceDeps;
    let staff: ServiceDeps;

    beforeAll(async () => {
      handle = await database.open();
      deps = testDeps(handle.db, NOW);
      staff = asStaff(deps, await insertStaffActor(handle.db, ["financien"], "Fien Financiën"));
    });
    afterAll(async () => handle?.close());

    const confirmedOrder = (options: TestOrderOptions = {}) => insertCancelableOrder(handle.db, options);

    const soldOf = async (ticketTypeId: string) =>
      (await handle.db.select().from(ticketTypes).where(eq(ticketTypes.id, ticketTypeId)))[0]!.soldCount;
    const orderOf = async (orderId: string) =>
      (await handle.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
    const invoicesOf = (orderId: string) =>
      handle.db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(invoices.number);
    const creditMails = (orderId: string) =>
      handle.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.orderId, orderId), sql`${mailOutbox.dedupeKey} like 'credit-invoice:%'`));

    it("cancels a whole invoice order: places back, codes refused, a credit invoice mailed with its PDF", async () => {
      const order = await confirmedOrder();
      // The order's invoice, as confirming an invoice order makes it.
      const { createInvoiceForOrder } = await import("../../server/domain/invoices/create-invoice.ts");
      const original = await handle.db.transaction((tx) =>
        createInvoiceForOrder({ tx, now: NOW, settings: deps.settings }, order.orderId),
      );
      const result = await cancelOrder(staff, { orderId: order.orderId, ticketIds: null, idempotencyKey: "k-whole-1" });
      expect(result).toMatchObject({ whole: true, ticketCount: 3, amountCents: 23500, created: true });
      expect(await orderOf(order.orderId)).toMatchObject({ status: "CANCELED", totalCents: 0 });
      expect(await soldOf(order.ticketTypeIds[0]!)).toBe(0);
      expect(await soldOf(order.ticketTypeIds[1]!)).toBe(0);

      const [, credit] = await invoicesOf(order.orderId);
      expect(credit).toMatchObject({
        creditForInvoiceId: original.invoiceId,
        totalCents: -23500,
        creditIsPartial: false,
      });
      expect(Number(credit!.number.split("-").at(-1))).toBe(Number(original.number.split("-").at(-1)) + 1);
      const mails = await creditMails(order.orderId);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toContain(`Creditfactuur ${credit!.number}`);
      expect(mails[0]!.attachments).toEqual([
        { kind: "invoice-pdf", id: credit!.id, filename: `factuur-${credit!.number}.pdf` },
      ]);
      const pdf = await renderInvoicePdf((await findInvoiceDocument(handle.db, credit!.id))!, "Forensisch Forum");
      const { text } = await pdfText(pdf);
      expect(text).toContain("Creditfactuur");
      expect(text).toContain(original.number);

      const code = order.tickets[0]!.registrationCode;
      expect(
        (await lookupWorkshopsByCode(handle.db, code, { settings: TEST_SETTINGS.workshops, now: NOW })).isValid,
      ).toBe(false);
      expect(await findTicketDocument(handle.db, order.tickets[0]!.id)).toBeNull();

      // A resubmit of the same form changes nothing; another cancellation is refused.
      const again = await cancelOrder(staff, { orderId: order.orderId, ticketIds: null, idempotencyKey: "k-whole-1" });
      expect(again).toMatchObject({ cancellationId: result.cancellationId, created: false });
      expect(await invoicesOf(order.orderId)).toHaveLength(2);
      const second = await refusal(
        cancelOrder(staff, { orderId: order.orderId, ticketIds: null, idempotencyKey: "k-2" }),
      );
      expect(second.code).toBe("CONFLICT");
      const audits = await handle.db.select().from(auditLog).where(eq(auditLog.entityId, order.orderId));
      expect(audits.map((row) => row.action)).toEqual(["cancel"]);
    });

    it("cancels some tickets of a paid order: its workshop registration goes, a partial credit invoice", async () => {
      const order = await confirmedOrder({ paymentMethod: "IDEAL", event: { type: "FORUM" } });
      const [slot] = await addWorkshopSlots(handle.db, order.eventId, [[{ name: "Verhoortechniek", capacity: 10 }]]);
      const workshop = { id: slot!.workshopIds[0]! };
      const [cancelled, kept] = order.tickets;
      await registerAttendee(deps, {
        registrationToken: cancelled!.registrationCode,
        workshopId: workshop.id,
        ...ATTENDEE,
      });
      expect((await handle.db.select().from(workshops).where(eq(workshops.id, workshop.id)))[0]!.registeredCount).toBe(
        1,
      );

      const result = await cancelOrder(staff, {
        orderId: order.orderId,
        ticketIds: [cancelled!.id],
        idempotencyKey: "k-part-1",
      });
      expect(result).toMatchObject({ whole: false, ticketCount: 1, amountCents: 9500 });
      expect(await orderOf(order.orderId)).toMatchObject({ status: "PAID", totalCents: 23500 - 9500 });
      expect(await soldOf(order.ticketTypeIds[0]!)).toBe(1);
      expect((await handle.db.select().from(workshops).where(eq(workshops.id, workshop.id)))[0]!.registeredCount).toBe(
        0,
      );
      expect(
        await handle.db.select().from(workshopRegistrations).where(eq(workshopRegistrations.ticketId, cancelled!.id)),
      ).toEqual([]);
      const refused = await refusal(
        registerAttendee(deps, {
          registrationToken: cancelled!.registrationCode,
          workshopId: workshop.id,
          ...ATTENDEE,
        }),
      );
      expect(refused.message).toBe(CANCELED_TICKET_MESSAGE);
      expect(
        (
          await lookupWorkshopsByCode(handle.db, kept!.registrationCode, {
            settings: TEST_SETTINGS.workshops,
            now: NOW,
          })
        ).isValid,
      ).toBe(true);

      // The iDEAL order had no invoice: it gets one, and the credit invoice credits one ticket of it.
      const [original, credit] = await invoicesOf(order.orderId);
      expect(original!.totalCents).toBe(23500);
      expect(credit).toMatchObject({ creditIsPartial: true, totalCents: -9500, creditForInvoiceId: original!.id });
      expect(credit!.lines).toEqual([
        expect.objectContaining({ quantity: 1, unitPriceCents: -9500, totalCents: -9500 }),
      ]);
      expect(await creditMails(order.orderId)).toHaveLength(1);

      // Cancelling the rest closes the invoice with the remaining lines.
      await cancelOrder(staff, { orderId: order.orderId, ticketIds: null, idempotencyKey: "k-part-2" });
      const all = await invoicesOf(order.orderId);
      expect(all).toHaveLength(3);
      expect(all[2]).toMatchObject({ creditIsPartial: false, totalCents: -14000 });
      expect(await orderOf(order.orderId)).toMatchObject({ status: "CANCELED", totalCents: 0 });
      const entries = await refundTimelineEntries(handle.db, order.orderId);
      expect(entries.map((entry) => entry.kind)).toEqual(["cancel", "invoice", "cancel", "invoice"]);
    });

    it("refunds through the test provider: partial, full, never more than paid, once per key", async () => {
      const order = await confirmedOrder({ paymentMethod: "IDEAL" });
      const first = await refundOrder(staff, { orderId: order.orderId, amountCents: 5000, idempotencyKey: "r-1" });
      expect(first).toMatchObject({ status: "pending", amountCents: 5000, provider: "test" });
      expect(first.providerRefundId).toMatch(/^re_test_/);
      const again = await refundOrder(staff, { orderId: order.orderId, amountCents: 5000, idempotencyKey: "r-1" });
      expect(again.id).toBe(first.id);
      const over = await refusal(
        refundOrder(staff, { orderId: order.orderId, amountCents: 18501, idempotencyKey: "r-2" }),
      );
      // It names the refund that came first (a colleague's, most often), and what is left.
      expect(over.message).toMatch(
        /^Intussen is € 50,00 terugbetaald \(door .+, .+ om \d\d:\d\d uur\)\. Er is nog € 185,00 terug te betalen\.$/,
      );
      const rest = await refundOrder(staff, { orderId: order.orderId, amountCents: 18500, idempotencyKey: "r-3" });
      expect(rest.status).toBe("pending");
      expect(
        await handle.db
          .select()
          .from(testProviderRefunds)
          .where(eq(testProviderRefunds.paymentId, order.providerPaymentId!)),
      ).toHaveLength(2);

      // The webhook (Mollie calls the payment's) and the worker bring the statuses in.
      await new TestPaymentProvider(handle.db, "http://localhost:3000", () => NOW).settleRefund(
        rest.providerRefundId!,
        "failed",
      );
      await reconcilePaymentNotification(deps, order.providerPaymentId!);
      const rows = await handle.db.select().from(refunds).where(eq(refunds.orderId, order.orderId));
      expect(Object.fromEntries(rows.map((row) => [row.idempotencyKey, row.status]))).toEqual({
        "r-1": "refunded",
        "r-3": "failed",
      });
      // A failed refund frees its amount again.
      const retry = await refundOrder(staff, { orderId: order.orderId, amountCents: 18500, idempotencyKey: "r-4" });
      expect(await reconcileOpenRefunds(deps)).toBeGreaterThanOrEqual(1);
      expect((await handle.db.select().from(refunds).where(eq(refunds.id, retry.id)))[0]!.status).toBe("refunded");
      const entries = await refundTimelineEntries(handle.db, order.orderId);
      expect(entries.filter((entry) => entry.kind === "refund")).toHaveLength(3);
    });

    it("a refund the provider refuses for good fails at once, frees its amount and becomes a staff to-do", async () => {
      const order = await confirmedOrder({ paymentMethod: "IDEAL" });
      // The provider no longer sees a paid payment (as Mollie's 422 for a payment that cannot be refunded).
      await handle.db
        .update(testProviderPayments)
        .set({ status: "failed" })
        .where(eq(testProviderPayments.id, order.providerPaymentId!));
      const refused = await refundOrder(staff, { orderId: order.orderId, amountCents: 5000, idempotencyKey: "weg-1" });
      expect(refused).toMatchObject({ status: "failed", providerRefundId: null });
      expect(await refundableCents(handle.db, order.orderId)).toEqual({ paidCents: 23500, refundedCents: 0 });
      const todos = await handle.db.select().from(staffTodos).where(eq(staffTodos.orderId, order.orderId));
      expect(todos).toMatchObject([
        { kind: "REFUND_REFUSED", resolvedAt: null, details: { refundId: refused.id, amountCents: 5000 } },
      ]);
      // The worker leaves a refused refund alone: nothing is asked again.
      expect(await reconcileOpenRefunds(deps)).toBe(0);
      const again = await refundOrder(staff, { orderId: order.orderId, amountCents: 5000, idempotencyKey: "weg-1" });
      expect(again).toMatchObject({ id: refused.id, status: "failed" });
      expect(await handle.db.select().from(staffTodos).where(eq(staffTodos.orderId, order.orderId))).toHaveLength(1);
    });

    it("cancels a paid order and refunds in one step; a refund larger than paid cancels nothing", async () => {
      const order = await confirmedOrder({ paymentMethod: "IDEAL" });
      const tooMuch = await refusal(
        cancelAndRefund(staff, { orderId: order.orderId, ticketIds: null, idempotencyKey: "c-0", refundCents: 23501 }),
      );
      expect(tooMuch.code).toBe("BAD_USER_INPUT");
      const negative = await refusal(
        cancelAndRefund(staff, { orderId: order.orderId, ticketIds: null, idempotencyKey: "c-n", refundCents: -1 }),
      );
      // The shared amount rule's own words, as the page's form and refundOrder refuse it.
      expect(negative).toMatchObject({
        message: "Vul een bedrag in van € 0,00 of meer.",
        details: { field: "refundAmount" },
      });
      expect((await orderOf(order.orderId)).status).toBe("PAID");
      const done = await cancelAndRefund(staff, {
        orderId: order.orderId,
        ticketIds: null,
        idempotencyKey: "c-1",
        refundCents: 23500,
      });
      expect(done.cancellation.whole).toBe(true);
      expect(done.refund).toMatchObject({ amountCents: 23500, status: "pending" });
      const twice = await cancelAndRefund(staff, {
        orderId: order.orderId,
        ticketIds: null,
        idempotencyKey: "c-1",
        refundCents: 23500,
      });
      expect(twice.refund?.id).toBe(done.refund?.id);
      // A colleague's form, sent a moment later, is told the order is cancelled, not that the amount is too high.
      const late = await refusal(
        cancelAndRefund(staff, { orderId: order.orderId, ticketIds: null, idempotencyKey: "c-2", refundCents: 23500 }),
      );
      expect(late).toMatchObject({ code: "CONFLICT", message: NOT_CANCELABLE_MESSAGE });
      const mail = (await creditMails(order.orderId))[0]!;
      expect(mail.text).toContain("terug");
      // A repeated 'paid' notification for the cancelled order does not re-open it.
      await reconcilePaymentNotification(deps, order.providerPaymentId!);
      expect((await orderOf(order.orderId)).status).toBe("CANCELED");
      expect(await soldOf(order.ticketTypeIds[0]!)).toBe(0);
    });

    it("a REFUND_REQUIRED order leaves that status once all of it is refunded", async () => {
      const order = await confirmedOrder({ paymentMethod: "IDEAL", status: "REFUND_REQUIRED" });
      await handle.db.delete(tickets).where(eq(tickets.orderId, order.orderId));
      await refundOrder(staff, { orderId: order.orderId, amountCents: 20000, idempotencyKey: "rr-1" });
      expect((await orderOf(order.orderId)).status).toBe("REFUND_REQUIRED");
      await refundOrder(staff, { orderId: order.orderId, amountCents: 3500, idempotencyKey: "rr-2" });
      expect(await orderOf(order.orderId)).toMatchObject({ status: "CANCELED", canceledAt: NOW });
    });

    it("two simultaneous refunds of the whole amount refund once; a cancel racing a repeated payment stays one state", async () => {
      const order = await confirmedOrder({ paymentMethod: "IDEAL" });
      const outcomes = await Promise.allSettled([
        refundOrder(staff, { orderId: order.orderId, amountCents: 23500, idempotencyKey: "race-a" }),
        refundOrder(staff, { orderId: order.orderId, amountCents: 23500, idempotencyKey: "race-b" }),
      ]);
      expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
      expect(await handle.db.select().from(refunds).where(eq(refunds.orderId, order.orderId))).toHaveLength(1);
      expect(
        await handle.db
          .select()
          .from(testProviderRefunds)
          .where(eq(testProviderRefunds.paymentId, order.providerPaymentId!)),
      ).toHaveLength(1);

      const other = await confirmedOrder({ paymentMethod: "IDEAL" });
      await Promise.all([
        cancelOrder(staff, { orderId: other.orderId, ticketIds: null, idempotencyKey: "race-cancel" }),
        reconcilePaymentNotification(deps, other.providerPaymentId!),
        reconcilePaymentNotification(deps, other.providerPaymentId!),
      ]);
      expect(await orderOf(other.orderId)).toMatchObject({ status: "CANCELED", totalCents: 0 });
      expect(await soldOf(other.ticketTypeIds[0]!)).toBe(0);
      expect(await handle.db.select().from(tickets).where(eq(tickets.orderId, other.orderId))).toHaveLength(3);
    });

    it("refuses a redacteur and orders in the wrong state", async () => {
      const order = await confirmedOrder({ paymentMethod: "INVOICE" });
      const redacteur = asStaff(deps, await insertStaffActor(handle.db, ["redacteur"]));
      expect(
        (await refusal(cancelOrder(redacteur, { orderId: order.orderId, ticketIds: null, idempotencyKey: "x" }))).code,
      ).toBe("FORBIDDEN");
      expect(
        (await refusal(refundOrder(redacteur, { orderId: order.orderId, amountCents: 100, idempotencyKey: "y" }))).code,
      ).toBe("FORBIDDEN");
      // An invoice order has no payment to refund.
      expect(
        (await refusal(refundOrder(staff, { orderId: order.orderId, amountCents: 100, idempotencyKey: "z" }))).code,
      ).toBe("CONFLICT");
      const pending = await confirmedOrder({ status: "PENDING" });
      expect(
        (await refusal(cancelOrder(staff, { orderId: pending.orderId, ticketIds: null, idempotencyKey: "p" }))).code,
      ).toBe("CONFLICT");
    });
  });
}
