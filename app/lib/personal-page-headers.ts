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

/**
 * A page opened by a secret link (the cancel link, the waitlist link, a certificate's correction link): personal
 * and with a form, and the link's secret never leaves for another site in a Referer header. Not 'no-referrer':
 * with it a browser sends 'Origin: null' on the form post that works without JavaScript, and React Router refuses
 * such a post as cross-site (400).
 */
export function secretLinkPageHeaders(args: HeadersArgs): Headers {
  const headers = personalFormPageHeaders(args);
  headers.set("Referrer-Policy", "same-origin");
  return headers;
}

/** The meta tags of a page behind a secret link: not for search engines, and the same referrer rule as its header. */
export const SECRET_LINK_META = [
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "same-origin" },
] as const;
