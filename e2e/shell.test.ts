import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { DESKTOP, PHONE, useSiteSession } from "../test/support/browser/session.ts";
import { fetchHtml, waitForHydration } from "../test/support/browser/site.ts";

const MAIN_NAVIGATION = [
  ["Over ons", "/over-ons"],
  ["Vrienden van", "/vrienden"],
  ["Evenementen", "/evenementen"],
  ["Vakschool", "/vakschool"],
  ["Vacatures", "/vacatures"],
  ["Contact", "/contact"],
];
const FOOTER_NAVIGATION = [
  ["Evenementen", "/evenementen"],
  ["Vakschool", "/vakschool"],
  ["Vrienden van", "/vrienden"],
  ["Over de organisatie", "/over-ons"],
  ["Vacatures", "/vacatures"],
];
const LEGAL_NAVIGATION = [
  ["Algemene voorwaarden", "/algemene-voorwaarden"],
  ["Privacyverklaring", "/privacy"],
  ["Cookieverklaring", "/cookieverklaring"],
  ["Mijn gegevens", "/mijn-gegevens"],
];
const BANNER_TEXT = "Het programmaboekje van ons jaarcongres staat klaar.";

/** The links of a navigation landmark as [name, href] pairs, in document order. */
async function linksOf(page: Page, navigation: string): Promise<string[][]> {
  const links = page.getByRole("navigation", { name: navigation, exact: true }).getByRole("link");
  return Promise.all(
    (await links.all()).map(async (link) => [
      (await link.textContent()) ?? "",
      (await link.getAttribute("href")) ?? "",
    ]),
  );
}

/**
 * The scroll position once scrolling has stopped: the site scrolls smoothly (app.css), so the jump to the top
 * after a page change takes a moment.
 */
async function scrollYOnceSettled(page: Page): Promise<number> {
  let previous = -1;
  for (let attempt = 0; attempt < 40; attempt++) {
    const current = await page.evaluate(() => window.scrollY);
    if (current === previous) return current;
    previous = current;
    await page.waitForTimeout(100);
  }
  return previous;
}

async function storageSnapshot(page: Page) {
  const storage = await page.evaluate(() => ({ local: { ...localStorage }, session: { ...sessionStorage } }));
  return { ...storage, cookies: await page.context().cookies() };
}

// One production server for the whole file; every test opens its own browser context (a new visitor).
const site = useSiteSession();

describe("site shell", () => {
  it("offers a skip link 'Ga naar de inhoud' to the main content", async () => {
    const { page } = await site.open("/contact");
    await waitForHydration(page);
    await page.keyboard.press("Tab");
    const skipLink = page.getByRole("link", { name: "Ga naar de inhoud" });
    expect(await skipLink.evaluate((link) => link === document.activeElement)).toBe(true);
    expect(await skipLink.getAttribute("href")).toBe("#inhoud");
    expect(await skipLink.isVisible()).toBe(true);

    await page.keyboard.press("Enter");
    expect(new URL(page.url()).hash).toBe("#inhoud");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("inhoud");
  });

  it("has the main navigation with the six pages and marks the current one", async () => {
    const { page } = await site.open("/vacatures");
    expect(await linksOf(page, "Hoofdmenu")).toEqual(MAIN_NAVIGATION);
    const navigation = page.getByRole("navigation", { name: "Hoofdmenu" });
    expect(await navigation.getByRole("link", { name: "Vacatures" }).getAttribute("aria-current")).toBe("page");
    expect(await navigation.locator("[aria-current]").count()).toBe(1);
  });

  it("shows the friends login as a disabled button that says why", async () => {
    const { page } = await site.open("/");
    const login = page.getByRole("button", { name: "Inloggen voor vrienden" });
    expect(await login.isDisabled()).toBe(true);
    const hintId = await login.getAttribute("aria-describedby");
    expect(hintId).toBeTruthy();
    expect(await page.locator(`[id="${hintId}"]`).textContent()).toBe("Inloggen is nog niet beschikbaar");
  });

  it("has a footer with the site links, the legal links and the copyright of this year", async () => {
    const { page } = await site.open("/");
    expect(await linksOf(page, "Footermenu")).toEqual(FOOTER_NAVIGATION);
    expect(await linksOf(page, "Juridische informatie")).toEqual(LEGAL_NAVIGATION);
    const year = new Intl.DateTimeFormat("nl-NL", { timeZone: "Europe/Amsterdam", year: "numeric" }).format(new Date());
    const footer = page.getByRole("contentinfo");
    expect(await footer.getByText(`© ${year} Forensisch Forum`, { exact: true }).isVisible()).toBe(true);
  });

  it("lands at the top of the next page when a footer link is used at the bottom of a long page", async () => {
    const { page } = await site.open("/vrienden");
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole("navigation", { name: "Footermenu" }).getByRole("link", { name: "Vacatures" }).click();
    await page.waitForURL(/\/vacatures$/);
    await page.getByRole("heading", { level: 1, name: "Vacatures" }).waitFor();
    expect(await scrollYOnceSettled(page)).toBe(0);
  });

  it("lands at the top of the next page when a header link is used from the bottom of a long page", async () => {
    const { page } = await site.open("/over-ons");
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // A click from script, so the browser does not first scroll the header into view.
    const link = page.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("link", { name: "Contact" });
    await link.evaluate((element: HTMLElement) => element.click());
    await page.waitForURL(/\/contact$/);
    await page.getByRole("heading", { level: 1, name: "Contact" }).waitFor();
    expect(await scrollYOnceSettled(page)).toBe(0);
  });
});

