/**
 * Uploaded images, and the PDF a site notice links to: where they are served and in which variants. Both sides
 * need this: the server writes and serves the variants, the pages build `srcset` from an image's URL. An upload's
 * URLs never change (a new upload is a new id), so they may be cached forever.
 */
import type { StaffOperation } from "./staff-permissions.ts";

export const MEDIA_KIND_VALUES = ["EVENT_IMAGE", "LOGO", "PORTRAIT", "PDF"] as const;
export type MediaKindValue = (typeof MEDIA_KIND_VALUES)[number];

/**
 * Who may upload and list what: event images belong to the events, logos to friends and organisations, portraits
 * to the site's pages, PDFs to notices. The services check it; the image page offers the kinds it allows.
 */
export const MEDIA_PERMISSION: Readonly<Record<MediaKindValue, StaffOperation>> = {
  EVENT_IMAGE: "events.manage",
  LOGO: "content.manage",
  // The board's portraits are for the About page, which content.manage edits (server/domain/site-pages/).
  PORTRAIT: "content.manage",
  PDF: "content.manage",
};

/** Where the files are served; `/media/<uuid>/<variant>.<webp|svg>`. */
export const MEDIA_PATH_PREFIX = "/media";

/**
 * Event images: the public pages show them at 1200x630 (the Open Graph size) with `object-cover`, from a
 * phone's card (~400 px wide) to a retina detail page (1600). Every width is cropped to that 1200:630 frame.
 */
export const EVENT_IMAGE_WIDTHS = [400, 800, 1200, 1600] as const;
export const EVENT_IMAGE_ASPECT = { width: 1200, height: 630 } as const;
/** The variant the event's `featuredImageUrl` names: the size of the pages' `<img width height>`. */
const EVENT_IMAGE_MAIN_WIDTH = 1200;

/**
 * Logos: the pages show them 48-64 px high in a 320x96 box (`object-contain`). A raster logo is fitted, uncropped,
 * within 320x96 (1x) and 640x192 (2x); an SVG logo is kept as sanitised SVG, sharp at any size.
 */
export const LOGO_BOXES = [
  { name: "320", width: 320, height: 96 },
  { name: "640", width: 640, height: 192 },
] as const;
export const SVG_VARIANT = "vector";
/** A PDF is kept as it was uploaded (checked, never changed), as its one variant. */
export const PDF_VARIANT = "document";

/**
 * Portraits of the board on the About page: shown round, 96-112 px, from one square WebP of 400 x 400 (the size of
 * the demo's portraits), cropped around what draws the eye.
 */
export const PORTRAIT_VARIANT = { name: "portret", size: 400 } as const;

/** Every variant name a URL may name; anything else is not a file of ours. */
export const MEDIA_VARIANTS: ReadonlySet<string> = new Set([
  ...EVENT_IMAGE_WIDTHS.map(String),
  ...LOGO_BOXES.map((box) => box.name),
  SVG_VARIANT,
  PORTRAIT_VARIANT.name,
  PDF_VARIANT,
]);

export type MediaExtension = "webp" | "svg" | "pdf";

/** The one extension each variant is served with. */
export function extensionOf(variant: string): MediaExtension {
  if (variant === SVG_VARIANT) return "svg";
  return variant === PDF_VARIANT ? "pdf" : "webp";
}

function mediaUrl(id: string, variant: string): string {
  return `${MEDIA_PATH_PREFIX}/${id}/${variant}.${extensionOf(variant)}`;
}

/** The URL a form stores for an upload: the event image's 1200 variant, a logo's 1x raster or its SVG, a portrait, the PDF. */
export function mainMediaUrl(id: string, kind: MediaKindValue, variants: readonly string[]): string {
  if (kind === "PDF") return mediaUrl(id, PDF_VARIANT);
  if (variants.includes(SVG_VARIANT)) return mediaUrl(id, SVG_VARIANT);
  if (kind === "PORTRAIT") return mediaUrl(id, PORTRAIT_VARIANT.name);
  return mediaUrl(id, kind === "EVENT_IMAGE" ? String(EVENT_IMAGE_MAIN_WIDTH) : LOGO_BOXES[0].name);
}

const UPLOADED_RASTER = /^\/media\/([0-9a-f-]{36})\/(\d+)\.webp$/;

/**
 * The `srcset` of an uploaded raster image from the URL a form stored, or undefined for any other URL (the demo
 * images, an SVG). Event images get width descriptors (give `sizes` too); logos 1x/2x.
 */
export function mediaSrcSet(url: string | null | undefined): string | undefined {
  const match = url ? UPLOADED_RASTER.exec(url) : null;
  if (!match) return undefined;
  const [, id = "", variant = ""] = match;
  if ((EVENT_IMAGE_WIDTHS as readonly number[]).includes(Number(variant))) {
    return EVENT_IMAGE_WIDTHS.map((width) => `${mediaUrl(id, String(width))} ${width}w`).join(", ");
  }
  if (variant === LOGO_BOXES[0].name) {
    return LOGO_BOXES.map((box, index) => `${mediaUrl(id, box.name)} ${index + 1}x`).join(", ");
  }
  return undefined;
}

/** The limits of an upload, also told to staff in the field's hint. */
export const MEDIA_LIMITS = {
  maxBytes: 8 * 1024 * 1024,
  /** A notice's PDF (a programme, a flyer): as large as a photo may be, so one upload limit serves both. */
  maxPdfBytes: 8 * 1024 * 1024,
  /** An SVG is text parsed into a DOM to sanitise it; a logo is far smaller than this. */
  maxSvgBytes: 1024 * 1024,
  maxPixels: { width: 6000, height: 6000 },
  /** Smaller event images would look blurred on the detail page (1200 wide). */
  minEventImage: { width: 800, height: 420 },
  altTextMax: 300,
  filenameMax: 200,
} as const;

/** What a file input may choose (the server checks the bytes themselves). */
export const MEDIA_ACCEPT = "image/png,image/jpeg,image/webp,image/gif,image/svg+xml,.png,.jpg,.jpeg,.webp,.gif,.svg";

/** What the PDF field of a notice's form may choose (the server checks the bytes themselves). */
export const PDF_ACCEPT = "application/pdf,.pdf";
