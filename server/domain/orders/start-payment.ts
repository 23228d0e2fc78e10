import { payments } from "../../db/schema/index.ts";
import { inTransaction, type ServiceDeps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { releasePendingOrder } from "./release-order.ts";
import type { CreatedPayment } from "../payments/payment-provider.ts";
import { paymentRedirectUrl, paymentWebhookUrl } from "../payments/payment-urls.ts";
import { log } from "../../log/logger.ts";

export const PAYMENT_START_FAILED_MESSAGE =
  "Je bestelling kon niet worden verwerkt: de betaalprovider is nu niet bereikbaar. Probeer het opnieuw.";

export type PaymentToStart = { orderId: string; eventId: string; amountCents: number; description: string };

/**
 * Creates the iDEAL payment of a committed PENDING order at the provider and records the attempt. Runs outside
 * any transaction (network I/O). When the provider fails, the order becomes FAILED and its hold is released,
 * so no tickets stay blocked by a payment that never started. Returns the checkout URL.
 */
export async function startPayment(deps: ServiceDeps, order: PaymentToStart): Promise<string> {
  const { publicUrl } = deps.settings.site;
  let created: CreatedPayment;
  try {
    created = await deps.payments.createPayment({
      amountCents: order.amountCents,
      description: order.description,
      redirectUrl: paymentRedirectUrl(publicUrl, order.eventId, order.orderId),
      webhookUrl: paymentWebhookUrl(publicUrl),
      orderId: order.orderId,
    });
  } catch (error) {
    log.error("payment.create_failed", "Betaling kon niet worden aangemaakt.", { orderId: order.orderId, error });
    await inTransaction(deps, (unit) => releasePendingOrder(unit, order.orderId, "FAILED"));
    // CONFLICT until the error catalogue has a code for 'temporarily unavailable'; the buyer may simply retry.
    throw new DomainError("CONFLICT", PAYMENT_START_FAILED_MESSAGE, {
      orderId: order.orderId,
      reason: "PAYMENT_PROVIDER_UNAVAILABLE",
    });
  }
  // If this write is lost (crash), the provider's webhook still finds the order through the payment's metadata.
  const now = deps.clock();
  await deps.db
    .insert(payments)
    .values({
      orderId: order.orderId,
      provider: deps.payments.name,
      providerPaymentId: created.providerPaymentId,
      status: created.status,
      amountCents: order.amountCents,
      checkoutUrl: created.checkoutUrl,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: [payments.provider, payments.providerPaymentId] });
  return created.checkoutUrl;
}
