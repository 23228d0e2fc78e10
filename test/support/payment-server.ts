import { once } from "node:events";
import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import type { Database } from "../../server/db/client.ts";
import type { PaymentProvider } from "../../server/domain/payments/payment-provider.ts";
import { TestPaymentProvider } from "../../server/domain/payments/test-provider.ts";
import { TEST_SETTINGS, testDeps } from "./deps.ts";
import { testHttpApp } from "./http-app.ts";
import { graphqlClient } from "./graphql-client.ts";

/**
 * The real HTTP app (webhook, test checkout page, /graphql) on a free local port, so the test provider can call
 * the webhook over HTTP exactly as in production. The clock is adjustable; `provider` may wrap the test provider.
 */
export async function startPaymentServer(
  db: Database,
  start: Date,
  wrapProvider: (testProvider: TestPaymentProvider) => PaymentProvider = (testProvider) => testProvider,
) {
  let listener: RequestListener = (_req, res) => void res.writeHead(503).end();
  const server = createServer((req, res) => listener(req, res));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const publicUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  let current = start;
  const now = () => current;
  const testProvider = new TestPaymentProvider(db, publicUrl, now);
  const provider = wrapProvider(testProvider);
  const settings = { ...TEST_SETTINGS, site: { ...TEST_SETTINGS.site, publicUrl } };
  const deps = testDeps(db, now, { payments: provider, settings });
  const app = testHttpApp(deps, { testProvider });
  listener = app;

  return {
    publicUrl,
    testProvider,
    provider,
    deps,
    client: graphqlClient(db, now, { publicUrl, paymentProvider: provider }),
    now,
    setNow: (moment: Date) => void (current = moment),
    /** Posts to the webhook as Mollie would. */
    webhook: (id: string | null) =>
      fetch(`${publicUrl}/api/payments/webhook`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: id === null ? "" : new URLSearchParams({ id }).toString(),
      }),
    /** Chooses an outcome on the test checkout page, as the buyer's browser would. */
    checkout: (paymentUrl: string, status: string) =>
      fetch(paymentUrl, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ status }).toString(),
        redirect: "manual",
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
