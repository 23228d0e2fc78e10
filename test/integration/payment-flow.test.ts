import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { mailOutbox, payments } from "../../server/db/schema/index.ts";
import { testDatabases } from "../support/databases.ts";
import { startPaymentServer } from "../support/payment-server.ts";
import {
  eventTaken,
  orderInput,
  orderRow,
  ticketCounters,
  ticketsOf,
  insertConfirmedOrder,
} from "../support/factories/orders.ts";
import { createEvent } from "../support/factories/events.ts";
import { createForum } from "../support/factories/workshops.ts";
import { CreateOrderDocument, OrderStatusQueryDocument } from "../../app/graphql/generated.ts";

// iDEAL end to end: CreateOrder, the test provider's checkout page, the webhook over HTTP, the completion query.
const now = new Date("2026-11-22T10:00:00Z");

for (const database of testDatabases()) {
  describe(`iDEAL payment flow on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let server: Awaited<ReturnType<typeof startPaymentServer>>;

    beforeAll(async () => {
      handle = await database.open();
      server = await startPaymentServer(handle.db, now);
    });
    afterAll(async () => {
      await server?.close();
      await handle?.close();
    });

    async function placeOrder(quantity = 2, fixture = {}) {
      const { eventId, ticketTypeIds } = await createEvent(handle.db, now, {
        maxCapacity: 100,
        ticketTypes: [{ priceCents: 1250, quantity: 10, name: "Regulier" }],
        ...fixture,
      });
      const ticketTypeId = ticketTypeIds[0]!;
      const input = orderInput(eventId, [{ ticketTypeId, quantity }], {}, server.publicUrl);
      const { data, errors } = await server.client.run(CreateOrderDocument, { input });
      expect(errors).toBeUndefined();
      const { orderId, paymentUrl } = data!.createOrder;
      const [payment] = await handle.db.select().from(payments).where(eq(payments.orderId, orderId));
      return { eventId, ticketTypeId, orderId, paymentUrl: paymentUrl!, providerPaymentId: payment!.providerPaymentId };
    }
    const orderById = async (id: string) => (await server.client.run(OrderStatusQueryDocument, { id })).data!.orderById;

    it("paid: the checkout page calls the webhook, the order is PAID with a ticket per place", async () => {
      const { eventId, ticketTypeId, orderId, paymentUrl } = await placeOrder(2);

      const page = await fetch(paymentUrl);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain("Testomgeving");
      expect(html).toContain("Testcongres, bestelling");
      expect(html).toMatch(/€\s25,00/);
      for (const label of ["Betaald", "Mislukt", "Geannuleerd", "Verlopen"])
        expect(html).toContain(`>${label}</button>`);

      const back = await server.checkout(paymentUrl, "paid");
      expect(back.status).toBe(303);
      expect(back.headers.get("location")).toBe(
        `${server.publicUrl}/evenementen/${eventId}/aanmelden-voltooid?order=${orderId}`,
      );

      const row = await orderRow(handle.db, orderId);
      expect(row).toMatchObject({ status: "PAID", completedAt: now });
      const issued = await ticketsOf(handle.db, orderId);
      expect(issued).toHaveLength(2);
      expect(issued.every((ticket) => /^FF-\w{4}-\w{4}-\w{4}$/.test(ticket.registrationCode))).toBe(true);
      expect(await ticketCounters(handle.db, ticketTypeId)).toEqual({ sold: 2, held: 0 });
      expect(await eventTaken(handle.db, eventId)).toBe(2);
      const [payment] = await handle.db.select().from(payments).where(eq(payments.orderId, orderId));
      expect(payment?.status).toBe("paid");
      const mails = await handle.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.dedupeKey, `order-confirmation:${orderId}`));
      expect(mails).toHaveLength(1);
      expect(await orderById(orderId)).toMatchObject({
        id: orderId,
        eventId,
        status: "PAID",
        paymentMethod: "IDEAL",
        totalAmount: 25,
        ticketCount: 2,
      });

      // Mollie may deliver the same notification again: nothing changes.
      for (let i = 0; i < 3; i++) expect((await server.webhook(payment!.providerPaymentId)).status).toBe(200);
      expect(await ticketsOf(handle.db, orderId)).toHaveLength(2);
      expect(await ticketCounters(handle.db, ticketTypeId)).toEqual({ sold: 2, held: 0 });
      // A second choice on the checkout page cannot undo the payment either.
      expect((await server.checkout(paymentUrl, "failed")).status).toBe(303);
      expect((await orderRow(handle.db, orderId))?.status).toBe("PAID");
      expect(await ticketCounters(handle.db, ticketTypeId)).toEqual({ sold: 2, held: 0 });
    });

    for (const [outcome, status] of [
      ["failed", "FAILED"],
      ["canceled", "CANCELED"],
      ["expired", "EXPIRED"],
    ] as const) {
      it(`${outcome}: the order becomes ${status} and the held tickets are released once`, async () => {
        const { eventId, ticketTypeId, orderId, paymentUrl, providerPaymentId } = await placeOrder(3);
        expect(await ticketCounters(handle.db, ticketTypeId)).toEqual({ sold: 0, held: 3 });
        expect((await server.checkout(paymentUrl, outcome)).status).toBe(303);
        expect((await orderRow(handle.db, orderId))?.status).toBe(status);
        expect(await ticketCounters(handle.db, ticketTypeId)).toEqual({ sold: 0, held: 0 });
        expect(await eventTaken(handle.db, eventId)).toBe(0);
        expect(await ticketsOf(handle.db, orderId)).toEqual([]);
        expect((await server.webhook(providerPaymentId)).status).toBe(200);
        expect(await ticketCounters(handle.db, ticketTypeId)).toEqual({ sold: 0, held: 0 });
        expect((await orderById(orderId))?.status).toBe(status);
      });
    }

    it("the completion page reconciles before the webhook arrives; the late webhook changes nothing", async () => {
      const { ticketTypeId, orderId, providerPaymentId } = await placeOrder(1);
      expect((await orderById(orderId))?.status).toBe("PENDING");
      await server.testProvider.settle(providerPaymentId, "paid"); // paid, but the webhook is still on its way
      expect((await orderById(orderId))?.status).toBe("PAID");
      expect((await server.webhook(providerPaymentId)).status).toBe(200);
      expect(await ticketsOf(handle.db, orderId)).toHaveLength(1);
      expect(await ticketCounters(handle.db, ticketTypeId)).toEqual({ sold: 1, held: 0 });
    });

    it("a webhook for a payment whose row was never written still finds the order through its metadata", async () => {
      const { orderId, providerPaymentId } = await placeOrder(1);
      await handle.db.delete(payments).where(eq(payments.orderId, orderId));
      await server.testProvider.settle(providerPaymentId, "paid");
      expect((await server.webhook(providerPaymentId)).status).toBe(200);
      expect((await orderRow(handle.db, orderId))?.status).toBe("PAID");
      const [payment] = await handle.db.select().from(payments).where(eq(payments.orderId, orderId));
      expect(payment).toMatchObject({ providerPaymentId, status: "paid" });
    });

    it("orderById tells the completion page what was ordered and whether there are workshops, not who or codes", async () => {
      // A forum without workshops (the factory's event) and one with a slot of them.
      const plain = await insertConfirmedOrder(handle.db, { paymentMethod: "INVOICE" });
      const forum = await createForum(handle.db, { slots: [[{ name: "Verhoortechnieken", capacity: 20 }]] });
      const [withoutWorkshops, withWorkshops] = await Promise.all(
        [plain.orderId, forum.orderId].map(
          async (id) => (await server.client.run(OrderStatusQueryDocument, { id })).data!.orderById,
        ),
      );
      expect(withoutWorkshops).toMatchObject({
        id: plain.orderId,
        eventName: "Forensisch Forum Jaarcongres 2027",
        eventHasWorkshops: false,
        status: "INVOICED",
        paymentMethod: "INVOICE",
        totalAmount: 235,
        ticketCount: 3,
        lines: [
          { ticketTypeName: "Regulier", quantity: 2, unitPrice: 95, amount: 190 },
          { ticketTypeName: "Nascholing", quantity: 1, unitPrice: 45, amount: 45 },
        ],
      });
      expect(withWorkshops).toMatchObject({ eventHasWorkshops: true, status: "PAID", paymentMethod: "IDEAL" });
      // Anyone with the id may ask: nothing of the buyer or the codes is in the answer.
      const answer = JSON.stringify(withoutWorkshops);
      for (const secret of ["Hofstede", "dewaterlinie", "Wilgenlaan", ...plain.tickets.map((t) => t.registrationCode)])
        expect(answer).not.toContain(secret);
    });

    it("answers 404 for an unknown payment id, 400 without one, and null for an unknown order", async () => {
      expect((await server.webhook("tr_test_0000000000000000")).status).toBe(404);
      expect((await server.webhook(null)).status).toBe(400);
      expect((await fetch(`${server.publicUrl}/test-betaalprovider/tr_test_onbekend`)).status).toBe(404);
      expect(await orderById("00000000-0000-4000-8000-000000000000")).toBeNull();
    });
  });
}