describe("mobile menu", () => {
  it("hides the navigation behind 'Menu openen' until it is pressed", async () => {
    const { page } = await site.open("/", PHONE);
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Menu openen" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    const navigation = page.locator("header nav");
    const links = MAIN_NAVIGATION.map(([name]) =>
      navigation.getByRole("link", { name, exact: true, includeHidden: true }),
    );
    for (const link of links) expect(await link.isVisible()).toBe(false);

    await toggle.click();
    const close = page.getByRole("button", { name: "Menu sluiten" });
    expect(await close.getAttribute("aria-expanded")).toBe("true");
    for (const link of links) expect(await link.isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Inloggen voor vrienden" }).isVisible()).toBe(true);
  });

  it("closes on Escape and gives focus back to the menu button", async () => {
    const { page } = await site.open("/", PHONE);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Menu openen" }).click();
    await page.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("link", { name: "Vrienden van" }).focus();

    await page.keyboard.press("Escape");
    const toggle = page.getByRole("button", { name: "Menu openen" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await page.getByRole("navigation", { name: "Hoofdmenu" }).isVisible()).toBe(false);
    expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it("navigates and closes when a link in it is chosen", async () => {
    const { page, errors } = await site.open("/", PHONE);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Menu openen" }).click();
    await page.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("link", { name: "Vacatures" }).click();

    await page.waitForURL(/\/vacatures$/);
    await page.getByRole("heading", { level: 1, name: "Vacatures" }).waitFor();
    expect(await page.getByRole("button", { name: "Menu openen" }).getAttribute("aria-expanded")).toBe("false");
    expect(await page.getByRole("navigation", { name: "Hoofdmenu" }).isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });
});

describe("programme booklet banner", () => {
  it("is not in the server HTML, so the page never depends on it", async () => {
    const { status, html } = await fetchHtml(`${site.url}/`);
    expect(status).toBe(200);
    expect(html).not.toContain(BANNER_TEXT);
  });

  it("shows after hydration with a download link to the booklet PDF", async () => {
    const { page } = await site.open("/", DESKTOP);
    const banner = page.getByRole("region", { name: "Programmaboekje" });
    await banner.waitFor({ state: "visible" });
    expect(await banner.textContent()).toContain(BANNER_TEXT);
    const download = banner.getByRole("link", { name: "Download het programmaboekje (pdf)" });
    expect(await download.getAttribute("href")).toBe("/programmaboekje.pdf");

    const response = await fetch(`${site.url}/programmaboekje.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="[^"]+\.pdf"$/);
  });

  it("stays closed after 'Melding sluiten', also after a reload, but shows again to a new visitor", async () => {
    const { page } = await site.open("/", PHONE);
    const banner = page.getByRole("region", { name: "Programmaboekje" });
    await banner.waitFor({ state: "visible" });
    await banner.getByRole("button", { name: "Melding sluiten" }).click();
    await banner.waitFor({ state: "detached" });
    expect(await page.evaluate(() => localStorage.getItem("dismissedBanners"))).toBe('{"programmaboekje":true}');

    await page.reload();
    await waitForHydration(page);
    expect(await banner.count()).toBe(0);

    const fresh = await site.open("/", PHONE);
    await fresh.page.getByRole("region", { name: "Programmaboekje" }).waitFor({ state: "visible" });
  });
});

describe("cookie bar", () => {
  it("closes on 'Accepteren' without storing the choice, so it is back after a reload", async () => {
    const { page, errors } = await site.open("/", PHONE);
    const bar = page.getByRole("region", { name: "Cookiemelding" });
    await bar.waitFor({ state: "visible" });
    const before = await storageSnapshot(page);

    await bar.getByRole("button", { name: "Accepteren" }).click();
    await bar.waitFor({ state: "detached" });
    expect(await storageSnapshot(page)).toEqual(before);

    await page.reload();
    await bar.waitFor({ state: "visible" });
    expect(errors).toEqual([]);
  });

  it("closes on 'Weigeren' too, again storing nothing", async () => {
    const { page } = await site.open("/", DESKTOP);
    const bar = page.getByRole("region", { name: "Cookiemelding" });
    await bar.waitFor({ state: "visible" });
    const before = await storageSnapshot(page);

    await bar.getByRole("button", { name: "Weigeren" }).click();
    await bar.waitFor({ state: "detached" });
    expect(await storageSnapshot(page)).toEqual(before);
  });
});
