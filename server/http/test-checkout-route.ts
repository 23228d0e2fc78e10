import express, { Router } from "express";
import { SERVER_PATHS } from "../../common/site-paths.ts";
import { isPaymentIdShape } from "../domain/payments/payment-provider.ts";
import { isTestCheckoutOutcome, type TestPaymentProvider } from "../domain/payments/test-provider.ts";
import { testCheckoutPage, unknownTestCheckoutPage } from "./test-checkout-page.ts";
import { log } from "../log/logger.ts";

/**
 * The checkout page of the built-in test payment provider, mounted only when it takes the payments (PAYMENTS).
 * GET shows the payment with four outcomes; POST settles it, calls our webhook exactly as Mollie would
 * (only the payment id), and sends the browser back to the shop with a 303.
 */
export function testCheckoutRouter(provider: TestPaymentProvider): Router {
  const router = Router();
  const path = `${SERVER_PATHS.testCheckout}/:id` as const;

  router.get(path, async (req, res, next) => {
    try {
      const checkout = isPaymentIdShape(req.params.id) ? await provider.findCheckout(req.params.id) : null;
      res.set("Cache-Control", "no-store");
      if (!checkout) {
        res.status(404).type("html").send(unknownTestCheckoutPage());
        return;
      }
      res.status(200).type("html").send(testCheckoutPage(checkout));
    } catch (error) {
      next(error);
    }
  });

  router.post(path, express.urlencoded({ extended: false, limit: "4kb" }), async (req, res, next) => {
    try {
      const outcome: unknown = (req.body as Record<string, unknown> | undefined)?.status;
      if (!isTestCheckoutOutcome(outcome)) {
        res.status(400).type("text").send("Kies betaald, mislukt, geannuleerd of verlopen.");
        return;
      }
      const checkout = isPaymentIdShape(req.params.id) ? await provider.settle(req.params.id, outcome) : null;
      if (!checkout) {
        res.status(404).type("html").send(unknownTestCheckoutPage());
        return;
      }
      try {
        const status = await provider.notifyWebhook(checkout);
        if (status >= 300) {
          log.error("payment.test_webhook_refused", `Webhook voor testbetaling antwoordde ${status}.`, { status });
        }
      } catch (error) {
        // Like Mollie: the buyer goes back anyway; the completion page and the worker reconcile the payment.
        log.error("payment.test_webhook_unreachable", "Webhook voor testbetaling niet bereikbaar.", { error });
      }
      res.redirect(303, checkout.redirectUrl);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
