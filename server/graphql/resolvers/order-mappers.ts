import { centsToEuros } from "../../../common/format/money.ts";
import type { OrderView } from "../../domain/orders/order-view.ts";
import type { Order } from "../generated/resolvers-types.ts";

export const orderToGraphQL = (order: OrderView): Order => ({
  id: order.id,
  eventId: order.eventId,
  status: order.status,
  paymentMethod: order.paymentMethod,
  totalAmount: centsToEuros(order.totalCents),
  ticketCount: order.ticketCount,
  createdAt: order.createdAt,
});
