import { beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { ENROLLMENT_STATUS_LABELS } from "../common/vocabulary/courses.ts";
import { ORDER_STATUS_LABELS } from "../common/vocabulary/orders.ts";
import { axeViolations } from "../test/support/browser/axe.ts";
import { useSiteSession } from "../test/support/browser/session.ts";
import { DEMO_BEHEERDER, POLL, signInByMail, waitForStaffHydration } from "../test/support/browser/staff.ts";
import type { ApiCourse } from "../test/support/browser/courses.ts";
import { apiClient } from "../test/support/site/api-client.ts";
import { ownCourses } from "../test/support/site/course-scenarios.ts";
import { ownForum, ticketTypeId } from "../test/support/site/event-scenarios.ts";
import { orderTickets } from "../test/support/site/factories.ts";

// A staff member with only a keyboard, on a phone (390 px), a tablet (820 px) and a laptop (1366 px): on the order
// list, an order, the log and the check-in page they reach the filters, the rows' links, the paging and the page's
// main action with Tab and Enter; every column of a row shows without a horizontal scroll; axe finds nothing. The
// orders are the file's own: one more than the list's page holds, so it has a second page. A course's enrolments,
// the list with the most columns, show every column of a row too; the course and its two enrolments are the file's.

const site = useSiteSession({ mail: true });
let visitor = 0;
const api = apiClient(site, { ip: () => `10.86.0.${++visitor}` });

const FORUM_NAME = "Forum voor het toetsenbord";
/** In every order's e-mail address, and nowhere else: the search that finds exactly the file's orders. */
const DOMAIN = "lijsten-toetsenbord.example.org";
const ORDER_COUNT = 26;
const SIZES = [
  { width: 390, height: 844 },
  { width: 820, height: 1180 },
  { width: 1366, height: 900 },
];

let course: ApiCourse;

beforeAll(async () => {
  ({ course } = await ownCourses(site, {
    course: { title: "Aanmeldingen op elk scherm", maxParticipants: 5, enrolled: 2 },
  }));
  const forum = await ownForum(site, { name: FORUM_NAME, inDays: 3 });
  for (let index = 0; index < ORDER_COUNT; index++) {
    await orderTickets(api, {
      eventId: forum.id,
      lines: [{ ticketTypeId: ticketTypeId(forum, "Regulier"), quantity: 1 }],
      paymentMethod: "INVOICE",
      email: `koper-${index}@${DOMAIN}`,
      publicUrl: site.url,
    });
  }
});

/** Presses Tab until `target` has the focus; fails when it never gets it. */
async function tabTo(page: Page, target: Locator, limit = 150): Promise<void> {
  const element = await target.elementHandle();
  if (!element) throw new Error(`niet op de pagina: ${target.toString()}`);
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press("Tab");
    if (await element.evaluate((node) => node === document.activeElement)) return;
  }
  throw new Error(`niet met Tab bereikt: ${target.toString()}`);
}

async function tabAndEnter(page: Page, target: Locator): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press("Enter");
}

