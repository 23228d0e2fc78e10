/**
 * The operations endpoints (decision 0022), thin over server/ops/:
 * - GET /healthz: the process is alive and answers HTTP; touches nothing else, so a slow database never makes a
 *   process manager restart a healthy process.
 * - GET /readyz: whether this process should get traffic (server/ops/readiness.ts): 200 or 503 with the checks.
 * - GET /metrics: Prometheus text (server/ops/metrics.ts), never public (see metricsAccess).
 * None is ever stored by a cache (no-store; the page cache only keeps the listed public pages), none goes through
 * the abuse limits (they guard mutations), and their successful requests are logged at level debug.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { Router, type Request, type RequestHandler } from "express";
import type { Database } from "../db/client.ts";
import type { Clock } from "../domain/deps.ts";
import type { Metrics } from "../ops/metrics.ts";
import type { JobIntervals } from "../ops/job-intervals.ts";
import { checkReadiness } from "../ops/readiness.ts";
import type { RoutePatternOf } from "../ops/route-patterns.ts";

export const OPS_PATHS = ["/healthz", "/readyz", "/metrics"] as const;

export type OpsRoutesOptions = {
  db: Database;
  clock: Clock;
  metrics: Metrics;
  /** Whether this process runs the background jobs itself (WORKER). */
  runsJobs: boolean;
  /** The jobs' intervals (ORDER_WORKER_INTERVAL_SECONDS, MAIL_WORKER_INTERVAL_SECONDS): their heartbeats' measure. */
  jobIntervals: JobIntervals;
  /** METRICS_TOKEN: a scraper that is not on this machine sends it as a bearer token. */
  metricsToken: string | undefined;
};

export function opsRouter({ db, clock, metrics, runsJobs, jobIntervals, metricsToken }: OpsRoutesOptions): Router {
  const router = Router();
  router.use([...OPS_PATHS], (_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });
  router.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  router.get("/readyz", async (_req, res) => {
    const readiness = await checkReadiness(db, { now: clock(), runsJobs, intervals: jobIntervals });
    res.status(readiness.ready ? 200 : 503).json({ status: readiness.ready ? "ready" : "not ready", ...readiness });
  });
  router.get("/metrics", metricsAccess(metricsToken), async (_req, res) => {
    res.type(metrics.contentType).send(await metrics.render());
  });
  return router;
}

/**
 * Metrics show the site's volume and its weak spots, so they are never public. Allowed: a scraper on this machine
 * talking to the process directly (a loopback peer, and no forwarding header: a request through the public proxy
 * always carries X-Forwarded-For), or anyone with METRICS_TOKEN as bearer token. Everyone else gets the 404 an
 * unknown path gets, so the proxy does not even show that the endpoint exists.
 */
function metricsAccess(token: string | undefined): RequestHandler {
  const expected = token === undefined ? undefined : digest(token);
  return (req, res, next) => {
    if (isLocalScraper(req) || (expected && bearerMatches(req, expected))) {
      next();
      return;
    }
    res.status(404).type("text").send("Niet gevonden.");
  };
}

function isLocalScraper(req: Request): boolean {
  const peer = req.socket.remoteAddress ?? "";
  const loopback = peer === "::1" || peer.startsWith("127.") || peer.startsWith("::ffff:127.");
  return loopback && req.get("x-forwarded-for") === undefined && req.get("forwarded") === undefined;
}

function bearerMatches(req: Request, expected: Buffer): boolean {
  const match = /^Bearer (.+)$/.exec(req.get("authorization") ?? "");
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), expected);
}

/** Hashes compare in constant time whatever the lengths. */
function digest(value: string): Buffer {
  return createHash("sha256").update(value).digest();
}

/**
 * Counts every request in the metrics when its response is done, labelled by its route pattern (never the raw
 * path: tokens and codes must not become labels): the Express route that answered it, else the web app's route
 * (its catch-all `/*` for an unknown page), else a fixed word.
 */
export function requestMetrics(metrics: Metrics, pagePatternOf: RoutePatternOf | undefined): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once("finish", () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics.observeRequest({
        method: req.method,
        route: routeLabel(req, pagePatternOf),
        status: res.statusCode,
        seconds,
      });
    });
    next();
  };
}

const CATCH_ALL = "/{*splat}";

function routeLabel(req: Request, pagePatternOf: RoutePatternOf | undefined): string {
  return routePatternOfRequest(req, pagePatternOf) ?? (looksLikeFile(pathOf(req)) ? "(bestand)" : "(onbekend)");
}

/**
 * The route pattern that answered a request (also the access log's `route`): the Express route, else the web app's
 * route (its catch-all `/*` for an unknown page); undefined for a file and for a page whose routes are not known
 * (development, where the build changes under Vite).
 */
export function routePatternOfRequest(req: Request, pagePatternOf: RoutePatternOf | undefined): string | undefined {
  const route = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof route === "string" && route !== CATCH_ALL) return `${req.baseUrl}${route}`;
  const path = pathOf(req);
  if (path === "/graphql") return path;
  const pattern = pagePatternOf?.(path);
  // A file the static files did not have is no page, though the web app's catch-all route matches it.
  return looksLikeFile(path) && pattern === PAGE_CATCH_ALL ? undefined : pattern;
}

/** The web app's route of an unknown page (app/routes.ts). */
const PAGE_CATCH_ALL = "/*";

function pathOf(req: Request): string {
  return req.originalUrl.split("?")[0] ?? "";
}

/** A short extension, but not React Router's single-fetch data of a page (`/evenementen.data`). */
function looksLikeFile(path: string): boolean {
  return /\.[a-z0-9]{1,5}$/i.test(path) && !path.endsWith(".data");
}
