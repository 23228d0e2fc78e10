import { forwardedHeaders } from "./forwarded-headers.ts";
import type { ImageUploadOutcome } from "../../common/media-upload.ts";
import { MEDIA_FIELDS } from "../../common/media-upload.ts";
import { SERVER_PATHS } from "../../common/site-paths.ts";
import type { StoreImage } from "./app-services.ts";

/**
 * Stores images through the API's POST /api/media when the web app runs against an API elsewhere (API_URL): the
 * upload is sent on as a multipart form with the staff member's cookie, and the API answers the same outcome as
 * in-process. The images are then served by the API host at /media: route /media there as well (a proxy).
 */
export function createHttpImageStore(apiUrl: string, timeoutMs = 60_000): StoreImage {
  const endpoint = new URL(SERVER_PATHS.mediaUpload, apiUrl);
  return async (upload, request) => {
    const form = new FormData();
    // Sent on as it came: a Blob backed by the upload's temporary file, streamed from disk into the request.
    form.set(MEDIA_FIELDS.file, upload.file, upload.filename);
    form.set(MEDIA_FIELDS.kind, upload.kind);
    if (upload.altText !== null) form.set(MEDIA_FIELDS.altText, upload.altText);
    const response = await fetch(endpoint, {
      method: "POST",
      headers: forwardedHeaders(request),
      body: form,
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.headers.get("content-type")?.includes("json")) {
      throw new Error(`Afbeeldingen-API antwoordde met HTTP ${response.status}`);
    }
    return (await response.json()) as ImageUploadOutcome;
  };
}
