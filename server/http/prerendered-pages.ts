import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { allowInlineScripts, inlineScriptHashes } from "./security-headers.ts";
import { findPrecompressed, sendPrecompressed, type PrecompressedFiles } from "./precompressed.ts";

/**
 * Serves the pages React Router prerendered at build time (react-router.config.ts `prerender`) as static
 * files: `<clientDir>/over-ons/index.html` for /over-ons, and `<clientDir>/over-ons.data` for the
 * data a client-side navigation fetches. Every other request falls through to the server-rendered app.
 *
 * express.static would not do: it answers a directory with a redirect to '/over-ons/', sends the .data
 * files as application/octet-stream (uncompressed) and caches them as long as the other public files.
 *
 * A page made at build time has no per-response nonce: its Content-Security-Policy allows the hashes of its own
 * inline scripts, computed once at start.
 *
 * The build compressed the pages already (scripts/precompress.ts): a client that accepts brotli or gzip gets that
 * file (precompressed.ts), anyone else the page as it is.
 */
export function prerenderedPages(
  clientDir: string,
  { byFile }: PrecompressedFiles = findPrecompressed(clientDir),
): RequestHandler {
  const files = findPrerenderedFiles(clientDir);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const found = files.get(req.path);
    if (!found) return next();
    res.setHeader("Content-Type", found.contentType);
    res.setHeader("Cache-Control", CACHE_CONTROL);
    res.setHeader("X-Prerendered", "1");
    if (found.inlineScripts) allowInlineScripts(res, found.inlineScripts);
    const headers = { contentType: found.contentType, cacheControl: CACHE_CONTROL };
    if (sendPrecompressed(req, res, byFile.get(path.resolve(found.file)), headers)) return;
    res.sendFile(found.file, { cacheControl: false }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  };
}

type PrerenderedFile = {
  file: string;
  contentType: string;
  /** For HTML: the CSP sources (hashes) of the page's inline scripts. */
  inlineScripts?: readonly string[];
};

// Short, because the HTML names the fingerprinted scripts of this build; a deploy replaces them.
const CACHE_CONTROL = "public, max-age=60";
const HTML = "text/html; charset=utf-8";
// What React Router's server sends for single-fetch data, so clients and the compression filter treat it alike.
const DATA = "text/x-script";

/** Looks once, at start: the build does not change while the server runs. Keys are URL paths. */
export function findPrerenderedFiles(clientDir: string): Map<string, PrerenderedFile> {
  const files = new Map<string, PrerenderedFile>();
  if (!existsSync(clientDir)) return files;
  for (const entry of readdirSync(clientDir, { recursive: true, encoding: "utf8" })) {
    const relative = entry.split(path.sep).join("/");
    // Fingerprinted bundles and images live under assets/; no page is prerendered there.
    if (relative.startsWith("assets/")) continue;
    const file = path.join(clientDir, entry);
    if (relative === "index.html" || relative.endsWith("/index.html")) {
      const page = `/${relative.slice(0, -"index.html".length)}`;
      const html = { file, contentType: HTML, inlineScripts: inlineScriptHashes(readFileSync(file, "utf8")) };
      files.set(page, html);
      // React Router treats '/over-ons/' as '/over-ons'; answer both from the same file.
      if (page !== "/") files.set(page.replace(/\/$/, ""), html);
    } else if (relative.endsWith(".data")) {
      files.set(`/${relative}`, { file, contentType: DATA });
    }
  }
  return files;
}
