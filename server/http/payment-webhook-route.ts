import express, { Router } from "express";
import type { ServiceDeps } from "../domain/deps.ts";
import { isPaymentIdShape } from "../domain/payments/payment-provider.ts";
import { reconcilePaymentNotification } from "../domain/refunds/payment-notification.ts";
import { SERVER_PATHS } from "../../common/site-paths.ts";
import { log } from "../log/logger.ts";

/**
 * POST /api/payments/webhook, called by Mollie (or the test provider) with only `id=<paymentId>` in a form body.
 * Nothing in the request is trusted: the payment is fetched from the provider and reconciled. Mollie treats
 * any 2xx as delivered and retries otherwise, so: 200 when handled, 404 for an id the provider or we do not
 * know, 5xx when the provider or the database failed and a retry may succeed.
 */
export function paymentWebhookRouter(deps: ServiceDeps): Router {
  const router = Router();
  router.post(SERVER_PATHS.paymentWebhook, express.urlencoded({ extended: false, limit: "4kb" }), async (req, res) => {
    const id: unknown = (req.body as Record<string, unknown> | undefined)?.id;
    if (!isPaymentIdShape(id)) {
      res.status(400).type("text").send("Betalings-id ontbreekt of is ongeldig.");
      return;
    }
    try {
      const result = await reconcilePaymentNotification(deps, id);
      if (!result.found) {
        res.status(404).type("text").send("Onbekende betaling.");
        return;
      }
      res.status(200).type("text").send("OK");
    } catch (error) {
      log.error("payment.webhook_failed", "Webhook mislukt; de provider probeert het opnieuw.", {
        providerPaymentId: id,
        error,
      });
      res.status(503).type("text").send("Tijdelijk niet beschikbaar.");
    }
  });
  return router;
}
