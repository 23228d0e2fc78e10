import type { ServiceDeps } from "../deps.ts";
import { reconcilePayment, type Reconciliation } from "../orders/reconcile-payment.ts";
import { reconcileRefundsOfPayment } from "./refund-order.ts";

/**
 * What the payment webhook does with a payment id. Mollie calls a payment's webhook when the payment changes and
 * when one of its refunds does, so the payment and its order come first, then the payment's refunds. It lives in
 * refunds, the layer above orders and payments, so that neither of those reaches up to refunds.
 */
export async function reconcilePaymentNotification(
  deps: ServiceDeps,
  providerPaymentId: string,
): Promise<Reconciliation> {
  const reconciled = await reconcilePayment(deps, providerPaymentId);
  if (reconciled.found) await reconcileRefundsOfPayment(deps, providerPaymentId);
  return reconciled;
}
