import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { PHONE_HINT } from "../common/validation/messages.ts";
import { apiClient, type ApiClient } from "../test/support/site/api-client.ts";
import { createEventThroughApi, orderTickets, type EventPlan } from "../test/support/site/factories.ts";
import { staffApi } from "../test/support/site/staff-api.ts";
import { axeViolations } from "../test/support/browser/axe.ts";
import { launchBrowser } from "../test/support/browser/browser.ts";
import { DESKTOP, PHONE, useSiteSession } from "../test/support/browser/session.ts";
import { titleOf, waitForHydration } from "../test/support/browser/site.ts";
import { fetchEvent, ownEvents, type ApiEvent } from "../test/support/site/event-scenarios.ts";

// Ticket purchase (docs/product.md §2, §4, §5): the two-step form, the order through CreateOrder, the built-in
// test payment provider and the completion page; with JavaScript and without. The forum it sells (with a workshop
// slot, a free type and a hidden one) and the event that already took place are the file's own.

// The default approval limits (an order of 10 tickets or 1000 euros waits for a staff member), which the shared
// server of the other browser tests raises.
// With mail, so the tests can sign in as staff and make events of their own (staffApi).
const site = useSiteSession({
  mail: true,
  env: { ORDER_APPROVAL_MIN_TOTAL_EUROS: "1000", ORDER_APPROVAL_MIN_TICKETS: "10" },
});
let own: Record<"forum" | "past", ApiEvent>;

beforeAll(async () => {
  own = await ownEvents(site, {
    forum: {
      name: "Forum om tickets te kopen",
      slots: [{ workshops: [{ name: "Verhoortechnieken", capacity: 100 }] }],
      ticketTypes: [
        { name: "Regulier", price: "149,00", quantity: 250 },
        { name: "Student", price: "49,00", quantity: 40 },
        { name: "Introductie", price: "0,00", quantity: 20 },
      ],
      hiddenTicketTypes: [{ name: "Genodigden bestuur", price: "0,00", quantity: 10 }],
    },
    past: {
      name: "Avondlezing van vorige maand",
      type: "EVENT",
      inDays: -30,
      ticketTypes: [{ name: "Regulier", price: "35,00", quantity: 20 }],
    },
  });
});

const purchasePath = () => `/evenementen/${own.forum.id}/aanmelden`;
const completionPattern = () => new RegExp(`/evenementen/${own.forum.id}/aanmelden-voltooid\\?order=[0-9a-f-]{36}$`);

/** The forum's ticket types as the API gives them, with what is left of each. */
async function forumTicketTypes() {
  return (await fetchEvent(site, own.forum.id)).ticketTypes;
}

const BUYER: [label: string, value: string][] = [
  ["Voornaam", "Anna"],
  ["Achternaam", "de Vries"],
  ["E-mailadres", "anna.devries@example.org"],
  ["Telefoonnummer", "0612345678"],
  ["Straat en huisnummer", "Lindelaan 40"],
  ["Postcode", "3822 XK"],
  ["Plaats", "Amersfoort"],
];

async function chooseTickets(page: Page, quantities: Record<string, string>) {
  for (const [name, quantity] of Object.entries(quantities)) await page.getByLabel(`Aantal ${name}`).fill(quantity);
  await page.getByRole("button", { name: "Volgende" }).click();
  await page.getByRole("heading", { name: "Persoonlijke details" }).waitFor({ state: "visible" });
}

let buyers = 0;

/**
 * Fills the buyer's details, with an address of their own for each order: one address may have only a few unpaid
 * invoice orders per event (MAX_UNPAID_INVOICE_ORDERS_PER_EMAIL), and these tests place several.
 */
async function fillBuyer(page: Page) {
  buyers++;
  for (const [label, value] of BUYER) {
    const own = label === "E-mailadres" ? value.replace("@", `+${buyers}@`) : value;
    await page.getByLabel(label, { exact: true }).fill(own);
  }
}

