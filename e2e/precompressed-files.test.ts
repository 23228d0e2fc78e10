import { readdirSync, readFileSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../test/support/site/server.ts";
import { claimSharedSite } from "../test/support/site/shared-site.ts";

// The build compresses its text files once (scripts/precompress.ts); the production server sends those
// files to clients that accept brotli or gzip (server/http/precompressed.ts), with the headers of the file itself.
const clientDir = path.resolve(import.meta.dirname, "../build/client");
const entryScript = readdirSync(path.join(clientDir, "assets")).find((name) => /^entry\.client-.*\.js$/.test(name));
const SECURITY_HEADERS = [
  "content-security-policy",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "cache-control",
  "content-type",
];

let server: RunningServer;

beforeAll(async () => {
  if (!entryScript) throw new Error("geen build gevonden: eerst npm run build");
  server = (await claimSharedSite()).server;
});

/** A request over node:http: fetch() decodes brotli and gzip itself, these tests read the bytes as they came. */
async function get(urlPath: string, acceptEncoding?: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  // Without the header fetch() would send its own ('gzip, deflate, br, zstd').
  headers.set("accept-encoding", acceptEncoding ?? "identity");
  const url = new URL(server.url + urlPath);
  return new Promise<{ status: number; headers: Headers; body: Buffer }>((resolve, reject) => {
    const req = request(url, { method: init.method ?? "GET", headers: Object.fromEntries(headers) }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const answer = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          for (const one of [value ?? []].flat()) answer.append(name, one);
        }
        resolve({ status: res.statusCode ?? 0, headers: answer, body: Buffer.concat(chunks) });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

describe("a script of the build", () => {
  const urlPath = `/assets/${entryScript}`;
  const original = () => readFileSync(path.join(clientDir, "assets", entryScript!));

  it("comes brotli-compressed to a client that accepts brotli, as exactly the file", async () => {
    const response = await get(urlPath, "gzip, deflate, br");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("etag")).toMatch(/^"[\w-]+"$/);
    expect(Number(response.headers.get("content-length"))).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(original().length / 2);
    expect(brotliDecompressSync(response.body).equals(original())).toBe(true);
    // The file written at build, not compressed again per response.
    expect(response.body.equals(readFileSync(path.join(clientDir, "assets", `${entryScript}.br`)))).toBe(true);
  });

  it("comes gzipped to a client that accepts only gzip, or refuses brotli", async () => {
    for (const accept of ["gzip", "br;q=0, gzip", "x-gzip", "gzip;q=0.5, br;q=0"]) {
      const response = await get(urlPath, accept);
      expect(response.headers.get("content-encoding"), accept).toBe("gzip");
      expect(response.headers.get("vary")).toBe("Accept-Encoding");
      expect(gunzipSync(response.body).equals(original())).toBe(true);
    }
  });

  it("prefers what the client weighs higher, and brotli on a tie", async () => {
    expect((await get(urlPath, "br;q=0.4, gzip;q=0.8")).headers.get("content-encoding")).toBe("gzip");
    expect((await get(urlPath, "*")).headers.get("content-encoding")).toBe("br");
  });

  it("comes as it is to a client that accepts no compression", async () => {
    for (const accept of ["identity", "br;q=0, gzip;q=0", "*;q=0, identity"]) {
      const response = await get(urlPath, accept);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-encoding"), accept).toBeNull();
      expect(response.headers.get("vary")).toBe("Accept-Encoding");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
      expect(response.body.equals(original())).toBe(true);
    }
  });

  it("answers HEAD with the headers and no body", async () => {
    const response = await get(urlPath, "br", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(Number(response.headers.get("content-length"))).toBeGreaterThan(0);
    expect(response.body.length).toBe(0);
  });

  it("answers a current copy with 304, per encoding", async () => {
    const first = await get(urlPath, "br");
    const etag = first.headers.get("etag")!;
    const again = await get(urlPath, "br", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.get("etag")).toBe(etag);
    // The brotli file's tag does not stand for the gzipped one.
    const gzip = await get(urlPath, "gzip", { headers: { "if-none-match": etag } });
    expect(gzip.status).toBe(200);
    expect(gzip.headers.get("etag")).not.toBe(etag);
    const plain = await get(urlPath, "identity");
    const plainAgain = await get(urlPath, "identity", { headers: { "if-none-match": plain.headers.get("etag")! } });
    expect(plainAgain.status).toBe(304);
  });
});

describe("a content page kept by the page cache", () => {
  // The content pages are rendered per request now (decision 0033); the page cache keeps each one compressed once.
  it("comes compressed with the headers of the page itself", async () => {
    await get("/over-ons", "identity");
    const plain = await get("/over-ons", "identity");
    expect(plain.status).toBe(200);
    expect(plain.headers.get("x-page-cache")).toBe("hit");
    const brotli = await get("/over-ons", "br, gzip");
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    const gzip = await get("/over-ons", "gzip");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    for (const response of [brotli, gzip]) {
      expect(response.headers.get("vary")).toBe("Accept-Encoding");
      for (const name of SECURITY_HEADERS) expect(response.headers.get(name), name).toBe(plain.headers.get(name));
    }
    expect(brotli.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
  });

  it("answers HEAD and a current copy with 304", async () => {
    const head = await get("/over-ons", "br", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-encoding")).toBe("br");
    expect(head.body.length).toBe(0);
    const again = await get("/over-ons", "br", { headers: { "if-none-match": head.headers.get("etag")! } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});

describe("the compressed files themselves", () => {
  it("are not served under their own names, nor is anything outside the build", async () => {
    for (const urlPath of [
      `/assets/${entryScript}.br`,
      `/assets/${entryScript}.gz`,
      "/over-ons/index.html.br",
      "/assets/..%2f..%2fpackage.json",
      "/assets/..%2f..%2fpackage.json.br",
      "/assets/%2e%2e/%2e%2e/package.json",
      "/..%2fpackage.json",
    ]) {
      const response = await get(urlPath, "identity");
      expect(response.status, urlPath).toBe(404);
      // The web app's page for an unknown address.
      expect(response.headers.get("content-type"), urlPath).toBe("text/html; charset=utf-8");
      expect(response.body.toString("utf8"), urlPath).not.toContain("forensisch-forum");
    }
    const twin = readFileSync(path.join(clientDir, "assets", `${entryScript}.br`));
    const asked = await get(`/assets/${entryScript}.br`, "br");
    expect(asked.status).toBe(404);
    expect(asked.body.equals(twin)).toBe(false);
  });
});
