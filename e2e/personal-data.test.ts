import { readFile } from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../test/support/site/api-client.ts";
import { axeViolations } from "../test/support/browser/axe.ts";
import {
  linkPathIn,
  personWithData,
  placesForPersonalData,
  type PersonalDataPlaces,
  requestLinkByKeyboard,
  waitForMail,
} from "../test/support/browser/personal-data.ts";
import { DESKTOP, PHONE, useSiteSession } from "../test/support/browser/session.ts";
import { waitForHydration } from "../test/support/browser/site.ts";

// "Mijn gegevens": ask for a link with the keyboard only, read the real mail (SMTP in this process),
// open the overview, download the JSON; the form without JavaScript; an unknown link.

const site = useSiteSession({
  mail: true,
});
let visitor = 0;
const nextIp = () => `10.91.0.${++visitor}`;
const api = apiClient(site, { ip: nextIp });
/** The forum and the course of this file's own that its people have data in. */
let places: PersonalDataPlaces;
beforeAll(async () => {
  places = await placesForPersonalData(site);
});
const EMAIL = "mira.gegevens@example.org";
const SUBJECT = /^Je gegevens bij /;

describe("Mijn gegevens", () => {
  let person: { eventName: string; courseTitle: string };
  let linkPath = "";

  beforeAll(async () => {
    person = await personWithData(api, site, places, EMAIL);
  });

  it("asks for a link with the keyboard only, says the same for every address, and has no axe violations", async () => {
    const { page, errors } = await site.open("/mijn-gegevens", DESKTOP, { ip: nextIp() });
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.locator("form").getByRole("link", { name: "privacyverklaring" }).getAttribute("href")).toBe(
      "/privacy",
    );
    await requestLinkByKeyboard(page, EMAIL);
    const said = await page.getByRole("status").innerText();
    expect(await axeViolations(page)).toEqual([]);
    const other = await site.open("/mijn-gegevens", DESKTOP, { ip: nextIp() });
    await waitForHydration(other.page);
    await requestLinkByKeyboard(other.page, "onbekend.adres@example.org");
    expect(await other.page.getByRole("status").innerText()).toBe(said);
    linkPathIn(await waitForMail(site.url, site.smtp, EMAIL, SUBJECT));
    expect(errors).toEqual([]);
  });

  it("mails a link valid for a while, with 'niet aangevraagd? negeer deze mail' and the footer's link", async () => {
    const mail = await waitForMail(site.url, site.smtp, EMAIL, SUBJECT);
    linkPath = linkPathIn(mail);
    expect(mail.html).toContain(`href="${site.url}/mijn-gegevens"`);
    // Every mail carries the link to "Mijn gegevens", the order's confirmation too.
    const confirmation = await waitForMail(site.url, site.smtp, EMAIL, /^Je tickets voor /);
    expect(confirmation.text).toContain(`${site.url}/mijn-gegevens`);
  });

  it("opens an overview of the orders and enrolments, private and unindexed, without axe violations", async () => {
    const { page, errors, status } = await site.open(linkPath, DESKTOP, { ip: nextIp() });
    expect(status).toBe(200);
    await waitForHydration(page);
    await page.getByRole("heading", { level: 2, name: "Bestellingen" }).waitFor();
    await expect.poll(() => page.getByText(person.eventName).count()).toBeGreaterThan(0);
    expect(await page.getByText(`Inschrijving: ${person.courseTitle}`).count()).toBe(1);
    expect(await page.getByText(EMAIL).count()).toBeGreaterThan(0);
    // Phone numbers as every page writes them (the order's 0612345678, the enrolment's 0201234567), not as stored.
    const overview = await page.locator("main").innerText();
    expect(overview).toContain("06 12345678");
    expect(overview).toContain("020 123 4567");
    expect(overview).not.toContain("+31");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    const response = await page.request.get(`${site.url}${linkPath}`);
    expect(response.headers()["cache-control"]).toBe("no-store");
    expect(response.headers()["referrer-policy"]).toBe("same-origin");
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("downloads the same data as a JSON file, not stored by the browser", async () => {
    const { page } = await site.open(linkPath, PHONE, { ip: nextIp() });
    await waitForHydration(page);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download als JSON" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^mijn-gegevens-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, "utf8")) as {
      email: string;
      orders: { event: { title: string } }[];
      courseEnrollments: { course: { title: string } }[];
    };
    expect(data.email).toBe(EMAIL);
    expect(data.orders.map((order) => order.event.title)).toContain(person.eventName);
    expect(data.courseEnrollments.map((row) => row.course.title)).toContain(person.courseTitle);
    const response = await page.request.get(`${site.url}${linkPath}/gegevens.json`);
    expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename="mijn-gegevens-/);
    expect(response.headers()["cache-control"]).toBe("no-store");
  });

  it("asks for a link without JavaScript too", async () => {
    const { page } = await site.open("/mijn-gegevens", DESKTOP, { ip: nextIp(), javaScriptEnabled: false });
    await page.getByLabel("E-mailadres").fill("zonder.js@example.org");
    await page.getByRole("button", { name: "Stuur mij een link" }).click();
    await page.getByText("Kijk in je mailbox").waitFor();
    linkPathIn(await waitForMail(site.url, site.smtp, "zonder.js@example.org", SUBJECT));
  });

  it("says an unknown link opens nothing, and offers the form for a new one", async () => {
    const { page } = await site.open(`/mijn-gegevens/${"A".repeat(43)}`, DESKTOP, { ip: nextIp() });
    await page.getByRole("alert").getByText("Deze link is ongeldig").waitFor();
    expect(await page.getByLabel("E-mailadres").count()).toBe(1);
    // The form's line about the privacy statement, once: the page does not say it again below the form.
    const main = page.locator("main");
    expect(await main.getByRole("link", { name: "privacyverklaring", exact: true }).count()).toBe(1);
    expect(await main.getByText(/wat we bewaren/i).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
  });
});
