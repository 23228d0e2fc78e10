import type { HeadersArgs } from "react-router";
import { retryAfterHeaders } from "./api-errors.ts";

/**
 * The headers of a page that shows one visitor's personal data (an enrolment, an order, a ticket holder's
 * workshop choices): no browser or proxy may store it, so it is not read back from a shared computer's cache or
 * the history. Returned by the route's `headers` export, for the page and for its data requests alike.
 */
export const PERSONAL_PAGE_HEADERS = { "Cache-Control": "no-store" } as const;

/** A personal page that also has a form: no-store, plus the action's Retry-After when it was over a limit. */
export function personalFormPageHeaders(args: HeadersArgs): Headers {
  const headers = retryAfterHeaders(args);
  for (const [name, value] of Object.entries(PERSONAL_PAGE_HEADERS)) headers.set(name, value);
  return headers;
}
