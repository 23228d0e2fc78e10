import { and, asc, desc, eq, lte } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { orders, payments } from "../../db/schema/index.ts";
import { reconcilePayment, type PaymentDeps } from "../payments/reconcile.ts";
import { releasePendingOrder } from "./release-order.ts";

/**
 * Ends PENDING orders whose hold ran out (the worker calls this). The provider is asked one last time first,
 * so a payment made at the last second confirms the order instead. If the provider cannot be reached the hold
 * expires anyway: a payment that still turns out paid later goes through the late-payment path (tickets taken
 * again, or a refund). Safe with several processes: the release is a conditional update on the order's status.
 * Returns how many orders expired.
 */
export async function expireOverdueHolds(db: DbOrTx, deps: PaymentDeps, limit = 50): Promise<number> {
  const now = deps.now();
  const overdue = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, "PENDING"), lte(orders.holdExpiresAt, now)))
    .orderBy(asc(orders.holdExpiresAt))
    .limit(limit);
  let expired = 0;
  for (const { id } of overdue) {
    await askProviderOnce(db, deps, id);
    const released = await db.transaction((tx) => releasePendingOrder(tx, id, "EXPIRED", now, { expiredBy: now }));
    if (released) expired++;
  }
  return expired;
}

async function askProviderOnce(db: DbOrTx, deps: PaymentDeps, orderId: string): Promise<void> {
  const [latest] = await db
    .select({ providerPaymentId: payments.providerPaymentId, provider: payments.provider })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  if (!latest || latest.provider !== deps.provider.name) return;
  try {
    await reconcilePayment(db, deps, latest.providerPaymentId);
  } catch (error) {
    console.error(`Betaling van bestelling ${orderId} kon niet worden nagevraagd; de reservering verloopt:`, error);
  }
}
