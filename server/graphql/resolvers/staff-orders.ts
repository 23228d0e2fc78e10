import { changeTicketHolder } from "../../domain/orders/ticket-holder.ts";
import { orderTimeline } from "../../domain/orders/order-timeline.ts";
import { resendOrderConfirmation } from "../../domain/orders/resend-confirmation.ts";
import { findStaffOrder } from "../../domain/orders/staff-order-view.ts";
import { listOrderEventOptions, listStaffOrders } from "../../domain/orders/staff-order-list.ts";
import { approveOrderAsStaff, rejectOrderAsStaff } from "../../domain/orders/staff-review.ts";
import type { MutationResolvers, QueryResolvers } from "../generated/resolvers-types.ts";

/** Orders in the back office; the rules live in server/domain/orders/. */
export const staffOrderQueries: Pick<QueryResolvers, "staffOrders" | "staffOrder" | "staffOrderEventOptions"> = {
  staffOrders: (_parent, { filter, first, after }, { deps }) => listStaffOrders(deps, filter ?? {}, { first, after }),
  staffOrder: async (_parent, { id }, { deps }) => {
    const order = await findStaffOrder(deps, id);
    return order && { ...order, timeline: await orderTimeline(deps, id) };
  },
  staffOrderEventOptions: (_parent, _args, { deps }) => listOrderEventOptions(deps),
};

export const staffOrderMutations: Pick<
  MutationResolvers,
  "resendOrderConfirmation" | "changeTicketHolder" | "approveOrder" | "rejectOrder"
> = {
  resendOrderConfirmation: (_parent, { input }, { deps }) => resendOrderConfirmation(deps, input),
  changeTicketHolder: (_parent, { input }, { deps }) => changeTicketHolder(deps, input),
  approveOrder: (_parent, { input }, { deps }) => approveOrderAsStaff(deps, input.orderId),
  rejectOrder: (_parent, { input }, { deps }) => rejectOrderAsStaff(deps, input.orderId),
};
