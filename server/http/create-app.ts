import compression from "compression";
import express, { type RequestHandler } from "express";
import type { YogaServerInstance } from "graphql-yoga";
import type { GraphQLContext } from "../graphql/context.ts";
import { actingAs, type ServiceDeps } from "../domain/deps.ts";
import { findPrecompressed, staticFiles } from "./precompressed.ts";
import { SERVER_PATHS } from "../../common/site-paths.ts";
import { programmeBookletRoute } from "./programme-booklet-route.ts";
import { DEV_MAILBOX_PATH, devMailboxRouter } from "./dev-mailbox-route.ts";
import { JOB_CONTROL_PATH, jobControlRouter } from "./job-control-route.ts";
import { STATE_CONTROL_PATH, stateControlRouter } from "./state-control-route.ts";
import type { StateControl } from "../state-control.ts";
import type { JobsRun } from "../process-start.ts";
import type { TestPaymentProvider } from "../domain/payments/test-provider.ts";
import { paymentWebhookRouter } from "./payment-webhook-route.ts";
import { testCheckoutRouter } from "./test-checkout-route.ts";
import { MOLLIE_CHECKOUT_ORIGIN, securityHeaders } from "./security-headers.ts";
import { logUnhandledError, requestLog, servingFiles } from "./request-log.ts";
import { graphqlBodyLimit, withBodyLimit, withPageBodyLimit } from "./body-limit.ts";
import { mediaRouter } from "./media-route.ts";
import { pdfDownloadName } from "../domain/media/pdf-name.ts";
import { limitMediaApiClient } from "../domain/media/upload-limits.ts";
import type { MediaStorage } from "../domain/media/storage.ts";
import type { ImageUploader } from "./media-upload.ts";
import { staffDownloadRouter, type StaffDownloader } from "./staff-downloads.ts";
import { sameOriginForms } from "./same-origin-forms.ts";
import { formPostsOnly } from "./form-content-type.ts";
import { staffAreaHeaders } from "./staff-area.ts";
import type { PageCache } from "./page-cache.ts";
import { opsRouter, requestMetrics } from "./ops-routes.ts";
import { createMetrics } from "../ops/metrics.ts";
import { DEFAULT_JOB_INTERVALS, type JobIntervals } from "../ops/job-intervals.ts";
import type { RoutePatternOf } from "../ops/route-patterns.ts";

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
  /**
   * Serve the outbox at /dev/mail (to clients on this machine only): it shows everyone's mails; `mailDirectory` is
   * where the .eml transport delivers, when there is no SMTP server.
   */
  devMailbox?: false | { mailDirectory?: string };
  /** Test-only (TEST_JOB_CONTROL): runs the jobs now, at POST /dev/jobs/run (to clients on this machine only). */
  jobControl?: (() => Promise<JobsRun>) | undefined;
  /** Test-only (TEST_STATE_CONTROL): saves and restores the database's rows, at /dev/state (this machine only). */
  stateControl?: StateControl | undefined;
  /** The built-in test provider, when it is the payment provider: its checkout page is mounted then. */
  testProvider?: TestPaymentProvider | undefined;
  /** Express's `trust proxy`: whose X-Forwarded-For gives the client address (TRUST_PROXY). */
  trustProxy?: string;
  /** Uploaded images: served at /media, taken at POST /api/media (server/http/media-route.ts). */
  media?: { storage: MediaStorage; upload: ImageUploader; allowedOrigins: ReadonlySet<string> } | undefined;
  /** Back-office files over HTTP at GET /api/downloads/<name> (server/http/staff-downloads.ts). */
  downloads?: StaffDownloader | undefined;
  /** Keeps the rendered public pages for anonymous visitors (server/http/page-cache.ts); none in development. */
  pageCache?: PageCache | undefined;
  /** /healthz, /readyz and /metrics (server/http/ops-routes.ts). */
  ops?: OpsOptions;
};

