import { centsToEuros } from "../../../common/format/money.ts";
import type { OrderView } from "../../domain/orders/order-view.ts";
import type { Order } from "../generated/resolvers-types.ts";

export const orderToGraphQL = (order: OrderView): Order => ({
  id: order.id,
  eventId: order.eventId,
  eventName: order.eventName,
  eventHasWorkshops: order.eventHasWorkshops,
  status: order.status,
  paymentMethod: order.paymentMethod,
  totalAmount: centsToEuros(order.totalCents),
  ticketCount: order.ticketCount,
  lines: order.lines.map((line) => ({
    ticketTypeName: line.ticketTypeName,
    quantity: line.quantity,
    unitPrice: centsToEuros(line.unitPriceCents),
    amount: centsToEuros(line.quantity * line.unitPriceCents),
  })),
  createdAt: order.createdAt,
});
