/**
 * What an uploaded file really is, by its first bytes: a browser's Content-Type and the file's extension are the
 * uploader's claim and prove nothing. Only the formats the back office takes are recognised.
 */
export type SourceType = "image/png" | "image/jpeg" | "image/webp" | "image/gif" | "image/svg+xml";

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

export function detectImageType(bytes: Uint8Array): SourceType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "image/gif";
  return looksLikeSvg(bytes) ? "image/svg+xml" : null;
}

/**
 * SVG is text: after an optional byte order mark, white space, an XML declaration, comments and a doctype, the
 * first element must be <svg>. The sanitiser parses it properly afterwards; this only tells it from other text.
 */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, "");
  const prolog = /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>\s*)*<svg[\s>]/i;
  return prolog.test(head);
}

/** '%PDF-1.7' and the like: the header every PDF starts with (ISO 32000), with its version's digit. */
const PDF_HEADER = /^%PDF-[12]\.\d/;
/** How far from the end the '%%EOF' marker may stand: writers add line ends and sometimes a little padding. */
export const PDF_TRAILER_WINDOW = 1024;
/** How much of the start the header check reads. */
export const PDF_HEAD_BYTES = 8;

/**
 * Whether a file is a PDF, by its first bytes and its last kilobyte: it starts with its header and ends with its end-of-file marker. Checked strictly at
 * the very first byte (some readers tolerate junk before it, which is how HTML-and-PDF polyglots are made), and the
 * marker catches a truncated upload.
 */
export function isPdf(head: Uint8Array, tail: Uint8Array): boolean {
  if (!PDF_HEADER.test(String.fromCharCode(...head.subarray(0, PDF_HEAD_BYTES)))) return false;
  return String.fromCharCode(...tail.subarray(Math.max(0, tail.byteLength - PDF_TRAILER_WINDOW))).includes("%%EOF");
}
