import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { SetAccreditationDocument } from "../app/graphql/generated.ts";
import { axeViolations } from "../test/support/browser/axe.ts";
import { useSiteSession } from "../test/support/browser/session.ts";
import { overflowsHorizontally } from "../test/support/browser/site.ts";
import { DEMO_BEHEERDER, signInByMail, waitForStaffHydration } from "../test/support/browser/staff.ts";
import { apiClient } from "../test/support/site/api-client.ts";
import {
  addStaffMemberThroughApi,
  createFriendThroughApi,
  createSiteNoticeThroughApi,
  createVacancyThroughApi,
  registerIdThroughApi,
} from "../test/support/site/back-office-scenarios.ts";
import {
  createCourseThroughApi,
  createEventThroughApi,
  createOrganizationThroughApi,
  orderTickets,
} from "../test/support/site/factories.ts";
import { staffApi } from "../test/support/site/staff-api.ts";
import { staffRoutes } from "../test/support/staff-routes.ts";

// The bar every page of the back office must meet: anonymous visitors are sent to sign in, a balie member
// is refused with 403 'Geen toegang' wherever their role lacks the permission the page declares (its route's
// handle, read through test/support/staff-routes.ts), and for a beheerder every page
// answers 200 with 0 axe violations at a laptop size, and fits a tablet's width without sideways scrolling.

const site = useSiteSession({ mail: true });

const LAPTOP = { width: 1280, height: 800 };
const TABLET = { width: 820, height: 1180 };
const BALIE = { email: "bram.balie@example.org", name: "Bram van de Balie" };
/** What a balie member may do (decision 0012), written out here rather than read from the app's own table. */
const BALIE_MAY = ["backoffice.open", "participants.read", "checkin.perform"];

type Ids = Record<
  | "event"
  | "ticket"
  | "slot"
  | "workshop"
  | "course"
  | "friend"
  | "org"
  | "vacancy"
  | "staff"
  | "order"
  | "notice"
  | "register",
  string
>;

type StaffPage = {
  /** The route's path exactly as app/routes.ts writes it. */
  route: string;
  path: (ids: Ids) => string;
  /** A GET of this address shows nothing itself: it sends a signed-in person on to the dashboard. */
  redirectsHome?: true;
};

