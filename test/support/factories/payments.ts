/**
 * iDEAL payments of orders, made the way a buyer's payment comes in: started at the built-in test provider
 * (startPayment), paid at its checkout (settle) and brought into our books by the reconciliation the webhook runs
 * (reconcilePayment). For an order that is confirmed already the reconciliation only records the payment as paid.
 * For a pending order a test may stop before the reconciliation: paid at the provider, its notification not yet in.
 */
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../../server/db/client.ts";
import { payments } from "../../../server/db/schema/index.ts";
import { reconcilePayment } from "../../../server/domain/orders/reconcile-payment.ts";
import { startPayment } from "../../../server/domain/orders/start-payment.ts";
import { TestPaymentProvider } from "../../../server/domain/payments/test-provider.ts";
import { TEST_SETTINGS } from "../deps.ts";
import { factoryDeps } from "./deps.ts";

export type OrderToPay = { orderId: string; eventId: string; totalCents: number };

/** Pays the order's total by iDEAL at `now`; returns the provider's payment id. */
export async function payByIdeal(
  db: DbOrTx,
  order: OrderToPay,
  now: Date,
  options: { reconciled: boolean } = { reconciled: true },
): Promise<string> {
  const provider = new TestPaymentProvider(db, TEST_SETTINGS.site.publicUrl, () => now);
  const deps = { ...factoryDeps(db, now), payments: provider };
  await startPayment(deps, {
    orderId: order.orderId,
    eventId: order.eventId,
    amountCents: order.totalCents,
    description: "Testbestelling",
  });
  const [started] = await db
    .select({ providerPaymentId: payments.providerPaymentId })
    .from(payments)
    .where(and(eq(payments.orderId, order.orderId), eq(payments.status, "open")));
  if (!started) throw new Error(`betaling van bestelling ${order.orderId} is niet gestart`);
  await provider.settle(started.providerPaymentId, "paid");
  if (options.reconciled) await reconcilePayment(deps, started.providerPaymentId);
  return started.providerPaymentId;
}
