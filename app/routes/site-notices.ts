import type { Route } from "./+types/site-notices.ts";
import { SiteNoticesDocument } from "../graphql/generated.ts";
import { rethrowUnlessApiError } from "../lib/api-errors.ts";
import { runOperation } from "../lib/app-services.ts";

/**
 * GET /meldingen.json: the notices in force now, which the strip at the bottom of every page fetches once it is
 * hydrated (decision 0034). Not part of any page, so the pages (prerendered, or kept by the page cache) never hold
 * them. The server answers from its in-memory copy (no database round trip); the browser may keep the answer but
 * asks again on each page load (`no-cache`), with the ETag, so a notice whose 'until' passed is gone on the next one.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const siteNotices = await runOperation(context, SiteNoticesDocument).then(
    (result) => result.siteNotices,
    (error: unknown) => {
      rethrowUnlessApiError(error);
      return null;
    },
  );
  // The API failed: no notices this time (they are never essential), and nothing for the browser to keep.
  if (siteNotices === null) return Response.json({ notices: [] }, { headers: { "Cache-Control": "no-store" } });
  const body = JSON.stringify({ notices: siteNotices });
  const etag = `"${await sha256Hex(body)}"`;
  const headers = {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "public, no-cache",
    ETag: etag,
    "X-Robots-Tag": "noindex",
  };
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}

/** The first 128 bits of the body's SHA-256, in hex: enough to tell two versions apart. */
async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return [...digest.subarray(0, 16)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
