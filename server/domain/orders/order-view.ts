import { desc, eq, sum } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { orderLines, orders, payments, type ORDER_STATUSES, type PAYMENT_METHODS } from "../../db/schema/index.ts";
import { isUuid } from "../../../common/ids.ts";
import type { ServiceDeps } from "../deps.ts";
import { reconcilePayment } from "../payments/reconcile.ts";
import { log } from "../../log/logger.ts";

/** What the completion page may know of an order: its state and size, nothing about the buyer. */
export type OrderView = {
  id: string;
  eventId: string;
  status: (typeof ORDER_STATUSES)[number];
  paymentMethod: (typeof PAYMENT_METHODS)[number];
  totalCents: number;
  ticketCount: number;
  createdAt: Date;
};

/**
 * An order for the completion page (Query.orderById). A still PENDING order is first reconciled with the
 * provider, so the page shows the real outcome even when the webhook has not arrived (yet). When the provider
 * cannot be reached the order is shown as it stands; the webhook and the worker will catch up.
 */
export async function findOrderForCompletion(deps: ServiceDeps, id: string): Promise<OrderView | null> {
  const { db } = deps;
  if (!isUuid(id)) return null;
  const order = await orderView(db, id);
  if (order?.status !== "PENDING") return order;
  const [latest] = await db
    .select({ providerPaymentId: payments.providerPaymentId, provider: payments.provider })
    .from(payments)
    .where(eq(payments.orderId, id))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  if (!latest || latest.provider !== deps.payments.name) return order;
  try {
    await reconcilePayment(deps, latest.providerPaymentId);
  } catch (error) {
    log.error("payment.lookup_failed", "Betaling van bestelling kon niet worden bijgewerkt.", { orderId: id, error });
    return order;
  }
  return orderView(db, id);
}

async function orderView(db: DbOrTx, id: string): Promise<OrderView | null> {
  const [row] = await db
    .select({
      id: orders.id,
      eventId: orders.eventId,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      totalCents: orders.totalCents,
      createdAt: orders.createdAt,
      ticketCount: sum(orderLines.quantity).mapWith(Number),
    })
    .from(orders)
    .leftJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(eq(orders.id, id))
    .groupBy(orders.id);
  return row ? { ...row, ticketCount: row.ticketCount ?? 0 } : null;
}
