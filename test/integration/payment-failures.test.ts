import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderErrorMessage } from "../../app/features/ticket-purchase/order-error.ts";
import { ApiError } from "../../app/lib/app-services.ts";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { payments, tickets } from "../../server/db/schema/index.ts";
import { issueTickets } from "../../server/domain/orders/issue-tickets.ts";
import type { PaymentProvider } from "../../server/domain/payments/payment-provider.ts";
import { PAYMENT_START_FAILED_MESSAGE } from "../../server/domain/orders/start-payment.ts";
import type { TestPaymentProvider } from "../../server/domain/payments/test-provider.ts";
import { testDatabases } from "../support/databases.ts";
import { startPaymentServer } from "../support/payment-server.ts";
import { orderInput, orderRow, ticketCounters, ticketsOf } from "../support/factories/orders.ts";
import { createEvent } from "../support/factories/events.ts";
import { CreateOrderDocument, OrderStatusQueryDocument } from "../../app/graphql/generated.ts";

// When the payment provider is down: no tickets stay blocked, no notification is lost, nothing is doubled.
const now = new Date("2026-11-22T10:00:00Z");

/** The test provider behind a switch that makes it unreachable, like Mollie during an outage. */
class SwitchableProvider implements PaymentProvider {
  readonly name = "test" as const;
  down = false;
  readonly #inner: TestPaymentProvider;
  constructor(inner: TestPaymentProvider) {
    this.#inner = inner;
  }
  createPayment(...args: Parameters<PaymentProvider["createPayment"]>) {
    if (this.down) return Promise.reject(new Error("connect ECONNREFUSED (testprovider uit)"));
    return this.#inner.createPayment(...args);
  }
  createRefund(...args: Parameters<PaymentProvider["createRefund"]>) {
    return this.#inner.createRefund(...args);
  }
  getRefund(paymentId: string, refundId: string) {
    return this.#inner.getRefund(paymentId, refundId);
  }
  getPayment(id: string) {
    if (this.down) return Promise.reject(new Error("connect ECONNREFUSED (testprovider uit)"));
    return this.#inner.getPayment(id);
  }
}

for (const database of testDatabases()) {
  describe(`Payment provider failures on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let server: Awaited<ReturnType<typeof startPaymentServer>>;
    let provider: SwitchableProvider;

    beforeAll(async () => {
      handle = await database.open();
      server = await startPaymentServer(handle.db, now, (inner) => (provider = new SwitchableProvider(inner)));
    });
    afterAll(async () => {
      await server?.close();
      await handle?.close();
    });

    const send = (eventId: string, ticketTypeId: string) =>
      server.client.run(CreateOrderDocument, {
        input: orderInput(eventId, [{ ticketTypeId, quantity: 2 }], {}, server.publicUrl),
      });

    it("a payment that cannot be created fails the order with a Dutch message and releases its hold", async () => {
      const { eventId, ticketTypeIds } = await createEvent(handle.db, now, { maxCapacity: 10 });
      const ticketTypeId = ticketTypeIds[0]!;
      provider.down = true;
      try {
        const { status, errors } = await send(eventId, ticketTypeId);
        expect(status).toBe(200);
        expect(errors?.[0]?.message).toMatch(/^Je bestelling kon niet worden verwerkt.*Probeer het opnieuw\.$/);
        expect(errors?.[0]?.extensions).toMatchObject({ code: "CONFLICT", reason: "PAYMENT_PROVIDER_UNAVAILABLE" });
        // The purchase page shows the buyer this message, not its general one.
        const shown = orderErrorMessage(new ApiError(errors![0]!.message, errors![0]!.extensions!.code as string));
        expect(shown).toBe(PAYMENT_START_FAILED_MESSAGE);
        const orderId = errors![0]!.extensions!.orderId as string;
        expect((await orderRow(handle.db, orderId))?.status).toBe("FAILED");
        expect(await ticketCounters(handle.db, ticketTypeId)).toEqual({ sold: 0, held: 0 });
        expect(await handle.db.select().from(payments).where(eq(payments.orderId, orderId))).toEqual([]);
      } finally {
        provider.down = false;
      }
      const retry = await send(eventId, ticketTypeId);
      expect(retry.errors).toBeUndefined();
      expect(await ticketCounters(handle.db, ticketTypeId)).toEqual({ sold: 0, held: 2 });
    });

    it("the webhook answers 503 while the provider is unreachable, and handles the retry", async () => {
      const { eventId, ticketTypeIds } = await createEvent(handle.db, now);
      const ticketTypeId = ticketTypeIds[0]!;
      const { data } = await send(eventId, ticketTypeId);
      const orderId = data!.createOrder.orderId;
      const [payment] = await handle.db.select().from(payments).where(eq(payments.orderId, orderId));
      await server.testProvider.settle(payment!.providerPaymentId, "paid");

      provider.down = true;
      try {
        expect((await server.webhook(payment!.providerPaymentId)).status).toBe(503);
        // The completion page still answers, with the state as it stands.
        const page = await server.client.run(OrderStatusQueryDocument, { id: orderId });
        expect(page.data?.orderById?.status).toBe("PENDING");
      } finally {
        provider.down = false;
      }
      expect((await orderRow(handle.db, orderId))?.status).toBe("PENDING");
      expect((await server.webhook(payment!.providerPaymentId)).status).toBe(200);
      expect((await orderRow(handle.db, orderId))?.status).toBe("PAID");
      expect(await ticketsOf(handle.db, orderId)).toHaveLength(2);
      expect(await ticketCounters(handle.db, ticketTypeId)).toEqual({ sold: 2, held: 0 });
    });

    it("draws a new registration code when a random one already exists", async () => {
      const { eventId, ticketTypeIds } = await createEvent(handle.db, now);
      const ticketTypeId = ticketTypeIds[0]!;
      const { data } = await server.client.run(CreateOrderDocument, {
        input: orderInput(eventId, [{ ticketTypeId, quantity: 1 }], { paymentMethod: "INVOICE" }, server.publicUrl),
      });
      const [existing] = await ticketsOf(handle.db, data!.createOrder.orderId);
      const codes = [existing!.registrationCode, "FF-AAAA-BBBB-CCC1", "FF-AAAA-BBBB-CCC2"];
      await handle.db.transaction((tx) =>
        issueTickets(tx, data!.createOrder.orderId, [{ ticketTypeId, quantity: 2 }], now, () => codes.shift()!),
      );
      const rows = await handle.db.select().from(tickets).where(eq(tickets.orderId, data!.createOrder.orderId));
      expect(rows.map((row) => row.registrationCode).sort()).toEqual(
        [existing!.registrationCode, "FF-AAAA-BBBB-CCC1", "FF-AAAA-BBBB-CCC2"].sort(),
      );
    });
  });
}
