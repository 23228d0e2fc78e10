import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations } from "../test/support/browser/axe.ts";
import { useSiteSession } from "../test/support/browser/session.ts";
import { waitForHydration } from "../test/support/browser/site.ts";
import { DEMO_BEHEERDER, mailAfterJobs, signInByMail, waitForStaffHydration } from "../test/support/browser/staff.ts";

// An event made in the back office, from nothing to a ticket sold on the public site. The beheerder
// signs in through the real sign-in mail and fills the event form with the keyboard; a visitor then buys a ticket
// and the ticket's code opens the event's workshop on /workshops/aanmelden.

const site = useSiteSession({ mail: true });

const EVENT_NAME = "Studiedag Risicotaxatie in de praktijk";
const WORKSHOP_NAME = "Casusbespreking HKT-R";
const BUYER_EMAIL = "koper.studiedag@example.org";
const CODE = /FF-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/;

/** A moment next year, as a datetime-local input takes it: far enough ahead for any clock the tests run on. */
function nextYear(monthDay: string, time: string): string {
  return `${new Date().getFullYear() + 1}-${monthDay}T${time}`;
}

/** Focuses a field by its label and types, as someone at a keyboard does. */
async function typeInto(page: Page, label: string, text: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.type(text);
}

/**
 * Headless Chromium takes no typed digits in a datetime-local input (its segments need a real date picker), so
 * the moments are filled; every other field of the event form is typed.
 */
async function fillMoment(page: Page, label: string, value: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill(value);
}

async function addTicketType(page: Page, eventUrl: string, name: string, price: string, quantity: string) {
  await page.getByRole("link", { name: "Tickettype toevoegen" }).click();
  await page.getByRole("heading", { level: 1, name: "Tickettype toevoegen" }).waitFor();
  await waitForStaffHydration(page);
  await typeInto(page, "Naam", name);
  await typeInto(page, "Prijs in euro's, inclusief btw", price);
  await typeInto(page, "Aantal plaatsen", quantity);
  await page.keyboard.press("Enter");
  await page.waitForURL(eventUrl);
  await page.getByRole("status").filter({ hasText: "Het tickettype is opgeslagen." }).waitFor();
}

