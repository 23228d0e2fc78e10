import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { AllCoursesDocument } from "../app/graphql/generated.ts";
import { apiClient } from "../test/support/site/api-client.ts";
import { collectPageErrors, launchBrowser } from "../test/support/browser/browser.ts";
import { freshDataDir, startServer, type RunningServer } from "../test/support/site/server.ts";

/** The seeded courses through /graphql; throws when it does not answer 200 with data. */
function fetchCourses(url: string) {
  return apiClient(url)(AllCoursesDocument);
}

// The production build on an empty data directory (not the run's seeded copy): it migrates, seeds, serves pages and /graphql,
// stops cleanly on SIGTERM, and a second start on the same data neither seeds again nor loses anything.
describe("production server smoke test", () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ dataDir: freshDataDir() }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("seeds the demo content on first start", () => {
    expect(server.output()).toContain("Democontent geladen.");
  });

  it("renders the home page in Dutch with the featured event from the database", async () => {
    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    const response = await page.goto(server.url);
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute("html", "lang")).toBe("nl");
    expect(await page.title()).toBe("Home | Forensisch Forum");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
      "Samen verantwoordelijk voor de Forensische keten",
    );
    const tickets = page.getByRole("link", { name: "Tickets" });
    expect(await tickets.getAttribute("href")).toMatch(/^\/evenementen\/[0-9a-f-]{36}$/);
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("answers unknown routes with the Dutch 404 page and status 404", async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${server.url}/bestaat-niet/echt-niet`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Oeps, deze pagina bestaat niet").isVisible()).resolves.toBe(true);
    expect(await page.title()).toBe("Pagina niet gevonden | Forensisch Forum");
    await page.close();
  });

  it("serves compressed static assets", async () => {
    const html = await (await fetch(server.url)).text();
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeDefined();
    const response = await fetch(`${server.url}${asset}`, { headers: { "accept-encoding": "gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("cache-control")).toContain("immutable");
  });

  it("answers /graphql with the seeded courses", async () => {
    const { allCourses } = await fetchCourses(server.url);
    expect(allCourses.nodes.length).toBeGreaterThanOrEqual(6);
  });

  it("stops cleanly on SIGTERM and keeps its data over a restart without seeding twice", async () => {
    const before = await fetchCourses(server.url);
    expect(await server.stop()).toBe(0);

    server = await startServer({ dataDir: server.dataDir });
    expect(server.output()).not.toContain("Democontent geladen.");
    const after = await fetchCourses(server.url);
    expect(after.allCourses.nodes).toEqual(before.allCourses.nodes);
  });
});
