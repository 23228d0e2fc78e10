import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { cspWatchedVisitor, type CspWatchedVisitor } from "../test/support/browser/csp.ts";
import {
  enrollmentForm,
  fillEnrollmentForm,
  participant,
  submitButton,
  SUCCESS_TITLE,
  visitorIps,
} from "../test/support/browser/courses.ts";
import { PHONE, useSiteSession, type VisitorOptions } from "../test/support/browser/session.ts";
import { titleOf, waitForHydration, withoutOwnStatusError } from "../test/support/browser/site.ts";
import { apiClient } from "../test/support/site/api-client.ts";
import { ownCourses } from "../test/support/site/course-scenarios.ts";
import { ownForum } from "../test/support/site/event-scenarios.ts";
import { eventWithTicketCodes } from "../test/support/site/workshop-scenarios.ts";

// Every page runs under a Content-Security-Policy without 'unsafe-inline' for scripts. Each route and
// the flows that post forms, navigate on the client and leave for the payment provider are run in a real browser,
// which must report no violation at all: a script the policy blocks is a page that silently stops working.

const site = useSiteSession({ mail: true });
const nextIp = visitorIps("10.71");
/** The file's own pages: a forum with tickets, a course with places, and two ticket codes of an event with workshops. */
type OwnData = { forumId: string; courseId: string; codes: string[] };
let own: OwnData;
const visitors: CspWatchedVisitor[] = [];

beforeAll(async () => {
  const forum = await ownForum(site, { name: "Forum Veilige Scripts" });
  const { course } = await ownCourses(site, { course: { title: "Scripts onder toezicht", maxParticipants: 12 } });
  const { codes } = await eventWithTicketCodes(site, apiClient(site, { ip: nextIp }), {
    name: "Workshopdag Veilige Scripts",
    tickets: 2,
    buyer: "koper.csp@example.org",
    slots: [
      { workshops: [{ name: "Scripts lezen", capacity: 10 }] },
      { workshops: [{ name: "Scripts schrijven", capacity: 10 }] },
    ],
  });
  own = { forumId: forum.id, courseId: course.id, codes };
});
afterEach(async () => {
  for (const visitor of visitors.splice(0)) await visitor.context.close();
});

async function visitor(options: VisitorOptions & { viewport?: { width: number; height: number } } = {}) {
  const watched = await cspWatchedVisitor(site.browser, { ip: nextIp(), ...options });
  visitors.push(watched);
  return watched;
}

type RouteCase = { name: string; path: (own: OwnData) => string; app: boolean };

// Every route of app/routes.ts that e2e/all-routes.test.ts does not already visit under the policy (it watches
// its visits of the site's pages for violations), plus the pages the server renders itself.
const ROUTES: RouteCase[] = [
  { name: "ticket purchase", path: (o) => `/evenementen/${o.forumId}/aanmelden`, app: true },
  { name: "purchase completion", path: (o) => `/evenementen/${o.forumId}/aanmelden-voltooid`, app: true },
  { name: "workshop wizard", path: () => "/workshops/aanmelden", app: true },
  { name: "workshop wizard with a code", path: (o) => `/workshops/aanmelden?code=${o.codes[0]}`, app: true },
  { name: "course page", path: (o) => `/vakschool/${o.courseId}`, app: true },
  { name: "cancel page of an unknown link", path: () => `/vakschool/afmelden/${"x".repeat(32)}`, app: true },
  { name: "certificate PDF of an unknown link", path: () => `/certificaat/pdf/${"x".repeat(32)}`, app: true },
  { name: "old course address (redirect)", path: () => "/courses", app: true },
  { name: "sitemap.xml", path: () => "/sitemap.xml", app: false },
  { name: "robots.txt", path: () => "/robots.txt", app: false },
  { name: "an SVG image opened directly", path: () => "/favicon.svg", app: false },
  { name: "dev mailbox", path: () => "/dev/mail", app: false },
  { name: "test checkout of an unknown payment", path: () => "/test-betaalprovider/tr_onbekend", app: false },
];

/** No violation, and no console error but the one Chrome logs for a page that answers with an error status. */
function expectClean({ violations, errors, page }: CspWatchedVisitor) {
  expect(violations).toEqual([]);
  expect(withoutOwnStatusError(errors, page.url()).filter((error) => !error.includes("favicon.ico"))).toEqual([]);
}

describe("every route with JavaScript on", () => {
  it.each(ROUTES)("$name: no CSP violation", async ({ path, app }) => {
    const watched = await visitor({ viewport: PHONE });
    await watched.page.goto(`${site.url}${path(own)}`);
    // Hydrated: React Router's inline scripts ran, so the nonces or hashes were accepted.
    if (app) await waitForHydration(watched.page);
    else await watched.page.waitForLoadState("load");
    expectClean(watched);
  });

  it("navigates on the client (data requests, route discovery) without a violation", async () => {
    const watched = await visitor();
    const { page } = watched;
    await page.goto(site.url);
    await waitForHydration(page);
    const menu = page.getByRole("navigation", { name: "Hoofdmenu" });
    for (const link of ["Evenementen", "Vakschool", "Over ons"]) {
      await menu.getByRole("link", { name: link, exact: true }).click();
      await page.waitForFunction((title) => document.title === title, titleOf(link));
    }
    expectClean(watched);
  });
});

