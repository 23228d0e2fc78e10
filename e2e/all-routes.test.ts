import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations } from "../test/support/browser/axe.ts";
import { cspWatchedVisitor, type CspWatchedVisitor } from "../test/support/browser/csp.ts";
import { DESKTOP, PHONE, useSiteSession } from "../test/support/browser/session.ts";
import {
  fetchSiteData,
  noticesCoverage,
  overflowsHorizontally,
  titleOf,
  waitForHydration,
  type SiteData,
  withoutOwnStatusError,
} from "../test/support/browser/site.ts";

type RouteCase = { route: string; path: (site: SiteData) => string; title: (site: SiteData) => string; status: number };

// Every route of the public site (docs/product.md §2), with the title it must carry and the status it must answer with.
const ROUTES: RouteCase[] = [
  { route: "/", path: () => "/", title: () => titleOf("Home"), status: 200 },
  { route: "/over-ons", path: () => "/over-ons", title: () => titleOf("Over ons"), status: 200 },
  { route: "/contact", path: () => "/contact", title: () => titleOf("Contact"), status: 200 },
  { route: "/vrienden", path: () => "/vrienden", title: () => titleOf("Vrienden"), status: 200 },
  { route: "/vacatures", path: () => "/vacatures", title: () => titleOf("Vacatures"), status: 200 },
  { route: "/evenementen", path: () => "/evenementen", title: () => titleOf("Evenementen"), status: 200 },
  {
    route: "/overige-evenementen",
    path: () => "/overige-evenementen",
    title: () => titleOf("Alle evenementen"),
    status: 200,
  },
  {
    route: "/evenementen/{featured id}",
    path: (site) => `/evenementen/${site.featured.id}`,
    title: (site) => titleOf(site.featured.name),
    status: 200,
  },
  { route: "/vakschool", path: () => "/vakschool", title: () => titleOf("Vakschool"), status: 200 },
  { route: "/privacy", path: () => "/privacy", title: () => titleOf("Privacyverklaring"), status: 200 },
  { route: "/mijn-gegevens", path: () => "/mijn-gegevens", title: () => titleOf("Mijn gegevens"), status: 200 },
  {
    route: "/algemene-voorwaarden",
    path: () => "/algemene-voorwaarden",
    title: () => titleOf("Algemene voorwaarden"),
    status: 200,
  },
  {
    route: "/cookieverklaring",
    path: () => "/cookieverklaring",
    title: () => titleOf("Cookieverklaring"),
    status: 200,
  },
  {
    route: "an unknown route",
    path: () => "/deze/pagina-bestaat-niet",
    title: () => titleOf("Pagina niet gevonden"),
    status: 404,
  },
];

const SIZES = [
  { size: "phone", viewport: PHONE },
  { size: "desktop", viewport: DESKTOP },
];

/** How many elements have this role (and name), counting those that are hidden, like the closed phone menu. */
function countRole(page: Page, role: "banner" | "navigation" | "main" | "contentinfo", name?: string) {
  return page.getByRole(role, { ...(name ? { name, exact: true } : {}), includeHidden: true }).count();
}

/** Two frames: what reacts to a new width in script (a media query's listener) has rendered by then. */
function afterTwoFrames(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

describe("every route of the public site", () => {
  const site = useSiteSession();
  let data: SiteData;

  const watched: CspWatchedVisitor[] = [];

  beforeAll(async () => {
    data = await fetchSiteData(site.url);
  });
  afterEach(async () => {
    for (const visitor of watched.splice(0)) await visitor.context.close();
  });

  // Opened on a phone, then widened to a desktop: the markup is the same at every width (the server does not know
  // it), so one visit checks both layouts, each with axe. The same visit is watched for Content-Security-Policy
  // violations (../test/support/browser/csp.ts), so these routes need no second visit for the policy.
  it.each(ROUTES)(
    "$route on a phone and a desktop: status, title, one h1, landmarks, no axe or CSP violations, no console errors, no sideways scroll",
    async ({ path, title, status }) => {
      const visitor = await cspWatchedVisitor(site.browser, { viewport: PHONE });
      watched.push(visitor);
      const { page, errors, violations } = visitor;
      const response = await page.goto(`${site.url}${path(data)}`);
      expect(response?.status()).toBe(status);
      await waitForHydration(page);

      expect(await page.title()).toBe(title(data));
      expect(await page.locator("h1").count()).toBe(1);
      expect(await countRole(page, "banner")).toBe(1);
      expect(await countRole(page, "navigation", "Hoofdmenu")).toBe(1);
      expect(await countRole(page, "main")).toBe(1);
      expect(await page.locator("main#inhoud").count()).toBe(1);
      expect(await countRole(page, "contentinfo")).toBe(1);

      for (const { size, viewport } of SIZES) {
        await page.setViewportSize(viewport);
        await afterTwoFrames(page);
        // From lg upwards the main navigation is always in view; on phones it sits behind the menu button.
        expect(await page.getByRole("navigation", { name: "Hoofdmenu" }).isVisible(), size).toBe(size === "desktop");
        expect(await axeViolations(page), size).toEqual([]);
        if (size === "phone") {
          expect(await overflowsHorizontally(page)).toBe(false);
          // The notices at the bottom leave at least 85% of a phone's first screen free (product.md §2).
          const coverage = await noticesCoverage(page);
          expect(coverage.share, `${coverage.pixels}px`).toBeLessThanOrEqual(0.15);
        }
      }
      expect(withoutOwnStatusError(errors, page.url())).toEqual([]);
      expect(violations).toEqual([]);
    },
  );

  it("has no axe violations on a phone with the menu open", async () => {
    const { page, errors } = await site.open("/", PHONE);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Menu openen" }).click();
    await page.getByRole("navigation", { name: "Hoofdmenu" }).waitFor({ state: "visible" });

    expect(await axeViolations(page)).toEqual([]);
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(errors).toEqual([]);
  });

  it.each(SIZES)(
    "has no axe violations at $size with the cookie bar, and with the site notice that follows it",
    async (size) => {
      const { page, errors } = await site.open("/vrienden", size.viewport);
      const bar = page.getByRole("region", { name: "Cookiemelding" });
      await bar.waitFor({ state: "visible" });
      // At the very bottom the notices float over the footer; the room kept below the page must keep it usable.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(await axeViolations(page)).toEqual([]);

      // One notice at a time: the seeded booklet notice follows the answered cookie bar.
      await bar.getByRole("button", { name: "Accepteren" }).click();
      await page.getByRole("region", { name: "Melding", exact: true }).waitFor({ state: "visible" });
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    },
  );
});
