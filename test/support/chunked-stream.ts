import { Readable, type Transform } from "node:stream";
import { text } from "node:stream/consumers";

/** `html` through a transform, cut into chunks of `size` bytes (so tags and multi-byte characters are split). */
export async function throughInChunks(html: string, size: number, transform: Transform): Promise<string> {
  const bytes = Buffer.from(html, "utf8");
  const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
    bytes.subarray(i * size, (i + 1) * size),
  );
  return text(Readable.from(chunks).pipe(transform));
}
