import { randomUUID } from "node:crypto";
import type { ErrorRequestHandler, RequestHandler, Response } from "express";
import { runWithLogContext } from "../log/log-context.ts";
import { isLogged, log } from "../log/logger.ts";
import { redactText } from "../log/redact-text.ts";
import type { RoutePatternOf } from "../ops/route-patterns.ts";
import { OPS_PATHS, routePatternOfRequest } from "./ops-routes.ts";
import { databaseUnavailable, logDatabaseUnavailable } from "../db/unreachable.ts";
import { SERVICE_UNAVAILABLE_MESSAGE, SERVICE_UNAVAILABLE_RETRY_SECONDS } from "../../common/error-codes.ts";

const REQUEST_ID_HEADER = "X-Request-Id";

/**
 * A proxy's request id is kept, so its logs and ours name a request alike, when it is sane: 8 to 64 letters,
 * digits, dots, dashes or underscores (nothing that breaks a log line), and nothing shaped like personal data.
 * Otherwise the request gets an id of its own.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

function requestIdFrom(inbound: string | undefined): string {
  if (inbound && SANE_REQUEST_ID.test(inbound) && redactText(inbound, { tokens: false }) === inbound) return inbound;
  return randomUUID();
}

/**
 * Requests that are many and dull: health checks, readiness checks and metrics scrapes, React Router's route
 * discovery (`/__manifest`, asked on every link a page shows) and files (the build's assets, uploaded images, in
 * development Vite's modules). Their successful requests are logged only at level debug; pages, their `.data`
 * (client-side navigation, form posts), /graphql and downloads are what happened on the site and are logged at info.
 */
function isRoutine(path: string, status: number, res: Response): boolean {
  return status < 400 && (isProbe(path) || path === FRAMEWORK_MANIFEST_PATH || servedFiles.has(res));
}

/** React Router's lazy route discovery asks the routes of the links on a page here (routeDiscovery "lazy"). */
const FRAMEWORK_MANIFEST_PATH = "/__manifest";

/** What a proxy or Prometheus polls every few seconds (server/http/ops-routes.ts). */
function isProbe(path: string): boolean {
  return (OPS_PATHS as readonly string[]).includes(path);
}

/** The responses a file handler answered itself (see servingFiles). */
const servedFiles = new WeakSet<Response>();

/**
 * Wraps a handler that serves files: what it answers itself is routine; a request it passes on (no such file) is
 * not. The path alone cannot tell: `/programmaboekje.pdf` and `gegevens.json` are made per request, `.data` is a page.
 */
export function servingFiles(handler: RequestHandler): RequestHandler {
  return (req, res, next) => {
    servedFiles.add(res);
    void handler(req, res, (error?: unknown) => {
      servedFiles.delete(res);
      next(error);
    });
  };
}

/**
 * A 5xx is a warning, except an unready /readyz: the proxy asks again every few seconds, and /readyz's own answer
 * and the alerts tell why; a warning per poll would bury the lines that tell something new.
 */
function levelOf(path: string, status: number, res: Response): "debug" | "info" | "warn" {
  if (status >= 500) return isProbe(path) ? "info" : "warn";
  return isRoutine(path, status, res) ? "debug" : "info";
}

/**
 * First of all middleware: gives each request its id (echoed in the X-Request-Id response header and carried by
 * every log line written for it), and writes one access line when the response is done: method, path (without
 * query; tokens such as a cancel link's removed by the redaction), the route pattern that answered when known,
 * status and duration. Never a body or a query: they carry the visitors' data.
 */
export function requestLog(pagePatternOf?: RoutePatternOf): RequestHandler {
  return (req, res, next) => {
    const requestId = requestIdFrom(req.get(REQUEST_ID_HEADER));
    const started = process.hrtime.bigint();
    res.setHeader(REQUEST_ID_HEADER, requestId);
    // The web app's operations over API_URL forward it (app/lib/graphql-http.ts), so the API logs the same id.
    req.headers[REQUEST_ID_HEADER.toLowerCase()] = requestId;
    res.once("close", () => {
      const path = readablePath(req.originalUrl);
      const { statusCode: status } = res;
      const durationMs = Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
      const level = levelOf(path, status, res);
      if (!isLogged(level)) return;
      const route = routePatternOfRequest(req, pagePatternOf);
      const fields = {
        method: req.method,
        path,
        ...(route ? { route } : {}),
        status,
        durationMs,
        ...(res.writableFinished ? {} : { aborted: true }),
      };
      runWithLogContext({ requestId }, () =>
        log[level]("http.request", `${req.method} ${path} ${status} ${durationMs} ms`, fields),
      );
    });
    runWithLogContext({ requestId }, next);
  };
}

/** The path without its query, decoded so that the redaction recognises what was percent-encoded in it. */
function readablePath(url: string): string {
  const path = url.split("?")[0] ?? "";
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Last of all middleware: an error a route passed on. Express's own handler would print it raw to the console and,
 * outside production, send its stack to the visitor, and a query error's first line holds the query's values.
 * A client's mistake (a body that cannot be read, 4xx) is answered with its status, an unreachable database with 503
 * and Retry-After (server/db/unreachable.ts); anything else is logged as a
 * described error (server/log/describe-error.ts) and answered with a generic Dutch text.
 */
export const logUnhandledError: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  const unavailable = databaseUnavailable(error);
  if (unavailable) {
    logDatabaseUnavailable(unavailable);
    if (res.headersSent) return next(error);
    res
      .status(503)
      .set({ "Retry-After": String(SERVICE_UNAVAILABLE_RETRY_SECONDS), "Cache-Control": "no-store" })
      .type("text")
      .send(SERVICE_UNAVAILABLE_MESSAGE);
    return;
  }
  const status = statusOf(error);
  if (status >= 500) log.error("http.failed", "Verzoek faalde.", { error });
  if (res.headersSent) {
    next(error);
    return;
  }
  res
    .status(status)
    .type("text")
    .send(status >= 500 ? INTERNAL_ERROR_TEXT : status === 413 ? "Het verzoek is te groot." : BAD_REQUEST_TEXT);
};

const INTERNAL_ERROR_TEXT = "Er is een interne fout opgetreden. Probeer het later opnieuw.";
const BAD_REQUEST_TEXT = "Het verzoek kon niet worden verwerkt.";

/** The HTTP status an error asks for (body-parser's 400 and 413 do), else 500. */
function statusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" && status >= 400 && status < 600 ? status : 500;
}
