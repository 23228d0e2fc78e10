import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations } from "../test/support/browser/axe.ts";
import type { ApiCourse } from "../test/support/browser/courses.ts";
import { DESKTOP, PHONE, useSiteSession } from "../test/support/browser/session.ts";
import { waitForHydration } from "../test/support/browser/site.ts";
import { DEMO_BEHEERDER, POLL, signInByMail, waitForStaffHydration } from "../test/support/browser/staff.ts";
import { apiClient } from "../test/support/site/api-client.ts";
import { ownCourses } from "../test/support/site/course-scenarios.ts";
import { eventWithTicketCodes } from "../test/support/site/workshop-scenarios.ts";

// The privacy statement quotes the running server's retention settings (here all different from the
// defaults), the cookie statement lists what the site really stores, every public form links the privacy statement,
// and the back office shows the processing register generated from the same settings.

const ORGANISATION = "Stichting Privacyproef";
const site = useSiteSession({
  mail: true,
  env: () => ({
    SELLER_NAME: ORGANISATION,
    RETENTION_PARTICIPANT_MONTHS: "18",
    RETENTION_CERTIFICATE_YEARS: "6",
    RETENTION_FISCAL_YEARS: "8",
    RETENTION_MAIL_DAYS: "21",
    PERSONAL_DATA_LINK_MINUTES: "45",
  }),
});

/**
 * The file's own forms: an event with workshops (its ticket purchase, and a ticket's code for the workshop wizard),
 * a course with places and one whose places are all taken (its waitlist form).
 */
let own: { eventId: string; code: string; courses: Record<"open" | "full", ApiCourse> };

beforeAll(async () => {
  const { event, codes } = await eventWithTicketCodes(site, apiClient(site, { ip: "10.73.0.1" }), {
    name: "Forum Privacyproef",
    tickets: 1,
    buyer: "koper.privacy@example.org",
    slots: [{ workshops: [{ name: "Privacy in de praktijk", capacity: 10 }] }],
  });
  const courses = await ownCourses(site, {
    open: { title: "Gegevens delen in de keten", maxParticipants: 12 },
    full: { title: "Gegevens bewaren", maxParticipants: 2, enrolled: 2 },
  });
  own = { eventId: event.id, code: codes[0]!, courses };
});

const mainText = async (page: Page) => (await page.getByRole("main").textContent()) ?? "";
const privacyLink = (scope: ReturnType<Page["locator"]>) => scope.getByRole("link", { name: /^privacyverklaring/ });

describe("the privacy statement", () => {
  it.each([
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ])(
    "quotes the configured periods and the organisation, with the rights and where to go (%s, axe 0)",
    async (_, size) => {
      const { page, status, errors } = await site.open("/privacy", size);
      expect(status).toBe(200);
      await waitForHydration(page);
      const text = await mainText(page);
      for (const part of [
        ORGANISATION,
        "18 maanden na afloop van het evenement of de cursus",
        "8 jaar na het einde van het kalenderjaar",
        "6 jaar controleerbaar",
        "21 dagen nadat ze geschreven zijn",
        "45 minuten geldig",
        "Overeenkomst",
        "Wettelijke verplichting",
        "Gerechtvaardigd belang",
        "Mollie",
        "Europese Unie",
        "inzage",
        "correctie",
        "verwijdering",
        "bezwaar",
        "overdraagbaarheid",
        "Geen geautomatiseerde besluiten",
        "Deze versie is van",
      ]) {
        expect(text).toContain(part);
      }
      expect(text).not.toContain("12 maanden");
      expect(text).not.toContain("Deze tekst volgt binnenkort");
      const main = page.getByRole("main");
      expect(await main.getByRole("link", { name: "Mijn gegevens" }).getAttribute("href")).toBe("/mijn-gegevens");
      expect(await main.getByRole("link", { name: "cookieverklaring" }).getAttribute("href")).toBe("/cookieverklaring");
      expect(await main.getByRole("link", { name: "Autoriteit Persoonsgegevens" }).getAttribute("href")).toMatch(
        /^https:\/\/www\.autoriteitpersoonsgegevens\.nl/,
      );
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    },
  );
});

