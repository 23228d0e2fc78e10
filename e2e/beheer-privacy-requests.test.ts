import { readFile } from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { apiClient } from "../test/support/site/api-client.ts";
import { axeViolations } from "../test/support/browser/axe.ts";
import {
  personWithData,
  placesForPersonalData,
  waitForMail,
  type PersonalDataPlaces,
} from "../test/support/browser/personal-data.ts";
import { DESKTOP, useSiteSession } from "../test/support/browser/session.ts";
import {
  DEMO_BEHEERDER,
  DEMO_REDACTEUR,
  POLL,
  signInByMail,
  waitForStaffHydration,
} from "../test/support/browser/staff.ts";

// Requests by post or phone: a beheerder answers a person's request on /beheer/privacy/verzoeken with the keyboard
// only: looks the address up, downloads its data as JSON, erases it after the tick. Every step is a form post, so
// the address never appears in a URL; each state of the page has 0 axe violations.

const site = useSiteSession({
  mail: true,
});
let visitor = 0;
const api = apiClient(site, { ip: () => `10.93.0.${++visitor}` });
/** The forum and the course of this file's own that its people have data in. */
let places: PersonalDataPlaces;
beforeAll(async () => {
  places = await placesForPersonalData(site);
});

const PATH = "/beheer/privacy/verzoeken";
const ASKER = "per.post@example.org"; // wrote a letter asking for their data and its erasure
const OTHER = "ander.adres@example.org"; // has an order for the same forum, and must not show up

/** Presses Tab until `isTarget` holds for the focused element; fails when it never does. */
async function tabTo(page: Page, isTarget: () => Promise<boolean>, what: string): Promise<void> {
  for (let step = 0; step < 80; step++) {
    await page.keyboard.press("Tab");
    if (await isTarget()) return;
  }
  throw new Error(`${what} is met Tab niet te bereiken`);
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");

/** Every URL the page asked for, to show the address is in none of them (bodies of posts only). */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  page.on("framenavigated", (frame) => urls.push(frame.url()));
  return urls;
}

function expectAddressInNoUrl(urls: string[], email: string) {
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) {
    const decoded = decodeURIComponent(url).toLowerCase();
    expect(decoded, url).not.toContain(email);
    expect(decoded, url).not.toContain(email.split("@")[0]!);
  }
}

