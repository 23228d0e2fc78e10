import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { ValidateTokenDocument, type WorkshopFieldsFragment } from "../app/graphql/generated.ts";
import { apiClient } from "../test/support/site/api-client.ts";
import { axeViolations } from "../test/support/browser/axe.ts";
import { registerForWorkshop } from "../test/support/site/factories.ts";
import { eventWithTicketCodes } from "../test/support/site/workshop-scenarios.ts";
import { DESKTOP, PHONE, useSiteSession } from "../test/support/browser/session.ts";
import { titleOf, waitForHydration } from "../test/support/browser/site.ts";

// Workshop sign-up (docs/product.md §2, §3, §4, §8, §9): the four-step wizard against the production build, with
// the codes of tickets of an event the file makes: two slots of two workshops each; the free code has no
// registrations, the registered code one in the first slot; a ticket's places belong to the first address that
// signs up with it, so the test without JavaScript, the limits and the takeover attempt have codes of their own.

const site = useSiteSession({ mail: true });
const PATH = "/workshops/aanmelden";
const SLOTS = [
  {
    workshops: [
      { name: "Verhoortechnieken", capacity: 30 },
      { name: "Risicotaxatie", capacity: 30 },
    ],
  },
  {
    workshops: [
      { name: "Agressiehantering", capacity: 30 },
      { name: "Traumasensitief werken", capacity: 30 },
    ],
  },
];
let FREE_CODE: string;
let REGISTERED_CODE: string;
let NO_SCRIPT_CODE: string;
let LIMIT_CODE: string;
let SHARED_CODE: string;
const INVALID = "De code die je hebt ingevuld is ongeldig. Probeer het opnieuw.";
const CODE_KEY = "workshopRegistrationToken";
const DETAILS_KEY = "workshopPersonalDetails";

type ApiWorkshop = WorkshopFieldsFragment;

// Code checks are rate-limited per client (30 points a minute). Every test acts as a visitor of its own, through
// X-Forwarded-For, which the server trusts from loopback; the test's own API checks as one more.
let visitors = 0;
const nextVisitorIp = () => `10.55.0.${++visitors}`;

async function asNewVisitor(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": nextVisitorIp() });
}

async function lookup(code: string) {
  const api = apiClient(site, { ip: nextVisitorIp() });
  return (await api(ValidateTokenDocument, { token: code })).workshopsByRegistrationToken;
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel("Ticketcode").fill(code);
  await page.getByRole("button", { name: "Code controleren" }).click();
}

async function fillDetails(page: Page, first = "Anna", last = "de Vries", email = "anna.devries@example.org") {
  await page.getByRole("heading", { name: "Persoonlijke details" }).waitFor();
  await page.getByLabel("Voornaam").fill(first);
  await page.getByLabel("Achternaam").fill(last);
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByRole("button", { name: "Volgende" }).click();
  await workshopStep(page).waitFor();
}

const workshopStep = (page: Page) => page.getByRole("heading", { name: "Selecteer de workshops die je wilt bezoeken" });
const card = (page: Page, name: string) => page.getByRole("button", { name: new RegExp(`^${escapeRegExp(name)}`) });
const slotSection = (page: Page, index: number) => page.getByRole("region", { name: /^Tijdvak / }).nth(index);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Clicks a card and waits until the server's answer shows it in the wanted state. */
async function toggleCard(page: Page, name: string, pressed: boolean) {
  await card(page, name).click();
  await page.waitForFunction(
    ([label, want]) =>
      [...document.querySelectorAll("button[aria-pressed]")].some(
        (button) => button.textContent?.startsWith(label) && button.getAttribute("aria-pressed") === want,
      ) && !document.body.textContent?.includes("Je keuze wordt opgeslagen"),
    [name, String(pressed)] as const,
  );
}

beforeAll(async () => {
  const api = apiClient(site, { ip: nextVisitorIp });
  const buyer = "wizard.koper@voorbeeld.example.org";
  const { event, codes } = await eventWithTicketCodes(site, api, {
    name: "Forum met workshops",
    slots: SLOTS,
    tickets: 5,
    buyer,
  });
  [FREE_CODE, REGISTERED_CODE, NO_SCRIPT_CODE, LIMIT_CODE, SHARED_CODE] = codes as [
    string,
    string,
    string,
    string,
    string,
  ];
  await registerForWorkshop(api, {
    registrationToken: REGISTERED_CODE,
    workshopId: event.slots[0]!.workshopIds[SLOTS[0]!.workshops[0]!.name]!,
    firstName: "Eerder",
    lastName: "Aangemeld",
    email: buyer,
  });
});

