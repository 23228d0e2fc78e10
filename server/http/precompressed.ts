import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import express, { type Request, type Response, type Router } from "express";

/**
 * Files compressed once, at build time (scripts/precompress.ts): beside every text file
 * of build/client over 1 kB lie `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) when they are
 * smaller. A request that accepts one of them gets it as is, instead of compression() gzipping the file again
 * (at a lower level) on every response.
 *
 * The twins are read at start: the build does not change while the server runs.
 * They are never served under their own names (`/assets/x.js.br`): that falls through to the web app's 404.
 */

/** The text files the build compresses, with the Content-Type they are served with (express.static's, send's). */
export const COMPRESSIBLE_TYPES: ReadonlyMap<string, string> = new Map([
  [".js", "text/javascript; charset=utf-8"],
  [".mjs", "text/javascript; charset=utf-8"],
  [".css", "text/css; charset=utf-8"],
  [".svg", "image/svg+xml"],
  [".html", "text/html; charset=utf-8"],
  // React Router's single-fetch data (a page's .data), as React Router's server sends it.
  [".data", "text/x-script"],
  [".json", "application/json; charset=utf-8"],
  [".map", "application/json; charset=utf-8"],
  [".webmanifest", "application/manifest+json; charset=utf-8"],
  [".txt", "text/plain; charset=utf-8"],
  [".xml", "application/xml"],
  [".ics", "text/calendar; charset=utf-8"],
]);

/** The encodings written beside a file, in the order the server prefers them. */
export const PRECOMPRESSED_ENCODINGS = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
] as const;

export type PrecompressedEncoding = (typeof PRECOMPRESSED_ENCODINGS)[number]["encoding"];

type Twin = { body: Buffer; etag: string };

/** The compressed forms of one file of the build. */
type Precompressed = {
  /** The original file's modification time, as Last-Modified. */
  lastModified: string;
  twins: Partial<Record<PrecompressedEncoding, Twin>>;
};

export type PrecompressedFiles = {
  /** By the absolute (resolved) path of the original file. */
  byFile: ReadonlyMap<string, Precompressed>;
  /** The absolute paths of the twins themselves, which are not served under their own names. */
  twinFiles: ReadonlySet<string>;
};

/** Reads every twin under `clientDir` that is at least as new as its original (a build without the step leaves none). */
export function findPrecompressed(clientDir: string): PrecompressedFiles {
  const byFile = new Map<string, Precompressed>();
  const twinFiles = new Set<string>();
  const root = path.resolve(clientDir);
  if (!existsSync(root)) return { byFile, twinFiles };
  for (const entry of readdirSync(root, { recursive: true, encoding: "utf8" })) {
    const kind = PRECOMPRESSED_ENCODINGS.find(({ suffix }) => entry.endsWith(suffix));
    if (!kind) continue;
    const twinFile = path.join(root, entry);
    const original = twinFile.slice(0, -kind.suffix.length);
    if (!existsSync(original) || !statSync(original).isFile()) continue;
    twinFiles.add(twinFile);
    const originalStat = statSync(original);
    // A twin older than its file was written for an earlier build of it: the file is sent as it is then.
    if (statSync(twinFile).mtimeMs < originalStat.mtimeMs) continue;
    const body = readFileSync(twinFile);
    const found = byFile.get(original) ?? { lastModified: originalStat.mtime.toUTCString(), twins: {} };
    found.twins[kind.encoding] = {
      body,
      etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
    };
    byFile.set(original, found);
  }
  return { byFile, twinFiles };
}

/**
 * The encoding to send of those available, by the request's Accept-Encoding: the highest q-value above 0, brotli
 * before gzip on a tie; undefined for the file as it is (no header, only identity, or identity preferred).
 */
export function negotiateEncoding(
  acceptEncoding: string | undefined,
  available: readonly PrecompressedEncoding[],
): PrecompressedEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [token = "", ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase());
    if (!token) continue;
    const q = parameters.find((parameter) => /^q\s*=/.test(parameter));
    const weight = q === undefined ? 1 : Number(q.replace(/^q\s*=\s*/, ""));
    const name = token === "x-gzip" ? "gzip" : token;
    if (Number.isFinite(weight)) weights.set(name, Math.max(weights.get(name) ?? 0, Math.min(1, weight)));
  }
  let best: PrecompressedEncoding | undefined;
  let bestWeight = 0;
  for (const { encoding } of PRECOMPRESSED_ENCODINGS) {
    if (!available.includes(encoding)) continue;
    const weight = weights.get(encoding) ?? weights.get("*") ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [encoding, weight];
  }
  const identity = weights.get("identity");
  return identity !== undefined && identity > bestWeight ? undefined : best;
}

