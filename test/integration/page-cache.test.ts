import { get as httpGet } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { gunzipSync } from "node:zlib";
import type { RequestHandler } from "express";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { events, orders } from "../../server/db/schema/index.ts";
import { createPageCache, PUBLIC_CONTENT_CHANNEL, type PageCache } from "../../server/http/page-cache.ts";
import { cspNonceOf, inlineScriptHashes } from "../../server/http/security-headers.ts";
import { testDatabases } from "../support/databases.ts";
import { testDeps } from "../support/deps.ts";
import { listenOnFreePort, testHttpApp } from "../support/http-app.ts";
import { insertConfirmedOrder } from "../support/factories/orders.ts";

// The page cache in front of the web app (server/http/page-cache.ts), through the real HTTP app with a
// stand-in for the web app that counts its renders, and the database's notification of changed public content.

const NOW = new Date("2026-11-26T10:00:00Z");

/** A stand-in web app: an HTML page with a nonced inline script, rendered slowly enough to overlap requests. */
/** Pages that count their renders; each render takes `renderMs`, the window in which others wait for it. */
function countingPages(renderMs = 40) {
  const renders: string[] = [];
  let version = 1;
  const pages: RequestHandler = async (req, res) => {
    renders.push(req.originalUrl);
    await sleep(renderMs);
    if (req.path === "/evenementen/onbekend") return void res.status(404).type("html").send("<p>Niet gevonden</p>");
    if (req.path === "/vakschool/met-cookie") res.cookie("sessie", "x");
    res.type("html");
    res.write(`<!doctype html><title>Versie ${version}</title>`);
    res.end(`<script nonce="${cspNonceOf(res)}">window.versie = ${version};</script>`);
  };
  return { pages, renders, setVersion: (next: number) => (version = next) };
}