export type OpsOptions = {
  /** Whether this process runs the background jobs (WORKER): then a stale heartbeat makes it unready. */
  runsJobs?: boolean;
  /** The jobs' configured intervals, by which a heartbeat is stale; default the defaults of server/config.ts. */
  jobIntervals?: JobIntervals;
  /** METRICS_TOKEN: lets a scraper elsewhere read /metrics. */
  metricsToken?: string | undefined;
  /** The web app's route pattern of a path, the label of its requests in the metrics. */
  pagePatternOf?: RoutePatternOf | undefined;
};

/** The HTTP surface: static assets, /graphql, health, documents, and the web app for everything else. */
export function createHttpApp({
  deps,
  yoga,
  pages,
  devMiddleware,
  clientDir,
  devMailbox = false,
  jobControl,
  stateControl,
  testProvider,
  trustProxy = "loopback",
  media,
  downloads,
  pageCache,
  ops = {},
}: HttpAppOptions) {
  const { db } = deps;
  const { siteName, publicUrl, mailFrom } = deps.settings.site;
  const site = { name: siteName, publicUrl };
  const app = express();
  app.disable("x-powered-by");
  app.use(requestLog(ops.pagePatternOf));
  const metrics = createMetrics({ db, clock: deps.clock });
  app.use(requestMetrics(metrics, ops.pagePatternOf));
  app.set("trust proxy", trustProxyValue(trustProxy));
  app.use(
    securityHeaders({
      publicUrl,
      // Without the test provider, payments go to Mollie's checkout.
      checkoutOrigins: testProvider ? [] : [MOLLIE_CHECKOUT_ORIGIN],
      development: Boolean(devMiddleware),
      graphiqlPath: "/graphql",
      privatePaths: ["/graphql"],
    }),
  );
  app.use(compression());
  app.use(staffAreaHeaders);

  const { runsJobs = true, jobIntervals = DEFAULT_JOB_INTERVALS, metricsToken } = ops;
  app.use(opsRouter({ db, clock: deps.clock, metrics, runsJobs, jobIntervals, metricsToken }));

  app.use(
    "/graphql",
    withBodyLimit((req, res) => yoga(req, res), graphqlBodyLimit),
  );
  app.get(SERVER_PATHS.programmeBooklet, programmeBookletRoute({ db, now: deps.clock, site }));
  if (devMailbox) app.use(DEV_MAILBOX_PATH, devMailboxRouter({ db, site: { ...site, mailFrom }, ...devMailbox }));
  if (jobControl) app.use(JOB_CONTROL_PATH, jobControlRouter({ publicUrl, runNow: jobControl }));
  if (stateControl) app.use(STATE_CONTROL_PATH, stateControlRouter({ publicUrl, control: stateControl }));
  app.use(paymentWebhookRouter(actingAs(deps, { kind: "system", name: "betaalprovider" })));
  if (testProvider) app.use(testCheckoutRouter(testProvider));
  if (media) {
    const limitClient = (clientIp: string | null) => limitMediaApiClient(deps, clientIp);
    app.use(mediaRouter({ ...media, pdfNameOf: (id) => pdfDownloadName(db, id), limitClient }));
  }
  if (downloads) app.use(staffDownloadRouter(downloads));

  if (devMiddleware) app.use(servingFiles(devMiddleware));
  if (clientDir) {
    // The build's brotli and gzip twins of its text files, read once (scripts/precompress.ts).
    const precompressed = findPrecompressed(clientDir);
    // Fingerprinted build output may be cached forever; other public files for an hour.
    app.use(servingFiles(staticFiles(clientDir, precompressed)));
  }
  app.all(
    "/{*splat}",
    sameOriginForms({ publicUrl, siteName }),
    formPostsOnly({ siteName }),
    ...(pageCache ? [pageCache.middleware] : []),
    withPageBodyLimit(pages, siteName),
  );
  app.use(logUnhandledError);
  return app;
}

/** 'true'/'false', a hop count, or addresses and names such as 'loopback, 10.0.0.0/8' (Express's forms). */
function trustProxyValue(setting: string): boolean | number | string {
  if (setting === "true" || setting === "false") return setting === "true";
  return /^\d+$/.test(setting) ? Number(setting) : setting;
}
