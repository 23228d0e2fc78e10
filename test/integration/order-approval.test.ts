import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../server/db/client.ts";
import { invoices, mailOutbox } from "../../server/db/schema/index.ts";
import type { ServiceDeps } from "../../server/domain/deps.ts";
import { DomainError } from "../../server/domain/errors.ts";
import { createOrder } from "../../server/domain/orders/create-order.ts";
import { expireOverdueHolds } from "../../server/domain/orders/expire-holds.ts";
import { approveOrder, rejectOrder } from "../../server/domain/orders/review-order.ts";
import { startOrderWorker } from "../../server/jobs/order-worker.ts";
import { testDatabases } from "../support/databases.ts";
import { TEST_SETTINGS, testDeps } from "../support/deps.ts";
import { graphqlClient } from "../support/graphql-client.ts";
import { eventTaken, orderInput, orderRow, ticketCounters, ticketsOf } from "../support/factories/orders.ts";
import { createEvent } from "../support/factories/events.ts";
import { type PaymentMethod, CreateOrderDocument, OrderStatusQueryDocument } from "../../app/graphql/generated.ts";

// A large invoice or free order waits for staff approval (default from € 1000 or from 10 tickets)
// instead of getting codes, a numbered invoice and a confirmation mail at once; staff approve or reject it.
const now = new Date("2026-11-22T10:00:00Z");
const later = new Date("2026-11-23T09:15:00Z");
const STAFF = { kind: "system", name: "beheer-test" } as const;

