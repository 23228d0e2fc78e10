import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../test/support/site/server.ts";
import { claimSharedSite } from "../test/support/site/shared-site.ts";
import { apiClient } from "../test/support/site/api-client.ts";
import { eventWithTicketCodes } from "../test/support/site/workshop-scenarios.ts";

// The headers of every response of the production build, per kind of route: rendered pages (a nonce
// per response), kept pages (the hashes of their own scripts), personal pages (no-store), the API, a PDF,
// an asset, data and a 404.

let server: RunningServer;
/** The file's own event, with workshops, and the code of a ticket of it that the workshop wizard accepts. */
let eventId: string;
let code: string;

beforeAll(async () => {
  const { server: shared, smtp } = await claimSharedSite();
  server = shared;
  const site = { url: server.url, smtp };
  const made = await eventWithTicketCodes(site, apiClient(site, { ip: "10.72.0.1" }), {
    name: "Forum Kopregels",
    tickets: 1,
    buyer: "koper.kopregels@example.org",
    slots: [{ workshops: [{ name: "Kopregels lezen", capacity: 10 }] }],
  });
  eventId = made.event.id;
  code = made.codes[0]!;
});

const NON_HTML = "default-src 'none'; frame-ancestors 'none'";

/** The page policy of this server (test payment provider: no checkout origin beyond our own). */
function pagePolicy(scriptSources: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${server.url}`,
    "frame-ancestors 'none'",
  ].join("; ");
}

async function get(path: string, init: RequestInit = {}) {
  const response = await fetch(`${server.url}${path}`, { redirect: "manual", ...init });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** The headers every response carries, whatever it is. */
function expectBaseline(headers: Headers) {
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("permissions-policy")).toBe("camera=(), microphone=(), geolocation=(), payment=()");
  // Plain http on loopback: no HSTS (see the https case below).
  expect(headers.get("strict-transport-security")).toBeNull();
}

/** The nonce of a rendered page's policy, after checking the policy is exactly the page policy with it. */
function nonceOf(headers: Headers): string {
  const policy = headers.get("content-security-policy") ?? "";
  const nonce = /'nonce-([A-Za-z0-9+/]+=*)'/.exec(policy)?.[1];
  if (!nonce) throw new Error(`geen nonce in ${policy}`);
  expect(policy).toBe(pagePolicy(`'nonce-${nonce}'`));
  // 16 random bytes.
  expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  return nonce;
}

const scriptTags = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);

function partition<T>(items: T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((item) => !test(item))];
}

/**
 * A visitor with a cookie gets every page rendered for them (the page cache serves only cookieless requests), so
 * the nonce cases below carry one; the kept pages' own case follows.
 */
const RENDERED = { headers: { cookie: "bezoeker=1" } };

/**
 * The page as the page cache serves it. A change of public content just before (the world put back for a file
 * notifies after its commit, and other files on the same server change content) empties the cache, so the second
 * of two requests in a row may be a render again: asked until one is served kept.
 */
async function keptPage(path: string) {
  let kept = await get(path);
  for (let attempt = 0; attempt < 20 && kept.headers.get("x-page-cache") !== "hit"; attempt++) kept = await get(path);
  expect(kept.headers.get("x-page-cache")).toBe("hit");
  return kept;
}

describe("rendered pages", () => {
  it("home: the page policy with a fresh nonce per response, carried by every inline script", async () => {
    const first = await get("/", RENDERED);
    const second = await get("/", RENDERED);
    expect(first.status).toBe(200);
    expectBaseline(first.headers);
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(first.headers.get("cache-control")).not.toBe("no-store");

    const nonces = [nonceOf(first.headers), nonceOf(second.headers)];
    expect(nonces[0]).not.toBe(nonces[1]);
    for (const [index, { body }] of [first, second].entries()) {
      const scripts = scriptTags(body);
      expect(scripts.length).toBeGreaterThan(3);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonces[index]}"`);
    }
  });

  it("answers HEAD with the head of the GET: an HTML page under the page policy", async () => {
    const { status, headers } = await get("/", { method: "HEAD", ...RENDERED });
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("text/html; charset=utf-8");
    nonceOf(headers);
    expectBaseline(headers);
  });

  it("event page: the page policy; every script carries the nonce but the JSON-LD, which is data", async () => {
    const { status, headers, body } = await get(`/evenementen/${eventId}`, RENDERED);
    expect(status).toBe(200);
    expectBaseline(headers);
    const nonce = nonceOf(headers);
    const [jsonLd, scripts] = partition(scriptTags(body), (tag) => tag.includes('type="application/ld+json"'));
    expect(jsonLd).toHaveLength(1);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("home kept by the page cache: the policy lists its inline scripts' hashes, also on a 304 and a HEAD", async () => {
    const kept = await keptPage("/");
    expectBaseline(kept.headers);
    const hashes = [...kept.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script/gi)]
      .filter(([, attributes]) => !/\ssrc\s*=/i.test(attributes ?? ""))
      .map(
        ([, , text]) =>
          `'sha256-${createHash("sha256")
            .update(text ?? "", "utf8")
            .digest("base64")}'`,
      );
    const policy = pagePolicy([...new Set(hashes)].join(" "));
    expect(kept.headers.get("content-security-policy")).toBe(policy);
    // The browser shows its stored copy under a 304's headers: the same page policy, not the one for non-pages.
    const unchanged = await get("/", { headers: { "if-none-match": kept.headers.get("etag")! } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get("content-security-policy")).toBe(policy);
    const head = await get("/", { method: "HEAD" });
    expect(head.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(head.headers.get("content-security-policy")).toBe(policy);
  });

  it("404: the Dutch page under the page policy", async () => {
    const { status, headers } = await get("/deze/pagina-bestaat-niet");
    expect(status).toBe(404);
    expectBaseline(headers);
    nonceOf(headers);
  });
});

describe("the content pages, edited in the back office", () => {
  // Once content (decision 0033) they are no longer prerendered: rendered with a nonce, then kept by the page cache.
  it.each(["/over-ons", "/contact", "/algemene-voorwaarden"])(
    "%s: rendered with a nonce, then kept with the hashes of exactly its inline scripts",
    async (path) => {
      const rendered = await get(path, RENDERED);
      expect(rendered.status).toBe(200);
      expect(rendered.headers.get("x-prerendered")).toBeNull();
      expectBaseline(rendered.headers);
      nonceOf(rendered.headers);
      const { headers, body } = await keptPage(path);
      expectBaseline(headers);
      const inline = [...body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes]) => !attributes!.includes("src="),
      );
      expect(inline.length).toBeGreaterThan(3);
      const hashes = new Set(
        inline.map(([, , text]) => `'sha256-${createHash("sha256").update(text!).digest("base64")}'`),
      );
      expect(headers.get("content-security-policy")).toBe(pagePolicy([...hashes].join(" ")));
    },
  );
});

