import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { DESKTOP, PHONE, useSiteSession } from "../test/support/browser/session.ts";
import {
  amsterdamDateTime,
  fetchSiteData,
  waitForHydration,
  type ApiEvent,
  type SiteData,
} from "../test/support/browser/site.ts";

const DEFAULT_EVENT_IMAGE = "/assets/demo/events/default.webp";
const PAST_EVENT_TEXT = "Dit evenement heeft al plaatsgevonden. Aanmelden is niet meer mogelijk.";

// One server for the file; the pages are read, never changed, so each describe opens its page once.
const site = useSiteSession();
let data: SiteData;

beforeAll(async () => {
  data = await fetchSiteData(site.url);
});

function featuredEvent(): ApiEvent {
  const event = data.events.find((candidate) => candidate.id === data.featured.id);
  if (!event) throw new Error("het uitgelichte evenement staat niet in allEvents");
  return event;
}

/** The demo's one event of type EVENT that has already ended. */
function pastEvent(): ApiEvent {
  const past = data.events.filter((event) => event.type === "EVENT" && new Date(event.timeFrame.end) < new Date());
  expect(past).toHaveLength(1);
  return past[0] as ApiEvent;
}

/** The value after a label in the event page's practical information ('Begint', 'Eindigt', 'Locatie'). */
function detail(page: Page, label: string) {
  return page.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");
}

describe("events overview (/evenementen)", () => {
  let page: Page;

  beforeAll(async () => {
    ({ page } = await site.open("/evenementen", DESKTOP));
  });

  it("features the annual forum with a Tickets button", async () => {
    const featured = page.getByRole("region", { name: "Uitgelicht evenement" });
    expect(await featured.getByRole("heading", { name: data.featured.name }).isVisible()).toBe(true);
    expect(await featured.getByRole("link", { name: /^Tickets/ }).getAttribute("href")).toBe(
      `/evenementen/${data.featured.id}`,
    );
  });

  it("links to all events", async () => {
    const link = page.getByRole("link", { name: "Bekijk alle evenementen" });
    expect(await link.getAttribute("href")).toBe("/overige-evenementen");
  });
});

describe("all events (/overige-evenementen)", () => {
  let page: Page;

  beforeAll(async () => {
    ({ page } = await site.open("/overige-evenementen", PHONE));
  });

  it("shows only the events of type EVENT, each as a card linking to its page", async () => {
    const expected = data.events.filter((event) => event.type === "EVENT");
    const cards = page.getByRole("list", { name: "Evenementen" }).getByRole("article");
    expect(await cards.getByRole("heading", { level: 2 }).allTextContents()).toEqual(expected.map((e) => e.name));
    expect(await page.getByText(data.featured.name).count()).toBe(0);

    for (const event of expected) {
      const link = page.getByRole("link", { name: `Bekijk evenement: ${event.name}`, exact: true });
      expect(await link.textContent()).toBe("Bekijk evenement");
      expect(await link.getAttribute("href")).toBe(`/evenementen/${event.id}`);
    }
  });

  it("marks the event that already took place as 'Afgelopen'", async () => {
    const cards = page.getByRole("article");
    const past = cards.filter({ has: page.getByRole("heading", { name: pastEvent().name, exact: true }) });
    expect(await past.getByText("Afgelopen", { exact: true }).isVisible()).toBe(true);
    expect(await cards.getByText("Afgelopen", { exact: true }).count()).toBe(1);
  });

  it("shows the default image for an event without one", async () => {
    const withoutImage = data.events.filter((event) => event.type === "EVENT" && !event.featuredImageUrl);
    expect(withoutImage.length).toBeGreaterThan(0);
    for (const event of withoutImage) {
      const card = page
        .getByRole("article")
        .filter({ has: page.getByRole("heading", { name: event.name, exact: true }) });
      expect(await card.locator("img").getAttribute("src")).toBe(DEFAULT_EVENT_IMAGE);
    }
  });
});

describe("event page (/evenementen/{id})", () => {
  let page: Page;

  beforeAll(async () => {
    ({ page } = await site.open(`/evenementen/${data.featured.id}`, DESKTOP));
    // After hydration the browser (in New York time) has rendered the page itself: times must still be Dutch.
    await waitForHydration(page);
  });

  it("shows the event's name as its heading", async () => {
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(data.featured.name);
  });

  it("shows start and end as dd-MM-yyyy HH:mm in Amsterdam time, whatever the visitor's time zone", async () => {
    const { start, end } = featuredEvent().timeFrame;
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe("America/New_York");
    expect(await detail(page, "Begint").textContent()).toBe(amsterdamDateTime(start));
    expect(await detail(page, "Eindigt").textContent()).toBe(amsterdamDateTime(end));
  });

  it("offers 'Meld je aan' to the ticket purchase", async () => {
    const signUp = page.getByRole("link", { name: "Meld je aan" });
    expect(await signUp.getAttribute("href")).toBe(`/evenementen/${data.featured.id}/aanmelden`);
  });

  it("describes the event to search engines as schema.org Event data", async () => {
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(scripts).toHaveLength(1);
    const jsonLd = JSON.parse(scripts[0] ?? "") as Record<string, unknown>;
    expect(jsonLd["@type"]).toBe("Event");
    expect(jsonLd.name).toBe(data.featured.name);
    expect(new Date(String(jsonLd.startDate)).getTime()).toBe(new Date(featuredEvent().timeFrame.start).getTime());
  });
});

describe("page of an event that took place", () => {
  it("says signing up is no longer possible and offers no 'Meld je aan'", async () => {
    const event = pastEvent();
    const { page, status, errors } = await site.open(`/evenementen/${event.id}`, PHONE);
    expect(status).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(event.name);
    expect(await page.getByText(PAST_EVENT_TEXT, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Meld je aan" }).count()).toBe(0);
    expect(await detail(page, "Begint").textContent()).toBe(amsterdamDateTime(event.timeFrame.start));
    await waitForHydration(page);
    expect(errors).toEqual([]);
  });
});
