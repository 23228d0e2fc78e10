import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { payments } from "../../server/db/schema/index.ts";
import { expireOverdueHolds } from "../../server/domain/orders/expire-holds.ts";
import { reconcileOpenPayments } from "../../server/domain/orders/reconcile-open-payments.ts";
import { startOrderWorker } from "../../server/jobs/order-worker.ts";
import { testDatabases } from "../support/databases.ts";
import { startPaymentServer } from "../support/payment-server.ts";
import { eventTaken, orderInput, orderRow, ticketCounters, ticketsOf } from "../support/factories/orders.ts";
import { createEvent } from "../support/factories/events.ts";
import { type PaymentMethod, CreateOrderDocument } from "../../app/graphql/generated.ts";

// Holds that run out, payments that arrive after that, and the worker that cleans up (docs/product.md §4, §9).
const start = new Date("2026-11-22T10:00:00Z");
const minutes = (n: number) => new Date(start.getTime() + n * 60_000);

for (const database of testDatabases()) {
  describe(`Hold expiry and late payments on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let server: Awaited<ReturnType<typeof startPaymentServer>>;

    beforeAll(async () => {
      handle = await database.open();
      server = await startPaymentServer(handle.db, start);
    });
    afterAll(async () => {
      await server?.close();
      await handle?.close();
    });

    async function order(
      eventId: string,
      ticketTypeId: string,
      quantity: number,
      paymentMethod: PaymentMethod = "IDEAL",
    ) {
      const input = orderInput(eventId, [{ ticketTypeId, quantity }], { paymentMethod }, server.publicUrl);
      const { data, errors } = await server.client.run(CreateOrderDocument, { input });
      expect(errors).toBeUndefined();
      const { orderId, paymentUrl } = data!.createOrder;
      const [payment] = await handle.db.select().from(payments).where(eq(payments.orderId, orderId));
      return { orderId, paymentUrl, providerPaymentId: payment?.providerPaymentId ?? "" };
    }

    it("the worker expires a hold past its time, after asking the provider, and releases the tickets once", async () => {
      server.setNow(start);
      const { eventId, ticketTypeIds } = await createEvent(handle.db, start, { maxCapacity: 50 });
      const ticketTypeId = ticketTypeIds[0]!;
      const { orderId } = await order(eventId, ticketTypeId, 2);
      expect(await ticketCounters(handle.db, ticketTypeId)).toEqual({ sold: 0, held: 2 });

      server.setNow(minutes(19));
      expect(await expireOverdueHolds(server.deps)).toBe(0);
      expect((await orderRow(handle.db, orderId))?.status).toBe("PENDING");

      server.setNow(minutes(21));
      const worker = startOrderWorker({ deps: server.deps, intervalMs: 60_000 });
      await worker.runOnce();
      await worker.runOnce();
      await worker.stop();
      expect((await orderRow(handle.db, orderId))?.status).toBe("EXPIRED");
      expect(await ticketCounters(handle.db, ticketTypeId)).toEqual({ sold: 0, held: 0 });
      expect(await eventTaken(handle.db, eventId)).toBe(0);
    });

    it("a payment made at the last second is found by the worker's last question and confirms the order", async () => {
      server.setNow(start);
      const { eventId, ticketTypeIds } = await createEvent(handle.db, start);
      const ticketTypeId = ticketTypeIds[0]!;
      const { orderId, providerPaymentId } = await order(eventId, ticketTypeId, 1);
      await server.testProvider.settle(providerPaymentId, "paid"); // the webhook never came
      server.setNow(minutes(25));
      await expireOverdueHolds(server.deps);
      expect((await orderRow(handle.db, orderId))?.status).toBe("PAID");
      expect(await ticketCounters(handle.db, ticketTypeId)).toEqual({ sold: 1, held: 0 });
    });

    it("the worker reconciles a payment that stays open without a webhook", async () => {
      server.setNow(start);
      const { eventId, ticketTypeIds } = await createEvent(handle.db, start);
      const ticketTypeId = ticketTypeIds[0]!;
      const { orderId, providerPaymentId } = await order(eventId, ticketTypeId, 1);
      await server.testProvider.settle(providerPaymentId, "canceled");
      // The check waits until a payment has been quiet for a while, so it never races a webhook under way.
      expect(await reconcileOpenPayments(server.deps)).toBe(0);
      server.setNow(minutes(3));
      expect(await reconcileOpenPayments(server.deps)).toBe(1);
      expect((await orderRow(handle.db, orderId))?.status).toBe("CANCELED");
      expect(await ticketCounters(handle.db, ticketTypeId)).toEqual({ sold: 0, held: 0 });
    });

    it("a payment after the hold expired takes the tickets again when there is still room", async () => {
      server.setNow(start);
      const { eventId, ticketTypeIds } = await createEvent(handle.db, start, { maxCapacity: 10 });
      const ticketTypeId = ticketTypeIds[0]!;
      const { orderId, paymentUrl } = await order(eventId, ticketTypeId, 2);
      server.setNow(minutes(21));
      await expireOverdueHolds(server.deps);
      expect((await orderRow(handle.db, orderId))?.status).toBe("EXPIRED");

      expect((await server.checkout(paymentUrl!, "paid")).status).toBe(303);
      const row = await orderRow(handle.db, orderId);
      expect(row).toMatchObject({ status: "PAID", completedAt: minutes(21) });
      expect(await ticketsOf(handle.db, orderId)).toHaveLength(2);
      expect(await ticketCounters(handle.db, ticketTypeId)).toEqual({ sold: 2, held: 0 });
      expect(await eventTaken(handle.db, eventId)).toBe(2);
    });

    it("a payment after the hold expired is flagged REFUND_REQUIRED when the places are gone", async () => {
      server.setNow(start);
      const { eventId, ticketTypeIds } = await createEvent(handle.db, start, { ticketTypes: [{ quantity: 2 }] });
      const ticketTypeId = ticketTypeIds[0]!;
      const late = await order(eventId, ticketTypeId, 2);
      server.setNow(minutes(21));
      await expireOverdueHolds(server.deps);
      await order(eventId, ticketTypeId, 2, "INVOICE"); // someone else buys the released places
      expect(await ticketCounters(handle.db, ticketTypeId)).toEqual({ sold: 2, held: 0 });

      expect((await server.checkout(late.paymentUrl!, "paid")).status).toBe(303);
      expect((await orderRow(handle.db, late.orderId))?.status).toBe("REFUND_REQUIRED");
      expect(await ticketsOf(handle.db, late.orderId)).toEqual([]);
      expect(await ticketCounters(handle.db, ticketTypeId)).toEqual({ sold: 2, held: 0 });
      expect(await eventTaken(handle.db, eventId)).toBe(2);
      // Repeats change nothing.
      expect((await server.webhook(late.providerPaymentId)).status).toBe(200);
      expect((await orderRow(handle.db, late.orderId))?.status).toBe("REFUND_REQUIRED");
    });

    it("a REFUND_REQUIRED with two lines undoes the hold it did get on the first line", async () => {
      server.setNow(start);
      const { eventId, ticketTypeIds } = await createEvent(handle.db, start, {
        ticketTypes: [{ quantity: 5 }, { quantity: 1 }],
      });
      const [roomy, scarce] = ticketTypeIds as [string, string];
      const input = orderInput(
        eventId,
        [
          { ticketTypeId: roomy, quantity: 1 },
          { ticketTypeId: scarce, quantity: 1 },
        ],
        {},
        server.publicUrl,
      );
      const { data } = await server.client.run(CreateOrderDocument, { input });
      const { orderId, paymentUrl } = data!.createOrder;
      server.setNow(minutes(21));
      await expireOverdueHolds(server.deps);
      await order(eventId, scarce, 1, "INVOICE");
      await server.checkout(paymentUrl!, "paid");
      expect((await orderRow(handle.db, orderId))?.status).toBe("REFUND_REQUIRED");
      expect(await ticketCounters(handle.db, roomy)).toEqual({ sold: 0, held: 0 });
      expect(await ticketCounters(handle.db, scarce)).toEqual({ sold: 1, held: 0 });
      expect(await eventTaken(handle.db, eventId)).toBe(1);
    });
  });
}
