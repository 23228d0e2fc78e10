import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { RequestPersonalDataLinkDocument } from "../app/graphql/generated.ts";
import { apiClient } from "../test/support/site/api-client.ts";
import { axeViolations } from "../test/support/browser/axe.ts";
import {
  linkPathIn,
  personWithData,
  placesForPersonalData,
  waitForMail,
  type PersonalDataPlaces,
} from "../test/support/browser/personal-data.ts";
import { DESKTOP, useSiteSession } from "../test/support/browser/session.ts";
import { waitForHydration } from "../test/support/browser/site.ts";

// "Mijn gegevens": deleting one's data through the mailed link, with an explicit confirmation, by keyboard
// and without JavaScript. The page then says what was removed and what is kept and why, and so does a mail.
// Needs erasePersonalData (server/domain/privacy/erase-personal-data.ts), built with the retention work.

const site = useSiteSession({
  mail: true,
});
let visitor = 0;
const nextIp = () => `10.92.0.${++visitor}`;
const api = apiClient(site, { ip: nextIp });
/** The forum and the course of this file's own that its people have data in. */
let places: PersonalDataPlaces;
beforeAll(async () => {
  places = await placesForPersonalData(site);
});

/** A person with an order and an enrolment, and the path of the "Mijn gegevens" link mailed to them. */
async function linkFor(email: string): Promise<string> {
  await personWithData(api, site, places, email);
  await api(RequestPersonalDataLinkDocument, { input: { email } });
  return linkPathIn(await waitForMail(site.url, site.smtp, email, /^Je gegevens bij /));
}

async function expectReport(page: Page, email: string) {
  await page.getByText("Je gegevens zijn verwijderd").waitFor();
  await page.getByRole("heading", { level: 2, name: "Wat we bewaren, en waarom" }).waitFor();
  // The invoice of the order stays for the tax law: the page and the mail say so.
  expect(
    await page.getByRole("heading", { name: "Wat we bewaren, en waarom" }).locator("xpath=..").locator("li").count(),
  ).toBeGreaterThan(0);
  // Each thing once: the cancelled enrolment under "Verwijderd"; the order and ticket stay, without the data.
  const section = (name: string) =>
    page.getByRole("heading", { level: 2, name, exact: true }).locator("xpath=..").innerText();
  const removed = await section("Verwijderd");
  expect(removed).toContain("Inschrijvingen voor cursussen die nog moeten beginnen (geannuleerd): 1");
  expect(removed).not.toMatch(/Bestellingen|Tickets|Cursusinschrijvingen/);
  const anonymised = await section("Bewaard, zonder je gegevens");
  expect(anonymised).toMatch(/Bestellingen: 1\. De wet verplicht ons de administratie \d+ jaar te bewaren/);
  expect(anonymised).toContain("Tickets: 1");
  const mail = await waitForMail(site.url, site.smtp, email, /zijn verwijderd$/);
  expect(mail.text).toContain("Bewaard, zonder je gegevens".toUpperCase());
  expect(mail.text).toContain("Wat we nog bewaren, en waarom".toUpperCase());
}

describe("deleting one's data", () => {
  it("deletes with the keyboard only after the tick, shows what is kept and why, axe 0; the link then opens nothing", async () => {
    const email = "wis.mij@example.org";
    const path = await linkFor(email);
    const { page, errors } = await site.open(path, DESKTOP, { ip: nextIp() });
    await waitForHydration(page);
    const checkbox = page.getByRole("checkbox", { name: /Ja, verwijder al mijn gegevens/ });
    await checkbox.focus();
    await page.keyboard.press("Space");
    expect(await checkbox.isChecked()).toBe(true);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Verwijder mijn gegevens");
    await page.keyboard.press("Enter");
    await expectReport(page, email);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    // The link opens nothing any more.
    const again = await site.open(path, DESKTOP, { ip: nextIp() });
    await again.page.getByRole("alert").waitFor();
    expect(await again.page.getByText(email).count()).toBe(0);
  });

  it("deletes without JavaScript too, and only after the tick", async () => {
    const email = "wis.mij.zonder.js@example.org";
    const path = await linkFor(email);
    const { page } = await site.open(path, DESKTOP, { ip: nextIp(), javaScriptEnabled: false });
    // A browser without JavaScript still checks `required`; the server refuses the post without the tick as well.
    const response = await page.request.post(`${site.url}${path}`, {
      form: { intent: "verwijderen" },
      headers: { origin: site.url },
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("Vink aan dat je al je gegevens wilt laten verwijderen.");
    await page.getByRole("checkbox", { name: /Ja, verwijder al mijn gegevens/ }).check();
    await page.getByRole("button", { name: "Verwijder mijn gegevens" }).click();
    await expectReport(page, email);
  });
});
