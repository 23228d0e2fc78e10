import { and, eq, inArray, lte } from "drizzle-orm";
import type { Transaction } from "../../db/client.ts";
import { orders } from "../../db/schema/index.ts";
import { DomainError } from "../errors.ts";
import { confirmPendingOrder } from "./confirm-order.ts";
import { countedLinesOf } from "./order-lines.ts";
import { holdTickets, releaseHeldTickets } from "./ticket-counters.ts";

/** The ends of a PENDING order whose payment did not (or not in time) succeed; its held tickets go back. */
export type ReleasedStatus = "FAILED" | "CANCELED" | "EXPIRED";
const RELEASED_STATUSES: ReleasedStatus[] = ["FAILED", "CANCELED", "EXPIRED"];

/**
 * Ends a PENDING order and gives its held tickets back, exactly once: the status change from PENDING is the
 * claim. With `expiredBy`, only an order whose hold ran out by then is released (the worker's expiry).
 * Returns false when the order was not PENDING (any more).
 */
export async function releasePendingOrder(
  tx: Transaction,
  orderId: string,
  status: ReleasedStatus,
  now: Date,
  options: { expiredBy?: Date } = {},
): Promise<boolean> {
  const conditions = [eq(orders.id, orderId), eq(orders.status, "PENDING")];
  if (options.expiredBy) conditions.push(lte(orders.holdExpiresAt, options.expiredBy));
  const [claimed] = await tx
    .update(orders)
    .set({ status, updatedAt: now })
    .where(and(...conditions))
    .returning({ id: orders.id, eventId: orders.eventId });
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
export async function acceptLatePayment(
  tx: Transaction,
  orderId: string,
  now: Date,
): Promise<"PAID" | "REFUND_REQUIRED" | null> {
  const [claimed] = await tx
    .update(orders)
    .set({ status: "PENDING", updatedAt: now })
    .where(and(eq(orders.id, orderId), inArray(orders.status, RELEASED_STATUSES)))
    .returning({ id: orders.id, eventId: orders.eventId });
  if (!claimed) return null;
  try {
    // A savepoint: when a ticket type is sold out, the holds already taken for the other lines are undone.
    await tx.transaction(async (savepoint) =>
      holdTickets(savepoint, claimed.eventId, await countedLinesOf(savepoint, orderId)),
    );
  } catch (error) {
    if (!(error instanceof DomainError && error.code === "SOLD_OUT")) throw error;
    await tx.update(orders).set({ status: "REFUND_REQUIRED", updatedAt: now }).where(eq(orders.id, orderId));
    return "REFUND_REQUIRED";
  }
  await confirmPendingOrder(tx, orderId, "PAID", now);
  return "PAID";
}
