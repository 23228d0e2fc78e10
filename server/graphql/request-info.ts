/**
 * What the API knows of the request it serves (decision 0009): the client address, resolved once by Express's
 * trusted-proxy rule (TRUST_PROXY), its cookies and its origin. /graphql builds it from its own request; the web
 * app's in-process operations from the page request they run for; over HTTP (API_URL) the web app forwards these
 * as headers, so the API sees the same visitor either way.
 */
export type RequestInfo = {
  /** Null when there is no client, e.g. a script: such calls are not rate-limited. */
  clientIp: string | null;
  cookies: Readonly<Record<string, string>>;
  origin: string | null;
  /** The browser's User-Agent header: a staff session keeps it (truncated) so its person can recognise it. */
  userAgent: string | null;
};

export const NO_REQUEST: RequestInfo = { clientIp: null, cookies: {}, origin: null, userAgent: null };

/** Stands for an HTTP client whose address could not be read, e.g. because its socket has closed already. */
const UNKNOWN_CLIENT = "unknown";

/**
 * Express's req.ip honours `trust proxy`; without it, the socket's address. Null only without a request at all (an
 * in-process call): every HTTP request has a client, so the abuse limits always count it.
 */
export function clientIpOf(req: unknown): string | null {
  if (typeof req !== "object" || req === null) return null;
  const { ip, socket } = req as { ip?: unknown; socket?: { remoteAddress?: unknown } };
  if (typeof ip === "string" && ip) return ip;
  return typeof socket?.remoteAddress === "string" && socket.remoteAddress ? socket.remoteAddress : UNKNOWN_CLIENT;
}

export function requestInfo(clientIp: string | null, headers: Pick<Headers, "get">): RequestInfo {
  return {
    clientIp,
    cookies: parseCookies(headers.get("cookie")),
    origin: headers.get("origin"),
    userAgent: headers.get("user-agent"),
  };
}

/** The headers of a Node request as Fetch Headers (repeated headers joined, as Fetch does). */
export function fetchHeadersOf(req: { headers: Record<string, string | string[] | undefined> }): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  return headers;
}

/** RFC 6265 cookie header: 'a=1; b=2'. A malformed pair is skipped; the first of a repeated name wins. */
export function parseCookies(header: string | null): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const pair of header.split(";")) {
    const at = pair.indexOf("=");
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim();
    if (!name || Object.hasOwn(cookies, name)) continue;
    cookies[name] = decodeCookieValue(
      pair
        .slice(at + 1)
        .trim()
        .replace(/^"(.*)"$/, "$1"),
    );
  }
  return cookies;
}

function decodeCookieValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** 'https://www.example.org' for any URL of that site. */
export function originOf(url: string): string {
  return new URL(url).origin;
}

/**
 * Whether the page that sent a request that changes things may: a browser names that page in the Origin header,
 * and a page on another site cannot forge it. No Origin means no browser page (a server, curl, Mollie's webhook),
 * so no cross-site request. "null" (a sandboxed frame, a redirect across sites) is never allowed.
 */
export function originAllowed(origin: string | null | undefined, allowed: ReadonlySet<string>): boolean {
  if (origin === null || origin === undefined) return true;
  return origin !== "null" && allowed.has(origin);
}