describe("pages with personal data: never stored", () => {
  it("the cancel page keeps its stricter Referrer-Policy", async () => {
    const { status, headers } = await get(`/vakschool/afmelden/${"A".repeat(32)}`);
    expect(status).toBe(404);
    expectBaseline(headers);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(headers.get("referrer-policy")).toBe("same-origin");
    nonceOf(headers);
  });

  it("the waitlist page keeps the same stricter Referrer-Policy", async () => {
    const { status, headers } = await get(`/vakschool/wachtlijst/${"A".repeat(32)}`);
    expect(status).toBe(404);
    expectBaseline(headers);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(headers.get("referrer-policy")).toBe("same-origin");
    nonceOf(headers);
  });

  it.each([
    ["the purchase completion page", () => `/evenementen/${eventId}/aanmelden-voltooid`],
    ["the workshop wizard", () => `/workshops/aanmelden?code=${code}`],
    ["the workshop wizard's data request", () => `/workshops/aanmelden.data?code=${code}`],
  ])("%s", async (_name, path) => {
    const { status, headers } = await get(path());
    expect(status).toBe(200);
    expectBaseline(headers);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });
});

describe("everything else", () => {
  // Bodies by hand: the headers of /graphql are at stake, whatever operation a request carries.
  it.each([
    ["a query", '{ "query": "{ allCourses { totalCount } }" }'],
    [
      "a mutation",
      '{ "query": "mutation($t: String!) { cancelCourseEnrollment(input: { cancelToken: $t }) { enrollment { id } } }", "variables": { "t": "onbekend-maar-lang-genoeg" } }',
    ],
  ])("/graphql, %s: JSON that allows nothing and is never stored", async (_name, body) => {
    const { headers } = await get("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    expect(headers.get("content-type")).toMatch(/^application\/(graphql-response\+)?json/);
    expectBaseline(headers);
    expect(headers.get("content-security-policy")).toBe(NON_HTML);
    expect(headers.get("cache-control")).toBe("no-store");
  });

  it("the programme booklet PDF", async () => {
    const { status, headers } = await get("/programmaboekje.pdf");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("application/pdf");
    expectBaseline(headers);
    expect(headers.get("content-security-policy")).toBe(NON_HTML);
  });

  it("a fingerprinted asset keeps its long cache", async () => {
    const home = await get("/");
    const asset = /href="(\/assets\/[^"]+\.js)"/.exec(home.body)?.[1];
    expect(asset).toBeDefined();
    const { status, headers } = await get(asset!);
    expect(status).toBe(200);
    expectBaseline(headers);
    expect(headers.get("content-security-policy")).toBe(NON_HTML);
    expect(headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("a content page's data and the sitemap", async () => {
    const pageData = await get("/over-ons.data");
    expectBaseline(pageData.headers);
    expect(pageData.headers.get("content-security-policy")).toBe(NON_HTML);
    const sitemap = await get("/sitemap.xml");
    expectBaseline(sitemap.headers);
    // Chrome's XML viewer styles the tree it shows with inline styles.
    expect(sitemap.headers.get("content-security-policy")).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    );
  });

  it("a redirect", async () => {
    const { status, headers } = await get("/courses");
    expect(status).toBe(301);
    expectBaseline(headers);
  });
});

describe("HSTS", () => {
  it("is sent when the request came over https through a trusted proxy, on pages, files and documents alike", async () => {
    const hsts = "max-age=31536000; includeSubDomains";
    for (const path of ["/", "/over-ons", "/programmaboekje.pdf"]) {
      const { headers } = await get(path, { headers: { "x-forwarded-proto": "https" } });
      expect(headers.get("strict-transport-security")).toBe(hsts);
    }
  });
});
