import { cancelAndRefund } from "../../domain/refunds/cancel-and-refund.ts";
import { checkIdempotencyKey, checkRefundCents, checkTicketIds } from "../../domain/refunds/refund-input.ts";
import { refundOrder, type RefundRow } from "../../domain/refunds/refund-order.ts";
import { findOrderRefundState } from "../../domain/refunds/refund-queries.ts";
import { requirePermission } from "../../domain/staff/permissions.ts";
import { refundStatusLabel } from "../../domain/orders/refund-timeline.ts";
import type { MutationResolvers, QueryResolvers } from "../generated/resolvers-types.ts";

const refundView = (refund: RefundRow) => ({ ...refund, statusLabel: refundStatusLabel(refund.status) });

/** Cancelling orders and refunds in the back office; the rules live in server/domain/refunds/. */
export const staffRefundQueries: Pick<QueryResolvers, "staffOrderRefundState"> = {
  staffOrderRefundState: async (_parent, { orderId }, { deps }) => {
    const state = await findOrderRefundState(deps, orderId);
    return state && { ...state, refunds: state.refunds.map(refundView) };
  },
};

export const staffRefundMutations: Pick<MutationResolvers, "cancelOrder" | "refundOrder"> = {
  cancelOrder: async (_parent, { input }, { deps }) => {
    // The permission before the input, as markInvoicePaid: a visitor learns nothing about valid input.
    requirePermission(deps.actor, "orders.manage");
    const { cancellation, refund } = await cancelAndRefund(deps, {
      orderId: input.orderId,
      ticketIds: checkTicketIds(input.ticketIds),
      idempotencyKey: checkIdempotencyKey(input.idempotencyKey),
      refundCents: checkRefundCents(input.refundCents ?? 0, "refundCents", true),
    });
    return { orderId: input.orderId, ...cancellation, refund: refund && refundView(refund) };
  },
  refundOrder: async (_parent, { input }, { deps }) => {
    requirePermission(deps.actor, "orders.manage");
    const refund = await refundOrder(deps, {
      orderId: input.orderId,
      amountCents: checkRefundCents(input.amountCents, "amountCents", false),
      idempotencyKey: checkIdempotencyKey(input.idempotencyKey),
    });
    return { orderId: input.orderId, refund: refundView(refund) };
  },
};
