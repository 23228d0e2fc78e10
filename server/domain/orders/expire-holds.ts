import { and, asc, desc, eq, lte } from "drizzle-orm";
import { orders, payments } from "../../db/schema/index.ts";
import { inTransaction, type ServiceDeps } from "../deps.ts";
import { reconcilePayment } from "./reconcile-payment.ts";
import { releasePendingOrder } from "./release-order.ts";
import { log } from "../../log/logger.ts";

/**
 * Ends PENDING orders whose hold ran out (the worker calls this). The provider is asked one last time first,
 * so a payment made at the last second confirms the order instead. If the provider cannot be reached the hold
 * expires anyway: a payment that still turns out paid later goes through the late-payment path (tickets taken
 * again, or a refund). Safe with several processes: the release is a conditional update on the order's status.
 * Returns how many orders expired.
 */
export async function expireOverdueHolds(deps: ServiceDeps, limit = 50): Promise<number> {
  const now = deps.clock();
  const overdue = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, "PENDING"), lte(orders.holdExpiresAt, now)))
    .orderBy(asc(orders.holdExpiresAt))
    .limit(limit);
  let expired = 0;
  for (const { id } of overdue) {
    await askProviderOnce(deps, id);
    const released = await inTransaction(
      deps,
      (unit) => releasePendingOrder(unit, id, "EXPIRED", { expiredBy: now }),
      now,
    );
    if (released) expired++;
  }
  return expired;
}

async function askProviderOnce(deps: ServiceDeps, orderId: string): Promise<void> {
  const [latest] = await deps.db
    .select({ providerPaymentId: payments.providerPaymentId, provider: payments.provider })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  if (!latest || latest.provider !== deps.payments.name) return;
  try {
    await reconcilePayment(deps, latest.providerPaymentId);
  } catch (error) {
    log.error("payment.lookup_failed", "Betaling kon niet worden nagevraagd; de reservering verloopt.", {
      orderId,
      error,
    });
  }
}