function groupBySlot(workshops: ApiWorkshop[]): ApiWorkshop[][] {
  const slots = new Map<string, ApiWorkshop[]>();
  for (const workshop of workshops) slots.set(workshop.slotId, [...(slots.get(workshop.slotId) ?? []), workshop]);
  return [...slots.values()];
}

describe("the whole wizard", () => {
  it("takes a code, details and one workshop per slot to 'Registratie is voltooid'", async () => {
    const { page, errors, status } = await site.open(PATH, PHONE);
    expect(status).toBe(200);
    expect(await page.title()).toBe(titleOf("Workshops kiezen"));
    await waitForHydration(page);
    await asNewVisitor(page);
    const progress = page.getByRole("list", { name: "Voortgang van je aanmelding" });
    expect(await progress.getByRole("listitem").allInnerTexts()).toHaveLength(4);
    expect(await page.locator('[aria-current="step"]').textContent()).toContain("Ticketcode");
    expect(await page.getByRole("heading", { name: "Vul je ticketcode in" }).isVisible()).toBe(true);

    await enterCode(page, FREE_CODE);
    await fillDetails(page);
    expect(await page.getByText("Selecteer voor beide tijdvakken één workshop.").isVisible()).toBe(true);

    const data = await lookup(FREE_CODE);
    const [first, second] = groupBySlot(data.availableWorkshops) as [ApiWorkshop[], ApiWorkshop[]];
    expect(await page.getByRole("heading", { name: /^Tijdvak \d\d:\d\d - \d\d:\d\d$/ }).count()).toBe(2);
    expect(await page.getByText("Selecteer een workshop voor dit tijdvak").count()).toBe(2);
    expect(await page.getByText("Je hebt nog geen workshops geselecteerd").isVisible()).toBe(true);
    const complete = page.getByRole("button", { name: "Selecteer eerst één workshop per tijdvak" });
    expect(await complete.isDisabled()).toBe(true);

    // Choose in slot 1: registered at once on the server, the others of the slot dimmed.
    await toggleCard(page, first[0]!.name, true);
    expect(await slotSection(page, 0).getByText("Je hebt voor dit tijdvak een workshop geselecteerd").isVisible()).toBe(
      true,
    );
    expect((await lookup(FREE_CODE)).registeredWorkshops.map((w) => w.id)).toEqual([first[0]!.id]);

    // Choosing another workshop of the same slot moves the registration.
    await toggleCard(page, first[1]!.name, true);
    expect(await card(page, first[0]!.name).getAttribute("aria-pressed")).toBe("false");
    expect((await lookup(FREE_CODE)).registeredWorkshops.map((w) => w.id)).toEqual([first[1]!.id]);

    await toggleCard(page, second[0]!.name, true);
    const summary = page.getByRole("region", { name: "Je selectie" });
    expect(await summary.getByRole("button", { name: /Verwijder selectie/ }).count()).toBe(2);

    // 'Verwijder selectie' unregisters; choosing again brings it back.
    await summary.getByRole("listitem").filter({ hasText: second[0]!.name }).getByRole("button").click();
    await page.getByText("Selecteer een workshop voor dit tijdvak").waitFor();
    expect((await lookup(FREE_CODE)).registeredWorkshops).toHaveLength(1);
    await toggleCard(page, second[0]!.name, true);

    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Registratie voltooien" }).click();
    await page.getByRole("heading", { name: "Registratie is voltooid" }).waitFor();
    const done = page.locator("main");
    for (const text of ["Anna de Vries", "anna.devries@example.org", first[1]!.name, second[0]!.name]) {
      expect(await done.getByText(text).first().isVisible()).toBe(true);
    }
    expect(
      await page.evaluate(([a, b]) => [localStorage.getItem(a!), localStorage.getItem(b!)], [CODE_KEY, DETAILS_KEY]),
    ).toEqual([null, null]);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("lets completed steps be revisited and restores code and details after a reload", async () => {
    const { page, errors } = await site.open(PATH, DESKTOP);
    await waitForHydration(page);
    await asNewVisitor(page);
    await enterCode(page, REGISTERED_CODE);
    await fillDetails(page, "Bram", "Jansen", "bram.jansen@example.org");

    // Already registered: preselected.
    const registered = (await lookup(REGISTERED_CODE)).registeredWorkshops;
    expect(registered).toHaveLength(1);
    expect(await card(page, registered[0]!.name).getAttribute("aria-pressed")).toBe("true");

    const progress = page.getByRole("list", { name: "Voortgang van je aanmelding" });
    await progress.getByRole("button", { name: /Persoonlijke details/ }).click();
    expect(await page.getByLabel("Voornaam").inputValue()).toBe("Bram");
    await progress.getByRole("button", { name: /Ticketcode/ }).click();
    expect(await page.getByLabel("Ticketcode").inputValue()).toBe(REGISTERED_CODE);
    await progress.getByRole("button", { name: /Workshopselectie/ }).click();
    await workshopStep(page).waitFor();

    await page.reload();
    await workshopStep(page).waitFor();
    expect(await card(page, registered[0]!.name).getAttribute("aria-pressed")).toBe("true");
    await progress.getByRole("button", { name: /Persoonlijke details/ }).click();
    expect(await page.getByLabel("E-mailadres").inputValue()).toBe("bram.jansen@example.org");
    expect(errors).toEqual([]);
  });

  it("forgets code and details stored more than 24 hours ago", async () => {
    const { page, errors } = await site.open(PATH, PHONE);
    await waitForHydration(page);
    await asNewVisitor(page);
    await enterCode(page, REGISTERED_CODE);
    await fillDetails(page, "Cor", "Smit", "cor.smit@example.org");
    await page.evaluate(
      (keys) => {
        for (const key of keys) {
          const entry = JSON.parse(localStorage.getItem(key) ?? "{}") as { timestamp: number };
          localStorage.setItem(key, JSON.stringify({ ...entry, timestamp: Date.now() - 25 * 3_600_000 }));
        }
      },
      [CODE_KEY, DETAILS_KEY],
    );
    await page.reload();
    await waitForHydration(page);
    await asNewVisitor(page);
    await page.getByRole("heading", { name: "Vul je ticketcode in" }).waitFor();
    expect(await page.getByLabel("Ticketcode").inputValue()).toBe("");
    expect(
      await page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)), [CODE_KEY, DETAILS_KEY]),
    ).toEqual([null, null]);
    expect(errors).toEqual([]);
  });

  it("says 'Geen ticketcode gevonden' when the stored code is gone at toggle time", async () => {
    const { page } = await site.open(PATH, DESKTOP);
    await waitForHydration(page);
    await asNewVisitor(page);
    await enterCode(page, REGISTERED_CODE);
    await fillDetails(page);
    await page.evaluate((key) => localStorage.removeItem(key), CODE_KEY);
    const [workshop] = (await lookup(REGISTERED_CODE)).availableWorkshops;
    await card(page, workshop!.name).click();
    await page.getByText("Geen ticketcode gevonden. Vul je ticketcode opnieuw in.").waitFor();
  });
});

