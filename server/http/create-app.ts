import path from "node:path";
import compression from "compression";
import express, { type RequestHandler } from "express";
import type { YogaServerInstance } from "graphql-yoga";
import type { Database } from "../db/client.ts";
import type { GraphQLContext } from "../graphql/context.ts";
import { MAX_REQUEST_BYTES } from "../graphql/limits.ts";
import { sql } from "drizzle-orm";
import type { BookletSite } from "../documents/programme-booklet.ts";
import { prerenderedPages } from "./prerendered-pages.ts";
import { PROGRAMME_BOOKLET_PATH, programmeBookletRoute } from "./programme-booklet-route.ts";
import { DEV_MAILBOX_PATH, devMailboxRouter } from "./dev-mailbox-route.ts";
import type { PaymentDeps } from "../domain/payments/reconcile.ts";
import type { TestPaymentProvider } from "../domain/payments/test-provider.ts";
import { paymentWebhookRouter } from "./payment-webhook-route.ts";
import { testCheckoutRouter } from "./test-checkout-route.ts";

export type HttpAppOptions = {
  db: Database;
  yoga: YogaServerInstance<Record<string, unknown>, GraphQLContext>;
  /** Serves every page: React Router's request handler (or Vite's dev middleware in front of it). */
  pages: RequestHandler;
  /** Dev middleware (Vite) that must run before the pages; none in production. */
  devMiddleware?: RequestHandler;
  /** The built browser assets; absent in development, where Vite serves them. */
  clientDir?: string;
  /** Site name and public address, printed in generated documents. */
  site: BookletSite;
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
  /** Serve the outbox at /dev/mail; it shows everyone's mails, so never in production. */
  devMailbox?: boolean;
  /** The payment provider behind the webhook; with the built-in test provider also its checkout page. */
  payments?: { deps: PaymentDeps; testProvider?: TestPaymentProvider | undefined };
};

/** The HTTP surface: static assets, /graphql, health, documents, and the web app for everything else. */
export function createHttpApp({
  db,
  yoga,
  pages,
  devMiddleware,
  clientDir,
  site,
  now = () => new Date(),
  devMailbox = false,
  payments,
}: HttpAppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  app.use(compression());

  app.get("/healthz", async (_req, res) => {
    try {
      await db.execute(sql`select 1`);
      res.json({ status: "ok" });
    } catch {
      res.status(503).json({ status: "database unavailable" });
    }
  });

  app.use("/graphql", rejectLargeBodies, (req, res) => yoga(req, res));
  app.get(PROGRAMME_BOOKLET_PATH, programmeBookletRoute({ db, now, site }));
  if (devMailbox) app.use(DEV_MAILBOX_PATH, devMailboxRouter({ db, site }));
  if (payments) app.use(paymentWebhookRouter({ db, deps: payments.deps }));
  if (payments?.testProvider) app.use(testCheckoutRouter(payments.testProvider));

  if (devMiddleware) app.use(devMiddleware);
  if (clientDir) {
    // Before express.static, which would answer the prerendered pages' directories with a redirect.
    app.use(prerenderedPages(clientDir));
    // Fingerprinted build output may be cached forever; other public files for an hour.
    app.use(
      "/assets",
      express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", fallthrough: true }),
    );
    app.use(express.static(clientDir, { maxAge: "1h", index: false }));
  }
  app.all("/{*splat}", pages);
  return app;
}

const rejectLargeBodies: RequestHandler = (req, res, next) => {
  const length = Number(req.headers["content-length"] ?? 0);
  if (length > MAX_REQUEST_BYTES) {
    res.status(413).json({ errors: [{ message: "Het verzoek is te groot.", extensions: { code: "BAD_USER_INPUT" } }] });
    return;
  }
  next();
};