const PAGES: StaffPage[] = [
  { route: "beheer", path: () => "/beheer" },
  { route: "beheer/account", path: () => "/beheer/account" },
  {
    route: "beheer/account/sessies/beeindigen",
    path: () => "/beheer/account/sessies/beeindigen",
    redirectsHome: true,
  },
  { route: "beheer/account/passkeys", path: () => "/beheer/account/passkeys", redirectsHome: true },
  {
    route: "beheer/account/passkeys/bevestigen",
    path: () => "/beheer/account/passkeys/bevestigen",
    redirectsHome: true,
  },
  { route: "beheer/medewerkers/passkeys", path: () => "/beheer/medewerkers/passkeys" },
  { route: "beheer/medewerkers", path: () => "/beheer/medewerkers" },
  { route: "beheer/medewerkers/nieuw", path: () => "/beheer/medewerkers/nieuw" },
  { route: "beheer/medewerkers/:id", path: (ids) => `/beheer/medewerkers/${ids.staff}` },
  { route: "beheer/logboek", path: () => "/beheer/logboek" },
  { route: "beheer/privacy/verzoeken", path: () => "/beheer/privacy/verzoeken" },
  {
    route: "beheer/privacy/verwerkingsregister",
    path: () => "/beheer/privacy/verwerkingsregister",
  },
  {
    route: "beheer/tekstvoorbeeld",
    path: () => "/beheer/tekstvoorbeeld",
    redirectsHome: true,
  },
  { route: "beheer/vrienden", path: () => "/beheer/vrienden" },
  { route: "beheer/vrienden/nieuw", path: () => "/beheer/vrienden/nieuw" },
  { route: "beheer/vrienden/:id", path: (ids) => `/beheer/vrienden/${ids.friend}` },
  { route: "beheer/organisaties", path: () => "/beheer/organisaties" },
  { route: "beheer/organisaties/nieuw", path: () => "/beheer/organisaties/nieuw" },
  { route: "beheer/organisaties/:id", path: (ids) => `/beheer/organisaties/${ids.org}` },
  { route: "beheer/vacatures", path: () => "/beheer/vacatures" },
  { route: "beheer/vacatures/nieuw", path: () => "/beheer/vacatures/nieuw" },
  { route: "beheer/vacatures/:id", path: (ids) => `/beheer/vacatures/${ids.vacancy}` },
  { route: "beheer/registers", path: () => "/beheer/registers" },
  { route: "beheer/registers/:id", path: (ids) => `/beheer/registers/${ids.register}` },
  { route: "beheer/meldingen", path: () => "/beheer/meldingen" },
  { route: "beheer/meldingen/nieuw", path: () => "/beheer/meldingen/nieuw" },
  { route: "beheer/meldingen/:id", path: (ids) => `/beheer/meldingen/${ids.notice}` },
  { route: "beheer/meldingen/:id/verwijderen", path: (ids) => `/beheer/meldingen/${ids.notice}/verwijderen` },
  { route: "beheer/paginas", path: () => "/beheer/paginas" },
  { route: "beheer/paginas/:pagina", path: () => "/beheer/paginas/over-ons" },
  // Shown in the public site's frame, still behind the back office's sign-in and permission.
  { route: "beheer/paginas/:pagina/voorbeeld", path: () => "/beheer/paginas/contact/voorbeeld" },
  // Images: a staff member sees the kinds their content permissions allow; with none of them, 403.
  { route: "beheer/afbeeldingen", path: () => "/beheer/afbeeldingen" },
  {
    route: "beheer/evenementen/:id/workshops",
    path: (ids) => `/beheer/evenementen/${ids.event}/workshops`,
  },
  {
    route: "beheer/evenementen/:id/workshops/tijdvakken/:slotId",
    path: (ids) => `/beheer/evenementen/${ids.event}/workshops/tijdvakken/${ids.slot}`,
  },
  {
    route: "beheer/evenementen/:id/workshops/tijdvakken/:slotId/nieuw",
    path: (ids) => `/beheer/evenementen/${ids.event}/workshops/tijdvakken/${ids.slot}/nieuw`,
  },
  {
    route: "beheer/evenementen/:id/workshops/:workshopId",
    path: (ids) => `/beheer/evenementen/${ids.event}/workshops/${ids.workshop}`,
  },
  {
    route: "beheer/evenementen/:id/workshops/:workshopId/aanmeldingen",
    path: (ids) => `/beheer/evenementen/${ids.event}/workshops/${ids.workshop}/aanmeldingen`,
  },
  {
    route: "beheer/evenementen/:id/deelnemers",
    path: (ids) => `/beheer/evenementen/${ids.event}/deelnemers`,
  },
  { route: "beheer/berichten", path: () => "/beheer/berichten" },
  { route: "beheer/bestellingen", path: () => "/beheer/bestellingen" },
  { route: "beheer/bestellingen/:id", path: (ids) => `/beheer/bestellingen/${ids.order}` },
  {
    route: "beheer/bestellingen/:id/annuleren",
    path: (ids) => `/beheer/bestellingen/${ids.order}/annuleren`,
  },
  {
    route: "beheer/bestellingen/:id/terugbetalen",
    path: (ids) => `/beheer/bestellingen/${ids.order}/terugbetalen`,
  },
  { route: "beheer/facturen", path: () => "/beheer/facturen" },
  { route: "beheer/taken", path: () => "/beheer/taken" },
  {
    route: "beheer/berichten/nieuw",
    path: (ids) => `/beheer/berichten/nieuw?doelgroep=cursus:${ids.course}`,
  },
  { route: "beheer/cursussen", path: () => "/beheer/cursussen" },
  { route: "beheer/cursussen/nieuw", path: () => "/beheer/cursussen/nieuw" },
  { route: "beheer/cursussen/:id", path: (ids) => `/beheer/cursussen/${ids.course}` },
  {
    route: "beheer/cursussen/:id/inschrijvingen",
    path: (ids) => `/beheer/cursussen/${ids.course}/inschrijvingen`,
  },
  { route: "beheer/evenementen", path: () => "/beheer/evenementen" },
  { route: "beheer/evenementen/nieuw", path: () => "/beheer/evenementen/nieuw" },
  { route: "beheer/evenementen/:id", path: (ids) => `/beheer/evenementen/${ids.event}` },
  {
    route: "beheer/evenementen/:id/kopieren",
    path: (ids) => `/beheer/evenementen/${ids.event}/kopieren`,
  },
  {
    route: "beheer/evenementen/:id/annuleren",
    path: (ids) => `/beheer/evenementen/${ids.event}/annuleren`,
  },
  {
    route: "beheer/evenementen/:id/tickets/nieuw",
    path: (ids) => `/beheer/evenementen/${ids.event}/tickets/nieuw`,
  },
  {
    route: "beheer/evenementen/:id/tickets/:ticketTypeId",
    path: (ids) => `/beheer/evenementen/${ids.event}/tickets/${ids.ticket}`,
  },
  {
    route: "beheer/evenementen/:id/tickets/:ticketTypeId/verwijderen",
    path: (ids) => `/beheer/evenementen/${ids.event}/tickets/${ids.ticket}/verwijderen`,
  },
  { route: "beheer/check-in", path: () => "/beheer/check-in" },
  {
    route: "beheer/check-in/scan",
    path: () => "/beheer/check-in/scan",
    redirectsHome: true,
  },
  {
    route: "beheer/check-in/:soort/:id",
    path: (ids) => `/beheer/check-in/evenement/${ids.event}`,
  },
  {
    route: "beheer/evenementen/:id/certificaten",
    path: (ids) => `/beheer/evenementen/${ids.event}/certificaten`,
  },
  {
    route: "beheer/cursussen/:id/certificaten",
    path: (ids) => `/beheer/cursussen/${ids.course}/certificaten`,
  },
  { route: "beheer/accreditatie", path: () => "/beheer/accreditatie" },
  {
    route: "beheer/accreditatie/evenementen/:id",
    path: (ids) => `/beheer/accreditatie/evenementen/${ids.event}`,
  },
  {
    route: "beheer/accreditatie/cursussen/:id",
    path: (ids) => `/beheer/accreditatie/cursussen/${ids.course}`,
  },
];

