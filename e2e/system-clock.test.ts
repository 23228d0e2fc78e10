import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { FeaturedEventQueryDocument } from "../app/graphql/generated.ts";
import { apiClient } from "../test/support/site/api-client.ts";
import { launchBrowser } from "../test/support/browser/browser.ts";
import { startServer, type RunningServer } from "../test/support/site/server.ts";

// One clock for the whole system (decision 0009). With CLOCK_START the server (seed, API, pages) lives at that moment.
const CLOCK_START = "2031-06-15T10:00:00Z";

describe("a server whose clock starts at a fixed moment", () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ env: { CLOCK_START } }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("shows that moment's year in the footer of a rendered page", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/evenementen`);
    const footer = page.getByRole("contentinfo");
    expect(await footer.getByText("© 2031 Forensisch Forum", { exact: true }).isVisible()).toBe(true);
  });

  it("seeded the demo content around that moment, so its forum is still to come then", async () => {
    const { currentFeaturedEvent } = await apiClient(server)(FeaturedEventQueryDocument);
    const start = Date.parse(currentFeaturedEvent!.timeFrame.start);
    expect(start).toBeGreaterThan(Date.parse(CLOCK_START));
    expect(start - Date.parse(CLOCK_START)).toBeLessThan(366 * 24 * 60 * 60 * 1000);
  });
});
