import { beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { DESKTOP, PHONE, useSiteSession } from "../test/support/browser/session.ts";
import { fetchSiteData, type SiteData } from "../test/support/browser/site.ts";

// One server for the file. The pages here only show content, so each describe opens its page once and its
// tests read it; nothing in them clicks or stores anything.
const site = useSiteSession();

async function attributes(locator: Locator, name: string): Promise<(string | null)[]> {
  return Promise.all((await locator.all()).map((element) => element.getAttribute(name)));
}

async function expectOpensSafelyInNewTab(link: Locator) {
  expect(await link.getAttribute("target")).toBe("_blank");
  expect((await link.getAttribute("rel"))?.split(/\s+/)).toContain("noopener");
}

describe("home page", () => {
  let page: Page;
  let data: SiteData;

  beforeAll(async () => {
    ({ page } = await site.open("/", DESKTOP));
    data = await fetchSiteData(site.url);
  });

  it("opens with the hero and a 'Word ook vriend' button to the friends page", async () => {
    const h1 = page.getByRole("heading", { level: 1 });
    expect(await h1.textContent()).toBe("Samen verantwoordelijk voor de Forensische keten");
    expect(await page.getByRole("link", { name: "Word ook vriend" }).getAttribute("href")).toBe("/vrienden");
  });

  it("shows the three core values with a link to the mission", async () => {
    const values = page.getByRole("region", { name: "Hét kennis- en netwerkplatform voor het forensisch werkveld" });
    expect(await values.getByRole("heading", { level: 2 }).isVisible()).toBe(true);
    expect(await values.getByRole("heading", { level: 3 }).allTextContents()).toEqual([
      "Verbinding",
      "Verdieping",
      "Verbreding",
    ]);
    expect(await values.getByRole("link", { name: "Lees meer over onze missie" }).getAttribute("href")).toBe(
      "/over-ons",
    );
  });

  it("shows a row of three photos with their size reserved", async () => {
    const photos = page.locator('img[src^="/assets/demo/home-"]');
    expect(await photos.count()).toBe(3);
    for (const photo of await photos.all()) {
      expect(Number(await photo.getAttribute("width"))).toBeGreaterThan(0);
      expect(Number(await photo.getAttribute("height"))).toBeGreaterThan(0);
      expect(await photo.getAttribute("alt")).toBeTruthy();
    }
  });

  it("features the annual forum with a Tickets button and links to all events", async () => {
    const events = page.getByRole("region", { name: "Evenementen" });
    expect(await events.getByRole("heading", { name: data.featured.name }).isVisible()).toBe(true);
    const tickets = events.getByRole("link", { name: /^Tickets/ });
    expect(await tickets.count()).toBe(1);
    expect(await tickets.getAttribute("href")).toBe(`/evenementen/${data.featured.id}`);
    expect(await events.getByRole("link", { name: "Bekijk alle evenementen" }).getAttribute("href")).toBe(
      "/overige-evenementen",
    );
  });
});

describe("about page", () => {
  let page: Page;

  beforeAll(async () => {
    ({ page } = await site.open("/over-ons", PHONE));
  });

  it("tells the mission with a quote", async () => {
    expect(await page.getByText("Onze missie", { exact: true }).isVisible()).toBe(true);
    const h1 = page.getByRole("heading", { level: 1 });
    expect(await h1.textContent()).toBe("Een forensische kennisalliantie");
    expect(await page.locator("main blockquote").count()).toBe(1);
    expect((await page.locator("main blockquote").textContent())?.trim()).not.toBe("");
  });

  it("introduces the six board members in 'De drijvende krachten' with their roles", async () => {
    const team = page.getByRole("region", { name: "De drijvende krachten" });
    expect(await team.getByRole("listitem").count()).toBe(6);
    expect(await team.locator("h3 + p").allTextContents()).toEqual([
      "Voorzitter",
      "Secretaris",
      "Penningmeester",
      "Algemeen bestuurslid",
      "PR en communicatie",
      "Bestuurslid en contactpersoon",
    ]);
    expect(await attributes(team.getByRole("img"), "width")).toEqual(Array(6).fill("400"));
  });

  it("links each member's LinkedIn profile in a new tab, saying so to screen readers", async () => {
    const team = page.getByRole("region", { name: "De drijvende krachten" });
    const names = await team.getByRole("heading", { level: 3 }).allTextContents();
    for (const name of names) {
      const link = team.getByRole("link", {
        name: `LinkedIn-profiel van ${name} (opent in een nieuw tabblad)`,
        exact: true,
      });
      expect(await link.count()).toBe(1);
      await expectOpensSafelyInNewTab(link);
      expect(await link.getAttribute("href")).toMatch(/^https:\/\/www\.linkedin\.com\/in\//);
    }
  });
});

describe("contact page", () => {
  let page: Page;

  beforeAll(async () => {
    ({ page } = await site.open("/contact", DESKTOP));
  });

  function card(title: string): Locator {
    return page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 2, name: title, exact: true }) });
  }

  it("gives the e-mail address, the postal box in Groningen and the company details", async () => {
    expect(await card("E-mail").getByRole("link").getAttribute("href")).toMatch(/^mailto:\S+@\S+$/);
    const postal = await card("Postadres").textContent();
    expect(postal).toContain("Postbus");
    expect(postal).toContain("Groningen");
    const company = await card("Bedrijfsgegevens").textContent();
    expect(company).toContain("KvK");
    expect(company).toContain("IBAN");
  });

  it("answers the frequently asked questions and offers a support address", async () => {
    const faq = page.getByRole("region", { name: "Veelgestelde vragen" });
    const questions = await faq.getByRole("heading", { level: 3 }).allTextContents();
    expect(questions).toEqual(["Kan iedereen vriend worden van het FF?", "Kan iedereen deel nemen aan de vakschool?"]);
    const text = await faq.textContent();
    expect(text).toContain("Als organisatie kun je vriend worden, op voorwaarde dat je forensische zorg levert.");
    expect(text).toContain("Ja. Ook als je niet werkt bij een van de vrienden");
    expect(await faq.locator('a[href^="mailto:"]').count()).toBe(1);
  });
});

