import { eq } from "drizzle-orm";
import { orders, refunds } from "../../db/schema/index.ts";
import type { ServiceDeps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { statusAllows } from "../orders/order-actions.ts";
import {
  cancelOrder,
  NOT_CANCELABLE_MESSAGE,
  type CancelOrderInput,
  type CancelOrderResult,
} from "../orders/cancel-order.ts";
import { requirePermission } from "../staff/permissions.ts";
import { requireFreshPermission } from "../staff/passkeys/fresh-check.ts";
import { overRefundError } from "./over-refund.ts";
import { refundableCents } from "../orders/refundable-cents.ts";
import { refundOrder, type RefundRow } from "./refund-order.ts";
import { checkRefundCents } from "./refund-input.ts";

export type CancelAndRefundInput = CancelOrderInput & { refundCents: number };

/**
 * The one step of the back office's cancel form: cancel the tickets, then pay back the amount chosen
 * (for a paid iDEAL order). The refund's idempotency key is derived from the form's, so a resubmit repeats neither.
 * The amount is checked before anything is cancelled; refundOrder checks it again under the order's lock.
 */
export async function cancelAndRefund(
  deps: ServiceDeps,
  input: CancelAndRefundInput,
): Promise<{ cancellation: CancelOrderResult; refund: RefundRow | null }> {
  requirePermission(deps.actor, "orders.manage");
  // A refund asks for a fresh passkey check before anything is cancelled, not halfway (refundOrder asks again).
  if (input.refundCents > 0) requireFreshPermission(deps, "orders.manage");
  // The shared amount rule (zero allowed: cancelling without a refund), in its one wording.
  checkRefundCents(input.refundCents, "refundAmount", true);
  const refundKey = `${input.idempotencyKey}:terugbetaling`;
  const [repeat] = await deps.db.select({ id: refunds.id }).from(refunds).where(eq(refunds.idempotencyKey, refundKey));
  if (input.refundCents > 0 && !repeat) {
    const { paidCents, refundedCents } = await refundableCents(deps.db, input.orderId);
    const left = paidCents - refundedCents;
    if (input.refundCents > left) {
      await refuseWhenCancelledMeanwhile(deps, input.orderId);
      throw await overRefundError(deps.db, input.orderId, left, "refundAmount", "BAD_USER_INPUT");
    }
  }
  const cancellation = await cancelOrder(deps, input);
  const refund =
    input.refundCents > 0
      ? await refundOrder(deps, {
          orderId: input.orderId,
          amountCents: input.refundCents,
          idempotencyKey: refundKey,
        })
      : null;
  return { cancellation, refund };
}

/**
 * A colleague who cancelled and refunded the same order a moment earlier leaves nothing to pay back: that is a
 * conflict to name (the order is cancelled), not an amount the staff member typed wrong.
 */
async function refuseWhenCancelledMeanwhile(deps: ServiceDeps, orderId: string): Promise<void> {
  const [order] = await deps.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  if (order && !statusAllows(order.status, "CANCEL")) {
    throw new DomainError("CONFLICT", NOT_CANCELABLE_MESSAGE, { status: order.status });
  }
}
