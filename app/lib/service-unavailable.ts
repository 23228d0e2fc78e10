import { data } from "react-router";
import { SERVICE_UNAVAILABLE_RETRY_SECONDS } from "../../common/error-codes.ts";

export const SERVICE_UNAVAILABLE_STATUS = 503;

/**
 * What runOperation throws when the API or its database cannot be reached: the root error page's "tijdelijk niet
 * beschikbaar" with 503. Loaders and actions let it through (a catch handles API refusals, ApiError, only), so an
 * outage never looks like an empty list or a refused form.
 */
export function serviceUnavailable() {
  return data(null, { status: SERVICE_UNAVAILABLE_STATUS, headers: outageHeaders(new Headers()) });
}

/**
 * The headers of every 503 answer, for documents, `.data` requests (app/entry.server.tsx) and resource routes alike:
 * when to try again, and not to keep it (nor the page cache, server/http/page-cache.ts), so the next request tries.
 */
export function outageHeaders(headers: Headers): Headers {
  if (!headers.has("Retry-After")) headers.set("Retry-After", String(SERVICE_UNAVAILABLE_RETRY_SECONDS));
  headers.set("Cache-Control", "no-store");
  return headers;
}