/** Console errors of our pages; the test provider's plain page has no icon, so its favicon request 404s. */
function ownErrors(errors: string[]): string[] {
  return errors.filter((error) => !error.includes("favicon.ico"));
}

/** The completion page's order: its number (the order's id, from the address), its lines and total, the workshops. */
async function expectOrderShown(page: Page, order: { lines: RegExp[]; total: string; workshops: boolean }) {
  const orderId = new URL(page.url()).searchParams.get("order");
  const summary = page.getByRole("region", { name: "Je bestelling" });
  expect(await summary.getByText(`Bestelnummer: ${orderId}`).isVisible()).toBe(true);
  expect(await summary.getByRole("listitem").allInnerTexts()).toEqual(
    order.lines.map((line) => expect.stringMatching(line)),
  );
  expect(await summary.locator("p").last().innerText()).toMatch(new RegExp(`^Totaal:\\s+${order.total}$`));
  const workshops = page.getByRole("link", { name: "Kies je workshops" });
  expect(await workshops.count()).toBe(order.workshops ? 1 : 0);
  if (order.workshops) expect(await workshops.getAttribute("href")).toBe("/workshops/aanmelden");
}

describe("step 1: Selecteer tickets", () => {
  it("offers the visible ticket types with places left and a live total", async () => {
    const { page, errors, status } = await site.open(purchasePath(), PHONE);
    expect(status).toBe(200);
    expect(await page.title()).toBe(titleOf("Tickets bestellen"));
    await waitForHydration(page);

    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Tickets bestellen");
    expect(await page.getByRole("heading", { name: "Selecteer tickets" }).isVisible()).toBe(true);
    const progress = page.getByRole("list", { name: "Voortgang van je bestelling" }).getByRole("listitem");
    expect(await progress.count()).toBe(4);
    expect(await page.locator('[aria-current="step"]').innerText()).toContain("Tickets");

    const types = await forumTicketTypes();
    for (const type of types) {
      const input = page.getByLabel(`Aantal ${type.name}`, { exact: true });
      if (!type.visible) {
        expect(await input.count()).toBe(0);
        continue;
      }
      const left = type.quantityAvailable - type.soldTickets;
      const option = page.getByRole("listitem").filter({ has: input });
      expect(await option.getByText(`Nog ${left} beschikbaar`, { exact: true }).isVisible()).toBe(true);
      expect(await input.getAttribute("min")).toBe("0");
      expect(await input.getAttribute("max")).toBe(String(Math.min(left, 100)));
    }
    expect(await page.getByText("Gratis", { exact: true }).count()).toBe(1);

    const total = page.getByText(/^Totaal: /).first();
    expect(await total.textContent()).toBe("Totaal: € 0,00");
    expect(await total.getAttribute("aria-live")).toBe("polite");
    await page.getByLabel("Aantal Regulier").fill("2");
    await page.getByLabel("Aantal Student").fill("1");
    expect(await total.textContent()).toBe("Totaal: € 347,00");
    expect(ownErrors(errors)).toEqual([]);
  });

  it("moves on only with at least one ticket, and says why not", async () => {
    const { page, errors } = await site.open(purchasePath(), DESKTOP);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Volgende" }).click();

    const summary = page.locator("#aanmelden-fouten-stap-1");
    expect(await summary.getByRole("heading").textContent()).toBe("Controleer je invoer");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("aanmelden-fouten-stap-1");
    expect(await summary.getByRole("link").allTextContents()).toEqual(["Kies minstens één ticket."]);
    expect(await page.getByRole("heading", { name: "Persoonlijke details" }).isVisible()).toBe(false);

    const regulier = page.getByLabel("Aantal Regulier");
    await regulier.fill("101");
    await regulier.blur();
    expect(await page.getByText("Kies een aantal van 0 tot en met 100.").first().isVisible()).toBe(true);
    expect(await regulier.getAttribute("aria-invalid")).toBe("true");
    expect(await axeViolations(page)).toEqual([]);
    expect(ownErrors(errors)).toEqual([]);
  });
});