describe("the cookie statement", () => {
  const STORED = ["cookieNoticeSeen", "dismissedBanners", "workshopRegistrationToken", "workshopPersonalDetails"];
  const SESSION_STORED = ["react-router-scroll-positions"];
  const STAFF_ONLY = ["ff-beheer", "ff-beheer-terug", "ff-beheer-melding", "checkInQueue", "checkInDevice"];

  it.each([
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ])(
    "lists every stored item with its purpose and lifetime, and says there are no tracking cookies (%s, axe 0)",
    async (_, size) => {
      const { page, status } = await site.open("/cookieverklaring", size);
      expect(status).toBe(200);
      await waitForHydration(page);
      const text = await mainText(page);
      expect(text).toContain("Deze website plaatst geen tracking- of analysecookies en geen cookies van derden.");
      const names = await page.getByRole("main").getByRole("rowheader").allTextContents();
      expect(names).toEqual([...SESSION_STORED, ...STORED, ...STAFF_ONLY]);
      expect(text).toContain("24 uur; daarna verwijderd.");
      expect(text).toContain("365 dagen; daarna vraagt de melding het opnieuw.");
      expect(text).not.toContain("Deze tekst volgt binnenkort");
      expect(await axeViolations(page)).toEqual([]);
    },
  );

  it("matches what a visitor's browser really gets: no cookies, only the listed storage", async () => {
    const { page } = await site.open("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Accepteren" }).click();
    await page.getByRole("button", { name: "Melding sluiten" }).click();
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage)), POLL).toContain("dismissedBanners");
    await page.goto(`${site.url}/workshops/aanmelden`);
    await waitForHydration(page);
    await page.getByLabel("Ticketcode").fill(own.code);
    await page.getByRole("button", { name: "Code controleren" }).click();
    await page.getByRole("heading", { name: "Persoonlijke details" }).waitFor();
    await page.getByLabel("Voornaam").fill("Anna");
    await page.getByLabel("Achternaam").fill("de Vries");
    await page.getByLabel("E-mailadres").fill("anna.devries@example.org");
    await page.getByRole("button", { name: "Volgende" }).click();
    await expect
      .poll(() => page.evaluate(() => Object.keys(localStorage).sort()), POLL)
      .toContain("workshopPersonalDetails");
    const keys = await page.evaluate(() => Object.keys(localStorage));
    for (const key of keys) expect(STORED).toContain(key);
    for (const key of await page.evaluate(() => Object.keys(sessionStorage))) expect(SESSION_STORED).toContain(key);
    expect(await page.context().cookies()).toEqual([]);
  });
});

describe("the privacy line of every public form", () => {
  it("is in the footer with 'Mijn gegevens'", async () => {
    const { page } = await site.open("/");
    const legal = page.getByRole("navigation", { name: "Juridische informatie" });
    expect(await legal.getByRole("link", { name: "Privacyverklaring" }).getAttribute("href")).toBe("/privacy");
    expect(await legal.getByRole("link", { name: "Cookieverklaring" }).getAttribute("href")).toBe("/cookieverklaring");
    expect(await legal.getByRole("link", { name: "Mijn gegevens" }).getAttribute("href")).toBe("/mijn-gegevens");
  });

  it("links the privacy statement from the ticket purchase, in a new tab", async () => {
    const { page } = await site.open(`/evenementen/${own.eventId}/aanmelden`);
    const link = privacyLink(page.locator("form"));
    expect(await link.getAttribute("href")).toBe("/privacy");
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await link.isVisible()).toBe(true);
  });

  it("links it from the workshop wizard where the personal details are asked", async () => {
    const { page } = await site.open("/workshops/aanmelden");
    await waitForHydration(page);
    await page.getByLabel("Ticketcode").fill(own.code);
    await page.getByRole("button", { name: "Code controleren" }).click();
    await page.getByRole("heading", { name: "Persoonlijke details" }).waitFor();
    expect(await privacyLink(page.locator("form")).getAttribute("href")).toBe("/privacy");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("links it from the course enrolment and the waitlist forms", async () => {
    const open = await site.open(`/vakschool/${own.courses.open.id}`);
    await waitForHydration(open.page);
    await open.page.getByRole("button", { name: "Direct aanmelden" }).click();
    const enrolment = open.page.getByRole("form", { name: "Aanmeldformulier" });
    expect(await privacyLink(enrolment).getAttribute("href")).toBe("/privacy");

    const full = await site.open(`/vakschool/${own.courses.full.id}`);
    await waitForHydration(full.page);
    await full.page
      .getByRole("region", { name: "Aanmelden" })
      .getByRole("button", { name: "Zet me op de wachtlijst" })
      .click();
    const waitlist = full.page.getByRole("form", { name: "Wachtlijstformulier" });
    expect(await privacyLink(waitlist).getAttribute("href")).toBe("/privacy");
  });
});

describe("the processing register in the back office", () => {
  it("is in every staff member's menu and shows the configured periods and the roles (keyboard, axe 0)", async () => {
    const page = await (await site.browser.newContext({ locale: "nl-NL", viewport: DESKTOP })).newPage();
    await signInByMail(page, site.url, site.smtp, DEMO_BEHEERDER.email);
    const menuLink = page
      .getByRole("navigation", { name: "Beheer" })
      .getByRole("link", { name: "Verwerkingsregister" });
    await menuLink.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(`${site.url}/beheer/privacy/verwerkingsregister`);
    await waitForStaffHydration(page);
    // The address changes before React has drawn the new page: the dashboard's heading may still be there.
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), POLL).toBe("Verwerkingsregister");
    const vakschool = page.getByRole("region", { name: "Inschrijven voor de Vakschool" });
    expect(await vakschool.getByRole("row", { name: /^Bewaartermijn/ }).textContent()).toContain(
      "Geanonimiseerd 18 maanden na afloop van de cursus.",
    );
    const requests = page.getByRole("region", { name: /Mijn gegevens/ });
    expect(await requests.getByRole("row", { name: /^Wie kan het zien/ }).textContent()).toContain("Beheerder");
    const text = (await page.getByRole("main").textContent()) ?? "";
    for (const part of [ORGANISATION, "8 jaar na het einde", "6 jaar controleerbaar", "21 dagen", "45 minuten"]) {
      expect(text).toContain(part);
    }
    expect(await page.getByRole("region").count()).toBeGreaterThanOrEqual(10);
    expect(await axeViolations(page)).toEqual([]);
  });
});