describe("the page cache through the HTTP app", () => {
  const [database] = testDatabases();
  let handle: DatabaseHandle;
  let clock = 0;
  let cache: PageCache;
  let stand: ReturnType<typeof countingPages>;
  let site: { url: string; close: () => Promise<void> };

  beforeAll(async () => {
    handle = await database!.open();
  });
  afterAll(async () => handle?.close());

  async function start() {
    clock = 10_000;
    cache = createPageCache({ now: () => clock });
    stand = countingPages();
    site = await listenOnFreePort(
      testHttpApp(testDeps(handle.db, NOW), { pages: stand.pages, pageCache: cache, clientDir: undefined }),
    );
  }
  afterEach(async () => {
    cache?.close();
    await site?.close();
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${site.url}${path}`, { headers });

  it("renders a public page once for fifty visitors at once, and serves it with an ETag, a 304 and script hashes", async () => {
    await start();
    const answers = await Promise.all(Array.from({ length: 50 }, () => get("/vakschool")));
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(stand.renders).toEqual(["/vakschool"]);
    expect(new Set(bodies).size).toBe(1);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);

    const hit = await get("/vakschool");
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    const body = await hit.text();
    // The kept page's nonce is not this answer's: its policy lists the hash of the inline script instead.
    const policy = hit.headers.get("content-security-policy")!;
    expect(policy).not.toContain("'nonce-");
    for (const hash of inlineScriptHashes(body)) expect(policy).toContain(hash);
    // Kept compressed: the encoding the visitor accepts, decoding to the same page.
    const raw = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      const request = httpGet(`${site.url}/vakschool`, { headers: { "accept-encoding": "br;q=0.9, gzip" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
      });
      request.on("error", reject);
    });
    expect(raw.encoding).toBe("gzip");
    expect(gunzipSync(raw.body).toString("utf8")).toBe(body);
    const etag = hit.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"/);
    const unchanged = await get("/vakschool", { "if-none-match": etag });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe("");
    expect(stand.renders).toHaveLength(1);
  });

  it("keeps nothing personal or odd: cookies, queries, errors, set cookies, HEAD, other pages", async () => {
    await start();
    for (const path of ["/vakschool/met-cookie", "/evenementen/onbekend", "/vakschool?naam=x", "/mijn-gegevens"]) {
      await (await get(path)).text();
      await (await get(path)).text();
    }
    await (await get("/evenementen", { cookie: "ff_staff=abc" })).text();
    await (await get("/evenementen", { cookie: "ff_staff=abc" })).text();
    await fetch(`${site.url}/overige-evenementen`, { method: "HEAD" });
    await (await get("/overige-evenementen")).text();
    expect(stand.renders).toEqual([
      "/vakschool/met-cookie",
      "/vakschool/met-cookie",
      "/evenementen/onbekend",
      "/evenementen/onbekend",
      "/vakschool?naam=x",
      "/vakschool?naam=x",
      "/mijn-gegevens",
      "/mijn-gegevens",
      "/evenementen",
      "/evenementen",
      "/overige-evenementen",
      "/overige-evenementen",
    ]);
  });

  it("renders again after MAX_AGE, at once after a change, and at most once per second during a rush", async () => {
    await start();
    const version = async (path = "/") => (await (await get(path)).text()).match(/Versie (\d+)/)![1];
    expect(await version()).toBe("1");
    stand.setVersion(2);
    clock += 4_000;
    expect(await version()).toBe("1");
    clock += 1_001;
    expect(await version()).toBe("2");

    // A single change drops the kept pages at once.
    stand.setVersion(3);
    clock += 2_000;
    cache.invalidate();
    expect(await version()).toBe("3");
    // A second change within the second waits for its end (its pages may be a second old, never more).
    stand.setVersion(4);
    clock += 100;
    cache.invalidate();
    cache.invalidate();
    expect(await version()).toBe("3");
    clock += 900;
    await sleep(950);
    expect(await version()).toBe("4");
    expect(stand.renders).toEqual(["/", "/", "/", "/"]);
  });
});

describe("the page cache when content changes during a render", () => {
  it("gives the waiting visitors that render but does not keep it", async () => {
    const [database] = testDatabases();
    const handle = await database!.open();
    const cache = createPageCache();
    // A render long enough for the five below to arrive while it runs, also on a busy machine.
    const stand = countingPages(500);
    const site = await listenOnFreePort(
      testHttpApp(testDeps(handle.db, NOW), { pages: stand.pages, pageCache: cache, clientDir: undefined }),
    );
    try {
      const first = fetch(`${site.url}/vakschool`);
      // The change comes while the first render runs (not before it started, which a fixed pause cannot promise).
      await vi.waitFor(() => expect(stand.renders).toEqual(["/vakschool"]), { interval: 2 });
      cache.invalidate();
      const waiting = await Promise.all(Array.from({ length: 5 }, () => fetch(`${site.url}/vakschool`)));
      expect((await first).status).toBe(200);
      expect(waiting.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      expect(stand.renders).toEqual(["/vakschool"]);
      await (await fetch(`${site.url}/vakschool`)).text();
      expect(stand.renders).toEqual(["/vakschool", "/vakschool"]);
    } finally {
      cache.close();
      await site.close();
      await handle.close();
    }
  });
});

for (const database of testDatabases()) {
  describe(`public-content notifications on ${database.name}`, () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await database.open();
    });
    afterAll(async () => handle?.close());

    it("notify on commit of a change to public content, never on rollback nor for orders", async () => {
      let heard = 0;
      const listener = await handle.listen(PUBLIC_CONTENT_CHANNEL, () => heard++);
      try {
        const settle = () => sleep(database.name === "postgres" ? 150 : 20);
        await settle();
        heard = 0;
        const order = await insertConfirmedOrder(handle.db);
        await settle();
        heard = 0;

        await handle.db.update(orders).set({ updatedAt: NOW }).where(eq(orders.id, order.orderId));
        await settle();
        expect(heard).toBe(0);

        await handle.db
          .transaction(async (tx) => {
            await tx.update(events).set({ name: "Teruggedraaid" }).where(eq(events.id, order.eventId));
            throw new Error("terug");
          })
          .catch(() => undefined);
        await settle();
        expect(heard).toBe(0);

        await handle.db.transaction(async (tx) => {
          await tx.update(events).set({ name: "Nieuwe naam" }).where(eq(events.id, order.eventId));
          await tx.execute(sql`update ticket_types set sold_count = sold_count where event_id = ${order.eventId}`);
        });
        await settle();
        // One transaction, one notification: PostgreSQL folds identical notifications of a transaction.
        expect(heard).toBe(1);
      } finally {
        await listener.close();
      }
    });
  });
}