/** The page is no wider than the window: nothing waits behind a horizontal scroll. */
async function fitsTheWidth(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** Every cell of the row (the one that names it too) lies within the window's width, its label too on a card. */
async function cellsWithinWidth(page: Page, row: Locator): Promise<void> {
  const width = page.viewportSize()!.width;
  const cells = row.locator("th, td");
  expect(await cells.count()).toBeGreaterThan(0);
  for (const cell of await cells.all()) {
    const box = (await cell.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
}

/** The list's row that holds `text` (a table body per row). */
const rowWith = (page: Page, text: string | RegExp) =>
  page.getByRole("main").getByRole("rowgroup").filter({ hasText: text }).first();

const ordersShown = (page: Page) => page.getByRole("main").getByRole("rowgroup").filter({ hasText: DOMAIN }).count();

describe("the back office's lists with only a keyboard", () => {
  let page: Page;
  let errors: string[];

  it("signs in", async () => {
    ({ page, errors } = await site.open("/beheer/inloggen"));
    await signInByMail(page, site.url, site.smtp, DEMO_BEHEERDER.email);
  });

  for (const size of SIZES) {
    describe(`at ${size.width} × ${size.height}`, () => {
      beforeAll(async () => {
        await page.setViewportSize(size);
      });

      it("filters the orders, reads every column of a row, pages on and back, and opens an order", async () => {
        await page.goto(`${site.url}/beheer/bestellingen`);
        await waitForStaffHydration(page);
        const search = page.getByRole("search", { name: "Bestellingen zoeken" });
        await tabTo(page, search.getByLabel("Zoek op naam, e-mailadres, bestelnummer of factuurnummer"));
        await page.keyboard.type(DOMAIN);
        // The browser's own date field, typed as dd-mm-jjjj; the address carries it as jjjj-mm-dd.
        await tabTo(page, search.getByLabel("Besteld vanaf"));
        await page.keyboard.type("01012020");
        await tabAndEnter(page, search.getByRole("button", { name: "Zoeken" }));
        await page.waitForURL(/zoek=lijsten-toetsenbord.*van=2020-01-01/);
        await page
          .getByRole("status")
          .filter({ hasText: `${ORDER_COUNT} bestellingen` })
          .waitFor();

        await fitsTheWidth(page);
        const first = rowWith(page, DOMAIN);
        await cellsWithinWidth(page, first);
        expect(await first.getByRole("cell").nth(2).textContent()).toContain("€"); // Bedrag
        const status = await first.getByRole("cell").nth(4).textContent(); // Status, after its label on a card
        expect(Object.values(ORDER_STATUS_LABELS).some((label) => status?.endsWith(label))).toBe(true);
        expect(await axeViolations(page)).toEqual([]);

        await tabAndEnter(page, page.getByRole("link", { name: "Volgende bestellingen" }));
        await page.waitForURL(/na=/);
        await expect.poll(() => ordersShown(page), POLL).toBe(1);
        await fitsTheWidth(page);
        await tabAndEnter(page, page.getByRole("link", { name: "Terug naar het begin" }));
        await page.waitForURL((url) => !url.searchParams.has("na") && url.searchParams.get("zoek") === DOMAIN);
        await expect.poll(() => ordersShown(page), POLL).toBe(ORDER_COUNT - 1);

        await waitForStaffHydration(page);
        await tabAndEnter(page, rowWith(page, DOMAIN).getByRole("link").first());
        await page.waitForURL(/\/beheer\/bestellingen\/[0-9a-f-]{36}$/);
        await page.getByRole("heading", { level: 1, name: /^Bestelling van / }).waitFor();
        await waitForStaffHydration(page);
        await fitsTheWidth(page);
        expect(await axeViolations(page)).toEqual([]);
        // The order's main action, its first in 'Acties', reached and followed to its own page.
        const action = page.getByRole("region", { name: "Acties" }).getByRole("link", { name: "Annuleren" });
        await tabAndEnter(page, action);
        await page.waitForURL(/\/annuleren$/);
      });

      it("shows a sentence that says how to widen a search that finds nothing", async () => {
        await page.goto(`${site.url}/beheer/bestellingen?zoek=niemand-${DOMAIN}`);
        await waitForStaffHydration(page);
        await page.getByText("Geen bestellingen gevonden die bij je zoekopdracht en filters passen.").waitFor();
        await tabAndEnter(page, page.getByRole("main").getByRole("link", { name: "wis de filters" }));
        await page.waitForURL((url) => url.pathname === "/beheer/bestellingen" && url.search === "");
        await fitsTheWidth(page);
      });

      it("filters the log and follows a row's link to the changes of that one thing", async () => {
        await page.goto(`${site.url}/beheer/logboek`);
        await waitForStaffHydration(page);
        const search = page.getByRole("search", { name: "Logboek doorzoeken" });
        await tabTo(page, search.getByLabel("Van"));
        await page.keyboard.type("01012020");
        await tabAndEnter(page, search.getByRole("button", { name: "Zoeken" }));
        await page.waitForURL(/van=2020-01-01/);
        // The newest change on the log (the file's own forum made one; a shared site's other files add more).
        const newest = page
          .getByRole("main")
          .getByRole("rowgroup")
          .filter({ has: page.getByRole("cell") })
          .first();
        await fitsTheWidth(page);
        await cellsWithinWidth(page, newest);
        expect(await axeViolations(page)).toEqual([]);
        await tabAndEnter(page, newest.getByRole("link", { name: "Alle wijzigingen hiervan" }));
        await page.waitForURL(/soort=.*&id=/);
        await page
          .getByRole("status")
          .filter({ hasText: /\d+ wijziging/ })
          .waitFor();
        await fitsTheWidth(page);
      });

      it("shows every column of a course's enrolment, with its status and its button", async () => {
        await page.goto(`${site.url}/beheer/cursussen/${course.id}/inschrijvingen`);
        await waitForStaffHydration(page);
        await page.getByRole("status").filter({ hasText: "2 aanmeldingen" }).waitFor();
        await fitsTheWidth(page);
        const row = rowWith(page, "Deelnemer Nummer 1");
        await row.getByRole("rowheader").waitFor(); // Naam
        expect(await row.getByRole("cell").count()).toBe(8); // E-mailadres … Registratienummers … Actie
        await cellsWithinWidth(page, row);
        expect(await row.getByRole("cell").nth(0).textContent()).toContain("@voorbeeld.example.org");
        expect(await row.getByRole("cell").nth(5).textContent()).toMatch(
          new RegExp(`${ENROLLMENT_STATUS_LABELS.ACTIVE}$`),
        );
        await tabTo(page, row.getByRole("button", { name: "Afmelden Deelnemer Nummer 1" }));
        expect(await axeViolations(page)).toEqual([]);
      });

      it("reaches the file's forum on the check-in page and opens its door", async () => {
        await page.goto(`${site.url}/beheer/check-in`);
        await waitForStaffHydration(page);
        await fitsTheWidth(page);
        expect(await axeViolations(page)).toEqual([]);
        await tabAndEnter(page, page.getByRole("main").getByRole("link", { name: FORUM_NAME, exact: true }));
        await page.waitForURL(/\/beheer\/check-in\/.+/);
        await fitsTheWidth(page);
      });
    });
  }

  it("logs no errors in the browser", () => {
    expect(errors).toEqual([]);
  });
});