const BUYER: [label: string, value: string][] = [
  ["Voornaam", "Anna"],
  ["Achternaam", "de Vries"],
  ["E-mailadres", "anna.csp@example.org"],
  ["Telefoonnummer", "0612345678"],
  ["Straat en huisnummer", "Lindelaan 40"],
  ["Postcode", "3822 XK"],
  ["Plaats", "Amersfoort"],
];

async function orderOneTicketWithIdeal(page: Page) {
  await page.getByLabel("Aantal Regulier").fill("1");
  await page.getByRole("button", { name: "Volgende" }).click();
  await page.getByRole("heading", { name: "Persoonlijke details" }).waitFor();
  for (const [label, value] of BUYER) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole("button", { name: "Bestellen en betalen" }).click();
  await page.waitForURL(/\/test-betaalprovider\/[^/]+$/);
  await page.getByRole("button", { name: "Betaald" }).click();
  await page.waitForURL(/\/aanmelden-voltooid\?order=/);
  await page.getByText("Je betaling is ontvangen.", { exact: false }).waitFor();
}

describe("interactive flows", () => {
  it("buys a ticket with iDEAL through the test provider's checkout, with JavaScript", async () => {
    const watched = await visitor();
    await watched.page.goto(`${site.url}/evenementen/${own.forumId}/aanmelden`);
    await waitForHydration(watched.page);
    await orderOneTicketWithIdeal(watched.page);
    expectClean(watched);
  });

  it("buys a ticket with iDEAL without JavaScript: form-action lets the order's POST go on to the checkout", async () => {
    const watched = await visitor({ javaScriptEnabled: false });
    await watched.page.goto(`${site.url}/evenementen/${own.forumId}/aanmelden`);
    await orderOneTicketWithIdeal(watched.page);
    expectClean(watched);
  });

  it("enrols in a course, reads the confirmation in the dev mailbox and cancels through its link", async () => {
    const email = "femke.csp@example.org";
    const watched = await visitor();
    const { page } = watched;
    await page.goto(`${site.url}/vakschool/${own.courseId}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Direct aanmelden" }).click();
    await enrollmentForm(page).waitFor();
    await fillEnrollmentForm(page, participant(email));
    await submitButton(page).click();
    await page.getByRole("region", { name: "Aanmelden" }).getByText(SUCCESS_TITLE, { exact: true }).waitFor();

    // The dev mailbox answers loopback clients only: this visitor comes without a forwarded address.
    const reader = await visitor({ ip: "" });
    const mailbox = reader.page;
    await expect.poll(() => mailboxLinkTo(email), { timeout: 20_000 }).not.toBeNull();
    await mailbox.goto(`${site.url}/dev/mail`);
    await mailbox.getByRole("row").filter({ hasText: email }).getByRole("link").click();
    // The mail's HTML is shown in a sandboxed frame, which inherits the page's policy.
    const mail = mailbox.frameLocator("iframe");
    const cancelHref = await mail.locator('a[href*="/vakschool/afmelden/"]').getAttribute("href");
    expect(cancelHref).toMatch(/\/vakschool\/afmelden\/[A-Za-z0-9_-]+$/);
    expectClean(reader);

    const response = await page.goto(cancelHref!);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    expect(response?.headers()["referrer-policy"]).toBe("same-origin");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Plaats teruggeven" }).click();
    await page.getByRole("status").filter({ hasText: "Je bent afgemeld" }).waitFor();
    expectClean(watched);
  });

  it("chooses workshops with a ticket code in the wizard", async () => {
    const watched = await visitor({ viewport: PHONE });
    const { page } = watched;
    await page.goto(`${site.url}/workshops/aanmelden`);
    await waitForHydration(page);
    await page.getByLabel("Ticketcode").fill(own.codes[1]!);
    await page.getByRole("button", { name: "Code controleren" }).click();
    await page.getByRole("heading", { name: "Persoonlijke details" }).waitFor();
    await page.getByLabel("Voornaam").fill("Bram");
    await page.getByLabel("Achternaam").fill("Jansen");
    await page.getByLabel("E-mailadres").fill("bram.csp@example.org");
    await page.getByRole("button", { name: "Volgende" }).click();
    const slots = page.getByRole("region", { name: /^Tijdvak / });
    await slots.first().waitFor();
    for (let index = 0; index < (await slots.count()); index++) {
      const slot = slots.nth(index);
      await slot.locator("button[aria-pressed]").first().click();
      await slot.getByText("Je hebt voor dit tijdvak een workshop geselecteerd").waitFor();
    }
    await page.getByRole("button", { name: "Registratie voltooien" }).click();
    await page.getByRole("heading", { name: "Registratie is voltooid" }).waitFor();
    expectClean(watched);
  });
});

/** The dev mailbox's link to the newest mail to `email`, once the mail worker wrote it. */
async function mailboxLinkTo(email: string): Promise<string | null> {
  const html = await (await fetch(`${site.url}/dev/mail`)).text();
  const row = html.split("<tr>").find((part) => part.includes(email));
  return row?.match(/href="([^"]+)"/)?.[1] ?? null;
}
