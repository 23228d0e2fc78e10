import { once } from "node:events";
import { request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { openDatabase, type DatabaseHandle } from "../../server/db/client.ts";
import { createPaymentProvider } from "../../server/domain/payments/create-provider.ts";
import { DEV_MAILBOX_PATH } from "../../server/http/dev-mailbox-route.ts";
import { settingsFrom } from "../../server/settings.ts";
import { testCheckoutPath } from "../../common/site-paths.ts";
import { testDeps } from "../support/deps.ts";
import { testHttpApp } from "../support/http-app.ts";

const now = new Date("2026-11-22T10:00:00Z");
const MOLLIE_API_KEY = "test_abcdefghijklmnopqrstuvwxyz12";

type Answer = { status: number; body: string };

/**
 * The HTTP app composed as server/main.ts composes it, from an environment: the configuration decides the payment
 * provider, the dev mailbox, the trusted proxies and the site's address. Pages answer 404 'web app', as the site does for an unknown
 * path. Requests go over a real socket from 127.0.0.1, with the headers a test chooses (Host included).
 */
async function serve(handle: DatabaseHandle, env: Record<string, string>) {
  const config = loadConfig(env);
  const { payments, publicUrl, devMailbox, trustProxy } = config;
  const { provider, testProvider } = createPaymentProvider({ payments, publicUrl, db: handle.db, clock: () => now });
  const deps = testDeps(handle.db, now, { payments: provider, settings: settingsFrom(config) });
  const pages = testHttpApp(deps, {
    testProvider,
    devMailbox: devMailbox && {},
    trustProxy,
    pages: (_req, res) => void res.status(404).send("web app"),
  });
  const server = pages.listen(0, "127.0.0.1");
  await once(server, "listening");
  const port = (server.address() as AddressInfo).port;
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const outgoing = request({ host: "127.0.0.1", port, path, headers }, (response) => {
        let body = "";
        response.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      });
      outgoing.on("error", reject).end();
    });
  return { server, get };
}

describe("the test aids on the HTTP surface", () => {
  let handle: DatabaseHandle;
  const servers: Server[] = [];

  beforeAll(async () => {
    handle = openDatabase({ pgliteDir: "memory" });
    await handle.migrate();
  });
  afterAll(async () => {
    for (const server of servers) server.close();
    await handle?.close();
  });

  async function site(env: Record<string, string>) {
    const served = await serve(handle, env);
    servers.push(served.server);
    return served.get;
  }

  it("answers the dev mailbox to a client on this machine only, by the address Express resolved", async () => {
    const get = await site({ NODE_ENV: "production" });
    const local = await get(DEV_MAILBOX_PATH);
    expect(local.status).toBe(200);
    expect(local.body).toContain("<h1>Mailbox</h1>");
    expect((await get(DEV_MAILBOX_PATH, { "x-forwarded-for": "127.0.0.1" })).status).toBe(200);

    // A visitor behind the trusted proxy on this machine (TRUST_PROXY=loopback): the site's own 404.
    for (const path of [DEV_MAILBOX_PATH, `${DEV_MAILBOX_PATH}/00000000-0000-4000-8000-000000000000`]) {
      expect(await get(path, { "x-forwarded-for": "203.0.113.9" })).toEqual({ status: 404, body: "web app" });
      expect(await get(path, { "x-forwarded-for": "2001:db8::7, 127.0.0.1" })).toEqual({
        status: 404,
        body: "web app",
      });
    }
  });

  it("refuses a forwarded visitor even when no proxy is trusted, and a Host that is not this site", async () => {
    const get = await site({ NODE_ENV: "production", TRUST_PROXY: "false" });
    expect((await get(DEV_MAILBOX_PATH)).status).toBe(200);
    expect((await get(DEV_MAILBOX_PATH, { "x-forwarded-for": "203.0.113.9" })).status).toBe(404);
    expect((await get(DEV_MAILBOX_PATH, { "x-real-ip": "203.0.113.9" })).status).toBe(404);
    expect((await get(DEV_MAILBOX_PATH, { forwarded: "for=203.0.113.9" })).status).toBe(404);
    // A page of another site whose DNS name points at 127.0.0.1 (DNS rebinding) reads nothing.
    expect((await get(DEV_MAILBOX_PATH, { host: "rebind.example.net:3000" })).status).toBe(404);
    expect((await get(DEV_MAILBOX_PATH, { host: "localhost:3000" })).status).toBe(200);
  });

  it("answers the mailbox on PUBLIC_URL's host, but only to this machine, when DEV_MAILBOX=true opts in", async () => {
    const get = await site({
      NODE_ENV: "production",
      PUBLIC_URL: "https://acceptatie.forensischforum.example.org",
      PAYMENTS: "test",
      DEV_MAILBOX: "true",
    });
    const host = "acceptatie.forensischforum.example.org";
    expect((await get(DEV_MAILBOX_PATH, { host })).status).toBe(200);
    expect((await get(DEV_MAILBOX_PATH, { host, "x-forwarded-for": "198.51.100.4" })).status).toBe(404);
  });

  it("does not mount the dev mailbox on a public site without the opt-in", async () => {
    const get = await site({ NODE_ENV: "production", PUBLIC_URL: "https://acceptatie.example.org", PAYMENTS: "test" });
    expect(await get(DEV_MAILBOX_PATH)).toEqual({ status: 404, body: "web app" });
  });

  it("mounts the test checkout page only when the test provider takes the payments", async () => {
    const path = testCheckoutPath("tr_test_0000000000000000");
    const withTestProvider = await site({ NODE_ENV: "production" });
    const answer = await withTestProvider(path);
    expect(answer.status).toBe(404);
    expect(answer.body).toContain("Deze testbetaling bestaat niet.");

    const withMollie = await site({ NODE_ENV: "production", MOLLIE_API_KEY });
    expect(await withMollie(path)).toEqual({ status: 404, body: "web app" });
    const explicit = await site({ NODE_ENV: "production", PAYMENTS: "mollie", MOLLIE_API_KEY });
    expect(await explicit(path)).toEqual({ status: 404, body: "web app" });
  });
});
