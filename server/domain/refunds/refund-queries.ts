import { and, asc, eq } from "drizzle-orm";
import { events, orderLines, orders, refunds, tickets, ticketTypes } from "../../db/schema/index.ts";
import type { ServiceDeps } from "../deps.ts";
import { statusAllows } from "../orders/order-actions.ts";
import { requirePermission } from "../staff/permissions.ts";
import { maskTicketCode } from "../workshops/staff-workshop-queries.ts";
import { refundableCents } from "../orders/refundable-cents.ts";
import type { RefundRow } from "./refund-order.ts";

/** What the back office's cancel and refund pages show of an order; null when it does not exist. */
export async function findOrderRefundState(deps: ServiceDeps, orderId: string) {
  requirePermission(deps.actor, "orders.read");
  const { db } = deps;
  const [row] = await db
    .select({ order: orders, eventName: events.name })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const { order } = row;
  const ticketRows = await db
    .select({
      id: tickets.id,
      code: tickets.registrationCode,
      canceledAt: tickets.canceledAt,
      ticketTypeName: ticketTypes.name,
      unitPriceCents: orderLines.unitPriceCents,
    })
    .from(tickets)
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .innerJoin(
      orderLines,
      and(eq(orderLines.orderId, tickets.orderId), eq(orderLines.ticketTypeId, tickets.ticketTypeId)),
    )
    .where(eq(tickets.orderId, orderId))
    .orderBy(asc(ticketTypes.sortOrder), asc(tickets.registrationCode));
  const refundRows: RefundRow[] = await db
    .select()
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .orderBy(asc(refunds.createdAt));
  const { paidCents, refundedCents } = await refundableCents(db, orderId);
  return {
    orderId: order.id,
    status: order.status,
    paymentMethod: order.paymentMethod,
    buyerName: `${order.firstName} ${order.lastName}`.trim(),
    eventName: row.eventName,
    totalCents: order.totalCents,
    cancelable: statusAllows(order.status, "CANCEL"),
    refundableCents: Math.max(0, paidCents - refundedCents),
    tickets: ticketRows.map(({ code, canceledAt, ...ticket }) => ({
      ...ticket,
      maskedTicketCode: maskTicketCode(code),
      canceled: canceledAt !== null,
    })),
    refunds: refundRows,
  };
}