/** The public entrance, outside the signed-in layout: open to anyone. */
const ENTRANCE = ["beheer/inloggen", "beheer/inloggen/link", "beheer/inloggen/passkey", "beheer/uitloggen"];

/**
 * Routes that answer files, not pages (downloads): each file's own tests check its permission (the privacy
 * request download in e2e/beheer-privacy-requests.test.ts), and a missing or wrong session is refused there by the
 * same layout as the pages.
 */
const FILES = ["beheer/downloads/:name", "beheer/privacy/verzoeken/download"];

/** Every back-office route app/routes.ts registers. */
function registeredStaffRoutes(): string[] {
  const source = readFileSync(new URL("../app/routes.ts", import.meta.url), "utf8");
  return [...source.matchAll(/route\("(beheer[^"]*)"/g)].map((match) => match[1]!);
}

/** The innermost elements reaching past the window's right edge, to say what makes a page scroll sideways. */
function widestElements(page: Page): Promise<string> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll("*")]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .filter(
        (element) =>
          ![...element.children].some((child) => child.getBoundingClientRect().right > window.innerWidth + 1),
      )
      .slice(0, 3)
      .map(
        (element) =>
          `<${element.tagName.toLowerCase()} class="${element.className}">${(element.textContent ?? "").slice(0, 40)}`,
      )
      .join(", "),
  );
}

/** The text of the page's first h1 in the server's HTML. */
function firstHeading(html: string): string | undefined {
  const inner = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  return inner?.replace(/<[^>]+>/g, "").trim();
}

let ids: Ids;
let beheerder: Page;
/** What each page declares it needs (one of them), by route. */
let declared: Map<string, readonly string[]>;

/**
 * Real ids of the file's own, made as staff make them through the back office's mutations: an event with a ticket
 * type, a workshop slot and a workshop, an order of it by invoice, an organisation with a course, a friend, a vacancy
 * and a staff member.
 */
async function ownIds(): Promise<Ids> {
  const staff = await staffApi(site);
  const workshop = "Rechten en rollen";
  const event = await createEventThroughApi(staff, {
    name: "Forum Toegangsproef",
    ticketTypes: [{ name: "Regulier", price: "35,00", quantity: 20 }],
    slots: [{ workshops: [{ name: workshop, capacity: 10 }] }],
  });
  const ticket = event.ticketTypeIds.Regulier!;
  const org = await createOrganizationThroughApi(staff, "Stichting Toegangsproef");
  const course = await createCourseThroughApi(staff, {
    title: "Toegang tot het dossier",
    organizationId: org,
    maxParticipants: 12,
  });
  // Accredited, so the presence pages have a list to show.
  for (const subject of [
    { kind: "EVENT" as const, id: event.id },
    { kind: "COURSE" as const, id: course },
  ]) {
    const accreditation = { hours: "3", points: "3", registerCodes: ["BIG"], accreditationNumber: "ACC-TOEGANG" };
    await staff(SetAccreditationDocument, { input: { subject, ...accreditation } });
  }
  return {
    event: event.id,
    ticket,
    slot: event.slots[0]!.id,
    workshop: event.slots[0]!.workshopIds[workshop]!,
    order: await orderTickets(apiClient(site, { ip: "10.74.0.1" }), {
      eventId: event.id,
      lines: [{ ticketTypeId: ticket, quantity: 1 }],
      paymentMethod: "INVOICE",
      email: "koper.toegang@example.org",
      publicUrl: site.url,
    }),
    org,
    course,
    friend: await createFriendThroughApi(staff, "Vriendenkring Toegangsproef"),
    vacancy: await createVacancyThroughApi(staff, "Medewerker toegangsbeheer", "Stichting Toegangsproef"),
    notice: await createSiteNoticeThroughApi(staff, "Een melding van de toegangsproef."),
    register: await registerIdThroughApi(staff, "NVO"),
    staff: await addStaffMemberThroughApi(staff, {
      name: "Rosa Redactie",
      email: "rosa.redactie@example.org",
      role: "redacteur",
    }),
  };
}