describe("step 2: Persoonlijke details", () => {
  it("checks the details after leaving a field and on submit, and keeps everything going back and forth", async () => {
    const { page, errors } = await site.open(purchasePath(), PHONE);
    await waitForHydration(page);
    await chooseTickets(page, { Regulier: "1", Student: "2" });

    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Persoonlijke details");
    expect(await page.locator('[aria-current="step"]').innerText()).toContain("Gegevens");
    expect(await page.getByLabel("Land").inputValue()).toBe("Nederland");
    expect(await page.getByLabel("iDEAL").isChecked()).toBe(true);
    expect(await page.getByLabel("Op factuur").isChecked()).toBe(false);
    const summary = page.getByRole("region", { name: "Je bestelling" });
    expect(await summary.getByRole("listitem").allInnerTexts()).toEqual([
      expect.stringMatching(/^1 × Regulier\s+€ 149,00$/),
      expect.stringMatching(/^2 × Student\s+€ 98,00$/),
    ]);
    expect(await summary.locator("p").last().innerText()).toMatch(/^Totaal:\s+€ 247,00$/);

    // No error before the field was left; after leaving it, the error is tied to the input.
    const firstName = page.getByLabel("Voornaam");
    expect(await page.getByText("Dit veld is verplicht").count()).toBe(0);
    await firstName.focus();
    await firstName.blur();
    expect(await firstName.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (await firstName.getAttribute("aria-describedby")) ?? "";
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe("Fout: Dit veld is verplicht");
    await page.getByLabel("E-mailadres").fill("anna@");
    await page.getByLabel("E-mailadres").blur();
    expect(await page.getByText("Voer een geldig e-mailadres in").isVisible()).toBe(true);
    // The phone number is read as people type it (decision 0016): a number cut short is refused, 06-12345678 passes.
    const phone = page.getByLabel("Telefoonnummer");
    await phone.fill("06-1234");
    await phone.blur();
    expect(await page.getByText("Voer een geldig telefoonnummer in").isVisible()).toBe(true);
    expect(await page.getByText(PHONE_HINT).isVisible()).toBe(true);
    await phone.fill("06-12345678");
    await phone.blur();
    expect(await page.getByText("Voer een geldig telefoonnummer in").count()).toBe(0);
    await phone.fill("");

    await page.getByRole("button", { name: "Bestellen en betalen" }).click();
    const errorSummary = page.locator("#aanmelden-fouten-stap-2");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("aanmelden-fouten-stap-2");
    expect(await errorSummary.getByRole("link").allTextContents()).toEqual([
      "Voornaam: Dit veld is verplicht",
      "Achternaam: Dit veld is verplicht",
      "E-mailadres: Voer een geldig e-mailadres in",
      "Telefoonnummer: Dit veld is verplicht",
      "Straat en huisnummer: Dit veld is verplicht",
      "Postcode: Dit veld is verplicht",
      "Plaats: Dit veld is verplicht",
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await errorSummary.getByRole("link", { name: "Plaats: Dit veld is verplicht" }).click();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("city");

    await firstName.fill("Anna");
    await page.getByLabel("Op factuur").check();
    await page.getByRole("button", { name: "Terug" }).click();
    expect(await page.getByLabel("Aantal Student").inputValue()).toBe("2");
    await page.getByRole("button", { name: "Volgende" }).click();
    expect(await firstName.inputValue()).toBe("Anna");
    expect(await page.getByLabel("Op factuur").isChecked()).toBe(true);
    expect(ownErrors(errors)).toEqual([]);
  });
});

describe("the button that places the order", () => {
  it("names the obligation to pay: per payment method, and a free order as free", async () => {
    const { page, errors } = await site.open(purchasePath(), PHONE);
    await waitForHydration(page);
    await chooseTickets(page, { Regulier: "1" });
    const button = (name: string) => page.getByRole("button", { name, exact: true });
    expect(await button("Bestellen en betalen").isVisible()).toBe(true);
    await page.getByLabel("Op factuur").check();
    expect(await button("Bestellen met betaalverplichting").isVisible()).toBe(true);
    expect(await button("Bestellen en betalen").count()).toBe(0);
    expect(await button("Doorgaan").count()).toBe(0);
    // Above the button: the terms version the order agrees to (recorded with it), linked in a new tab.
    const terms = page.locator("[data-terms-notice]");
    expect((await terms.textContent())?.replace(/\s+/g, " ")).toMatch(
      /^Met je bestelling ga je akkoord met de algemene voorwaarden ↗ \(opent in een nieuw tabblad\) \(versie 1 van \d{1,2} [a-z]+ \d{4}\)\.$/,
    );
    expect(await terms.getByRole("link").getAttribute("target")).toBe("_blank");
    expect(await axeViolations(page)).toEqual([]);

    const free = (await forumTicketTypes()).find((type) => type.visible && type.free);
    if (!free) throw new Error("het forum van dit bestand heeft geen gratis tickettype");
    await button("Terug").click();
    await page.getByLabel("Aantal Regulier").fill("0");
    await chooseTickets(page, { [free.name]: "1" });
    expect(await button("Gratis aanmelden").isVisible()).toBe(true);
    expect(ownErrors(errors)).toEqual([]);
  });
});

describe("buying with JavaScript", () => {
  it("confirms an invoice order at once", async () => {
    const { page, errors } = await site.open(purchasePath(), PHONE);
    await waitForHydration(page);
    await chooseTickets(page, { Student: "1" });
    await fillBuyer(page);
    await page.getByLabel("Op factuur").check();
    // Hold the order a moment, to see the button while it is processed.
    await page.route("**/aanmelden.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByRole("button", { name: "Bestellen met betaalverplichting" }).click();
    const processing = page.getByRole("button", { name: "Verwerken..." });
    await processing.waitFor();
    expect(await processing.isDisabled()).toBe(true);

    await page.waitForURL(completionPattern());
    await page.getByRole("heading", { level: 1, name: "Je aanmelding is voltooid" }).waitFor();
    expect(await page.title()).toBe(titleOf("Aanmelding voltooid"));
    expect(await page.getByRole("status").filter({ hasText: "bevestigd" }).textContent()).toBe(
      "Je bestelling is bevestigd; de factuur en je tickets zijn onderweg naar je e-mail.",
    );
    expect(await page.getByText("Betaal de factuur binnen de betaaltermijn die op de factuur staat").isVisible()).toBe(
      true,
    );
    expect(await page.getByText("zodra je betaling is verwerkt").count()).toBe(0);
    // The forum has a workshop slot: the page leads on to the workshops.
    await expectOrderShown(page, { lines: [/^1 × Student\s+€ 49,00$/], total: "€ 49,00", workshops: true });
    expect(await page.getByRole("link", { name: "Neem contact met ons op" }).getAttribute("href")).toBe("/contact");
    expect(await axeViolations(page)).toEqual([]);
    expect(ownErrors(errors)).toEqual([]);
  });

  it("says a large invoice order awaits approval instead of confirming it", async () => {
    const { page, errors } = await site.open(purchasePath(), DESKTOP);
    await waitForHydration(page);
    await chooseTickets(page, { Regulier: "7" }); // € 1.043,00: from € 1000 on, staff approve first
    await fillBuyer(page);
    await page.getByLabel("Op factuur").check();
    await page.getByRole("button", { name: "Bestellen met betaalverplichting" }).click();

    await page.waitForURL(completionPattern());
    await page.getByRole("heading", { level: 1, name: "Je aanmelding is ontvangen" }).waitFor();
    expect(await page.getByRole("status").textContent()).toBe(
      "We hebben je aanmelding ontvangen. Omdat het om een grote bestelling gaat, bekijken we die eerst. " +
        "Na onze goedkeuring sturen we je de tickets en de factuur per e-mail; je hoeft nu nog niets te betalen.",
    );
    expect(await page.getByText("verwerken we je bestelling direct").count()).toBe(0);
    expect(await page.locator('[aria-current="step"]').innerText()).toContain("Klaar");
    expect(await axeViolations(page)).toEqual([]);
    expect(ownErrors(errors)).toEqual([]);
  });

  it("pays with iDEAL on the test provider's page and shows the paid order", async () => {
    const { page, errors } = await site.open(purchasePath(), DESKTOP);
    await waitForHydration(page);
    await chooseTickets(page, { Regulier: "1" });
    await fillBuyer(page);
    await page.getByRole("button", { name: "Bestellen en betalen" }).click();

    await page.waitForURL(/\/test-betaalprovider\/[^/]+$/);
    await page.getByRole("button", { name: "Betaald" }).click();
    await page.waitForURL(completionPattern());
    expect(await page.getByText("Je betaling is ontvangen. Je tickets zijn onderweg naar je e-mail.").isVisible()).toBe(
      true,
    );
    expect(await page.getByText("Je hebt met iDEAL betaald.", { exact: false }).isVisible()).toBe(true);
    expect(await page.getByText("betalen op factuur").count()).toBe(0);
    await expectOrderShown(page, { lines: [/^1 × Regulier\s+€ 149,00$/], total: "€ 149,00", workshops: true });
    expect(await page.locator('[aria-current="step"]').innerText()).toContain("Klaar");
    expect(ownErrors(errors)).toEqual([]);
  });

  it("offers to try again after a failed payment, and the second order goes through", async () => {
    const { page, errors } = await site.open(purchasePath(), PHONE);
    await waitForHydration(page);
    await chooseTickets(page, { Regulier: "1" });
    await fillBuyer(page);
    await page.getByRole("button", { name: "Bestellen en betalen" }).click();
    await page.waitForURL(/\/test-betaalprovider\//);
    await page.getByRole("button", { name: "Mislukt" }).click();

    await page.waitForURL(completionPattern());
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Je betaling is niet gelukt");
    expect(
      await page.getByText("Je betaling is niet gelukt of afgebroken. Er is niets afgeschreven.").isVisible(),
    ).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Probeer het opnieuw" }).click();

    await page.getByRole("heading", { name: "Selecteer tickets" }).waitFor();
    expect(new URL(page.url()).pathname).toBe(purchasePath());
    await chooseTickets(page, { Regulier: "1" });
    await fillBuyer(page);
    await page.getByRole("button", { name: "Bestellen en betalen" }).click();
    await page.waitForURL(/\/test-betaalprovider\//);
    await page.getByRole("button", { name: "Betaald" }).click();
    await page.waitForURL(completionPattern());
    expect(await page.getByText("Je betaling is ontvangen.", { exact: false }).isVisible()).toBe(true);
    expect(ownErrors(errors)).toEqual([]);
  });
});

describe("without JavaScript", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function openWithoutScripts(): Promise<Page> {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, locale: "nl-NL" });
    const page = await context.newPage();
    await page.goto(`${site.url}${purchasePath()}`);
    return page;
  }

  it("checks both steps on the server and keeps what was entered", async () => {
    const page = await openWithoutScripts();
    const noTickets = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Volgende" }).click();
    expect((await noTickets).status()).toBe(400);
    // The response can arrive before the new document is shown: wait for the summary itself.
    await page.locator("#aanmelden-fouten-stap-1").getByRole("link").first().waitFor();
    expect(await page.locator("#aanmelden-fouten-stap-1").getByRole("link").allTextContents()).toEqual([
      "Kies minstens één ticket.",
    ]);

    await chooseTickets(page, { Regulier: "2" });
    const summary = page.getByRole("region", { name: "Je bestelling" });
    expect(await summary.locator("p").last().innerText()).toMatch(/^Totaal:\s+€ 298,00$/);
    await page.getByLabel("Voornaam").fill("Anna");
    await page.getByLabel("E-mailadres").fill("a".repeat(65) + "@example.org");
    await page.getByRole("button", { name: "Bestellen en betalen" }).click();
    await page.locator("#aanmelden-fouten-stap-2").waitFor();
    expect(await page.getByLabel("E-mailadres").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByText("E-mailadres: Voer een geldig e-mailadres in").isVisible()).toBe(true);
    expect(await page.getByLabel("Voornaam").inputValue()).toBe("Anna");

    await page.getByRole("button", { name: "Terug" }).click();
    await page.getByRole("heading", { name: "Selecteer tickets" }).waitFor({ state: "visible" });
    expect(await page.getByLabel("Aantal Regulier").inputValue()).toBe("2");
    await page.context().close();
  });

  it("buys with an invoice and lands on the confirmed order", async () => {
    const page = await openWithoutScripts();
    await chooseTickets(page, { Student: "1" });
    await fillBuyer(page);
    await page.getByLabel("Op factuur").check();
    await page.getByRole("button", { name: "Bestellen met betaalverplichting" }).click();

    await page.waitForURL(completionPattern());
    expect(
      await page
        .getByText("Je bestelling is bevestigd; de factuur en je tickets zijn onderweg naar je e-mail.")
        .isVisible(),
    ).toBe(true);
    await page.context().close();
  });
});

describe("events that cannot be bought", () => {
  it("answers an invalid id with the Dutch 404", async () => {
    const { page, status } = await site.open("/evenementen/geen-evenement/aanmelden", PHONE);
    expect(status).toBe(404);
    expect(await page.getByText("Ongeldig evenement.").isVisible()).toBe(true);
  });

  it("shows no form for an event that already took place", async () => {
    const { page } = await site.open(`/evenementen/${own.past.id}/aanmelden`, PHONE);
    expect(
      await page.getByText("Dit evenement heeft al plaatsgevonden. Aanmelden is niet meer mogelijk.").isVisible(),
    ).toBe(true);
    expect(await page.getByRole("button", { name: "Volgende" }).count()).toBe(0);
  });
});

describe("events of a test's own", () => {
  let staff: ApiClient;
  let ownBuyers = 0;

  beforeAll(async () => {
    staff = await staffApi(site);
  });

  const plan = (name: string, ticketTypes: EventPlan["ticketTypes"], slots?: EventPlan["slots"]): EventPlan => ({
    name,
    type: "EVENT",
    ticketTypes,
    ...(slots ? { slots } : {}),
  });

  /**
   * Orders through the API as a buyer of its own, from an address of its own (the server's per-client order limit
   * is the default here); gives the order's id.
   */
  function orderAsNewBuyer(
    eventId: string,
    lines: { ticketTypeId: string; quantity: number }[],
    paymentMethod: "IDEAL" | "INVOICE",
  ): Promise<string> {
    ownBuyers++;
    const api = apiClient(site, { ip: `198.51.100.${ownBuyers}` });
    const email = `koper.${ownBuyers}@example.org`;
    return orderTickets(api, { eventId, lines, paymentMethod, email, publicUrl: site.url });
  }

  /** Orders as a new buyer and opens the completion page the order returns to. */
  async function orderAndComplete(...order: Parameters<typeof orderAsNewBuyer>) {
    const orderId = await orderAsNewBuyer(...order);
    return site.open(`/evenementen/${order[0]}/aanmelden-voltooid?order=${orderId}`, DESKTOP);
  }

  it("completion: an invoice order of an event without workshops, and a free one", async () => {
    const event = await createEventThroughApi(
      staff,
      plan("Studiemiddag zonder workshops", [
        { name: "Regulier", price: "35,00", quantity: 20 },
        { name: "Introductie", price: "0,00", quantity: 20 },
      ]),
    );
    const invoice = await orderAndComplete(
      event.id,
      [{ ticketTypeId: event.ticketTypeIds.Regulier!, quantity: 2 }],
      "INVOICE",
    );
    expect(await invoice.page.getByText("Je hebt gekozen voor betalen op factuur.", { exact: false }).isVisible()).toBe(
      true,
    );
    await expectOrderShown(invoice.page, { lines: [/^2 × Regulier\s+€ 70,00$/], total: "€ 70,00", workshops: false });
    expect(await axeViolations(invoice.page)).toEqual([]);
    expect(ownErrors(invoice.errors)).toEqual([]);

    const free = await orderAndComplete(
      event.id,
      [{ ticketTypeId: event.ticketTypeIds.Introductie!, quantity: 1 }],
      "IDEAL",
    );
    expect(
      await free.page.getByText("Je tickets zijn gratis: je hoeft niets te betalen.", { exact: false }).isVisible(),
    ).toBe(true);
    await expectOrderShown(free.page, { lines: [/^1 × Introductie\s+Gratis$/], total: "€ 0,00", workshops: false });
  });

  it("completion: an event with a workshop slot leads on to the workshops; a pending payment says what comes", async () => {
    const event = await createEventThroughApi(
      staff,
      plan(
        "Studiedag met workshops",
        [{ name: "Regulier", price: "60,00", quantity: 20 }],
        [{ workshops: [{ name: "Risicotaxatie", capacity: 20 }] }],
      ),
    );
    const lines = [{ ticketTypeId: event.ticketTypeIds.Regulier!, quantity: 1 }];
    const invoice = await orderAndComplete(event.id, lines, "INVOICE");
    await expectOrderShown(invoice.page, { lines: [/^1 × Regulier\s+€ 60,00$/], total: "€ 60,00", workshops: true });

    // Not paid yet: no codes yet, so no way on to the workshops.
    const pending = await orderAndComplete(event.id, lines, "IDEAL");
    expect(
      await pending.page
        .getByText("Zodra je iDEAL-betaling is verwerkt, ontvang je je tickets per e-mail.")
        .isVisible(),
    ).toBe(true);
    await expectOrderShown(pending.page, { lines: [/^1 × Regulier\s+€ 60,00$/], total: "€ 60,00", workshops: false });
  });

  it("step 1 shows a sold-out type with its price and 'Uitverkocht', without a quantity to order", async () => {
    const event = await createEventThroughApi(
      staff,
      plan("Avondlezing met een volle eerste rij", [
        { name: "Eerste rij", price: "25,00", quantity: 1 },
        { name: "Zaal", price: "15,00", quantity: 20 },
      ]),
    );
    await orderAsNewBuyer(event.id, [{ ticketTypeId: event.ticketTypeIds["Eerste rij"]!, quantity: 1 }], "INVOICE");
    const { page, errors } = await site.open(`/evenementen/${event.id}/aanmelden`, PHONE);
    await waitForHydration(page);
    const soldOut = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Eerste rij" }) });
    expect(await soldOut.innerText()).toMatch(/€ 25,00\s+Uitverkocht/);
    expect(await page.getByLabel("Aantal Eerste rij").count()).toBe(0);
    expect(await soldOut.getByRole("spinbutton").count()).toBe(0);
    expect(await page.getByLabel("Aantal Zaal").isVisible()).toBe(true);
    expect(await page.getByText("Er zijn geen tickets beschikbaar voor dit evenement.").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(ownErrors(errors)).toEqual([]);
  });

  it("says no tickets are available when nothing can be bought, and still shows what there was", async () => {
    const event = await createEventThroughApi(
      staff,
      plan("Masterclass voor twaalf", [{ name: "Deelname", price: "95,00", quantity: 1 }]),
    );
    await orderAsNewBuyer(event.id, [{ ticketTypeId: event.ticketTypeIds.Deelname!, quantity: 1 }], "INVOICE");
    const { page } = await site.open(`/evenementen/${event.id}/aanmelden`, PHONE);
    expect(await page.getByText("Er zijn geen tickets beschikbaar voor dit evenement.").isVisible()).toBe(true);
    expect(await page.getByRole("listitem").filter({ hasText: "Deelname" }).innerText()).toMatch(
      /€ 95,00\s+Uitverkocht/,
    );
    expect(await page.getByRole("button", { name: "Volgende" }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
