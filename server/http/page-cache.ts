/**
 * The rendered public pages, kept per URL for a few seconds (decision 0014): the event, course, list and content
 * pages are the same for every anonymous visitor, so one render serves many. A page is rendered again when public
 * content changes (the database's `public_content` notification, server/db/migrations/0015), when it is older than
 * MAX_AGE_MS (pages show what the clock decides: a sale window opening), and never more often than the throttle
 * allows during a rush of orders (each order changes a place count).
 *
 * Nothing personal is ever kept: only GET and HEAD without cookies or credentials, only the listed public pages
 * without a query (their single-fetch data only with `_routes`), only 200 answers that set no cookie and allow
 * caching. Such an answer depends on the URL, the clock and public content alone.
 *
 * A kept HTML page cannot reuse the nonce of the request that rendered it: a hit's Content-Security-Policy lists
 * the hashes of the page's inline scripts instead.
 */
import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { OutgoingHttpHeaders } from "node:http";
import type { Request, RequestHandler, Response } from "express";
import { negotiateEncoding, type PrecompressedEncoding } from "./precompressed.ts";
import { allowInlineScripts, inlineScriptHashes } from "./security-headers.ts";

/** The channel the database's triggers notify when public content changes (migration 0015). */
export const PUBLIC_CONTENT_CHANNEL = "public_content";

/** The longest a kept page is served: a few seconds, so a count or a phase is never staler than that. */
const MAX_AGE_MS = 5_000;
/** During a rush of changes the pages are rendered again at most once per this window (leading and trailing). */
const THROTTLE_MS = 1_000;
const MAX_ENTRIES = 200;
const MAX_BODY_BYTES = 2_000_000;

/**
 * The public pages that read only public content: home, the lists (events, courses, friends, vacancies), an event,
 * a course, the content pages whose words the back office edits (about, contact, terms; decision 0033), and the
 * privacy and cookie statements (the settings' facts). None has a form with a per-render secret.
 */
const PAGE_NAMES =
  "evenementen|overige-evenementen|vakschool|vrienden|vacatures|over-ons|contact|algemene-voorwaarden|privacy|cookieverklaring";
const PAGE_PATHS = [/^\/$/, new RegExp(`^/(${PAGE_NAMES})$`), /^\/(evenementen|vakschool)\/[\w-]+$/];
/** React Router's single-fetch data of those pages: `/_root.data` for home, `<path>.data` for the others. */
const DATA_PATHS = [
  /^\/_root\.data$/,
  new RegExp(`^/(${PAGE_NAMES})\\.data$`),
  /^\/(evenementen|vakschool)\/[\w-]+\.data$/,
];
/** The answer's headers a hit repeats; the security headers and the encoding are made per response. */
const KEPT_HEADERS = ["content-type", "cache-control", "link", "x-robots-tag", "content-language"];

type Entry = {
  status: 200;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  /** The body compressed once when kept, so a hit costs no compression (compression() skips encoded answers). */
  encoded: Record<PrecompressedEncoding, Buffer>;
  etag: string;
  /** The CSP sources of an HTML page's inline scripts. */
  inlineScripts: readonly string[] | null;
  storedAt: number;
  generation: number;
};

export type PageCache = {
  /** Serves a kept page, or lets the app render it and keeps the answer when it may. */
  middleware: RequestHandler;
  /** Public content changed: the kept pages go (at once, or at the end of the throttle window). */
  invalidate: () => void;
  /** For tests and the bench: hits, misses and renders shared. */
  stats: { hits: number; misses: number; shared: number };
  close: () => void;
};

