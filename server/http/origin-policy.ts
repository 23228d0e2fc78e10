/**
 * Which web pages may send requests that change things. A browser names the page a request comes
 * from in the Origin header, and a page on another site cannot forge it. A request without Origin comes from no
 * browser page (a server, curl, Mollie's webhook) and is no cross-site request.
 */

/** 'https://www.example.org' for any URL of that site. */
export function originOf(url: string): string {
  return new URL(url).origin;
}

/**
 * Whether the page that sent a request may: none named, or one of `allowed`. "null" (a sandboxed frame, a
 * redirect across sites) is never allowed, whatever the list says.
 */
export function originAllowed(origin: string | null | undefined, allowed: ReadonlySet<string>): boolean {
  if (origin === null || origin === undefined) return true;
  return origin !== "null" && allowed.has(origin);
}
