import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { findPrecompressed } from "../server/http/precompressed.ts";
import { precompressDirectory } from "./precompress.ts";

describe("precompressing the build", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "ff-precompress-"));
    mkdirSync(path.join(dir, "assets"));
    mkdirSync(path.join(dir, "over-ons"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const script = "export const a = 1;\n".repeat(200);
  const html = `<!DOCTYPE html><html lang="nl"><body>${"<p>Over ons</p>".repeat(200)}</body></html>`;

  it("writes brotli and gzip beside the text files over 1 kB, each decoding to the file", () => {
    writeFileSync(path.join(dir, "assets", "entry-abc.js"), script);
    writeFileSync(path.join(dir, "over-ons", "index.html"), html);
    const summary = precompressDirectory(dir);
    expect(summary.files).toBe(2);
    for (const [file, text] of [
      ["assets/entry-abc.js", script],
      ["over-ons/index.html", html],
    ] as const) {
      const brotli = readFileSync(path.join(dir, `${file}.br`));
      const gzip = readFileSync(path.join(dir, `${file}.gz`));
      expect(brotliDecompressSync(brotli).toString()).toBe(text);
      expect(gunzipSync(gzip).toString()).toBe(text);
      expect(brotli.length).toBeLessThan(gzip.length);
    }
  });

  it("leaves small files, images and what does not get smaller as they are", () => {
    writeFileSync(path.join(dir, "favicon.svg"), "<svg/>".repeat(100));
    writeFileSync(path.join(dir, "assets", "photo.webp"), "RIFF".repeat(1000));
    // Random bytes: neither brotli nor gzip makes them smaller.
    writeFileSync(path.join(dir, "assets", "noise.txt"), randomBytes(3000));
    expect(precompressDirectory(dir).files).toBe(1);
    for (const file of ["favicon.svg", "assets/photo.webp", "assets/noise.txt"]) {
      expect(existsSync(path.join(dir, `${file}.br`)), file).toBe(false);
      expect(existsSync(path.join(dir, `${file}.gz`)), file).toBe(false);
    }
  });

  it("is not served for a file the build changed after it (a twin older than its file)", () => {
    const file = path.join(dir, "assets", "entry-abc.js");
    writeFileSync(file, script);
    precompressDirectory(dir);
    expect(Object.keys(findPrecompressed(dir).byFile.get(file)!.twins)).toEqual(["br", "gzip"]);
    const later = new Date(Date.now() + 60_000);
    utimesSync(file, later, later);
    const { byFile, twinFiles } = findPrecompressed(dir);
    expect(byFile.has(file)).toBe(false);
    // Still not a file of the site under its own name.
    expect(twinFiles.has(`${file}.br`)).toBe(true);
  });
});
