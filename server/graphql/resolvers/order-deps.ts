import type { OrderDeps } from "../../domain/orders/order-deps.ts";
import type { GraphQLContext } from "../context.ts";

/** The order services' side effects, taken from the request context. */
export const orderDeps = ({ paymentProvider, now, publicUrl }: GraphQLContext): OrderDeps => ({
  provider: paymentProvider,
  now,
  publicUrl,
});
