import { beforeAll, describe, expect, it } from "vitest";
import { formatEurosPlain } from "../common/format/money.ts";
import { apiClient } from "../test/support/site/api-client.ts";
import { axeViolations } from "../test/support/browser/axe.ts";
import { useSiteSession } from "../test/support/browser/session.ts";
import {
  DEMO_BEHEERDER,
  DEMO_REDACTEUR,
  POLL,
  signInByMail,
  waitForStaffHydration,
} from "../test/support/browser/staff.ts";
import { buyWithIdeal, ownForum, ticketTypeId } from "../test/support/site/event-scenarios.ts";

// The dashboard shows an upcoming forum's sale (a paid order of one 'Regulier' and one 'Medewerker
// vriend-organisatie' ticket) as figures and a chart, with its numbers as a table, and leads on to the event; a
// redacteur sees the places but no money. The forum and its order are the file's own; the forum is days away, so it
// is among the soonest events the dashboard lists.

const site = useSiteSession({ mail: true });

const ORDERED = ["Regulier", "Medewerker vriend-organisatie"];

/** The file's forum, and what its order of one ticket of each ORDERED type was worth. */
let forum: { id: string; name: string; revenueCents: number };

beforeAll(async () => {
  const own = await ownForum(site, {
    name: "Forum op het overzicht",
    inDays: 3,
    ticketTypes: [
      { name: "Regulier", price: "149,00", quantity: 100 },
      { name: "Medewerker vriend-organisatie", price: "99,00", quantity: 50 },
    ],
  });
  await buyWithIdeal(site, apiClient(site, { ip: "10.84.0.1" }), {
    eventId: own.id,
    lines: ORDERED.map((name) => ({ ticketTypeId: ticketTypeId(own, name), quantity: 1 })),
    buyer: { firstName: "Ilse", lastName: "Brouwer", email: "ilse.brouwer@overzicht.example.org" },
    ip: "10.84.0.2",
  });
  const ordered = own.ticketTypes.filter((type) => ORDERED.includes(type.name));
  const revenueCents = ordered.reduce((sum, type) => sum + Math.round(type.price * 100), 0);
  forum = { id: own.id, name: own.name, revenueCents };
});

describe("the dashboard", () => {
  it("shows a beheerder an upcoming forum's figures and chart, and leads to the event with the keyboard", async () => {
    const { page } = await site.open("/beheer/inloggen");
    await signInByMail(page, site.url, site.smtp, DEMO_BEHEERDER.email);
    await waitForStaffHydration(page);

    const card = page.getByRole("article", { name: forum.name });
    await expect.poll(() => card.isVisible(), POLL).toBe(true);
    expect(await card.textContent()).toContain(`Omzet: ${formatEurosPlain(forum.revenueCents)} inclusief btw`);
    const chart = card.getByRole("img");
    const summary = await chart.getAttribute("aria-label");
    expect(summary).toMatch(/^Verkochte tickets per tickettype, opgeteld per dag van .+: /);
    expect(summary).toContain("Regulier 1");
    expect(summary).toContain("Medewerker vriend-organisatie 1");
    expect(await page.getByRole("heading", { level: 2, name: "Facturen" }).isVisible()).toBe(true);
    expect(await card.getByRole("link", { name: `Bestellingen van ${forum.name}` }).getAttribute("href")).toBe(
      `/beheer/bestellingen?evenement=${forum.id}`,
    );
    expect(await axeViolations(page)).toEqual([]);

    // The chart's numbers as a table, opened with the keyboard.
    await card.getByText("Cijfers van de grafiek als tabel").focus();
    await page.keyboard.press("Enter");
    const table = card.getByRole("table", { name: `Verkochte tickets van ${forum.name}` });
    await expect.poll(() => table.isVisible(), POLL).toBe(true);
    const headers = await table.getByRole("columnheader").allTextContents();
    expect(headers[0]).toBe("Dag");
    expect(headers).toContain("Regulier");
    expect(await table.getByRole("row").last().textContent()).toMatch(/1.*1/);
    expect(await axeViolations(page)).toEqual([]);

    // On to the event's own page, by keyboard.
    await card.getByRole("link", { name: forum.name, exact: true }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(`${site.url}/beheer/evenementen/${forum.id}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), POLL).toBe(forum.name);
  });

  it("shows a redacteur the places and enrolments but no revenue and no invoices", async () => {
    const { page } = await site.open("/beheer/inloggen");
    await signInByMail(page, site.url, site.smtp, DEMO_REDACTEUR.email);
    const card = page.getByRole("article", { name: forum.name });
    await expect.poll(() => card.isVisible(), POLL).toBe(true);
    expect(await card.getByRole("table", { name: "Tickets" }).isVisible()).toBe(true);
    expect(await card.getByRole("img").count()).toBe(1);
    const text = (await page.locator("main").textContent()) ?? "";
    expect(text).not.toContain("Omzet");
    expect(text).not.toContain("Bestellingen van");
    expect(await page.getByRole("heading", { level: 2, name: "Facturen" }).count()).toBe(0);
    expect(await page.getByRole("heading", { level: 2, name: "Komende cursussen" }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });
});
