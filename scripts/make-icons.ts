/**
 * Draws the site's icons from public/favicon.svg (the F with the ochre dot in the brand colours of app/app.css):
 * public/favicon.ico (16, 32 and 48 px, for browsers and tools that ask /favicon.ico without reading the page)
 * and public/apple-touch-icon.png (180 px, square: iOS rounds the corners itself).
 * Run: node scripts/make-icons.ts after changing favicon.svg, and commit the result. The output is deterministic.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const publicDir = path.resolve(import.meta.dirname, "../public");
const svg = readFileSync(path.join(publicDir, "favicon.svg"));
/** The brand colour of the icon's square (--color-brand-700), filling the rounded corners of the touch icon. */
const BRAND = "#175656";
const ICO_SIZES = [16, 32, 48] as const;
const TOUCH_ICON_SIZE = 180;

/** The SVG at `size` px as PNG; the density keeps small sizes crisp (the SVG is drawn at 32 px). */
function png(size: number, background?: string): Promise<Buffer> {
  const image = sharp(svg, { density: (72 * size) / 32 }).resize(size, size);
  return (background ? image.flatten({ background }) : image).png({ compressionLevel: 9 }).toBuffer();
}

/** An ICO file whose images are PNGs (every browser since IE 10 reads them): a header, a directory, the images. */
function icoOf(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0); // 0 means 256
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

const icoImages = await Promise.all(ICO_SIZES.map(async (size) => ({ size, png: await png(size) })));
writeFileSync(path.join(publicDir, "favicon.ico"), icoOf(icoImages));
writeFileSync(path.join(publicDir, "apple-touch-icon.png"), await png(TOUCH_ICON_SIZE, BRAND));
console.log("public/favicon.ico en public/apple-touch-icon.png geschreven.");
