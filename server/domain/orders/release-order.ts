import { and, isNull, lte } from "drizzle-orm";
import { orders } from "../../db/schema/index.ts";
import type { UnitOfWork } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { claimOrderTransition } from "../transitions.ts";
import { confirmPendingOrder } from "./confirm-order.ts";
import { countedLinesOf } from "./order-lines.ts";
import { holdTickets, releaseHeldTickets } from "./ticket-counters.ts";

/** The ends of a PENDING order whose payment did not (or not in time) succeed; its held tickets go back. */
export type ReleasedStatus = "FAILED" | "CANCELED" | "EXPIRED";

/**
 * Ends a PENDING order and gives its held tickets back, exactly once: the status change from PENDING is the
 * claim. With `expiredBy`, only an order whose hold ran out by then is released (the worker's expiry).
 * Returns false when the order was not PENDING (any more).
 */
export async function releasePendingOrder(
  { tx, now }: Pick<UnitOfWork, "tx" | "now">,
  orderId: string,
  status: ReleasedStatus,
  options: { expiredBy?: Date } = {},
): Promise<boolean> {
  const where = options.expiredBy ? lte(orders.holdExpiresAt, options.expiredBy) : undefined;
  const claimed = await claimOrderTransition(tx, orderId, status, now, { from: ["PENDING"], ...(where && { where }) });
  if (!claimed) return false;
  await releaseHeldTickets(tx, claimed.eventId, await countedLinesOf(tx, orderId));
  return true;
}

/**
 * A payment that succeeded after its order was released (the buyer paid at the last second, or the webhook
 * came late). The tickets are taken again if there is still room, and the order is confirmed as PAID;
 * otherwise the order is marked REFUND_REQUIRED so the money goes back. Returns the new status, or null when
 * the order was not in a released state.
 */
export async function acceptLatePayment(unit: UnitOfWork, orderId: string): Promise<"PAID" | "REFUND_REQUIRED" | null> {
  const { tx, now } = unit;
  // A rejected order stays rejected, whatever payment turns up for it (it never had one); an order staff
  // cancelled stays cancelled: its payment is refunded instead.
  const claimed = await claimOrderTransition(tx, orderId, "PENDING", now, {
    where: and(isNull(orders.reviewDecision), isNull(orders.canceledAt)),
  });
  if (!claimed) return null;
  try {
    // A savepoint: when a ticket type is sold out, the holds already taken for the other lines are undone.
    await tx.transaction(async (savepoint) =>
      holdTickets(savepoint, claimed.eventId, await countedLinesOf(savepoint, orderId)),
    );
  } catch (error) {
    if (!(error instanceof DomainError && error.code === "SOLD_OUT")) throw error;
    await claimOrderTransition(tx, orderId, "REFUND_REQUIRED", now, { from: ["PENDING"] });
    return "REFUND_REQUIRED";
  }
  await confirmPendingOrder(unit, orderId, "PAID");
  return "PAID";
}
