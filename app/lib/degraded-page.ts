import { data, type HeadersFunction } from "react-router";

/**
 * A page that shows less than it should because the API failed (an empty list, a notice): it must not be kept
 * by the server's page cache (server/http/page-cache.ts) nor by a browser, so the next request tries again.
 */
const DEGRADED_PAGE_HEADERS = { "Cache-Control": "no-store" } as const;

/** The loader's answer for a degraded page: the same data, marked not to be kept. */
export function degradedPage<T>(value: T) {
  return data(value, { headers: DEGRADED_PAGE_HEADERS });
}

/** A route's `headers`: what its loader set (a degraded page's no-store), nothing otherwise. */
export const loaderHeadersOnly: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
