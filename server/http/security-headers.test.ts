import { createHash } from "node:crypto";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express, { type Express } from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../db/client.ts";
import { TestPaymentProvider } from "../domain/payments/test-provider.ts";
import { settingsForSite, testDeps } from "../../test/support/deps.ts";
import { testHttpApp } from "../../test/support/http-app.ts";
import { cspNonceOf, inlineScriptHashes, securityHeaders, type SecurityHeadersOptions } from "./security-headers.ts";

const servers: Server[] = [];

async function serve(app: Express): Promise<string> {
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await once(server, "listening");
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** The middleware alone, in front of routes that answer the way the real ones do. */
function appWith(options: Partial<SecurityHeadersOptions> = {}) {
  const app = express();
  app.set("trust proxy", "loopback");
  app.use(securityHeaders({ publicUrl: "http://localhost:3000", ...options }));
  // Like React Router's page: the nonce handed to the app ends up in its scripts.
  app.get("/page", (_req, res) => {
    res.type("html").send(`<script nonce="${cspNonceOf(res)}">go()</script>`);
  });
  // Like GraphQL Yoga: the headers come as an argument of writeHead, not through setHeader.
  app.post("/graphql", (_req, res) => {
    res.writeHead(200, "OK", { "content-type": "application/json; charset=utf-8" }).end("{}");
  });
  app.get("/graphql", (_req, res) => void res.type("html").send("<p>GraphiQL</p>"));
  // Like the cancel page: headers of its own, appended as @react-router/express does.
  app.get("/own-headers", (_req, res) => {
    res.append("Referrer-Policy", "same-origin").append("Cache-Control", "no-store").type("html").send("<p>x</p>");
  });
  app.get("/file.pdf", (_req, res) => void res.type("application/pdf").send(Buffer.from("%PDF-1.7")));
  app.get("/sitemap.xml", (_req, res) => void res.type("application/xml").send("<urlset/>"));
  return app;
}

describe("security headers", () => {
  it("gives an HTML page the page policy with the nonce the app was handed, fresh per response", async () => {
    const url = await serve(appWith());
    const [first, second] = await Promise.all([fetch(`${url}/page`), fetch(`${url}/page`)]);
    const nonces: string[] = [];
    for (const response of [first, second]) {
      const nonce = /nonce="([^"]+)"/.exec(await response.text())?.[1] ?? "";
      nonces.push(nonce);
      expect(response.headers.get("content-security-policy")).toBe(
        "default-src 'self'; " +
          `script-src 'self' 'nonce-${nonce}'; ` +
          "style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; " +
          "object-src 'none'; base-uri 'self'; form-action 'self' http://localhost:3000; frame-ancestors 'none'",
      );
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy")).toBe("camera=(), microphone=(), geolocation=(), payment=()");
      expect(response.headers.get("strict-transport-security")).toBeNull();
    }
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("sees headers passed to writeHead, and marks the private paths no-store", async () => {
    const url = await serve(appWith({ privatePaths: ["/graphql"] }));
    const response = await fetch(`${url}/graphql`, { method: "POST" });
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("keeps the headers a route set itself, without a second value", async () => {
    const url = await serve(appWith());
    const response = await fetch(`${url}/own-headers`);
    expect(response.headers.get("referrer-policy")).toBe("same-origin");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("gives a PDF the policy that allows nothing, and XML one that lets the browser's viewer style it", async () => {
    const url = await serve(appWith());
    const pdf = await fetch(`${url}/file.pdf`);
    expect(pdf.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    const xml = await fetch(`${url}/sitemap.xml`);
    expect(xml.headers.get("content-security-policy")).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    );
  });

  it("sends HSTS on every response when the public URL is https", async () => {
    const url = await serve(appWith({ publicUrl: "https://forensischforum.example.org" }));
    for (const path of ["/page", "/file.pdf", "/nothing-here"]) {
      const response = await fetch(`${url}${path}`);
      expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    }
    const page = await fetch(`${url}/page`);
    expect(page.headers.get("content-security-policy")).toContain(
      "form-action 'self' https://forensischforum.example.org;",
    );
  });

  it("sends HSTS when a trusted proxy says the request came over https", async () => {
    const url = await serve(appWith());
    const proxied = await fetch(`${url}/page`, { headers: { "x-forwarded-proto": "https" } });
    expect(proxied.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect((await fetch(`${url}/page`)).headers.get("strict-transport-security")).toBeNull();
  });

  it("lets a form post go on to the payment provider's checkout", async () => {
    const url = await serve(appWith({ checkoutOrigins: ["https://www.mollie.com"] }));
    const policy = (await fetch(`${url}/page`)).headers.get("content-security-policy");
    expect(policy).toContain("form-action 'self' http://localhost:3000 https://www.mollie.com;");
  });

  it("in development: Vite's WebSocket may connect, and GraphiQL runs without script rules but is never framed", async () => {
    const url = await serve(appWith({ development: true, graphiqlPath: "/graphql" }));
    const page = (await fetch(`${url}/page`)).headers.get("content-security-policy");
    expect(page).toContain("connect-src 'self' ws: wss:;");
    expect(page).toMatch(/script-src 'self' 'nonce-[^']+';/);
    const graphiql = await fetch(`${url}/graphql`);
    expect(graphiql.headers.get("content-security-policy")).toBe(
      "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
    );
  });
});

describe("inlineScriptHashes", () => {
  it("hashes the text of every script without src, once each, as the browser does", () => {
    const html =
      '<script>a()</script><script src="/x.js"></script><script type="module" async="">\nimport "/y.js";</script>' +
      '<script>a()</script><SCRIPT id="_R_">b()</SCRIPT><script type="application/ld+json">{"@type":"Event"}</script>';
    expect(inlineScriptHashes(html)).toEqual([
      sha256("a()"),
      sha256('\nimport "/y.js";'),
      sha256("b()"),
      sha256('{"@type":"Event"}'),
    ]);
    expect(inlineScriptHashes("<p>no scripts</p>")).toEqual([]);
  });
});

describe("in the composed app", () => {
  let handle: DatabaseHandle;
  let clientDir: string;

  beforeAll(() => {
    // Never touched by these requests; the app only needs a handle.
    handle = openDatabase({ pgliteDir: "memory" });
    clientDir = mkdtempSync(path.join(tmpdir(), "ff-client-"));
  });
  afterAll(async () => {
    await handle?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  function app(publicUrl: string, testProvider?: TestPaymentProvider) {
    const settings = settingsForSite({ name: "Forensisch Forum", publicUrl });
    return testHttpApp(testDeps(handle.db, new Date(), { settings }), { clientDir, testProvider });
  }

  it("answers /graphql as JSON that allows nothing and is never stored", async () => {
    const url = await serve(app("http://localhost:3000"));
    const response = await fetch(`${url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ __typename }" }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("allows form posts to go on to Mollie only when Mollie takes the payments", async () => {
    const withMollie = await serve(app("http://localhost:3000"));
    expect((await fetch(`${withMollie}/over-ons`)).headers.get("content-security-policy")).toContain(
      "form-action 'self' http://localhost:3000 https://www.mollie.com;",
    );
    const testProvider = new TestPaymentProvider(handle.db, "http://localhost:3000", () => new Date());
    const withTestProvider = await serve(app("http://localhost:3000", testProvider));
    expect((await fetch(`${withTestProvider}/over-ons`)).headers.get("content-security-policy")).toContain(
      "form-action 'self' http://localhost:3000;",
    );
  });
});
