/** Images for the upload tests (media), made here so the repository carries no binary fixtures. */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { ServiceDeps } from "../../../server/domain/deps.ts";
import type { MediaStorage } from "../../../server/domain/media/storage.ts";
import { storeImage, type ImageUpload, type StoredImage } from "../../../server/domain/media/store-image.ts";

/** A PNG of the given size with something in it (a gradient and a disc), so cropping has a subject. */
export function pngOf(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#13315c"/><stop offset="1" stop-color="#eef4ed"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#c0392b"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A camera photo as a phone sends it: EXIF with the maker and the GPS position where it was taken. */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 900, channels: 3, background: "#884422" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "TestCam", Model: "Telefoon" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "52/1 22/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "4/1 53/1 0/1" },
    })
    .toBuffer();
}

/** Every trick an SVG logo could carry, around one harmless circle that must survive. */
export const MALICIOUS_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE svg [<!ENTITY boom "boom">]>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
  <script>alert(2)</script>
  <script xlink:href="https://evil.example/x.js"/>
  <style>@import url(https://evil.example/a.css); .a { fill: url(https://evil.example/p.svg#x) }</style>
  <a href="javascript:alert(3)"><rect width="2" height="2"/></a>
  <a xlink:href="javascript:alert(4)"><text>klik</text></a>
  <image href="https://evil.example/tracker.png" width="1" height="1"/>
  <use href="https://evil.example/sprite.svg#icon"/>
  <rect width="1" height="1" onclick="alert(5)" onmouseover="alert(6)" style="fill: url('http://evil.example/')"/>
  <set attributeName="href" to="javascript:alert(7)"/>
  <animate attributeName="xlink:href" values="javascript:alert(8)"/>
  <foreignObject width="10" height="10"><body xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(9)"/></body></foreignObject>
  <circle cx="5" cy="5" r="4" fill="#0a5"/>
</svg>`;

/** A real one-page PDF (pdfkit, as the site's own documents are made), as a notice's link would offer it. */
export async function pdfOf(text = "Programma van het jaarcongres"): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const document = new PDFDocument({ size: "A5" });
  const chunks: Buffer[] = [];
  document.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => document.on("end", resolve));
  document.text(text);
  document.end();
  await done;
  return Buffer.concat(chunks);
}

/** An upload as the domain takes it (ImageUpload), but with its bytes: storeBytes writes them to a file first. */
export type BytesUpload = Omit<ImageUpload, "file"> & { bytes: Uint8Array };

/**
 * Stores bytes the way an HTTP upload arrives at storeImage: as a temporary file on disk, removed afterwards
 * (server/http/upload-form.ts does this for real requests).
 */
export async function storeBytes(
  deps: ServiceDeps,
  storage: MediaStorage,
  { bytes, ...upload }: BytesUpload,
): Promise<StoredImage> {
  const folder = await mkdtemp(path.join(tmpdir(), "ff-test-upload-"));
  const file = path.join(folder, "upload");
  await writeFile(file, bytes);
  try {
    return await storeImage(deps, storage, { ...upload, file: { path: file, size: bytes.byteLength } });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
