import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "../test/support/browser/axe.ts";
import { startServer, type RunningServer } from "../test/support/site/server.ts";
import { DESKTOP, PHONE, useSiteSession } from "../test/support/browser/session.ts";
import { fetchHtml, waitForHydration } from "../test/support/browser/site.ts";

const NOTICE_TEXT = "Testomgeving: betalingen en facturen op deze site zijn niet echt.";
/** Home, a content page edited in the back office and a page of the ticket sale. */
const PAGES = ["/", "/over-ons", "/evenementen"];

// A test environment others can reach: the test provider by PAYMENTS=test on a public address. The address is
// only what the site calls itself; the browser still talks to the process on 127.0.0.1. A public site refuses the
// tests' control of the background jobs (server/safe-defaults.ts), so this one goes without.
// The seed's demo orders name the public address in a return URL nobody opens here: the seeded world will do.
const site = useSiteSession({
  env: { PAYMENTS: "test", PUBLIC_URL: "http://acceptatie.forensischforum.example.org", TEST_JOB_CONTROL: "false" },
  fromSeededWorld: true,
});

describe("a test environment (PAYMENTS=test on a public address)", () => {
  it("says so on every page, in the server's HTML, the content pages included", async () => {
    for (const path of PAGES) {
      const { status, html } = await fetchHtml(`${site.url}${path}`);
      expect(status).toBe(200);
      expect(html).toContain('<section aria-label="Testomgeving"');
      expect(html.replace(/<[^>]+>|<!-- -->/g, "")).toContain(NOTICE_TEXT);
    }
    expect(site.server.output()).toContain("betalingen: test, testomgeving");
  });

  it("shows the notice first, readable, with no accessibility violations, on a phone and a desktop", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, errors } = await site.open("/", viewport);
      await waitForHydration(page);
      const notice = page.getByRole("region", { name: "Testomgeving" });
      expect(await notice.isVisible()).toBe(true);
      expect((await notice.textContent())?.trim()).toBe(NOTICE_TEXT);
      const box = await notice.boundingBox();
      expect(box?.y).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    }
  });

  it("keeps the notice while a visitor navigates in the browser, to a content page too", async () => {
    const { page, errors } = await site.open("/evenementen", DESKTOP);
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("link", { name: "Over ons" }).click();
    await page.waitForURL("**/over-ons");
    expect(await page.getByRole("region", { name: "Testomgeving" }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it("shows without JavaScript", async () => {
    const { page } = await site.open("/over-ons", PHONE, { javaScriptEnabled: false });
    expect(await page.getByRole("region", { name: "Testomgeving" }).textContent()).toBe(NOTICE_TEXT);
  });
});

describe("the same site on this machine only (a fresh npm start)", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("shows no notice", async () => {
    for (const path of PAGES) {
      const { status, html } = await fetchHtml(`${server.url}${path}`);
      expect(status).toBe(200);
      expect(html).not.toContain("Testomgeving");
    }
    expect(server.output()).toContain("betalingen: test).");
  });
});
