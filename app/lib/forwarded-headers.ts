import type { IncomingRequest } from "./app-services.ts";

/**
 * The visitor's headers the API needs to see the same request: its session cookies, the page's origin and the
 * browser's User-Agent (a staff session keeps it, to be recognised in 'Mijn account'); and the request's id, so the
 * API's log lines for it carry the same id as the web server's.
 */
const FORWARDED_HEADERS = ["cookie", "origin", "user-agent", "x-request-id"] as const;

/**
 * The headers that carry the visitor's request to the API over HTTP (API_URL), so the API sees the same visitor as
 * in-process (decision 0009): the client address resolved here goes on as X-Forwarded-For.
 */
export function forwardedHeaders(request: IncomingRequest | null): Record<string, string> {
  if (!request) return {};
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers[name] = value;
  }
  if (request.clientIp) headers["x-forwarded-for"] = request.clientIp;
  return headers;
}
