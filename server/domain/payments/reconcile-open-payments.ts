import { and, asc, eq, inArray, lte } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { orders, payments } from "../../db/schema/index.ts";
import type { PaymentStatus } from "./payment-provider.ts";
import { reconcilePayment, type PaymentDeps } from "./reconcile.ts";

const OPEN_STATUSES: PaymentStatus[] = ["open", "pending", "authorized"];

/**
 * Asks the provider about payments of PENDING orders that have stayed open for a while, in case a webhook was
 * lost. Each check touches the payment's updated_at, so one slow payment does not crowd out the others.
 * Returns how many payments were checked.
 */
export async function reconcileOpenPayments(
  db: DbOrTx,
  deps: PaymentDeps,
  options: { quietForMs?: number; limit?: number } = {},
): Promise<number> {
  const { quietForMs = 2 * 60_000, limit = 20 } = options;
  const quietSince = new Date(deps.now().getTime() - quietForMs);
  const open = await db
    .select({ providerPaymentId: payments.providerPaymentId })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(orders.status, "PENDING"),
        eq(payments.provider, deps.provider.name),
        inArray(payments.status, OPEN_STATUSES),
        lte(payments.updatedAt, quietSince),
      ),
    )
    .orderBy(asc(payments.updatedAt))
    .limit(limit);
  for (const { providerPaymentId } of open) {
    try {
      await reconcilePayment(db, deps, providerPaymentId);
    } catch (error) {
      console.error(`Betaling ${providerPaymentId} kon niet worden nagevraagd:`, error);
    }
  }
  return open.length;
}