for (const database of testDatabases()) {
  describe(`Orders awaiting approval on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let client: ReturnType<typeof graphqlClient>;
    let staff: ServiceDeps;

    beforeAll(async () => {
      handle = await database.open();
      client = graphqlClient(handle.db, now);
      staff = testDeps(handle.db, later, { actor: STAFF });
    });
    afterAll(async () => handle?.close());

    /** An event with one ticket type at the price, and an order of `quantity` of it through the real API. */
    async function orderOf(quantity: number, priceCents: number, paymentMethod: PaymentMethod = "INVOICE") {
      const free = priceCents === 0;
      const { eventId, ticketTypeIds } = await createEvent(handle.db, now, {
        ticketTypes: [{ priceCents, free, quantity: 50 }],
      });
      const ticketTypeId = ticketTypeIds[0]!;
      const input = orderInput(eventId, [{ ticketTypeId, quantity }], { paymentMethod });
      const { data, errors } = await client.run(CreateOrderDocument, { input });
      expect(errors).toBeUndefined();
      return { eventId, ticketTypeId, ...data!.createOrder };
    }

    it("an invoice order from € 1000 on is held without codes, invoice or confirmation, and says so by mail", async () => {
      const { orderId, paymentUrl, eventId, ticketTypeId } = await orderOf(4, 25000);
      expect(paymentUrl).toBeNull();
      expect(await orderRow(handle.db, orderId)).toMatchObject({
        status: "AWAITING_APPROVAL",
        totalCents: 100000,
        holdExpiresAt: null,
        completedAt: null,
        reviewDecision: null,
      });
      expect(await ticketCounters(handle.db, ticketTypeId)).toEqual({ sold: 0, held: 4 });
      expect(await eventTaken(handle.db, eventId)).toBe(4);
      expect(await ticketsOf(handle.db, orderId)).toEqual([]);
      expect(await invoicesOf(handle.db, orderId)).toEqual([]);

      const mails = await mailsOf(handle.db, orderId);
      expect(mails.map((mail) => mail.dedupeKey)).toEqual([`order-awaiting-approval:${orderId}`]);
      const [mail] = mails;
      expect(mail).toMatchObject({ toAddress: "noor.devries@voorbeeld.example.org", attachments: [] });
      expect(mail!.subject).toBe("We hebben je aanmelding voor Testcongres ontvangen");
      expect(mail!.text).toContain("Beste Noor,");
      expect(mail!.text).toContain("Omdat het om een grote bestelling gaat, bekijken we die eerst");
      expect(mail!.text).toContain("Na onze goedkeuring ontvang je een e-mail met je tickets en de factuur.");
      expect(mail!.text.replaceAll("\u00a0", " ")).toContain("Totaal: € 1.000,00");
      expect(mail!.text).not.toMatch(/FF-[0-9A-Z]{4}-/);

      const { data } = await client.run(OrderStatusQueryDocument, { id: orderId });
      expect(data?.orderById).toMatchObject({ status: "AWAITING_APPROVAL", ticketCount: 4, totalAmount: 1000 });
    });

    it("an invoice order of 10 tickets awaits approval too, however cheap", async () => {
      const { orderId, ticketTypeId } = await orderOf(10, 1250);
      expect((await orderRow(handle.db, orderId))?.status).toBe("AWAITING_APPROVAL");
      expect(await ticketCounters(handle.db, ticketTypeId)).toEqual({ sold: 0, held: 10 });
    });

    it("just below both thresholds an invoice order is confirmed at once, as before", async () => {
      const { orderId, ticketTypeId } = await orderOf(9, 11099); // 9 tickets, € 998,91
      expect((await orderRow(handle.db, orderId))?.status).toBe("INVOICED");
      expect(await ticketsOf(handle.db, orderId)).toHaveLength(9);
      expect(await invoicesOf(handle.db, orderId)).toHaveLength(1);
      expect(await ticketCounters(handle.db, ticketTypeId)).toEqual({ sold: 9, held: 0 });
    });

    it("a large iDEAL order is paid online and waits for nobody", async () => {
      const { orderId, paymentUrl } = await orderOf(12, 25000, "IDEAL");
      expect(paymentUrl).toMatch(/\/test-betaalprovider\//);
      expect((await orderRow(handle.db, orderId))?.status).toBe("PENDING");
    });

    it("approving issues the codes, the invoice and the confirmation with the invoice, exactly once", async () => {
      const { orderId, eventId, ticketTypeId } = await orderOf(4, 25000);
      expect(await approveOrder(staff, orderId)).toEqual({ orderId, status: "INVOICED", changed: true });

      expect(await orderRow(handle.db, orderId)).toMatchObject({
        status: "INVOICED",
        completedAt: later,
        reviewDecision: "APPROVED",
        reviewedAt: later,
        reviewedBy: "system:beheer-test",
      });
      expect(await ticketsOf(handle.db, orderId)).toHaveLength(4);
      expect(await ticketCounters(handle.db, ticketTypeId)).toEqual({ sold: 4, held: 0 });
      expect(await eventTaken(handle.db, eventId)).toBe(4);
      const [invoice] = await invoicesOf(handle.db, orderId);
      expect(invoice).toMatchObject({ totalCents: 100000, issuedAt: later });
      const confirmation = (await mailsOf(handle.db, orderId)).find((mail) => mail.dedupeKey?.startsWith("order-conf"));
      expect(confirmation?.subject).toBe("Je tickets voor Testcongres");
      expect(confirmation?.text).toContain(`De factuur ${invoice!.number} zit als bijlage bij deze e-mail.`);
      expect(confirmation?.attachments.map((attachment) => attachment.kind).sort()).toEqual([
        "invoice-pdf",
        "ticket-pdf",
        "ticket-pdf",
        "ticket-pdf",
        "ticket-pdf",
      ]);

      // Approving again is harmless; rejecting it now is refused with a reason.
      expect(await approveOrder(staff, orderId)).toEqual({ orderId, status: "INVOICED", changed: false });
      await expect(rejectOrder(staff, orderId)).rejects.toMatchObject({
        code: "CONFLICT",
        message: "Deze bestelling is al goedgekeurd en kan niet meer worden afgewezen.",
      });
      expect(await ticketsOf(handle.db, orderId)).toHaveLength(4);
      expect(await invoicesOf(handle.db, orderId)).toHaveLength(1);
      expect((await mailsOf(handle.db, orderId)).map((mail) => mail.dedupeKey?.split(":")[0]).sort()).toEqual([
        "order-awaiting-approval",
        "order-confirmation",
      ]);
      expect(await ticketCounters(handle.db, ticketTypeId)).toEqual({ sold: 4, held: 0 });
    });

    it("rejecting gives the places back and tells the buyer, exactly once; approving it after that is refused", async () => {
      const { eventId, ticketTypeIds } = await createEvent(handle.db, now, {
        ticketTypes: [{ priceCents: 12500, quantity: 20 }],
      });
      const ticketTypeId = ticketTypeIds[0]!;
      const place = async (quantity: number) => {
        const input = orderInput(eventId, [{ ticketTypeId, quantity }], { paymentMethod: "INVOICE" });
        const { data } = await client.run(CreateOrderDocument, { input });
        return data!.createOrder.orderId;
      };
      const rejected = await place(12);
      const other = await place(8); // € 1000: a second order waiting, whose hold must survive
      expect(await ticketCounters(handle.db, ticketTypeId)).toEqual({ sold: 0, held: 20 });

      expect(await rejectOrder(staff, rejected)).toEqual({ orderId: rejected, status: "CANCELED", changed: true });
      expect(await orderRow(handle.db, rejected)).toMatchObject({
        status: "CANCELED",
        completedAt: null,
        reviewDecision: "REJECTED",
        reviewedAt: later,
        reviewedBy: "system:beheer-test",
      });
      expect(await ticketCounters(handle.db, ticketTypeId)).toEqual({ sold: 0, held: 8 });
      expect(await eventTaken(handle.db, eventId)).toBe(8);
      const rejection = (await mailsOf(handle.db, rejected)).find((mail) => mail.dedupeKey?.startsWith("order-rej"));
      expect(rejection).toMatchObject({ subject: "Je bestelling voor Testcongres is geannuleerd", attachments: [] });
      expect(rejection?.text).toContain("Je ontvangt geen factuur en hoeft niets te betalen.");

      expect(await rejectOrder(staff, rejected)).toEqual({ orderId: rejected, status: "CANCELED", changed: false });
      await expect(approveOrder(staff, rejected)).rejects.toMatchObject({
        code: "CONFLICT",
        message: "Deze bestelling is al afgewezen en kan niet meer worden goedgekeurd.",
      });
      expect(await ticketCounters(handle.db, ticketTypeId)).toEqual({ sold: 0, held: 8 });
      expect(await ticketsOf(handle.db, rejected)).toEqual([]);
      expect(await invoicesOf(handle.db, rejected)).toEqual([]);
      expect(await mailsOf(handle.db, rejected)).toHaveLength(2);
      expect((await orderRow(handle.db, other))?.status).toBe("AWAITING_APPROVAL");
      // The places are on sale again.
      expect((await orderRow(handle.db, await place(5)))?.status).toBe("INVOICED");
      expect(await ticketCounters(handle.db, ticketTypeId)).toEqual({ sold: 5, held: 8 });
    });

    it("a free order of 10 tickets awaits approval and becomes FREE with codes and no invoice", async () => {
      const { orderId, ticketTypeId } = await orderOf(10, 0);
      expect((await orderRow(handle.db, orderId))?.status).toBe("AWAITING_APPROVAL");
      const [waiting] = await mailsOf(handle.db, orderId);
      expect(waiting?.text).toContain("Na onze goedkeuring ontvang je een e-mail met je tickets.");
      expect(waiting?.text).not.toContain("factuur");

      expect(await approveOrder(staff, orderId)).toEqual({ orderId, status: "FREE", changed: true });
      expect(await ticketsOf(handle.db, orderId)).toHaveLength(10);
      expect(await invoicesOf(handle.db, orderId)).toEqual([]);
      expect(await ticketCounters(handle.db, ticketTypeId)).toEqual({ sold: 10, held: 0 });
      expect((await mailsOf(handle.db, orderId)).map((mail) => mail.dedupeKey)).toContain(
        `order-confirmation:${orderId}`,
      );
    });

    it("two approvals, or two rejections, at the same moment do the work once", async () => {
      const approvals = await Promise.all(
        [1, 2, 3].map(async () => {
          const { orderId, ticketTypeId } = await orderOf(10, 5000);
          const results = await Promise.all([approveOrder(staff, orderId), approveOrder(staff, orderId)]);
          return { orderId, ticketTypeId, results };
        }),
      );
      for (const { orderId, ticketTypeId, results } of approvals) {
        expect(results.map((result) => result.changed).sort()).toEqual([false, true]);
        expect(results.map((result) => result.status)).toEqual(["INVOICED", "INVOICED"]);
        expect(await ticketsOf(handle.db, orderId)).toHaveLength(10);
        expect(await invoicesOf(handle.db, orderId)).toHaveLength(1);
        expect(await mailsOf(handle.db, orderId)).toHaveLength(2);
        expect(await ticketCounters(handle.db, ticketTypeId)).toEqual({ sold: 10, held: 0 });
      }

      const { orderId, ticketTypeId, eventId } = await orderOf(10, 5000);
      const rejections = await Promise.all([rejectOrder(staff, orderId), rejectOrder(staff, orderId)]);
      expect(rejections.map((result) => result.changed).sort()).toEqual([false, true]);
      expect(await ticketCounters(handle.db, ticketTypeId)).toEqual({ sold: 0, held: 0 });
      expect(await eventTaken(handle.db, eventId)).toBe(0);
      expect(await mailsOf(handle.db, orderId)).toHaveLength(2);
    });

    it("an approval and a rejection at the same moment: one wins, the other is refused", async () => {
      const { orderId, ticketTypeId } = await orderOf(10, 5000);
      const outcomes = await Promise.allSettled([approveOrder(staff, orderId), rejectOrder(staff, orderId)]);
      const won = outcomes.filter((outcome) => outcome.status === "fulfilled");
      const refused = outcomes.filter((outcome) => outcome.status === "rejected");
      expect(won).toHaveLength(1);
      expect(refused).toHaveLength(1);
      expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({ code: "CONFLICT" });
      const status = (await orderRow(handle.db, orderId))?.status;
      expect(await ticketCounters(handle.db, ticketTypeId)).toEqual(
        status === "INVOICED" ? { sold: 10, held: 0 } : { sold: 0, held: 0 },
      );
      expect(await ticketsOf(handle.db, orderId)).toHaveLength(status === "INVOICED" ? 10 : 0);
    });

    it("the hold expiry leaves orders awaiting approval alone, however long they wait", async () => {
      const waiting = await orderOf(10, 5000);
      const unpaid = await orderOf(1, 5000, "IDEAL");
      const monthLater = new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000);
      const worker = startOrderWorker({ deps: testDeps(handle.db, monthLater), intervalMs: 60_000 });
      await worker.runOnce();
      await worker.stop();
      expect((await orderRow(handle.db, unpaid.orderId))?.status).toBe("EXPIRED");
      expect((await orderRow(handle.db, waiting.orderId))?.status).toBe("AWAITING_APPROVAL");
      expect(await ticketCounters(handle.db, waiting.ticketTypeId)).toEqual({ sold: 0, held: 10 });
      await expireOverdueHolds(testDeps(handle.db, monthLater));
      expect((await orderRow(handle.db, waiting.orderId))?.status).toBe("AWAITING_APPROVAL");
    });

    it("refuses orders that never awaited approval, unknown orders and visitors", async () => {
      const { orderId } = await orderOf(1, 5000);
      await expect(approveOrder(staff, orderId)).rejects.toMatchObject({
        code: "CONFLICT",
        message: "Deze bestelling wacht niet op goedkeuring.",
      });
      await expect(rejectOrder(staff, orderId)).rejects.toMatchObject({ code: "CONFLICT" });
      await expect(approveOrder(staff, "00000000-0000-4000-8000-000000000000")).rejects.toMatchObject({
        code: "NOT_FOUND",
      });
      await expect(approveOrder(staff, "geen-id")).rejects.toBeInstanceOf(DomainError);
      const waiting = await orderOf(10, 5000);
      await expect(approveOrder(testDeps(handle.db, later), waiting.orderId)).rejects.toThrow(/bezoeker/);
      expect((await orderRow(handle.db, waiting.orderId))?.status).toBe("AWAITING_APPROVAL");
    });

    it("takes its thresholds from the settings", async () => {
      const { eventId, ticketTypeIds } = await createEvent(handle.db, now, { ticketTypes: [{ priceCents: 5000 }] });
      const ticketTypeId = ticketTypeIds[0]!;
      let buyer = 0;
      const statusWith = async (orderApproval: { minTotalCents: number; minTickets: number }, quantity: number) => {
        const deps = testDeps(handle.db, now, { settings: { ...TEST_SETTINGS, orderApproval } });
        // As the API hands it over: GraphQL has parsed the moment already. A buyer per order: one address may have
        // only a few unpaid invoice orders per event.
        const billing = { email: `drempel${++buyer}@example.org` };
        const input = orderInput(eventId, [{ ticketTypeId, quantity }], { paymentMethod: "INVOICE", billing });
        const purchaseInformation = { ...input.purchaseInformation, purchasedAt: now };
        const { orderId } = await createOrder(deps, { ...input, purchaseInformation });
        return (await orderRow(handle.db, orderId))?.status;
      };
      expect(await statusWith({ minTotalCents: 20000, minTickets: 3 }, 2)).toBe("INVOICED"); // € 100, 2 tickets
      expect(await statusWith({ minTotalCents: 20000, minTickets: 3 }, 3)).toBe("AWAITING_APPROVAL"); // 3 tickets
      expect(await statusWith({ minTotalCents: 15000, minTickets: 50 }, 3)).toBe("AWAITING_APPROVAL"); // € 150
      expect(await statusWith({ minTotalCents: 15001, minTickets: 50 }, 3)).toBe("INVOICED");
    });
  });
}

function invoicesOf(db: Database, orderId: string) {
  return db.select().from(invoices).where(eq(invoices.orderId, orderId));
}

function mailsOf(db: Database, orderId: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.dedupeKey, `%:${orderId}`));
}
