import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { invoices, mailOutbox, orderLines, payments, testProviderPayments } from "../../server/db/schema/index.ts";
import { normalizeRegistrationCode } from "../../server/domain/tickets/registration-code.ts";
import { testDatabases } from "../support/databases.ts";
import { graphqlClient } from "../support/graphql-client.ts";
import { eventTaken, orderInput, orderRow, ticketCounters, ticketsOf } from "../support/factories/orders.ts";
import { createEvent } from "../support/factories/events.ts";
import { CreateOrderDocument, type CreateOrderInput } from "../../app/graphql/generated.ts";

// The happy paths of CreateOrder (docs/product.md §7) through the real GraphQL handler: iDEAL, invoice and free.
const now = new Date("2026-11-22T10:00:00Z");

for (const database of testDatabases()) {
  describe(`CreateOrder on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let client: ReturnType<typeof graphqlClient>;

    beforeAll(async () => {
      handle = await database.open();
      client = graphqlClient(handle.db, now);
    });
    afterAll(async () => handle?.close());

    const order = (input: CreateOrderInput) => client.run(CreateOrderDocument, { input });

    it("iDEAL: holds the tickets, records the payment attempt and answers the checkout URL", async () => {
      const { eventId, ticketTypeIds } = await createEvent(handle.db, now, {
        maxCapacity: 100,
        ticketTypes: [
          { priceCents: 1250, quantity: 10 },
          { priceCents: 4000, quantity: 10 },
        ],
      });
      const [regular, premium] = ticketTypeIds as [string, string];
      const { status, data, errors } = await order(
        orderInput(eventId, [
          { ticketTypeId: regular, quantity: 2 },
          { ticketTypeId: premium, quantity: 1 },
        ]),
      );
      expect(status).toBe(200);
      expect(errors).toBeUndefined();
      const { orderId, paymentUrl } = data!.createOrder;
      expect(paymentUrl).toMatch(/^http:\/\/localhost:3000\/test-betaalprovider\/tr_test_[0-9a-f]{16}$/);

      const row = await orderRow(handle.db, orderId);
      expect(row).toMatchObject({ status: "PENDING", paymentMethod: "IDEAL", totalCents: 6500, currency: "EUR" });
      expect(row!.holdExpiresAt).toEqual(new Date(now.getTime() + 20 * 60_000));
      expect(row!.completedAt).toBeNull();
      expect(await ticketCounters(handle.db, regular)).toEqual({ sold: 0, held: 2 });
      expect(await ticketCounters(handle.db, premium)).toEqual({ sold: 0, held: 1 });
      expect(await eventTaken(handle.db, eventId)).toBe(3);
      expect(await ticketsOf(handle.db, orderId)).toEqual([]);

      const lines = await handle.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
      expect(lines.map(({ quantity, unitPriceCents, vatRate }) => ({ quantity, unitPriceCents, vatRate }))).toEqual(
        expect.arrayContaining([
          { quantity: 2, unitPriceCents: 1250, vatRate: "21" },
          { quantity: 1, unitPriceCents: 4000, vatRate: "21" },
        ]),
      );
      const [payment] = await handle.db.select().from(payments).where(eq(payments.orderId, orderId));
      expect(payment).toMatchObject({ provider: "test", status: "open", amountCents: 6500, checkoutUrl: paymentUrl });
      const [atProvider] = await handle.db
        .select()
        .from(testProviderPayments)
        .where(eq(testProviderPayments.id, payment!.providerPaymentId));
      expect(atProvider).toMatchObject({
        orderId,
        amountCents: 6500,
        webhookUrl: "http://localhost:3000/api/payments/webhook",
        redirectUrl: `http://localhost:3000/evenementen/${eventId}/aanmelden-voltooid?order=${orderId}`,
      });
      expect(atProvider!.description).toContain("Testcongres");
    });

    it("invoice: confirms at once with tickets, an invoice and the confirmation e-mail", async () => {
      const { eventId, ticketTypeIds } = await createEvent(handle.db, now, {
        ticketTypes: [{ priceCents: 9500, quantity: 5, vatRate: "EXEMPT" }],
      });
      const [ticketTypeId] = ticketTypeIds as [string];
      const { data, errors } = await order(
        orderInput(eventId, [{ ticketTypeId, quantity: 3 }], { paymentMethod: "INVOICE" }),
      );
      expect(errors).toBeUndefined();
      const { orderId, paymentUrl } = data!.createOrder;
      expect(paymentUrl).toBeNull();

      const row = await orderRow(handle.db, orderId);
      expect(row).toMatchObject({ status: "INVOICED", paymentMethod: "INVOICE", totalCents: 28500 });
      expect(row!.completedAt).toEqual(now);
      expect(await ticketCounters(handle.db, ticketTypeId)).toEqual({ sold: 3, held: 0 });
      expect(await eventTaken(handle.db, eventId)).toBe(3);

      const issued = await ticketsOf(handle.db, orderId);
      expect(issued).toHaveLength(3);
      for (const ticket of issued) {
        expect(ticket.registrationCode).toMatch(
          /^FF-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/,
        );
        expect(normalizeRegistrationCode(ticket.registrationCode)).toBe(ticket.registrationCode);
      }
      expect(new Set(issued.map((ticket) => ticket.registrationCode)).size).toBe(3);

      const [invoice] = await handle.db.select().from(invoices).where(eq(invoices.orderId, orderId));
      expect(invoice?.totalCents).toBe(28500);
      const mails = await handle.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.dedupeKey, `order-confirmation:${orderId}`));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.toAddress).toBe("noor.devries@voorbeeld.example.org");
      expect(await handle.db.select().from(payments).where(eq(payments.orderId, orderId))).toEqual([]);
    });

    it("free tickets: a total of 0 needs no payment and is confirmed at once, also when iDEAL was chosen", async () => {
      const { eventId, ticketTypeIds } = await createEvent(handle.db, now, {
        ticketTypes: [{ free: true, quantity: 5, name: "Gratis" }],
      });
      const [ticketTypeId] = ticketTypeIds as [string];
      const { data, errors } = await order(orderInput(eventId, [{ ticketTypeId, quantity: 2 }]));
      expect(errors).toBeUndefined();
      expect(data!.createOrder.paymentUrl).toBeNull();
      const row = await orderRow(handle.db, data!.createOrder.orderId);
      expect(row).toMatchObject({ status: "FREE", totalCents: 0 });
      expect(await ticketsOf(handle.db, row!.id)).toHaveLength(2);
      expect(await ticketCounters(handle.db, ticketTypeId)).toEqual({ sold: 2, held: 0 });
      expect(await handle.db.select().from(invoices).where(eq(invoices.orderId, row!.id))).toEqual([]);
      const mails = await handle.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.dedupeKey, `order-confirmation:${row!.id}`));
      expect(mails).toHaveLength(1);
    });

    it("sells up to the last place exactly, then answers SOLD_OUT", async () => {
      const { eventId, ticketTypeIds } = await createEvent(handle.db, now, { ticketTypes: [{ quantity: 3 }] });
      const [ticketTypeId] = ticketTypeIds as [string];
      const first = await order(orderInput(eventId, [{ ticketTypeId, quantity: 3 }], { paymentMethod: "INVOICE" }));
      expect(first.errors).toBeUndefined();
      const second = await order(orderInput(eventId, [{ ticketTypeId, quantity: 1 }]));
      expect(second.errors?.[0]?.extensions).toMatchObject({ code: "SOLD_OUT", ticketTypeId, available: 0 });
      expect(await ticketCounters(handle.db, ticketTypeId)).toEqual({ sold: 3, held: 0 });
    });
  });
}