describe("privacy requests by post or phone", () => {
  it("looks up, downloads and erases an address's data with the keyboard only, axe 0, the address in no URL", async () => {
    const person = await personWithData(api, site, places, ASKER);
    await personWithData(api, site, places, OTHER);
    const { page, errors } = await site.open("/beheer/inloggen", DESKTOP);
    const urls = recordUrls(page);
    await signInByMail(page, site.url, site.smtp, DEMO_BEHEERDER.email);
    await waitForStaffHydration(page);

    // From the dashboard to the page through the menu.
    await tabTo(page, async () => (await focusedText(page)) === "Privacyverzoeken", "Privacyverzoeken");
    await page.keyboard.press("Enter");
    await page.waitForURL(`${site.url}${PATH}`);
    await waitForStaffHydration(page);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), POLL).toBe("Privacyverzoeken");
    expect(await axeViolations(page)).toEqual([]);

    // The address, as staff type it from the letter.
    await tabTo(page, async () => (await focusedId(page)) === "veld-email", "het e-mailadres");
    await page.keyboard.type(ASKER);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 2, name: "Wat we van dit adres bewaren" }).waitFor();
    await expect.poll(() => page.getByText(person.eventName).count(), POLL).toBeGreaterThan(0);
    expect(await page.getByText(`Inschrijving: ${person.courseTitle}`).count()).toBe(1);
    expect(await page.getByText(OTHER).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // The JSON download: the asker's order and enrolment, nothing of the other address, never cached.
    const download = page.waitForEvent("download");
    const answer = page.waitForResponse(
      (response) => response.request().method() === "POST" && response.url() === `${site.url}${PATH}/download`,
    );
    await tabTo(page, async () => (await focusedText(page)) === "Download als JSON", "de download");
    await page.keyboard.press("Enter");
    const [file, response] = await Promise.all([download, answer]);
    expect(response.headers()["content-disposition"]).toMatch(
      /^attachment; filename="gegevens-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    // The back office and the route each say so: every Cache-Control header is no-store.
    const cacheControl = await response.headerValues("cache-control");
    expect(cacheControl.length).toBeGreaterThan(0);
    expect(new Set(cacheControl)).toEqual(new Set(["no-store"]));
    const text = await readFile((await file.path())!, "utf8");
    const data = JSON.parse(text) as {
      email: string;
      orders: { event: { title: string }; buyer: { email: string }; paymentMethod: string }[];
      courseEnrollments: { course: { title: string } }[];
    };
    expect(data.email).toBe(ASKER);
    expect(data.orders.map((order) => [order.event.title, order.buyer.email, order.paymentMethod])).toEqual([
      [person.eventName, ASKER, "INVOICE"],
    ]);
    expect(data.courseEnrollments.map((row) => row.course.title)).toEqual([person.courseTitle]);
    expect(text).not.toContain(OTHER);

    // The erasure, only with the tick.
    await tabTo(page, async () => (await focusedId(page)) === "bevestigd", "het vinkje");
    await page.keyboard.press("Space");
    expect(await page.getByRole("checkbox", { name: /De persoon heeft om verwijdering gevraagd/ }).isChecked()).toBe(
      true,
    );
    await page.keyboard.press("Tab");
    expect(await focusedText(page)).toBe("Gegevens verwijderen");
    await page.keyboard.press("Enter");
    await page.getByText("De gegevens van dit adres zijn verwijderd").waitFor();
    const kept = page.getByRole("heading", { level: 2, name: "Wat we bewaren, en waarom" }).locator("xpath=..");
    expect(await kept.locator("li").allTextContents()).toEqual([
      expect.stringMatching(/^Je factuur \S+ \(naam en adres\)/),
    ]);
    expect(await axeViolations(page)).toEqual([]);
    const mail = await waitForMail(site.url, site.smtp, ASKER, /zijn verwijderd$/);
    expect(mail.text).toContain("WAT WE NOG BEWAREN, EN WAAROM");
    expect(mail.text).toMatch(/Je factuur \S+ \(naam en adres\)/);

    // Pressed again (looked up anew, nothing left): nothing to erase, and no second mail.
    await page.getByLabel("E-mailadres").fill(ASKER);
    await page.getByRole("button", { name: "Gegevens opzoeken" }).click();
    await page.getByRole("heading", { level: 2, name: "Wat we van dit adres bewaren" }).waitFor();
    await page.getByRole("checkbox", { name: /De persoon heeft om verwijdering gevraagd/ }).check();
    await page.getByRole("button", { name: "Gegevens verwijderen" }).click();
    await page.getByText("Er was niets te verwijderen.").waitFor();
    await new Promise((resolve) => setTimeout(resolve, 3_000)); // time for the worker to send a second mail, if any
    const confirmations = site.smtp.received.filter(
      (each) => /zijn verwijderd$/.test(each.subject ?? "") && JSON.stringify(each.to).includes(ASKER),
    );
    expect(confirmations).toHaveLength(1);

    expect(page.url()).toBe(`${site.url}${PATH}`);
    expectAddressInNoUrl(urls, ASKER);
    expect(errors).toEqual([]);
  });

  it("shows the Dutch field error on an invalid address, with aria-invalid and axe 0", async () => {
    const { page, errors } = await site.open("/beheer/inloggen", DESKTOP);
    const urls = recordUrls(page);
    await signInByMail(page, site.url, site.smtp, DEMO_BEHEERDER.email);
    await page.goto(`${site.url}${PATH}`);
    await waitForStaffHydration(page);
    // The browser accepts "a@b" in an e-mail field; the server wants a dot in the domain.
    const field = page.getByLabel("E-mailadres");
    await field.focus();
    await page.keyboard.type("iemand@voorbeeld");
    await page.keyboard.press("Enter");
    await expect.poll(() => field.getAttribute("aria-invalid"), POLL).toBe("true");
    expect(await page.locator("#veld-email-fout").textContent()).toContain("Voer een geldig e-mailadres in");
    expect(await field.getAttribute("aria-describedby")).toContain("veld-email-fout");
    expect(await page.getByRole("heading", { level: 2, name: "Wat we van dit adres bewaren" }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expectAddressInNoUrl(urls, "iemand@voorbeeld");
    // The refusal itself is the one failed request the browser reports.
    expect(errors).toEqual([expect.stringContaining(`status of 400 (Bad Request) (${site.url}${PATH}.data)`)]);
  });
  it("refuses a redacteur the page and the download, and shows no menu item", async () => {
    await personWithData(api, site, places, "niet.voor.redactie@example.org");
    const { page } = await site.open("/beheer/inloggen", DESKTOP);
    await signInByMail(page, site.url, site.smtp, DEMO_REDACTEUR.email);
    expect(await page.getByRole("link", { name: "Privacyverzoeken" }).count()).toBe(0);
    const refused = await page.goto(`${site.url}${PATH}`);
    expect(refused?.status()).toBe(403);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Geen toegang");
    // The download's own address has no page: a GET is refused as plainly.
    expect((await page.request.get(`${site.url}${PATH}/download`, { maxRedirects: 0 })).status()).toBe(403);
    for (const path of [PATH, `${PATH}/download`]) {
      const response = await page.request.post(`${site.url}${path}`, {
        form: { email: "niet.voor.redactie@example.org", intent: "verwijderen", bevestigd: "ja" },
        headers: { origin: site.url },
      });
      expect(response.status(), path).toBe(403);
      expect(await response.text(), path).not.toContain("niet.voor.redactie");
    }
  });
});
