/**
 * Part of `npm run build`, after `react-router build`: writes `<file>.br` (brotli, quality 11) and `<file>.gz`
 * (gzip, level 9) beside every text file of build/client over 1 kB (scripts, styles, SVG, the prerendered pages
 * and their data), each only when it is smaller than the file. The server sends them to clients that accept them
 * (server/http/precompressed.ts) instead of compressing the same bytes on every response.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { COMPRESSIBLE_TYPES, PRECOMPRESSED_ENCODINGS } from "../server/http/precompressed.ts";

/** Smaller files gain too little to be worth a second request-time path (and compression() skips them too). */
export const MIN_BYTES = 1024;

const compressors: Record<(typeof PRECOMPRESSED_ENCODINGS)[number]["encoding"], (data: Buffer) => Buffer> = {
  br: (data) =>
    brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gzip: (data) => gzipSync(data, { level: constants.Z_BEST_COMPRESSION }),
};

export type PrecompressSummary = { files: number; bytes: number; written: Record<string, number> };

/** Compresses the text files under `dir`; what it wrote, in bytes per encoding. */
export function precompressDirectory(dir: string): PrecompressSummary {
  const summary: PrecompressSummary = { files: 0, bytes: 0, written: { br: 0, gzip: 0 } };
  for (const entry of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    const file = path.join(dir, entry);
    if (!COMPRESSIBLE_TYPES.has(path.extname(file)) || !statSync(file).isFile()) continue;
    const data = readFileSync(file);
    if (data.length <= MIN_BYTES) continue;
    summary.files++;
    summary.bytes += data.length;
    for (const { encoding, suffix } of PRECOMPRESSED_ENCODINGS) {
      const compressed = compressors[encoding](data);
      if (compressed.length >= data.length) continue;
      writeFileSync(file + suffix, compressed);
      summary.written[encoding]! += compressed.length;
    }
  }
  return summary;
}

if (import.meta.main) {
  const dir = path.resolve(import.meta.dirname, "../build/client");
  const started = performance.now();
  const { files, bytes, written } = precompressDirectory(dir);
  const kB = (n: number) => `${(n / 1024).toFixed(0)} kB`;
  console.log(
    `Voorgecomprimeerd: ${files} bestanden, ${kB(bytes)} -> brotli ${kB(written.br!)}, gzip ${kB(written.gzip!)}` +
      ` (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}