describe("one ticket, two people", () => {
  it("keeps the first person's place when a second one signs up with the same code, and mails the second nothing", async () => {
    const first = await site.open(PATH, DESKTOP);
    await waitForHydration(first.page);
    await asNewVisitor(first.page);
    await enterCode(first.page, SHARED_CODE);
    await fillDetails(first.page, "Anna", "de Vries", "anna.gedeeld@example.org");
    const [slot] = groupBySlot((await lookup(SHARED_CODE)).availableWorkshops) as [ApiWorkshop[]];
    await toggleCard(first.page, slot[0]!.name, true);

    // A colleague the code was passed on to, on a phone: refused, with what to do.
    const second = await site.open(PATH, PHONE);
    await waitForHydration(second.page);
    await asNewVisitor(second.page);
    await enterCode(second.page, SHARED_CODE);
    await fillDetails(second.page, "Bram", "Jansen", "bram.gedeeld@example.org");
    expect(await card(second.page, slot[0]!.name).getAttribute("aria-pressed")).toBe("true");
    await card(second.page, slot[1]!.name).click();
    await second.page.getByText("Met deze code heeft iemand anders zich al ingeschreven.", { exact: false }).waitFor();
    expect(await second.page.getByText("Inschrijven niet mogelijk").isVisible()).toBe(true);
    await workshopStep(second.page).waitFor();

    const registered = (await lookup(SHARED_CODE)).registeredWorkshops.map((workshop) => workshop.id);
    expect(registered).toEqual([slot[0]!.id]);
    // The first person's confirmation arrives; the refused change wrote none for the second.
    const mailsTo = (address: string) => site.smtp.received.filter((mail) => JSON.stringify(mail.to).includes(address));
    await expect.poll(() => mailsTo("anna.gedeeld@example.org").length, { timeout: 15_000 }).toBe(1);
    expect(mailsTo("bram.gedeeld@example.org")).toEqual([]);
    expect(first.errors).toEqual([]);
    expect(second.errors).toEqual([]);
  });
});

