import { once } from "node:events";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../server/db/client.ts";
import { type TestPaymentProvider } from "../../server/domain/payments/test-provider.ts";
import { testDeps } from "../support/deps.ts";
import { testHttpApp } from "../support/http-app.ts";
import { captureLog, type CapturedLog } from "../support/log-capture.ts";
import { operationBody } from "../support/operation-body.ts";
import { VacanciesQueryDocument } from "../../app/graphql/generated.ts";
import { routePatternMatcher, type RouteShape } from "../../server/ops/route-patterns.ts";
import routes from "../../app/routes.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const CANCEL_TOKEN = "q3Zx9_Lk2mN8pR4tV6wY0aB1cD5eF7gH";

// A request id per request, echoed in X-Request-Id and carried by every log line written for it, and one
// access line per request with the path's tokens removed.
describe("request ids and the access log", () => {
  let handle: DatabaseHandle;
  let server: Server;
  let base: string;
  let log: CapturedLog;
  let pagesServer: Server;
  let pagesBase: string;
  const clientDir = mkdtempSync(path.join(tmpdir(), "ff-request-log-"));

  beforeAll(async () => {
    handle = openDatabase({ pgliteDir: "memory" }); // never migrated: /graphql fails, as a broken database would
    const deps = testDeps(handle.db, new Date());
    const testProvider = deps.payments as TestPaymentProvider;
    server = testHttpApp(deps, { testProvider }).listen(0, "127.0.0.1");
    await once(server, "listening");
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // The same app with a page that answers, a built file, Vite's dev middleware in front and the routes known.
    mkdirSync(path.join(clientDir, "assets"));
    writeFileSync(path.join(clientDir, "assets/entry.client-Ab12Cd34.js"), "export {};\n");
    pagesServer = testHttpApp(deps, {
      testProvider,
      clientDir,
      pages: (req, res) => void (req.path === "/__manifest" ? res.json({}) : res.type("html").send("<p>pagina</p>")),
      devMiddleware: (req, res, next) => (req.path === "/@vite/client" ? void res.type("js").send("") : next()),
      ops: { pagePatternOf: routePatternMatcher(routes as RouteShape[]) },
    }).listen(0, "127.0.0.1");
    await once(pagesServer, "listening");
    pagesBase = `http://127.0.0.1:${(pagesServer.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.close();
    pagesServer?.close();
    rmSync(clientDir, { recursive: true, force: true });
    await handle?.close();
  });
  afterEach(() => log?.restore());

  /** The access line, written when the response is done, which may be just after the client has it. */
  async function accessLine(requestId: string) {
    for (let tries = 0; tries < 50; tries++) {
      const line = log.entries().find((entry) => entry.event === "http.request" && entry.requestId === requestId);
      if (line) return line;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`geen toegangsregel voor ${requestId}`);
  }

  it("gives each request an id of its own, in the response and in its access line", async () => {
    log = captureLog();
    const [first, second] = await Promise.all([fetch(`${base}/over-ons`), fetch(`${base}/over-ons`)]);
    const ids = [first!.headers.get("x-request-id"), second!.headers.get("x-request-id")];
    expect(ids[0]).toMatch(UUID);
    expect(ids[1]).toMatch(UUID);
    expect(ids[0]).not.toBe(ids[1]);
    expect(await accessLine(ids[0]!)).toMatchObject({
      level: "info",
      method: "GET",
      path: "/over-ons",
      status: 418,
      durationMs: expect.any(Number),
    });
  });

  it("keeps a proxy's sane request id and replaces one that is not", async () => {
    log = captureLog();
    const sent = async (id: string) =>
      (await fetch(`${base}/over-ons`, { headers: { "x-request-id": id } })).headers.get("x-request-id");
    expect(await sent("a1b2c3d4-proxy.7")).toBe("a1b2c3d4-proxy.7");
    for (const insane of ["kort", "x".repeat(65), "met spatie 12345", "noor@example.org", "FF-7KQM-3XPA-9TDV"]) {
      const answered = await sent(insane);
      expect(answered, insane).toMatch(UUID);
    }
  });

  it("logs the path without its query and without the token of a cancel link", async () => {
    log = captureLog();
    const response = await fetch(`${base}/vakschool/afmelden/${CANCEL_TOKEN}?email=noor%40example.org`);
    const line = await accessLine(response.headers.get("x-request-id")!);
    expect(line.path).toBe("/vakschool/afmelden/[token]");
    expect(line.message).toBe(`GET /vakschool/afmelden/[token] 418 ${line.durationMs} ms`);
    expect(log.lines.join("\n")).not.toMatch(/q3Zx9|noor/);
  });

  it("logs successful health checks, metrics scrapes and files only at level debug", async () => {
    log = captureLog("debug");
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(await accessLine(health.headers.get("x-request-id")!)).toMatchObject({ level: "debug", status: 200 });
    // A Prometheus scraping /metrics of every process every few seconds is as dull.
    const scrape = await fetch(`${base}/metrics`);
    expect(await accessLine(scrape.headers.get("x-request-id")!)).toMatchObject({ level: "debug", status: 200 });
    // No worker beats in this test: the unready answer a proxy polls is logged, but not as a warning per poll.
    const unready = await fetch(`${base}/readyz`);
    expect(await accessLine(unready.headers.get("x-request-id")!)).toMatchObject({ level: "info", status: 503 });
    const missing = await fetch(`${base}/logo.svg`);
    expect(await accessLine(missing.headers.get("x-request-id")!)).toMatchObject({ level: "info", status: 418 });
  });

  it("logs a page's data, a page's file and a workshop sign-up at info, with the route and without the query", async () => {
    log = captureLog("info");
    const requests = [
      ["/evenementen/7.data?_routes=routes%2Fevent-detail", "/evenementen/:id.data"],
      ["/workshops/aanmelden.data?code=FF-7KQM-3XPA-9TDV&email=noor%40example.org", "/workshops/aanmelden.data"],
      ["/_root.data", "/.data"],
      // The redaction takes any segment after /mijn-gegevens/ for a token, the pattern's too.
      [`/mijn-gegevens/${CANCEL_TOKEN}/gegevens.json`, "/mijn-gegevens/[token]/gegevens.json"],
    ] as const;
    for (const [url, route] of requests) {
      const signUp = { method: "POST", body: new URLSearchParams({ code: "FF-4HNR-8WCE-2MBJ" }) };
      const response = await fetch(`${pagesBase}${url}`, url.startsWith("/workshops") ? signUp : {});
      expect(await accessLine(response.headers.get("x-request-id")!), url).toMatchObject({
        level: "info",
        route,
        status: 200,
        path: url.split("?")[0]!.replace(CANCEL_TOKEN, "[token]"),
      });
    }
    expect(log.entries().filter((entry) => entry.event === "http.request")).toHaveLength(requests.length);
    expect(log.lines.join("\n")).not.toMatch(/q3Zx9|noor|7KQM|4HNR|_routes/);
  });

  it("logs built files, Vite's modules and React Router's route discovery only at level debug", async () => {
    log = captureLog("debug");
    const routine = ["/assets/entry.client-Ab12Cd34.js", "/@vite/client", "/__manifest?p=%2Fvakschool&version=1"];
    for (const url of routine) {
      const response = await fetch(`${pagesBase}${url}`);
      expect(response.status, url).toBe(200);
      expect(await accessLine(response.headers.get("x-request-id")!), url).toMatchObject({ level: "debug" });
    }
    // A file that is not there goes on to the web app, and that answer is worth an info line.
    const missing = await fetch(`${pagesBase}/assets/entry.client-weg.js`);
    expect(await accessLine(missing.headers.get("x-request-id")!)).toMatchObject({ level: "info", status: 200 });
    expect(await accessLine(missing.headers.get("x-request-id")!)).not.toHaveProperty("route");
  });

  it("writes nothing for routine requests at level info", async () => {
    log = captureLog("info");
    await fetch(`${pagesBase}/__manifest?p=%2F`);
    await fetch(`${pagesBase}/assets/entry.client-Ab12Cd34.js`);
    const page = await fetch(`${pagesBase}/vakschool`);
    await accessLine(page.headers.get("x-request-id")!);
    expect(log.entries().map(({ path, route }) => ({ path, route }))).toEqual([
      { path: "/vakschool", route: "/vakschool" },
    ]);
  });

  it("carries the request's id into the lines written deep inside, such as a failed GraphQL query", async () => {
    log = captureLog();
    const response = await fetch(`${base}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(operationBody(VacanciesQueryDocument)),
    });
    const requestId = response.headers.get("x-request-id")!;
    await accessLine(requestId);
    expect(log.entries().filter((entry) => entry.requestId === requestId)).toMatchObject([
      { event: "graphql.failed", level: "error" },
      { event: "http.request", path: "/graphql", status: 200 },
    ]);
  });

  it("answers an error a route passed on in Dutch, and logs it described, without the query's values", async () => {
    log = captureLog();
    const response = await fetch(`${base}/test-betaalprovider/tr_test_geheim0123`);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe("Er is een interne fout opgetreden. Probeer het later opnieuw.");
    const requestId = response.headers.get("x-request-id")!;
    await accessLine(requestId);
    expect(log.entries().filter((entry) => entry.requestId === requestId)).toMatchObject([
      { event: "http.failed", error: { type: "DrizzleQueryError", cause: { code: "42P01" } } },
      { event: "http.request", status: 500, level: "warn" },
    ]);
    expect(log.lines.join("\n")).not.toMatch(/geheim|Failed query|select/);
  });

  it("answers a body it cannot take with its status, without an error line", async () => {
    log = captureLog();
    const response = await fetch(`${base}/api/payments/webhook`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `id=${"x".repeat(10_000)}`,
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toBe("Het verzoek is te groot.");
    await accessLine(response.headers.get("x-request-id")!);
    expect(log.entries().map((entry) => entry.event)).toEqual(["http.request"]);
  });
});
