import { beforeAll, describe, expect, it } from "vitest";
import { collectPageErrors } from "../test/support/browser/browser.ts";
import { DESKTOP, useSiteSession } from "../test/support/browser/session.ts";
import { waitForHydration } from "../test/support/browser/site.ts";
import { apiClient } from "../test/support/site/api-client.ts";
import { eventWithTicketCodes } from "../test/support/site/workshop-scenarios.ts";

// A visitor on a slow phone types before the page's JavaScript has run. What they typed must still count once it has:
// React takes a field's typed value over at hydration, and the form's own rules, which load later still
// (lazy-module.ts), must not reset it. The page's entry script is held back until the test has typed.
const site = useSiteSession({ mail: true });
const api = apiClient(site, { ip: "10.97.0.1" });
let CODE: string;
let EVENT_ID: string;

beforeAll(async () => {
  const { event, codes } = await eventWithTicketCodes(site, api, {
    name: "Forum voor snelle typers",
    inDays: 30,
    tickets: 1,
    buyer: "typer.koper@voorbeeld.example.org",
    slots: [{ workshops: [{ name: "Gespreksvoering", capacity: 30 }] }],
  });
  CODE = codes[0]!;
  EVENT_ID = event.id;
});

/** The page as the server sent it, its entry script (and so hydration) held until `release`. */
async function openWithScriptsHeld(path: string) {
  const context = await site.browser.newContext({
    viewport: DESKTOP,
    locale: "nl-NL",
    extraHTTPHeaders: { "x-forwarded-for": "10.97.0.2" },
  });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Not until DOMContentLoaded: that waits for the held module script.
  await page.goto(site.url + path, { waitUntil: "commit" });
  return { page, errors, release, close: () => context.close() };
}

describe("typing before the page's JavaScript has run", () => {
  it("keeps the ticket code typed into the wizard, which then checks that code", async () => {
    const { page, errors, release, close } = await openWithScriptsHeld("/workshops/aanmelden");
    const field = page.getByLabel("Ticketcode");
    await field.fill(CODE);
    expect(await page.locator("[data-hydrated]").count()).toBe(0);
    release();
    await waitForHydration(page);
    expect(await field.inputValue()).toBe(CODE);
    // The wizard's state holds the typed code: checking it leads to the next step, not to an empty code's error.
    await page.getByRole("button", { name: "Code controleren" }).click();
    await page.getByRole("heading", { name: "Persoonlijke details" }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it("keeps the number of tickets typed into the purchase form, which then counts them in its total", async () => {
    const { page, errors, release, close } = await openWithScriptsHeld(`/evenementen/${EVENT_ID}/aanmelden`);
    const quantity = page.getByLabel("Aantal Regulier", { exact: true });
    await quantity.fill("2");
    expect(await page.locator("[data-hydrated]").count()).toBe(0);
    release();
    await waitForHydration(page);
    expect(await quantity.inputValue()).toBe("2");
    // The live total is the form's state: it counts the two tickets typed before hydration.
    await page.getByText("Totaal: € 70,00").first().waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});
