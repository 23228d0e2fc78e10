/**
 * Stores an image uploaded in the back office, or the PDF a site notice links to: checks who uploads it, what it
 * really is and how large, turns an image into the variants the public pages use (common/media.ts; a PDF is kept as
 * it is), writes the files and then the row with its audit entry. Reached from a /beheer page's action
 * (in-process) and from POST /api/media (over HTTP).
 */
import { randomUUID } from "node:crypto";
import { open, readFile } from "node:fs/promises";
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
import { detectImageType, isPdf, PDF_HEAD_BYTES, PDF_TRAILER_WINDOW, type SourceType } from "./detect.ts";
import { MEDIA_MESSAGES } from "./messages.ts";
import {
  displaySize,
  eventImageVariants,
  logoVariants,
  portraitVariants,
  type ImageInput,
  type Variant,
} from "./raster.ts";
import { limitStaffUploads } from "./upload-limits.ts";
import { sanitizeSvg } from "./sanitize-svg.ts";
import type { MediaFile, MediaStorage } from "./storage.ts";

/** An uploaded file on disk (the request's temporary file): read from there, never held whole in memory. */
export type UploadedFile = { path: string; size: number };

export type ImageUpload = {
  file: UploadedFile;
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
  await limitStaffUploads(deps, upload.file.size);
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
  const { file } = upload;
  if (kind === "PDF") return preparePdf(file);
  if (file.size === 0) refuse(MEDIA_MESSAGES.noFile);
  if (file.size > MEDIA_LIMITS.maxBytes) refuse(MEDIA_MESSAGES.tooLarge);
  const sourceType = detectImageType(await readRange(file, 0, SNIFF_BYTES));
  if (!sourceType) refuse(/hei[cf]/i.test(upload.contentType) ? MEDIA_MESSAGES.heic : MEDIA_MESSAGES.notAnImage);
  // sharp (libvips) reads a raster upload from its file itself.
  if (sourceType !== "image/svg+xml") return { sourceType, ...(await rasterFiles(file.path, kind)) };

  if (file.size > MEDIA_LIMITS.maxSvgBytes) refuse(MEDIA_MESSAGES.svgTooLarge);
  const svg = sanitizeSvg(await readFile(file.path, "utf8"));
  if (!svg) refuse(MEDIA_MESSAGES.invalidSvg);
  const clean = new TextEncoder().encode(svg);
  // A logo stays a drawing; an event image or portrait is drawn once, from the sanitised SVG, into its sizes.
  if (kind === "LOGO")
    return { sourceType, files: [{ variant: SVG_VARIANT, extension: "svg", bytes: clean }], size: null };
  return { sourceType, ...(await rasterFiles(clean, kind)) };
}

/** What the type is told by: detect.ts looks at most at the first 4 kB (an SVG's prolog). */
const SNIFF_BYTES = 4096;

/** `length` bytes of the file from `start` (fewer at its end). */
async function readRange(file: UploadedFile, start: number, length: number): Promise<Uint8Array> {
  const handle = await open(file.path, "r");
  try {
    const buffer = Buffer.alloc(Math.max(0, Math.min(length, file.size - start)));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, start);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** A PDF is stored byte for byte (copied from its file): it is only ever downloaded, never shown in our pages. */
async function preparePdf(file: UploadedFile): Promise<Prepared> {
  if (file.size === 0) refuse(MEDIA_MESSAGES.noPdf);
  if (file.size > MEDIA_LIMITS.maxPdfBytes) refuse(MEDIA_MESSAGES.pdfTooLarge);
  const head = await readRange(file, 0, PDF_HEAD_BYTES);
  const tail = await readRange(file, Math.max(0, file.size - PDF_TRAILER_WINDOW), PDF_TRAILER_WINDOW);
  if (!isPdf(head, tail)) refuse(MEDIA_MESSAGES.notAPdf);
  const files: MediaFile[] = [{ variant: PDF_VARIANT, extension: "pdf", copyOf: file.path }];
  return { sourceType: "application/pdf", files, size: null };
}

async function rasterFiles(input: ImageInput, kind: Exclude<MediaKindValue, "PDF">) {
  const size = await displaySize(input).catch(() => refuse(MEDIA_MESSAGES.unreadable));
  const { maxPixels, minEventImage } = MEDIA_LIMITS;
  if (size.width > maxPixels.width || size.height > maxPixels.height) refuse(MEDIA_MESSAGES.tooManyPixels);
  if (kind === "EVENT_IMAGE" && (size.width < minEventImage.width || size.height < minEventImage.height)) {
    refuse(MEDIA_MESSAGES.tooSmallForEvent);
  }
  const make = { EVENT_IMAGE: eventImageVariants, LOGO: logoVariants, PORTRAIT: portraitVariants }[kind];
  const variants: Variant[] = await make(input).catch(() => refuse(MEDIA_MESSAGES.unreadable));
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