/** Whether a balie member may open the page: one of its permissions is theirs. */
function balieMay(page: StaffPage): boolean {
  const permissions = declared.get(page.route);
  if (!permissions) throw new Error(`${page.route} verklaart geen recht`);
  return permissions.some((permission) => BALIE_MAY.includes(permission));
}

/** Sets up what the tests below use; a test of its own, as signing in polls with expect. */
async function prepare(): Promise<void> {
  declared = new Map((await staffRoutes()).map((route) => [route.route, route.permissions ?? []]));
  const { page } = await site.open("/beheer/inloggen", LAPTOP);
  beheerder = page;
  await signInByMail(page, site.url, site.smtp, DEMO_BEHEERDER.email);
  ids = await ownIds();

  // A balie member, added through the Medewerkers form.
  await page.goto(`${site.url}/beheer/medewerkers/nieuw`);
  await waitForStaffHydration(page);
  await page.getByLabel("Naam").fill(BALIE.name);
  await page.getByLabel("E-mailadres").fill(BALIE.email);
  await page.getByRole("checkbox", { name: "Balie" }).check();
  await page.getByRole("button", { name: "Medewerker toevoegen" }).click();
  await page.waitForURL(/\/beheer\/medewerkers$/);
  await page.getByRole("status").filter({ hasText: "De medewerker is toegevoegd." }).waitFor();
}

describe("the back office's pages", () => {
  it("are found with real ids, of the file's own, by a signed-in beheerder, who adds a balie member", prepare);

  it("cover every /beheer route of app/routes.ts", () => {
    const covered = [...PAGES.map((page) => page.route), ...ENTRANCE, ...FILES].sort();
    expect(covered).toEqual(registeredStaffRoutes().sort());
  });

  it("send an anonymous visitor to the sign-in page, with the way back", async () => {
    for (const page of PAGES) {
      const path = page.path(ids);
      const response = await fetch(`${site.url}${path}`, { redirect: "manual" });
      expect([302, 303, 307], path).toContain(response.status);
      const location = new URL(response.headers.get("location") ?? "", site.url);
      expect(location.pathname, path).toBe("/beheer/inloggen");
      // The dashboard is where signing in ends anyway: it needs no way back.
      expect(location.searchParams.get("terug"), path).toBe(path === "/beheer" ? null : path);
    }
  });

  it("refuse a balie member with 403 'Geen toegang' where the role lacks the permission", async () => {
    const { page } = await site.open("/beheer/inloggen", LAPTOP);
    await signInByMail(page, site.url, site.smtp, BALIE.email);
    // The sweep needs no browser: the balie member's session cookie on plain requests, as a browser sends it.
    const cookie = (await page.context().cookies(site.url)).map(({ name, value }) => `${name}=${value}`).join("; ");
    for (const entry of PAGES) {
      const path = entry.path(ids);
      const response = await fetch(`${site.url}${path}`, { headers: { cookie } });
      const heading = firstHeading(await response.text());
      if (balieMay(entry)) {
        expect(response.status, path).toBe(200);
        expect(heading, path).not.toBe("Geen toegang");
      } else {
        expect(response.status, path).toBe(403);
        expect(heading, path).toBe("Geen toegang");
      }
    }
    // The refusal page itself, once, as a browser shows it.
    const refused = PAGES.find((entry) => !balieMay(entry))!;
    expect((await page.goto(`${site.url}${refused.path(ids)}`))?.status()).toBe(403);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("answer a beheerder with 200 and without axe violations (laptop), and without sideways scrolling (tablet)", async () => {
    const problems: string[] = [];
    for (const entry of PAGES) {
      const path = entry.path(ids);
      await beheerder.setViewportSize(LAPTOP);
      const response = await beheerder.goto(`${site.url}${path}`);
      if (entry.redirectsHome) {
        expect(new URL(beheerder.url()).pathname, path).toBe("/beheer");
        continue;
      }
      expect(response?.status(), path).toBe(200);
      await waitForStaffHydration(beheerder);
      // axe once per page, at laptop size (its rules do not depend on the width); then the same page at tablet
      // width, where the layout must fit without sideways scrolling.
      for (const violation of await axeViolations(beheerder)) problems.push(`${path}: ${violation}`);
      await beheerder.setViewportSize(TABLET);
      // Two frames: what reacts to the new width in script (a media query's listener) has rendered by then.
      await beheerder.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      if (await overflowsHorizontally(beheerder)) {
        problems.push(`${path}: scrolls sideways at tablet size because of ${await widestElements(beheerder)}`);
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);
});
