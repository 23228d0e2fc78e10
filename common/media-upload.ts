/**
 * An image upload as it travels from a /beheer form to the server: the form's fields, read the same
 * way by the web app's route actions and by POST /api/media, and the outcome the server answers.
 */
import { MEDIA_LIMITS, type MediaKindValue } from "./media.ts";

/** The form's field names; ImageUploadField renders them. */
export const MEDIA_FIELDS = { file: "bestand", kind: "soort", altText: "alt" } as const;

/** A multipart post holding one image and a few short fields: the file's limit plus room for the rest. */
export const MEDIA_UPLOAD_MAX_BYTES = MEDIA_LIMITS.maxBytes + 1024 * 1024;

export type ImageUploadRequest = {
  /**
   * The file as posted: on the server, backed by the temporary file the streamed form was written to
   * (server/http/upload-form.ts), so its bytes are read from disk when they are needed, never all at once.
   */
  file: Blob;
  filename: string;
  contentType: string;
  /** Checked by the server: EVENT_IMAGE or LOGO. */
  kind: string;
  altText: string | null;
};

export type UploadedImage = {
  id: string;
  kind: MediaKindValue;
  /** The URL to store in the event's or friend's form (common/media.ts: mainMediaUrl). */
  url: string;
  variants: string[];
  altText: string | null;
};

export type ImageUploadRefusal = {
  ok: false;
  /** A domain error code (BAD_USER_INPUT, UNAUTHENTICATED, FORBIDDEN, ...). */
  code: string;
  message: string;
  fieldErrors: Readonly<Record<string, string>>;
  /** RATE_LIMITED: seconds until an upload is taken again (answered as Retry-After). */
  retryAfterSeconds?: number;
};

export type ImageUploadOutcome = { ok: true; image: UploadedImage } | ImageUploadRefusal;

const NO_FILE = "Kies een afbeelding om te uploaden.";

/**
 * The upload in a posted form: the file under `bestand` (a form without a chosen file posts an empty one), the
 * kind under `soort` (or `kind` given by the page), the alt text under `alt`.
 */
export function readImageUpload(
  form: FormData,
  kind?: MediaKindValue,
): { ok: true; upload: ImageUploadRequest } | ImageUploadRefusal {
  const file = form.get(MEDIA_FIELDS.file);
  if (!(file instanceof Blob) || file.size === 0) {
    return { ok: false, code: "BAD_USER_INPUT", message: NO_FILE, fieldErrors: { file: NO_FILE } };
  }
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : null;
  };
  return {
    ok: true,
    upload: {
      file,
      filename: "name" in file && typeof file.name === "string" ? file.name : "",
      contentType: file.type,
      kind: kind ?? text(MEDIA_FIELDS.kind) ?? "",
      altText: text(MEDIA_FIELDS.altText),
    },
  };
}
