import path from "node:path";
import compression from "compression";
import express, { type RequestHandler } from "express";
import type { YogaServerInstance } from "graphql-yoga";
import type { GraphQLContext } from "../graphql/context.ts";
import { sql } from "drizzle-orm";
import { actingAs, type ServiceDeps } from "../domain/deps.ts";
import { prerenderedPages } from "./prerendered-pages.ts";
import { SERVER_PATHS } from "../../common/site-paths.ts";
import { programmeBookletRoute } from "./programme-booklet-route.ts";
import { DEV_MAILBOX_PATH, devMailboxRouter } from "./dev-mailbox-route.ts";
import type { TestPaymentProvider } from "../domain/payments/test-provider.ts";
import { paymentWebhookRouter } from "./payment-webhook-route.ts";
import { testCheckoutRouter } from "./test-checkout-route.ts";
import { formBodyLimit, graphqlBodyLimit, withBodyLimit } from "./body-limit.ts";
import { sameOriginForms } from "./same-origin-forms.ts";

export type HttpAppOptions = {
  /** The process's service deps (acting as the system); the routes that change things use them. */
  deps: ServiceDeps;
  yoga: YogaServerInstance<Record<string, unknown>, GraphQLContext>;
  /** Serves every page: React Router's request handler (or Vite's dev middleware in front of it). */
  pages: RequestHandler;
  /** Dev middleware (Vite) that must run before the pages; none in production. */
  devMiddleware?: RequestHandler;
  /** The built browser assets; absent in development, where Vite serves them. */
  clientDir?: string;
  /** Serve the outbox at /dev/mail; it shows everyone's mails, so never in production. */
  devMailbox?: boolean;
  /** The built-in test provider, when it is the payment provider: its checkout page is mounted then. */
  testProvider?: TestPaymentProvider | undefined;
  /** Express's `trust proxy`: whose X-Forwarded-For gives the client address (TRUST_PROXY). */
  trustProxy?: string;
};

/** The HTTP surface: static assets, /graphql, health, documents, and the web app for everything else. */
export function createHttpApp({
  deps,
  yoga,
  pages,
  devMiddleware,
  clientDir,
  devMailbox = false,
  testProvider,
  trustProxy = "loopback",
}: HttpAppOptions) {
  const { db } = deps;
  const { siteName, publicUrl, mailFrom } = deps.settings.site;
  const site = { name: siteName, publicUrl };
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxyValue(trustProxy));
  app.use(compression());

  app.get("/healthz", async (_req, res) => {
    try {
      await db.execute(sql`select 1`);
      res.json({ status: "ok" });
    } catch {
      res.status(503).json({ status: "database unavailable" });
    }
  });

  app.use(
    "/graphql",
    withBodyLimit((req, res) => yoga(req, res), graphqlBodyLimit),
  );
  app.get(SERVER_PATHS.programmeBooklet, programmeBookletRoute({ db, now: deps.clock, site }));
  if (devMailbox) app.use(DEV_MAILBOX_PATH, devMailboxRouter({ db, site: { ...site, mailFrom } }));
  app.use(paymentWebhookRouter(actingAs(deps, { kind: "system", name: "betaalprovider" })));
  if (testProvider) app.use(testCheckoutRouter(testProvider));

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
  app.all("/{*splat}", sameOriginForms({ publicUrl, siteName }), withBodyLimit(pages, formBodyLimit(siteName)));
  return app;
}

/** 'true'/'false', a hop count, or addresses and names such as 'loopback, 10.0.0.0/8' (Express's forms). */
function trustProxyValue(setting: string): boolean | number | string {
  if (setting === "true" || setting === "false") return setting === "true";
  return /^\d+$/.test(setting) ? Number(setting) : setting;
}