/**
 * Answers a GET or HEAD of a file with its twin when the client accepts one, with `headers` (Content-Type of the
 * original, Cache-Control) and an ETag of the twin; 304 when the client's copy is current. Returns false, having
 * only added `Vary: Accept-Encoding`, when the file is to be sent as it is.
 */
function sendPrecompressed(
  req: Request,
  res: Response,
  found: Precompressed | undefined,
  headers: { contentType: string; cacheControl: string },
): boolean {
  if (!found || (req.method !== "GET" && req.method !== "HEAD")) return false;
  // The answer differs by Accept-Encoding, also when it is the file itself.
  res.vary("Accept-Encoding");
  const available = PRECOMPRESSED_ENCODINGS.map(({ encoding }) => encoding).filter((name) => found.twins[name]);
  const encoding = negotiateEncoding(req.headers["accept-encoding"], available);
  const twin = encoding && found.twins[encoding];
  if (!encoding || !twin) return false;
  res.setHeader("Cache-Control", headers.cacheControl);
  res.setHeader("ETag", twin.etag);
  res.setHeader("Last-Modified", found.lastModified);
  if (req.fresh) {
    // As express.static answers a current copy: without the content headers.
    for (const name of ["Content-Type", "Content-Encoding", "Content-Length"]) res.removeHeader(name);
    res.status(304).end();
    return true;
  }
  res.setHeader("Content-Type", headers.contentType);
  // compression() leaves a response alone that already has a Content-Encoding.
  res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", twin.body.length);
  res.status(200);
  if (req.method === "HEAD") res.end();
  else res.end(twin.body);
  return true;
}

/** Fingerprinted build output may be cached forever; other public files for an hour (express.static's headers). */
const IMMUTABLE = "public, max-age=31536000, immutable";
const ONE_HOUR = "public, max-age=3600";

/**
 * The files of build/client: the precompressed twin of a file when the client accepts one, otherwise
 * express.static as before (assets/ immutable for a year, the rest for an hour, no directory index).
 */
export function staticFiles(clientDir: string, precompressed = findPrecompressed(clientDir)): Router {
  const { byFile, twinFiles } = precompressed;
  const root = path.resolve(clientDir);
  const files = filesIn(root);
  const router = express.Router();
  router.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = fileOf(root, req.path);
    // Not a file of the build (every page): on to the web app without a look at the disk. express.static would
    // stat the path and build a 404 error for every page request, a sixth of a kept page's cost.
    if (!file || !files.has(file)) return next("router");
    // The twins are the server's business: /assets/x.js.br is not a file of the site, and goes to the web app.
    if (twinFiles.has(file)) return next("router");
    const contentType = COMPRESSIBLE_TYPES.get(path.extname(file));
    const cacheControl = req.path.startsWith("/assets/") ? IMMUTABLE : ONE_HOUR;
    if (contentType && sendPrecompressed(req, res, byFile.get(file), { contentType, cacheControl })) return;
    next();
  });
  router.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y" }));
  router.use(express.static(clientDir, { maxAge: "1h", index: false }));
  return router;
}

/** Every regular file under `root`, as absolute paths: the build does not change while the server runs. */
function filesIn(root: string): ReadonlySet<string> {
  if (!existsSync(root)) return new Set();
  const entries = readdirSync(root, { recursive: true, withFileTypes: true });
  return new Set(entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name)));
}

/** The absolute file a URL path names inside `root`; undefined when it is malformed or climbs ('..'). */
function fileOf(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  // express.static refuses these too (send's 400 and 403), and falls through to the web app.
  if (decoded.includes("\0") || /(^|[\\/])\.\.([\\/]|$)/.test(decoded)) return undefined;
  const file = path.join(root, decoded);
  return file.startsWith(root + path.sep) ? file : undefined;
}