export function createPageCache(options: { now?: () => number } = {}): PageCache {
  const now = options.now ?? (() => performance.now());
  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<Entry | null>>();
  const stats = { hits: 0, misses: 0, shared: 0 };
  let generation = 0;
  let lastBump = -Infinity;
  let trailing: NodeJS.Timeout | undefined;

  const bump = () => {
    generation++;
    lastBump = now();
    entries.clear();
  };

  const fresh = (entry: Entry | undefined): entry is Entry =>
    entry !== undefined && entry.generation === generation && now() - entry.storedAt < MAX_AGE_MS;

  const middleware: RequestHandler = (req, res, next) => {
    const key = cacheKey(req);
    if (!key) return next();
    const kept = entries.get(key);
    if (fresh(kept)) {
      stats.hits++;
      return serve(req, res, kept);
    }
    // A HEAD answer has no body to keep.
    if (req.method === "HEAD") return next();
    const inFlight = rendering.get(key);
    if (inFlight) {
      // Another request renders this page now: wait for it rather than render it twice.
      stats.shared++;
      void inFlight.then((entry) => (entry ? serve(req, res, entry) : next()), next);
      return;
    }
    stats.misses++;
    const started = generation;
    const captured = capture(res);
    const done = captured.then((answer) => {
      rendering.delete(key);
      if (!answer) return null;
      const entry = toEntry(answer, now(), started);
      // Content changed while it rendered: the waiting requests still get it (as fresh as the throttle allows),
      // rather than all rendering at once, but it is not kept.
      if (generation !== started) return entry;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, entry);
      return entry;
    });
    rendering.set(key, done);
    next();
  };

  return {
    middleware,
    invalidate() {
      if (trailing) return;
      const since = now() - lastBump;
      if (since >= THROTTLE_MS) return bump();
      trailing = setTimeout(() => {
        trailing = undefined;
        bump();
      }, THROTTLE_MS - since);
      trailing.unref();
    },
    stats,
    close: () => clearTimeout(trailing),
  };
}

/** The key of a request whose answer may be kept, or null. */
function cacheKey(req: Request): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  if (req.headers.cookie || req.headers.authorization) return null;
  const url = req.originalUrl;
  if (url.length > 300) return null;
  const query = Object.keys(req.query);
  if (PAGE_PATHS.some((pattern) => pattern.test(req.path))) return query.length === 0 ? url : null;
  if (DATA_PATHS.some((pattern) => pattern.test(req.path))) {
    return query.every((name) => name === "_routes") ? url : null;
  }
  return null;
}

type Answer = { headers: OutgoingHttpHeaders; body: Buffer };

/**
 * The answer the app writes to `res`, as it wrote it (before compression, which wraps the response earlier), or
 * null when it may not be kept. Resolves when the answer is finished or abandoned.
 */
function capture(res: Response): Promise<Answer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size <= MAX_BODY_BYTES) chunks.push(buffer);
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    return end(chunk, ...rest);
  }) as Response["end"];

  return new Promise((resolve) => {
    res.on("close", () => {
      if (!res.writableFinished || !keepable(res) || size > MAX_BODY_BYTES) return resolve(null);
      resolve({ headers: keptHeaders(res), body: Buffer.concat(chunks) });
    });
  });
}

function keepable(res: Response): boolean {
  if (res.statusCode !== 200 || res.getHeader("set-cookie") !== undefined) return false;
  const cacheControl = String(res.getHeader("cache-control") ?? "");
  return !/\b(no-store|private)\b/i.test(cacheControl);
}

function keptHeaders(res: Response): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const name of KEPT_HEADERS) {
    const value = res.getHeader(name);
    if (value !== undefined) headers[name] = value;
  }
  return headers;
}

function toEntry(answer: Answer, storedAt: number, generation: number): Entry {
  const html = /^text\/html\b/i.test(String(answer.headers["content-type"] ?? ""));
  return {
    status: 200,
    headers: answer.headers,
    body: answer.body,
    encoded: {
      // Fast settings: a page is kept about once a second, and these are a few milliseconds for 80 kB.
      br: brotliCompressSync(answer.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzip: gzipSync(answer.body, { level: 6 }),
    },
    etag: `W/"${createHash("sha256").update(answer.body).digest("base64url").slice(0, 27)}"`,
    inlineScripts: html ? inlineScriptHashes(answer.body.toString("utf8")) : null,
    storedAt,
    generation,
  };
}

function serve(req: Request, res: Response, entry: Entry): void {
  res.setHeader("ETag", entry.etag);
  res.setHeader("X-Page-Cache", "hit");
  // Also for a 304: the browser shows its stored copy under this answer's policy.
  if (entry.inlineScripts) allowInlineScripts(res, entry.inlineScripts);
  if (req.headers["if-none-match"] === entry.etag) {
    const cacheControl = entry.headers["cache-control"];
    if (cacheControl !== undefined) res.setHeader("Cache-Control", cacheControl);
    res.status(304).end();
    return;
  }
  for (const [name, value] of Object.entries(entry.headers)) if (value !== undefined) res.setHeader(name, value);
  res.vary("Accept-Encoding");
  const encoding = negotiateEncoding(req.headers["accept-encoding"], ["br", "gzip"]);
  const body = encoding ? entry.encoded[encoding] : entry.body;
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.status(entry.status);
  if (req.method === "HEAD") res.end();
  else res.end(body);
}