describe("limits", () => {
  it("lets a visitor toggle cards freely, and over the ticket's limit keeps the step and says when to try again", async () => {
    const { page, errors } = await site.open(PATH, PHONE);
    await waitForHydration(page);
    await asNewVisitor(page);
    await enterCode(page, LIMIT_CODE);
    await fillDetails(page, "Lotte", "Peeters", "lotte.peeters@example.org");
    const [slot] = groupBySlot((await lookup(LIMIT_CODE)).availableWorkshops) as [ApiWorkshop[]];
    // More toggles in a minute than the code-attempt limit ever allowed (it threw the wizard back to step 1).
    for (let toggle = 0; toggle < 16; toggle++) await toggleCard(page, slot[0]!.name, toggle % 2 === 0);
    await workshopStep(page).waitFor();

    // Spend the rest of the ticket's changes (30 an hour), as another device of the same attendee would.
    const api = apiClient(site, { ip: nextVisitorIp });
    const attendee = { firstName: "Lotte", lastName: "Peeters", email: "lotte.peeters@example.org" };
    for (let change = 16; change < 30; change++) {
      const workshopId = change % 2 === 0 ? slot[0]!.id : slot[1]!.id;
      await registerForWorkshop(api, { registrationToken: LIMIT_CODE, workshopId, ...attendee });
    }
    await card(page, slot[0]!.name).click();
    await page.getByText(/Te veel pogingen\. Probeer het over \d+ minuten? opnieuw\./).waitFor();
    await workshopStep(page).waitFor();
    expect(await page.getByRole("button", { name: /^Risicotaxatie|^Verhoortechnieken/ }).count()).toBe(2);
    const progress = page.getByRole("list", { name: "Voortgang van je aanmelding" });
    await progress.getByRole("button", { name: /Persoonlijke details/ }).click();
    expect(await page.getByLabel("E-mailadres").inputValue()).toBe("lotte.peeters@example.org");
    expect(errors.filter((error) => !error.includes("429"))).toEqual([]);
  });
});

describe("step 1", () => {
  it("marks an invalid code with the Dutch message", async () => {
    const { page, errors } = await site.open(PATH, PHONE);
    await waitForHydration(page);
    await asNewVisitor(page);
    await enterCode(page, "FF-0000-0000-0000");
    await page.getByText(INVALID).waitFor();
    expect(await page.getByLabel("Ticketcode").getAttribute("aria-invalid")).toBe("true");
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("fills in and checks the code of the ticket e-mail link", async () => {
    const { page, errors, status } = await site.open(`${PATH}?code=${encodeURIComponent(FREE_CODE)}`, PHONE);
    expect(status).toBe(200);
    await waitForHydration(page);
    await asNewVisitor(page);
    await page.getByRole("heading", { name: "Persoonlijke details" }).waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), CODE_KEY)).toContain(FREE_CODE);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("works without JavaScript: the code is checked by the server, step 2 follows", async () => {
    const { page } = await site.open(PATH, PHONE, { javaScriptEnabled: false, ip: nextVisitorIp() });
    await enterCode(page, "ongeldig");
    await page.getByText(INVALID).waitFor();
    expect(await page.getByLabel("Ticketcode").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByLabel("Ticketcode").inputValue()).toBe("ongeldig");

    await enterCode(page, NO_SCRIPT_CODE.toLowerCase());
    await page.getByRole("heading", { name: "Persoonlijke details" }).waitFor();
    expect(page.url()).toContain("code=");
    await page.getByRole("button", { name: "Volgende" }).click();
    expect(await page.getByLabel("Voornaam").getAttribute("aria-invalid")).toBe("true");
    await page.getByLabel("Voornaam").fill("Dirk");
    await page.getByLabel("Achternaam").fill("Bakker");
    await page.getByLabel("E-mailadres").fill("dirk.bakker@example.org");
    await page.getByRole("button", { name: "Volgende" }).click();
    await workshopStep(page).waitFor();

    // The cards are submit buttons too: the action registers and answers with the new state.
    const [workshop] = (await lookup(NO_SCRIPT_CODE)).availableWorkshops;
    await card(page, workshop!.name).click();
    await page.locator('button[aria-pressed="true"]', { hasText: workshop!.name }).waitFor();
    const registered = (await lookup(NO_SCRIPT_CODE)).registeredWorkshops.map((w) => w.id);
    expect(registered).toContain(workshop!.id);
  });
});
