import type { Database } from "../../server/db/client.ts";
import { orderLines, orders } from "../../server/db/schema/index.ts";
import { countedLinesOf } from "../../server/domain/orders/order-lines.ts";
import { holdTickets } from "../../server/domain/orders/ticket-counters.ts";
import { TEST_BUYER } from "./orders.ts";

/** An invoice order of one € 35 ticket awaiting staff approval, its place held, made directly in the database. */
export function insertAwaitingOrderForTest(db: Database, eventId: string, ticketTypeId: string): Promise<string> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        eventId,
        status: "AWAITING_APPROVAL",
        paymentMethod: "INVOICE",
        totalCents: 3500,
        ...TEST_BUYER,
        purchasedAt: new Date("2026-11-22T10:00:00Z"),
        returnUrl: "http://localhost:3000/evenementen/x/aanmelden-voltooid",
      })
      .returning({ id: orders.id });
    await tx.insert(orderLines).values({
      orderId: order!.id,
      ticketTypeId,
      description: "Regulier",
      quantity: 1,
      unitPriceCents: 3500,
      vatRate: "21",
    });
    await holdTickets(tx, eventId, await countedLinesOf(tx, order!.id));
    return order!.id;
  });
}