describe("an event made in the back office", () => {
  it("is created with the keyboard, gets tickets and a workshop, is published and sells a ticket", async () => {
    const { page } = await site.open("/beheer/inloggen");
    await signInByMail(page, site.url, site.smtp, DEMO_BEHEERDER.email);

    // The event form, by keyboard: focus, type, Enter.
    await page.goto(`${site.url}/beheer/evenementen/nieuw`);
    await waitForStaffHydration(page);
    expect(await axeViolations(page)).toEqual([]);
    await typeInto(page, "Naam", EVENT_NAME);
    await fillMoment(page, "Begin", nextYear("03-12", "09:30"));
    await fillMoment(page, "Einde", nextYear("03-12", "17:00"));
    await typeInto(page, "Naam van de locatie (optioneel)", "Congrescentrum De Eenhoorn");
    await typeInto(page, "Straat en huisnummer (optioneel)", "Piet Mondriaanplein 1");
    await typeInto(page, "Postcode (optioneel)", "3812 GZ");
    await typeInto(page, "Plaats (optioneel)", "Amersfoort");
    expect(await page.getByLabel("Soort").inputValue()).toBe("EVENT");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/beheer\/evenementen\/[0-9a-f-]{36}$/);
    const eventUrl = page.url();
    const eventId = new URL(eventUrl).pathname.split("/").pop()!;
    await page.getByRole("heading", { level: 1, name: EVENT_NAME }).waitFor();
    expect(await page.getByText("(verborgen: nog niet te zien)").isVisible()).toBe(true);
    // A draft is not on the public site yet.
    expect((await fetch(`${site.url}/evenementen/${eventId}`)).status).toBe(404);

    await addTicketType(page, eventUrl, "Regulier", "95,00", "40");
    await addTicketType(page, eventUrl, "Introducé", "0", "10");
    const ticketTable = page.getByRole("table", { name: /Tickettypes van dit evenement/ });
    expect((await ticketTable.getByRole("link").allTextContents()).sort()).toEqual(["Introducé", "Regulier"]);
    expect(await ticketTable.textContent()).toContain("Gratis");

    // A time slot inside the event's hours, with one workshop.
    await page.getByRole("link", { name: "Workshops", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Workshops" }).waitFor();
    await waitForStaffHydration(page);
    await fillMoment(page, "Begin", nextYear("03-12", "13:30"));
    await fillMoment(page, "Einde", nextYear("03-12", "15:00"));
    await page.getByRole("button", { name: "Tijdvak toevoegen" }).press("Enter");
    await page.getByRole("status").filter({ hasText: "Het tijdvak is toegevoegd." }).waitFor();
    await page.getByRole("link", { name: "Workshop toevoegen aan dit tijdvak" }).click();
    await page.getByRole("heading", { level: 1, name: "Workshop toevoegen" }).waitFor();
    await waitForStaffHydration(page);
    await typeInto(page, "Naam", WORKSHOP_NAME);
    await typeInto(page, "Spreker (optioneel)", "drs. M. Jansen");
    await typeInto(page, "Zaal (optioneel)", "Zaal 3");
    await page.getByLabel("Capaciteit").fill("20");
    await page.getByLabel("Capaciteit").press("Enter");
    await page.waitForURL(/\/workshops#tijdvak-/);
    await page.getByRole("status").filter({ hasText: "De workshop is toegevoegd." }).waitFor();
    expect(await page.getByRole("table").first().textContent()).toContain(WORKSHOP_NAME);
    expect(await axeViolations(page)).toEqual([]);

    // Publish: tick 'Zichtbaar op de website' with the keyboard and save.
    await page.goto(eventUrl);
    await waitForStaffHydration(page);
    await page.getByRole("checkbox", { name: "Zichtbaar op de website" }).focus();
    await page.keyboard.press("Space");
    await page.getByRole("button", { name: "Wijzigingen opslaan" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("status").filter({ hasText: "De wijzigingen zijn opgeslagen" }).waitFor();
    expect(await page.getByText("(verborgen: nog niet te zien)").count()).toBe(0);

    // The public site: the overview, the detail page, both ticket types on the order form.
    const visitor = await site.open("/evenementen");
    await waitForHydration(visitor.page);
    await visitor.page
      .getByRole("link", { name: new RegExp(EVENT_NAME) })
      .first()
      .click();
    await visitor.page.waitForURL(`${site.url}/evenementen/${eventId}`);
    await visitor.page.getByRole("heading", { level: 1, name: EVENT_NAME }).waitFor();
    expect(await visitor.page.getByText("Congrescentrum De Eenhoorn").first().isVisible()).toBe(true);

    await visitor.page.goto(`${site.url}/evenementen/${eventId}/aanmelden`);
    await waitForHydration(visitor.page);
    expect(await visitor.page.getByLabel("Aantal Regulier", { exact: true }).isVisible()).toBe(true);
    expect(await visitor.page.getByLabel("Aantal Introducé", { exact: true }).isVisible()).toBe(true);

    // Buy one paid ticket on invoice: confirmed at once, the code arrives by mail.
    await visitor.page.getByLabel("Aantal Regulier", { exact: true }).fill("1");
    await visitor.page.getByRole("button", { name: "Volgende" }).click();
    await visitor.page.getByRole("heading", { name: "Persoonlijke details" }).waitFor({ state: "visible" });
    const buyer: [string, string][] = [
      ["Voornaam", "Sanne"],
      ["Achternaam", "Visser"],
      ["E-mailadres", BUYER_EMAIL],
      ["Telefoonnummer", "0612345678"],
      ["Straat en huisnummer", "Lindelaan 40"],
      ["Postcode", "3822 XK"],
      ["Plaats", "Amersfoort"],
    ];
    for (const [label, value] of buyer) await visitor.page.getByLabel(label, { exact: true }).fill(value);
    await visitor.page.getByLabel("Op factuur").check();
    await visitor.page.getByRole("button", { name: "Bestellen met betaalverplichting" }).click();
    await visitor.page.waitForURL(new RegExp(`/evenementen/${eventId}/aanmelden-voltooid\\?order=`));
    expect(await visitor.page.getByRole("status").filter({ hasText: "bevestigd" }).textContent()).toBe(
      "Je bestelling is bevestigd; de factuur en je tickets zijn onderweg naar je e-mail.",
    );

    // The back office counts the sold ticket.
    await page.goto(eventUrl);
    const regulier = page.getByRole("row", { name: /Regulier/ });
    expect(await regulier.textContent()).toContain("1 / 0 / 40");

    // The ticket's code shows the slot's workshop on the sign-up wizard.
    const mail = await mailAfterJobs(site.url, site.smtp, BUYER_EMAIL);
    const code = CODE.exec(mail.text ?? "")?.[0];
    expect(code).toBeDefined();
    await visitor.page.goto(`${site.url}/workshops/aanmelden`);
    await waitForHydration(visitor.page);
    await visitor.page.getByLabel("Ticketcode").fill(code!);
    await visitor.page.getByRole("button", { name: "Code controleren" }).click();
    await visitor.page.getByRole("heading", { name: "Persoonlijke details" }).waitFor();
    await visitor.page.getByLabel("Voornaam").fill("Sanne");
    await visitor.page.getByLabel("Achternaam").fill("Visser");
    await visitor.page.getByLabel("E-mailadres").fill(BUYER_EMAIL);
    await visitor.page.getByRole("button", { name: "Volgende" }).click();
    await visitor.page.getByRole("heading", { name: "Selecteer de workshops die je wilt bezoeken" }).waitFor();
    expect(await visitor.page.getByRole("button", { name: new RegExp(`^${WORKSHOP_NAME}`) }).isVisible()).toBe(true);
  });
});
