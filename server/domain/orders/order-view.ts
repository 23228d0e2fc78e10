import { asc, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  events,
  orderLines,
  orders,
  payments,
  ticketTypes,
  type ORDER_STATUSES,
  type PAYMENT_METHODS,
} from "../../db/schema/index.ts";
import { isUuid } from "../../../common/ids.ts";
import type { ServiceDeps } from "../deps.ts";
import { reconcilePayment } from "./reconcile-payment.ts";
import { log } from "../../log/logger.ts";
import { eventHasWorkshopsSql } from "../tickets/ticket-documents.ts";

/**
 * What the completion page may know of an order: its state, what was ordered and its event. Anyone with the order's
 * id may ask, so nothing about the buyer and no ticket codes.
 */
export type OrderView = {
  id: string;
  eventId: string;
  eventName: string;
  eventHasWorkshops: boolean;
  status: (typeof ORDER_STATUSES)[number];
  paymentMethod: (typeof PAYMENT_METHODS)[number];
  totalCents: number;
  ticketCount: number;
  lines: OrderViewLine[];
  createdAt: Date;
};

/** One line as copied at purchase: later changes to the ticket type never change an order. */
type OrderViewLine = { ticketTypeName: string; quantity: number; unitPriceCents: number };

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
  const [[row], lines] = await Promise.all([
    db
      .select({
        id: orders.id,
        eventId: orders.eventId,
        eventName: events.name,
        eventHasWorkshops: eventHasWorkshopsSql(orders.eventId),
        status: orders.status,
        paymentMethod: orders.paymentMethod,
        totalCents: orders.totalCents,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .innerJoin(events, eq(events.id, orders.eventId))
      .where(eq(orders.id, id)),
    db
      .select({
        ticketTypeName: orderLines.description,
        quantity: orderLines.quantity,
        unitPriceCents: orderLines.unitPriceCents,
      })
      .from(orderLines)
      .innerJoin(ticketTypes, eq(ticketTypes.id, orderLines.ticketTypeId))
      .where(eq(orderLines.orderId, id))
      .orderBy(asc(ticketTypes.sortOrder), asc(orderLines.description)),
  ]);
  if (!row) return null;
  return { ...row, lines, ticketCount: lines.reduce((sum, line) => sum + line.quantity, 0) };
}
