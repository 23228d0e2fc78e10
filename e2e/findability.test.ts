import { beforeAll, describe, expect, it } from "vitest";
import { AffiliatesQueryDocument } from "../app/graphql/generated.ts";
import { apiClient } from "../test/support/site/api-client.ts";
import type { RunningServer } from "../test/support/site/server.ts";
import { claimSharedSite } from "../test/support/site/shared-site.ts";
import { escapeHtml, fetchHtml, fetchSiteData, titleOf, type SiteData } from "../test/support/browser/site.ts";

// What search engines and link previews get, and what the first HTML already holds. No browser: this is
// about the bytes the server sends.
let server: RunningServer;
let data: SiteData;

beforeAll(async () => {
  server = (await claimSharedSite()).server;
  data = await fetchSiteData(server.url);
});

/** The content of a <meta> tag in raw HTML, found by its name or property attribute. */
function meta(html: string, key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta[^>]*(?:name|property)="${key}"[^>]*>`))?.[0];
  return tag?.match(/content="([^"]*)"/)?.[1];
}

const PAGES: { page: string; path: (site: SiteData) => string; title: (site: SiteData) => string }[] = [
  { page: "/", path: () => "/", title: () => titleOf("Home") },
  { page: "/over-ons", path: () => "/over-ons", title: () => titleOf("Over ons") },
  { page: "/contact", path: () => "/contact", title: () => titleOf("Contact") },
  { page: "/vrienden", path: () => "/vrienden", title: () => titleOf("Vrienden") },
  { page: "/vacatures", path: () => "/vacatures", title: () => titleOf("Vacatures") },
  { page: "/evenementen", path: () => "/evenementen", title: () => titleOf("Evenementen") },
  { page: "/overige-evenementen", path: () => "/overige-evenementen", title: () => titleOf("Alle evenementen") },
  {
    page: "/evenementen/{featured id}",
    path: (site) => `/evenementen/${site.featured.id}`,
    title: (site) => titleOf(site.featured.name),
  },
  { page: "/privacy", path: () => "/privacy", title: () => titleOf("Privacyverklaring") },
  { page: "/algemene-voorwaarden", path: () => "/algemene-voorwaarden", title: () => titleOf("Algemene voorwaarden") },
  { page: "/cookieverklaring", path: () => "/cookieverklaring", title: () => titleOf("Cookieverklaring") },
];

describe("findability", () => {
  it.each(PAGES)("$page has a description, og:title, og:url and og:image in its HTML", async ({ path, title }) => {
    const { status, html } = await fetchHtml(`${server.url}${path(data)}`);
    expect(status).toBe(200);
    expect(meta(html, "description")?.length).toBeGreaterThan(20);
    expect(meta(html, "og:title")).toBe(escapeHtml(title(data)));
    // Every page is rendered by this server now (none is prerendered at build), with its PUBLIC_URL.
    expect(meta(html, "og:url")).toBe(`${server.url}${path(data)}`);
    expect(meta(html, "og:image")).toMatch(new RegExp(`^${server.url}/.+\\.(webp|png|jpe?g)$`));
  });

  it("lists the pages and every event in /sitemap.xml", async () => {
    const response = await fetch(`${server.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toContain(`${server.url}/`);
    expect(locations).toContain(`${server.url}/over-ons`);
    expect(data.events.length).toBeGreaterThan(1);
    for (const event of data.events) expect(locations).toContain(`${server.url}/evenementen/${event.id}`);
  });

  it("serves the icons the page links, and /favicon.ico, with their types and a cache time", async () => {
    const { html } = await fetchHtml(`${server.url}/`);
    const linked = [...html.matchAll(/<link[^>]* rel="(?:icon|apple-touch-icon)"[^>]*href="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(linked).toEqual(["/favicon.ico", "/favicon.svg", "/apple-touch-icon.png"]);
    const types = {
      "/favicon.ico": /^image\/(vnd\.microsoft\.icon|x-icon)$/,
      "/favicon.svg": /^image\/svg\+xml/,
      "/apple-touch-icon.png": /^image\/png$/,
    };
    for (const [path, type] of Object.entries(types)) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type"), path).toMatch(type);
      expect(response.headers.get("cache-control"), path).toMatch(/^public, max-age=[1-9]/);
    }
  });

  it("points crawlers to the sitemap in /robots.txt", async () => {
    const response = await fetch(`${server.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });
});

// The data pages are rendered on the server with their data, so the first paint is complete without JavaScript.
describe("data in the first HTML", () => {
  it("has every friend in the HTML of /vrienden", async () => {
    const { allAffiliates } = await apiClient(server.url)(AffiliatesQueryDocument);
    const { html } = await fetchHtml(`${server.url}/vrienden`);
    expect(allAffiliates.nodes).toHaveLength(26);
    for (const { organizationName } of allAffiliates.nodes) expect(html).toContain(escapeHtml(organizationName));
  });

  it("has the vacancy in the HTML of /vacatures", async () => {
    const { html } = await fetchHtml(`${server.url}/vacatures`);
    expect(html).toContain("Psychodiagnostisch medewerker");
    expect(html).toContain("16 uur per week");
  });

  it("has the event's name and times in the HTML of its page", async () => {
    const { html } = await fetchHtml(`${server.url}/evenementen/${data.featured.id}`);
    expect(html).toContain(`<h1 class="`);
    expect(html).toContain(escapeHtml(data.featured.name));
    expect(html).toContain("Begint");
    expect(html).toContain("Meld je aan");
  });
});