describe("friends page", () => {
  let page: Page;

  beforeAll(async () => {
    ({ page } = await site.open("/vrienden", DESKTOP));
  });

  it("lists the 26 friends, each with a heading and a sized logo named after it", async () => {
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Vrienden van het Forensisch Forum");
    const cards = page.getByRole("region", { name: "Onze vrienden" }).getByRole("article");
    expect(await cards.count()).toBe(26);
    for (const card of await cards.all()) {
      const name = await card.getByRole("heading", { level: 2 }).textContent();
      const logo = card.getByRole("img");
      expect(await logo.getAttribute("alt")).toBe(`Logo van ${name}`);
      expect(await logo.getAttribute("width")).toBeTruthy();
      expect(await logo.getAttribute("height")).toBeTruthy();
    }
  });

  it("opens every friend's website on example.org in a new tab", async () => {
    const links = page.getByRole("link", { name: /^Bezoek website/ });
    expect(await links.count()).toBe(26);
    for (const link of await links.all()) {
      await expectOpensSafelyInNewTab(link);
      expect(new URL((await link.getAttribute("href")) ?? "").hostname).toMatch(/(^|\.)example\.org$/);
    }
  });

  it("invites organisations to become a friend by e-mail", async () => {
    const invitation = page.getByRole("region", { name: "Word ook vriend" });
    expect(await invitation.locator('a[href^="mailto:"]').count()).toBe(1);
  });

  it("offers the friend badge as an image and a download", async () => {
    const badge = page.getByRole("region", { name: "Logo voor vrienden" });
    const image = badge.getByRole("img");
    const src = await image.getAttribute("src");
    expect(src).toMatch(/\.svg$/);
    const download = badge.getByRole("link", { name: /^Download het logo/ });
    expect(await download.getAttribute("href")).toBe(src);
    expect(await download.getAttribute("download")).toMatch(/\.svg$/);
    const response = await fetch(`${site.url}${src}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
  });
});

describe("vacancies page", () => {
  let page: Page;

  beforeAll(async () => {
    ({ page } = await site.open("/vacatures", PHONE));
  });

  it("shows the vacancy for a psychodiagnostic worker in Groningen, 16 hours, with salary", async () => {
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Vacatures");
    const vacancy = page.getByRole("article", { name: "Psychodiagnostisch medewerker" });
    const text = await vacancy.textContent();
    expect(text).toContain("16 uur per week");
    expect(text).toContain("Groningen");
    expect(text).toContain("Noord-Nederland");
    expect(text).toContain("€ 3.200 - € 4.500 per maand");
  });

  it("links to the external application in a new tab and to the phone numbers", async () => {
    const vacancy = page.getByRole("article", { name: "Psychodiagnostisch medewerker" });
    const apply = vacancy.getByRole("link", { name: /^Solliciteer direct/ });
    await expectOpensSafelyInNewTab(apply);
    expect(await apply.getAttribute("href")).toMatch(/^https:\/\//);
    // Stored as E.164, shown the Dutch way (decision 0016).
    const phones = vacancy.locator('a[href^="tel:"]');
    expect(await attributes(phones, "href")).toEqual(["tel:+31501234567", "tel:+31612345678"]);
    expect(await phones.allTextContents()).toEqual(["050 123 4567", "06 12345678"]);
  });
});
