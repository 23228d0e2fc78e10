import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../server/db/client.ts";
import { events, payments, testProviderPayments, tickets, ticketTypes } from "../../server/db/schema/index.ts";
import { insertConfirmedOrder, type TestOrderOptions } from "./factories/orders.ts";

/**
 * A confirmed order with the counters the order service would have left (sold tickets, places taken), and for an
 * iDEAL order its paid payment, at the test provider too: an order staff can cancel and refund.
 */
export async function insertCancelableOrder(db: DbOrTx, options: TestOrderOptions = {}) {
  const order = await insertConfirmedOrder(db, options);
  for (const ticket of await db.select().from(tickets).where(eq(tickets.orderId, order.orderId))) {
    await db
      .update(ticketTypes)
      .set({ soldCount: sql`${ticketTypes.soldCount} + 1` })
      .where(eq(ticketTypes.id, ticket.ticketTypeId));
  }
  await db.update(events).set({ ticketsTaken: order.tickets.length }).where(eq(events.id, order.eventId));
  let providerPaymentId: string | null = null;
  if (options.paymentMethod === "IDEAL") {
    providerPaymentId = `tr_test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
    await db.insert(testProviderPayments).values({
      id: providerPaymentId,
      orderId: order.orderId,
      amountCents: order.totalCents,
      description: "Testbestelling",
      redirectUrl: "http://localhost:3000/",
      webhookUrl: "http://localhost:3000/api/webhooks/mollie",
      status: "paid",
    });
    await db.insert(payments).values({
      orderId: order.orderId,
      provider: "test",
      providerPaymentId,
      status: "paid",
      amountCents: order.totalCents,
    });
  }
  return { ...order, providerPaymentId };
}
