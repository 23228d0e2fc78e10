import { AsyncLocalStorage } from "node:async_hooks";
import type { RequestHandler } from "express";

/**
 * The visitor's IP for rate limiting. /graphql requests carry it themselves; the web app's loaders and actions
 * run their operations in-process (decision 0002) through an executor that knows no request, so the page
 * handler keeps the IP in async-local storage for the GraphQL context to read.
 */
const pageRequest = new AsyncLocalStorage<{ clientIp: string | null }>();

/** Express's req.ip honours `trust proxy` (loopback: a local reverse proxy's X-Forwarded-For). */
export function clientIpOf(req: unknown): string | null {
  if (typeof req !== "object" || req === null) return null;
  const { ip, socket } = req as { ip?: unknown; socket?: { remoteAddress?: unknown } };
  if (typeof ip === "string" && ip) return ip;
  return typeof socket?.remoteAddress === "string" ? socket.remoteAddress : null;
}

/** Wraps the page handler so in-process GraphQL calls made while rendering know whose request it is. */
export function withPageClientIp(pages: RequestHandler): RequestHandler {
  return (req, res, next) => pageRequest.run({ clientIp: clientIpOf(req) }, () => pages(req, res, next));
}

/** The IP of the page request being handled, or null outside one. */
export function currentPageClientIp(): string | null {
  return pageRequest.getStore()?.clientIp ?? null;
}
