import { eq } from "drizzle-orm";
import type { Database } from "../../server/db/client.ts";
import { orders } from "../../server/db/schema/index.ts";
import { insertAwaitingOrderForTest, insertConfirmedOrder } from "../support/factories/orders.ts";

/**
 * The corpus's orders for the back office's order operations: a paid order whose confirmation is resent
 * and whose first ticket changes holder, and an order awaiting approval (made again when a case approved or
 * refused it).
 */
export type OrderWorld = {
  paidOrderId: string;
  ticketId: string;
  eventId: string;
  ticketTypeId: string;
  awaitingOrderId: string;
};

export async function buildOrderWorld(db: Database): Promise<OrderWorld> {
  const paid = await insertConfirmedOrder(db, {
    paymentMethod: "IDEAL",
    event: { name: "Corpus bestellingen" },
    lines: [{ name: "Regulier", priceCents: 3500, vatRate: "21", quantity: 1 }],
  });
  const world = {
    paidOrderId: paid.orderId,
    ticketId: paid.tickets[0]!.id,
    eventId: paid.eventId,
    ticketTypeId: paid.ticketTypeIds[0]!,
    awaitingOrderId: "",
  };
  world.awaitingOrderId = await insertAwaitingOrder(db, world);
  return world;
}

/** A fresh order awaiting approval when the current one was approved or refused. */
export async function ensureAwaitingOrder(db: Database, world: OrderWorld): Promise<void> {
  const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, world.awaitingOrderId));
  if (order?.status !== "AWAITING_APPROVAL") world.awaitingOrderId = await insertAwaitingOrder(db, world);
}

function insertAwaitingOrder(db: Database, world: Pick<OrderWorld, "eventId" | "ticketTypeId">) {
  return insertAwaitingOrderForTest(db, world.eventId, world.ticketTypeId);
}
