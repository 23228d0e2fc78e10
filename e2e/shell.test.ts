import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { DESKTOP, PHONE, useSiteSession } from "../test/support/browser/session.ts";
import { axeViolations } from "../test/support/browser/axe.ts";
import { fetchHtml, noticesCoverage, waitForHydration } from "../test/support/browser/site.ts";

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

/** The site notices come once the cookie bar is answered (one notice at a time). */
async function answerCookieBar(page: Page): Promise<void> {
  const bar = page.getByRole("region", { name: "Cookiemelding" });
  await bar.getByRole("button", { name: "Accepteren" }).click();
  await bar.waitFor({ state: "detached" });
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

describe("the seeded notice of the programme booklet", () => {
  it("is not in the server HTML, so the page never depends on it", async () => {
    const { status, html } = await fetchHtml(`${site.url}/`);
    expect(status).toBe(200);
    expect(html).not.toContain(BANNER_TEXT);
  });

  it("shows after hydration, once the cookie bar is answered, with a download link to the booklet PDF", async () => {
    const { page } = await site.open("/", DESKTOP);
    await page.getByRole("region", { name: "Cookiemelding" }).waitFor({ state: "visible" });
    expect(await page.getByRole("region", { name: "Melding", exact: true }).count()).toBe(0);
    await answerCookieBar(page);
    const banner = page.getByRole("region", { name: "Melding", exact: true });
    await banner.waitFor({ state: "visible" });
    expect(await banner.textContent()).toContain(BANNER_TEXT);
    const download = banner.getByRole("link", { name: "Download het programmaboekje (pdf)" });
    expect(await download.getAttribute("href")).toBe("/programmaboekje.pdf");
    expect(await download.getAttribute("type")).toBe("application/pdf");

    const response = await fetch(`${site.url}/programmaboekje.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="[^"]+\.pdf"$/);
  });

  it("stays closed after 'Melding sluiten', also after a reload, but shows again to a new visitor", async () => {
    const { page } = await site.open("/", PHONE);
    await answerCookieBar(page);
    const banner = page.getByRole("region", { name: "Melding", exact: true });
    await banner.waitFor({ state: "visible" });
    // The notice is remembered by its id, which the page does not otherwise show.
    const id = await banner.getAttribute("data-notice-id");
    await banner.getByRole("button", { name: "Melding sluiten" }).click();
    await banner.waitFor({ state: "detached" });
    expect(await page.evaluate(() => localStorage.getItem("dismissedBanners"))).toBe(JSON.stringify({ [id!]: true }));

    await page.reload();
    await waitForHydration(page);
    expect(await banner.count()).toBe(0);

    const fresh = await site.open("/", PHONE);
    await answerCookieBar(fresh.page);
    await fresh.page.getByRole("region", { name: "Melding", exact: true }).waitFor({ state: "visible" });
  });
});

describe("cookie bar", () => {
  const COOKIE_CHOICE_KEY = "cookieNoticeSeen";
  const DAY_MS = 86_400_000;

  /** The stored answer as the browser keeps it (JSON with the moment it was given), or null. */
  async function storedAnswer(page: Page): Promise<{ value: unknown; timestamp: number } | null> {
    const raw = await page.evaluate((key) => localStorage.getItem(key), COOKIE_CHOICE_KEY);
    return raw === null ? null : (JSON.parse(raw) as { value: unknown; timestamp: number });
  }

  it.each(["Accepteren", "Weigeren"])(
    "remembers '%s': not back after a reload or a full page load, but shown to a new visitor",
    async (choice) => {
      const { page, errors } = await site.open("/", PHONE);
      const bar = page.getByRole("region", { name: "Cookiemelding" });
      await bar.waitFor({ state: "visible" });
      expect(await storedAnswer(page)).toBeNull();

      await bar.getByRole("button", { name: choice }).click();
      await bar.waitFor({ state: "detached" });
      const answer = await storedAnswer(page);
      expect(answer?.value).toBe(true);
      expect(Math.abs((answer?.timestamp ?? 0) - Date.now())).toBeLessThan(60_000);

      await page.reload();
      await waitForHydration(page);
      expect(await bar.count()).toBe(0);
      // Like the return from the payment provider: a full page load of another page.
      await page.goto(`${site.url}/vakschool`);
      await waitForHydration(page);
      expect(await bar.count()).toBe(0);
      expect(errors).toEqual([]);

      const fresh = await site.open("/", PHONE);
      await fresh.page.getByRole("region", { name: "Cookiemelding" }).waitFor({ state: "visible" });
    },
  );

  it("remembers the answer for a year, then asks again", async () => {
    const { page } = await site.open("/", DESKTOP);
    const bar = page.getByRole("region", { name: "Cookiemelding" });
    await bar.getByRole("button", { name: "Accepteren" }).click();
    await bar.waitFor({ state: "detached" });
    const backdate = (days: number) =>
      page.evaluate(([key, timestamp]) => localStorage.setItem(key, JSON.stringify({ value: true, timestamp })), [
        COOKIE_CHOICE_KEY,
        Date.now() - days * DAY_MS,
      ] as const);

    await backdate(364);
    await page.reload();
    await waitForHydration(page);
    expect(await bar.count()).toBe(0);

    await backdate(366);
    await page.reload();
    await bar.waitFor({ state: "visible" });
    expect(await storedAnswer(page)).toBeNull();
  });
});

describe("notices at the bottom of the window", () => {
  // At most 15% of the first screen (product.md §2), on a phone and on a laptop.
  const MAX_SHARE = 0.15;
  const SCREENS = [
    { screen: "phone", viewport: PHONE },
    { screen: "laptop", viewport: { width: 1350, height: 940 } },
  ];

  it.each(SCREENS)(
    "cover at most 15% of a $screen's first screen for a new visitor, with readable text and large enough buttons",
    async ({ viewport }) => {
      const { page } = await site.open("/", viewport);
      await page.getByRole("region", { name: "Cookiemelding" }).waitFor({ state: "visible" });
      const coverage = await noticesCoverage(page);
      expect(coverage.share, `${coverage.pixels}px`).toBeLessThanOrEqual(MAX_SHARE);
      for (const element of await page.locator("[data-hydrated] :is(p, a, button)").all()) {
        const fontSize = await element.evaluate((node) => parseFloat(getComputedStyle(node).fontSize));
        expect(fontSize).toBeGreaterThanOrEqual(16);
      }
      for (const button of await page.locator("[data-hydrated] button").all()) {
        const box = await button.boundingBox();
        expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(24);
      }
      expect(await axeViolations(page)).toEqual([]);
    },
  );

  it.each(SCREENS)(
    "cover at most 15% of a $screen's first screen once the cookie bar is answered and the booklet notice shows",
    async ({ viewport }) => {
      const { page } = await site.open("/", viewport);
      await page.getByRole("region", { name: "Cookiemelding" }).getByRole("button", { name: "Weigeren" }).click();
      const banner = page.getByRole("region", { name: "Melding", exact: true });
      await banner.waitFor({ state: "visible" });
      const coverage = await noticesCoverage(page);
      expect(coverage.share, `${coverage.pixels}px`).toBeLessThanOrEqual(MAX_SHARE);
      expect(await banner.getByRole("link", { name: "Download het programmaboekje (pdf)" }).isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
    },
  );

  it("are reached by the keyboard after the footer and let focus move on", async () => {
    const { page } = await site.open("/contact", PHONE);
    const bar = page.getByRole("region", { name: "Cookiemelding" });
    await bar.waitFor({ state: "visible" });
    const focusedInBar = () => bar.evaluate((region) => region.contains(document.activeElement));
    let presses = 0;
    while (!(await focusedInBar()) && presses++ < 100) await page.keyboard.press("Tab");
    expect(await focusedInBar()).toBe(true);
    while ((await focusedInBar()) && presses++ < 110) await page.keyboard.press("Tab");
    expect(await focusedInBar()).toBe(false);

    await page.keyboard.press("Shift+Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Weigeren");
    await page.keyboard.press("Enter");
    await bar.waitFor({ state: "detached" });
    await page.getByRole("region", { name: "Melding", exact: true }).waitFor({ state: "visible" });
  });
});
