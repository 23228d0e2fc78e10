import { STAFF_DOWNLOAD_API_PREFIX, type StaffDownloadOutcome } from "../../common/staff-downloads.ts";
import { forwardedHeaders } from "./forwarded-headers.ts";
import type { DownloadFile } from "./app-services.ts";

/**
 * Fetches back-office files from the API's GET /api/downloads/<name> when the web app runs against an API elsewhere
 * (API_URL), with the staff member's cookie; the API answers the file, or the same refusal as in-process.
 */
export function createHttpDownloader(apiUrl: string, timeoutMs = 60_000): DownloadFile {
  return async ({ name, params }, request) => {
    const url = new URL(`${STAFF_DOWNLOAD_API_PREFIX}/${encodeURIComponent(name)}`, apiUrl);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    const response = await fetch(url, { headers: forwardedHeaders(request), signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) {
      if (!response.headers.get("content-type")?.includes("json")) {
        throw new Error(`Bestanden-API antwoordde met HTTP ${response.status}`);
      }
      return (await response.json()) as StaffDownloadOutcome;
    }
    const fileName = fileNameOf(response.headers.get("content-disposition")) ?? name;
    const contentType = response.headers.get("content-type") ?? "application/octet-stream";
    return { ok: true, fileName, contentType, body: new Uint8Array(await response.arrayBuffer()) };
  };
}

function fileNameOf(disposition: string | null): string | null {
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition ?? "")?.[1];
  return encoded ? decodeURIComponent(encoded) : null;
}
