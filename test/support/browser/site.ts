import type { Page } from "playwright-core";
import {
  EventsQueryDocument,
  FeaturedEventQueryDocument,
  type EventFieldsFragment,
} from "../../../app/graphql/generated.ts";
import { apiClient } from "../site/api-client.ts";

/** Every page title ends with the product name (docs/product.md §2). */
const SITE_NAME = "Forensisch Forum";

export function titleOf(page: string): string {
  return `${page} | ${SITE_NAME}`;
}

/** An event as the public API gives it (docs/product.md §7). */
export type ApiEvent = EventFieldsFragment;

export type SiteData = {
  featured: ApiEvent;
  events: ApiEvent[];
};

/** The seeded featured forum and all public events, so tests assert the real ids, names and times. */
export async function fetchSiteData(baseUrl: string): Promise<SiteData> {
  const api = apiClient(baseUrl);
  const [{ currentFeaturedEvent }, { allEvents }] = await Promise.all([
    api(FeaturedEventQueryDocument),
    // No type: every public event, forums included (the query's own default is EVENT).
    api(EventsQueryDocument, { type: null }),
  ]);
  if (!currentFeaturedEvent) throw new Error("de demo heeft geen uitgelicht evenement");
  return { featured: currentFeaturedEvent, events: allEvents.nodes };
}

/** 'dd-MM-yyyy HH:mm' in Amsterdam time, computed independently of the app's own formatting code. */
export function amsterdamDateTime(iso: string): string {
  const parts = new Intl.DateTimeFormat("nl-NL", {
    timeZone: "Europe/Amsterdam",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")}-${part("month")}-${part("year")} ${part("hour")}:${part("minute")}`;
}

/** The named parts of a moment in Amsterdam time, in Dutch, computed independently of the app's own formatting code. */
function amsterdamParts(iso: string, day: "2-digit" | "numeric") {
  const parts = new Intl.DateTimeFormat("nl-NL", {
    timeZone: "Europe/Amsterdam",
    weekday: "long",
    day,
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(iso));
  return (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
}

/** 'dd MMMM yyyy om HH:mm' in Amsterdam time: '07 december 2026 om 09:30'. */
export function amsterdamDayMonthTime(iso: string): string {
  const part = amsterdamParts(iso, "2-digit");
  return `${part("day")} ${part("month")} ${part("year")} om ${part("hour")}:${part("minute")}`;
}

/** 'EEEE d MMMM yyyy om HH:mm uur' in Amsterdam time: 'maandag 7 december 2026 om 09:30 uur'. */
export function amsterdamWeekdayMoment(iso: string): string {
  const part = amsterdamParts(iso, "numeric");
  return `${part("weekday")} ${part("day")} ${part("month")} ${part("year")} om ${part("hour")}:${part("minute")} uur`;
}

/**
 * The strip of notices (cookie bar, site notices) exists only after hydration and marks itself `data-hydrated`,
 * so its arrival is the sign that React has taken over and buttons work. Not the cookie bar itself: a visitor who
 * answered it does not see it again (decision 0031).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("[data-hydrated]").waitFor({ state: "attached" });
}

/** The regions of the notices at the bottom of the window (product.md §2, Shell). */
const NOTICE_REGIONS = ["Cookiemelding", "Melding"];

/**
 * How much of the window's height the notices cover: the union of their boxes' vertical extents within the
 * window, in pixels and as a share of the window's height (at most 15% on a phone, product.md §2).
 */
export async function noticesCoverage(page: Page): Promise<{ pixels: number; share: number }> {
  const height = page.viewportSize()?.height ?? 0;
  const spans: [number, number][] = [];
  for (const name of NOTICE_REGIONS) {
    for (const region of await page.getByRole("region", { name, exact: true }).all()) {
      const box = await region.boundingBox();
      if (box) spans.push([Math.max(0, box.y), Math.min(height, box.y + box.height)]);
    }
  }
  let pixels = 0;
  let reached = 0;
  for (const [top, bottom] of spans.sort((a, b) => a[0] - b[0])) {
    const from = Math.max(top, reached);
    if (bottom > from) pixels += bottom - from;
    reached = Math.max(reached, bottom);
  }
  return { pixels: Math.round(pixels), share: height ? pixels / height : 0 };
}

/** True when the page is wider than the window, i.e. a phone visitor would have to scroll sideways. */
export function overflowsHorizontally(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

/** Text as React writes it into HTML, to look for API data in a raw server response. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}

/** The raw HTML the server sends, before any JavaScript runs. */
export async function fetchHtml(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; headers: Headers; html: string }> {
  const response = await fetch(url, init);
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/**
 * Chrome logs a console error for every response with an error status, the page's own document included. On a
 * page that must answer 404 that one line is expected; every other error still counts.
 */
export function withoutOwnStatusError(errors: string[], pageUrl: string): string[] {
  return errors.filter(
    (error) =>
      !(
        error.startsWith("Failed to load resource: the server responded with a status of") &&
        error.endsWith(`(${pageUrl})`)
      ),
  );
}
