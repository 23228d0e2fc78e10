/**
 * Turns an uploaded raster image (or a sanitised SVG drawn for an event) into the WebP variants the public pages
 * use (common/media.ts). sharp writes no metadata unless asked (`keepMetadata` and friends are never called), so
 * EXIF (camera, GPS position), XMP and ICC profiles of the upload are gone; the orientation is applied first.
 */
import sharp, { type Sharp } from "sharp";
import {
  EVENT_IMAGE_ASPECT,
  EVENT_IMAGE_WIDTHS,
  LOGO_BOXES,
  MEDIA_LIMITS,
  PORTRAIT_VARIANT,
} from "../../../common/media.ts";

/** The pages' demo images use quality 75 (scripts/demo-images/raster.ts): clean on flat colours, small. */
const WEBP = { quality: 78, effort: 4, smartSubsample: true } as const;

const MAX_PIXELS = MEDIA_LIMITS.maxPixels.width * MEDIA_LIMITS.maxPixels.height;

export type Variant = { name: string; bytes: Buffer };

/** The upload's file (sharp reads it from disk), or bytes made here (a sanitised SVG). */
export type ImageInput = string | Uint8Array;

/**
 * Opens the upload for reading: only its first frame (an animated GIF becomes a still), decoding refused beyond
 * the pixel limit (a "decompression bomb" is stopped before it fills memory).
 */
function openImage(input: ImageInput): Sharp {
  return sharp(input, { limitInputPixels: MAX_PIXELS, pages: 1, failOn: "error" });
}

/** The size as displayed, after the EXIF orientation (a portrait photo stored sideways). */
export async function displaySize(input: ImageInput): Promise<{ width: number; height: number }> {
  const metadata = await openImage(input).metadata();
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;
  return { width, height };
}

/** Every width of an event image, cropped to the pages' 1200:630 frame around what draws the eye. */
export async function eventImageVariants(input: ImageInput): Promise<Variant[]> {
  return Promise.all(
    EVENT_IMAGE_WIDTHS.map(async (width) => {
      const height = Math.round((width * EVENT_IMAGE_ASPECT.height) / EVENT_IMAGE_ASPECT.width);
      const output = await openImage(input)
        .autoOrient()
        .resize(width, height, { fit: "cover", position: sharp.strategy.attention })
        .webp(WEBP)
        .toBuffer();
      return { name: String(width), bytes: output };
    }),
  );
}

/** A raster logo fitted within each box, never cropped and never enlarged (a small logo stays crisp-ish). */
export async function logoVariants(input: ImageInput): Promise<Variant[]> {
  return Promise.all(
    LOGO_BOXES.map(async (box) => {
      const output = await openImage(input)
        .autoOrient()
        .resize(box.width, box.height, { fit: "inside", withoutEnlargement: true })
        // Logos keep their transparency; lossless keeps their edges and flat colours exact.
        .webp({ ...WEBP, nearLossless: true })
        .toBuffer();
      return { name: box.name, bytes: output };
    }),
  );
}

/** A portrait: one square, cropped around what draws the eye (a face, usually). */
export async function portraitVariants(input: ImageInput): Promise<Variant[]> {
  const { name, size } = PORTRAIT_VARIANT;
  const output = await openImage(input)
    .autoOrient()
    .resize(size, size, { fit: "cover", position: sharp.strategy.attention })
    .webp(WEBP)
    .toBuffer();
  return [{ name, bytes: output }];
}
