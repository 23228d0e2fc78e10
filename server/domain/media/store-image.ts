/**
 * Stores an image uploaded in the back office, or the PDF a site notice links to: checks who uploads it, what it
 * really is and how large, turns an image into the variants the public pages use (common/media.ts; a PDF is kept as
 * it is), writes the files and then the row with its audit entry. Reached from a /beheer page's action
 * (in-process) and from POST /api/media (over HTTP).
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import {
  MEDIA_LIMITS,
  MEDIA_PERMISSION,
  PDF_VARIANT,
  SVG_VARIANT,
  mainMediaUrl,
  type MediaKindValue,
} from "../../../common/media.ts";
import { mediaUploadSchema } from "../../../common/validation/media.ts";
import { normalizeTypedText } from "../../../common/validation/characters.ts";
import { mediaFiles } from "../../db/schema/index.ts";
import type { ServiceDeps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseWith } from "../parse-input.ts";
import { staffChange } from "../staff/audit.ts";
import { requirePermission } from "../staff/permissions.ts";
import { detectImageType, isPdf, type SourceType } from "./detect.ts";
import { MEDIA_MESSAGES } from "./messages.ts";
import { displaySize, eventImageVariants, logoVariants, portraitVariants, type Variant } from "./raster.ts";
import { sanitizeSvg } from "./sanitize-svg.ts";
import type { MediaFile, MediaStorage } from "./storage.ts";

export type ImageUpload = {
  bytes: Uint8Array;
  /** As the browser sent it; only shown back in the list, never used as a path. */
  filename: string;
  /** The browser's claim; only used to explain a refusal (HEIC), never trusted. */
  contentType: string;
  kind: string;
  altText?: string | null | undefined;
};

export type StoredImage = {
  id: string;
  kind: MediaKindValue;
  url: string;
  variants: string[];
  altText: string | null;
};

export async function storeImage(deps: ServiceDeps, storage: MediaStorage, upload: ImageUpload): Promise<StoredImage> {
  // Anonymous and unauthorised uploads are refused before their bytes cost any work.
  requirePermission(deps.actor, "backoffice.open");
  const fields = parseWith(mediaUploadSchema, { kind: upload.kind, altText: upload.altText });
  requirePermission(deps.actor, MEDIA_PERMISSION[fields.kind]);
  const { sourceType, files, size } = await prepare(upload, fields.kind);
  const id = randomUUID();
  await storage.write(id, files);
  const row = {
    id,
    kind: fields.kind,
    originalFilename: displayFilename(upload.filename),
    sourceType,
    variants: files.map((file) => file.variant),
    width: size?.width ?? null,
    height: size?.height ?? null,
    // A PDF has no alt text: the notice's link text says what it is.
    altText: fields.kind === "PDF" ? null : fields.altText,
  };
  try {
    await staffChange(deps, MEDIA_PERMISSION[fields.kind], async (unit) => {
      await unit.tx.insert(mediaFiles).values({ ...row, createdAt: unit.now, createdBy: unit.staff.staffId });
      await unit.audit({ entityType: "media_file", entityId: id, action: "create", before: null, after: row });
    });
  } catch (error) {
    await storage.remove(id);
    throw error;
  }
  return {
    id,
    kind: fields.kind,
    url: mainMediaUrl(id, fields.kind, row.variants),
    variants: row.variants,
    altText: row.altText,
  };
}

type Prepared = {
  sourceType: SourceType | "application/pdf";
  files: MediaFile[];
  size: { width: number; height: number } | null;
};

async function prepare(upload: ImageUpload, kind: MediaKindValue): Promise<Prepared> {
  const { bytes } = upload;
  if (kind === "PDF") return preparePdf(bytes);
  if (bytes.byteLength === 0) refuse(MEDIA_MESSAGES.noFile);
  if (bytes.byteLength > MEDIA_LIMITS.maxBytes) refuse(MEDIA_MESSAGES.tooLarge);
  const sourceType = detectImageType(bytes);
  if (!sourceType) refuse(/hei[cf]/i.test(upload.contentType) ? MEDIA_MESSAGES.heic : MEDIA_MESSAGES.notAnImage);
  if (sourceType !== "image/svg+xml") return { sourceType, ...(await rasterFiles(bytes, kind)) };

  if (bytes.byteLength > MEDIA_LIMITS.maxSvgBytes) refuse(MEDIA_MESSAGES.svgTooLarge);
  const svg = sanitizeSvg(new TextDecoder().decode(bytes));
  if (!svg) refuse(MEDIA_MESSAGES.invalidSvg);
  const clean = new TextEncoder().encode(svg);
  // A logo stays a drawing; an event image or portrait is drawn once, from the sanitised SVG, into its sizes.
  if (kind === "LOGO")
    return { sourceType, files: [{ variant: SVG_VARIANT, extension: "svg", bytes: clean }], size: null };
  return { sourceType, ...(await rasterFiles(clean, kind)) };
}

/** A PDF is stored byte for byte: it is only ever downloaded (as an attachment), never shown in our pages. */
function preparePdf(bytes: Uint8Array): Prepared {
  if (bytes.byteLength === 0) refuse(MEDIA_MESSAGES.noPdf);
  if (bytes.byteLength > MEDIA_LIMITS.maxPdfBytes) refuse(MEDIA_MESSAGES.pdfTooLarge);
  if (!isPdf(bytes)) refuse(MEDIA_MESSAGES.notAPdf);
  return { sourceType: "application/pdf", files: [{ variant: PDF_VARIANT, extension: "pdf", bytes }], size: null };
}

async function rasterFiles(bytes: Uint8Array, kind: Exclude<MediaKindValue, "PDF">) {
  const size = await displaySize(bytes).catch(() => refuse(MEDIA_MESSAGES.unreadable));
  const { maxPixels, minEventImage } = MEDIA_LIMITS;
  if (size.width > maxPixels.width || size.height > maxPixels.height) refuse(MEDIA_MESSAGES.tooManyPixels);
  if (kind === "EVENT_IMAGE" && (size.width < minEventImage.width || size.height < minEventImage.height)) {
    refuse(MEDIA_MESSAGES.tooSmallForEvent);
  }
  const make = { EVENT_IMAGE: eventImageVariants, LOGO: logoVariants, PORTRAIT: portraitVariants }[kind];
  const variants: Variant[] = await make(bytes).catch(() => refuse(MEDIA_MESSAGES.unreadable));
  const files = variants.map((variant): MediaFile => ({
    variant: variant.name,
    extension: "webp",
    bytes: variant.bytes,
  }));
  return { files, size };
}

function refuse(message: string): never {
  throw new DomainError("BAD_USER_INPUT", message, { field: "file", fieldErrors: { file: message } });
}

/** The file's own name without any folder, typed-text clean and short, for the list; never a path of ours. */
function displayFilename(filename: string): string {
  const base = path.posix.basename(filename.replaceAll("\\", "/"));
  const clean = normalizeTypedText(base)
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim();
  return clean.slice(0, MEDIA_LIMITS.filenameMax) || "naamloos";
}
