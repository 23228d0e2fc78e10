import { and, asc, eq, inArray, lte } from "drizzle-orm";
import { orders, payments } from "../../db/schema/index.ts";
import type { ServiceDeps } from "../deps.ts";
import type { PaymentStatus } from "../payments/payment-provider.ts";
import { reconcilePayment } from "./reconcile-payment.ts";
import { log } from "../../log/logger.ts";

const OPEN_STATUSES: PaymentStatus[] = ["open", "pending", "authorized"];

/**
 * Asks the provider about payments of PENDING orders that have stayed open for a while, in case a webhook was
 * lost. Each check touches the payment's updated_at, so one slow payment does not crowd out the others.
 * Returns how many payments were checked.
 */
export async function reconcileOpenPayments(
  deps: ServiceDeps,
  options: { quietForMs?: number; limit?: number } = {},
): Promise<number> {
  const { quietForMs = 2 * 60_000, limit = 20 } = options;
  const quietSince = new Date(deps.clock().getTime() - quietForMs);
  const open = await deps.db
    .select({ providerPaymentId: payments.providerPaymentId })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(orders.status, "PENDING"),
        eq(payments.provider, deps.payments.name),
        inArray(payments.status, OPEN_STATUSES),
        lte(payments.updatedAt, quietSince),
      ),
    )
    .orderBy(asc(payments.updatedAt))
    .limit(limit);
  for (const { providerPaymentId } of open) {
    try {
      await reconcilePayment(deps, providerPaymentId);
    } catch (error) {
      log.error("payment.lookup_failed", "Betaling kon niet worden nagevraagd.", { providerPaymentId, error });
    }
  }
  return open.length;
}
