/**
 * The security headers of every response (decision 0010): a Content-Security-Policy, HSTS over https, nosniff, a
 * Referrer-Policy and a Permissions-Policy. One middleware, mounted first in create-app.ts.
 *
 * The headers are added when the response's head is written, not when the request arrives: only then is the
 * Content-Type known (an HTML page gets the page policy, everything else a policy that allows nothing), and a route
 * that set a header of its own keeps it (the cancel page's stricter Referrer-Policy, a kept page's hashes).
 *
 * Scripts: no 'unsafe-inline'. A rendered page's inline scripts (React Router's context and route imports, React's
 * streamed chunks) carry this response's nonce (`cspNonceOf`, handed to the app through the load context); a page
 * the page cache serves again carries the nonce of the response that rendered it, so its policy lists the hashes
 * of its own inline scripts instead (`allowInlineScripts`).
 *
 * Styles: 'unsafe-inline'. The stylesheet is inlined in every page (app/root.tsx, decision 0006), the app sets
 * style attributes (a progress bar's width), and the dev mailbox shows mails with inline styles. A nonce would not
 * cover style attributes, and injected CSS cannot run code; scripts are what the policy must hold.
 */
import { createHash, randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { RequestHandler, Response } from "express";
import { onWriteHead } from "./on-write-head.ts";

/** Where Mollie's hosted checkout lives (`_links.checkout`); a form post without JavaScript is redirected there. */
export const MOLLIE_CHECKOUT_ORIGIN = "https://www.mollie.com";

export type SecurityHeadersOptions = {
  /** The address visitors use; https there means HSTS, and its origin may receive our form posts. */
  publicUrl: string;
  /**
   * Origins a form post may be redirected to besides our own: the payment provider's checkout. Without JavaScript
   * the order form's POST is answered with a redirect to it, and browsers hold that redirect to form-action.
   */
  checkoutOrigins?: readonly string[];
  /**
   * Development (Vite): hot reloading talks over a WebSocket on a port of its own, and GraphiQL at `graphiqlPath`
   * loads its scripts from a CDN with inline scripts of its own; it gets a policy without script rules.
   */
  development?: boolean;
  graphiqlPath?: string;
  /**
   * Paths whose answers belong to one visitor and must not be stored by a browser or proxy (Cache-Control:
   * no-store unless the route says otherwise): /graphql, where orders, enrolments and codes are answered.
   */
  privatePaths?: readonly string[];
};

const HSTS = "max-age=31536000; includeSubDomains";
const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=()";
const REFERRER_POLICY = "strict-origin-when-cross-origin";

/** JSON, data, PDFs, images, scripts, redirects: shown as a document they may load nothing and not be framed. */
export const NON_HTML_POLICY = "default-src 'none'; frame-ancestors 'none'";
/** XML (the sitemap) and SVG: as NON_HTML_POLICY, but the browser's XML viewer and an SVG's own styles may style. */
const XML_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** Dev-only GraphiQL: no script or style rules (it runs from a CDN), but still never framed and no plugins. */
const GRAPHIQL_POLICY = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'";

const SCRIPT_SOURCES = Symbol("cspScriptSources");
type WithScriptSources = Response & {
  locals: { [SCRIPT_SOURCES]?: readonly string[]; cspNonce?: () => string };
};

export function securityHeaders(options: SecurityHeadersOptions): RequestHandler {
  const pagePolicy = pagePolicyFor(options);
  const publicUrlIsHttps = new URL(options.publicUrl).protocol === "https:";
  const privatePaths = new Set(options.privatePaths);
  return (req, res, next) => {
    // Read now: a router mounted at a path shortens req.url while it handles the request.
    const path = req.path;
    // Made when first asked for (a page that renders, or its policy): most answers (files, kept pages) need none.
    let nonce: string | undefined;
    const nonceOf = () => (nonce ??= randomBytes(16).toString("base64"));
    (res as WithScriptSources).locals.cspNonce = nonceOf;
    onWriteHead(res, () => {
      if (privatePaths.has(path)) setIfAbsent(res, "Cache-Control", "no-store");
      setIfAbsent(res, "X-Content-Type-Options", "nosniff");
      setIfAbsent(res, "Referrer-Policy", REFERRER_POLICY);
      setIfAbsent(res, "Permissions-Policy", PERMISSIONS_POLICY);
      if (publicUrlIsHttps || req.secure) setIfAbsent(res, "Strict-Transport-Security", HSTS);
      setIfAbsent(res, "Content-Security-Policy", policyFor(path, res, nonceOf, pagePolicy, options));
    });
    next();
  };
}

/** This response's nonce, for the inline scripts the web app renders (server/main.ts puts it in the load context). */
export function cspNonceOf(res: Response): string | undefined {
  return (res as WithScriptSources).locals.cspNonce?.();
}

/** Lets this HTML response run exactly these inline scripts (`'sha256-...'` sources) instead of nonced ones. */
export function allowInlineScripts(res: Response, sources: readonly string[]): void {
  (res as WithScriptSources).locals[SCRIPT_SOURCES] = sources;
}

/** The CSP sources of the inline scripts of an HTML document: one `'sha256-...'` per script without `src`. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  // A script's text ends at the first '</script': the HTML parser ends it there too, so a regular expression
  // finds exactly what the browser hashes. Data blocks (JSON-LD) are listed too; allowing them runs nothing.
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script/gi)) {
    const [, attributes = "", text = ""] = match;
    if (/\ssrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

function policyFor(
  path: string,
  res: Response,
  nonceOf: () => string,
  pagePolicy: ReturnType<typeof pagePolicyFor>,
  { development, graphiqlPath }: SecurityHeadersOptions,
): string {
  const hashes = (res as WithScriptSources).locals[SCRIPT_SOURCES];
  // A 304 carries no Content-Type, yet the browser shows its stored page under this answer's headers: a page
  // answered by its script hashes (kept by the page cache) keeps its page policy.
  if (res.statusCode === 304 && hashes) return pagePolicy.withHashes(hashes);
  const contentType = String(res.getHeader("Content-Type") ?? "");
  if (/^(text|application)\/xml\b|\+xml\b/i.test(contentType)) return XML_POLICY;
  if (!/^text\/html\b/i.test(contentType)) return NON_HTML_POLICY;
  if (development && graphiqlPath && path === graphiqlPath) return GRAPHIQL_POLICY;
  return hashes ? pagePolicy.withHashes(hashes) : pagePolicy.withNonce(nonceOf());
}

/** The policy of an HTML page, built once; only the script sources differ per response. */
function pagePolicyFor({ publicUrl, checkoutOrigins = [], development = false }: SecurityHeadersOptions) {
  const formTargets = unique(["'self'", new URL(publicUrl).origin, ...checkoutOrigins]);
  // Vite's hot reloading connects to its own WebSocket port in development.
  const connect = development ? ["'self'", "ws:", "wss:"] : ["'self'"];
  const before = "default-src 'self'; script-src 'self' ";
  const after = [
    "",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect.join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${formTargets.join(" ")}`,
    "frame-ancestors 'none'",
  ].join("; ");
  // A kept page answers with the same list of script hashes every time (page-cache.ts): its policy is made once.
  const ofKeptLists = new WeakMap<readonly string[], string>();
  return {
    withNonce: (nonce: string) => `${before}'nonce-${nonce}'${after}`,
    withHashes: (hashes: readonly string[]) => {
      let made = ofKeptLists.get(hashes);
      if (made === undefined) ofKeptLists.set(hashes, (made = before + hashes.join(" ") + after));
      return made;
    },
  };
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

function setIfAbsent(res: ServerResponse, name: string, value: string): void {
  if (!res.hasHeader(name)) res.setHeader(name, value);
}
