import { once } from "node:events";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../db/client.ts";
import { settingsForSite, testDeps } from "../../test/support/deps.ts";
import { testHttpApp } from "../../test/support/http-app.ts";

// A client directory as `react-router build` leaves it with `prerender: ["/over-ons"]`, served by the real app.
const html = `<!DOCTYPE html><html lang="nl"><head><title>Over ons</title></head><body>${"<p>Over ons</p>".repeat(200)}</body></html>`;

describe("prerendered pages in production", () => {
  let clientDir: string;
  let handle: DatabaseHandle;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), "ff-client-"));
    mkdirSync(path.join(clientDir, "over-ons"));
    mkdirSync(path.join(clientDir, "assets"));
    writeFileSync(path.join(clientDir, "over-ons", "index.html"), html);
    writeFileSync(path.join(clientDir, "over-ons.data"), '[{"_1":2},"root",{}]');
    writeFileSync(path.join(clientDir, "assets", "entry-abc123.js"), "console.log(1)");
    // Never touched by these requests; the app only needs a handle.
    handle = openDatabase({ pgliteDir: "memory" });
    const settings = settingsForSite({ name: "Forensisch Forum", publicUrl: "http://localhost" });
    const app = testHttpApp(testDeps(handle.db, new Date(), { settings }), {
      clientDir,
      pages: (req, res) => void res.status(418).send(`web app: ${req.method} ${req.path}`),
    });
    server = app.listen(0, "127.0.0.1");
    await once(server, "listening");
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.close();
    await handle?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it("serves the prerendered HTML with a short cache, compressed", async () => {
    const response = await fetch(`${url}/over-ons`, { headers: { "accept-encoding": "gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("x-prerendered")).toBe("1");
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("etag")).toBeTruthy();
    expect(await response.text()).toBe(html);
  });

  it("answers the same page with a trailing slash, instead of redirecting", async () => {
    const response = await fetch(`${url}/over-ons/`, { redirect: "manual" });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(html);
  });

  it("answers HEAD and conditional requests", async () => {
    const head = await fetch(`${url}/over-ons`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("x-prerendered")).toBe("1");
    expect(await head.text()).toBe("");
    const etag = head.headers.get("etag")!;
    // fetch() would add 'Cache-Control: no-cache' to a conditional request, which forbids a 304; a browser revalidates so.
    const again = await fetch(`${url}/over-ons`, { headers: { "if-none-match": etag, "cache-control": "max-age=0" } });
    expect(again.status).toBe(304);
  });

  it("serves the data of client-side navigations as React Router does", async () => {
    const response = await fetch(`${url}/over-ons.data`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/x-script");
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    expect(await response.text()).toBe('[{"_1":2},"root",{}]');
  });

  it("leaves everything else to the web app and the static files", async () => {
    const post = await fetch(`${url}/over-ons`, { method: "POST", body: new URLSearchParams({ a: "1" }) });
    expect(await post.text()).toBe("web app: POST /over-ons");
    expect(await (await fetch(`${url}/vrienden`)).text()).toBe("web app: GET /vrienden");
    const asset = await fetch(`${url}/assets/entry-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("x-prerendered")).toBeNull();
  });
});
