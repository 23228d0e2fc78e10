import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { startApiProxy, type ApiProxy } from "../test/support/site/api-proxy.ts";
import { axeViolations } from "../test/support/browser/axe.ts";
import { courseInfo, DRAFT_TITLES, fetchCourses, type ApiCourse } from "../test/support/browser/courses.ts";
import { ownCourses, type CoursePlan } from "../test/support/site/course-scenarios.ts";
import { DESKTOP, PHONE, useSiteSession } from "../test/support/browser/session.ts";
import {
  amsterdamDayMonthTime,
  amsterdamWeekdayMoment,
  escapeHtml,
  fetchHtml,
  overflowsHorizontally,
  titleOf,
  waitForHydration,
  withoutOwnStatusError,
} from "../test/support/browser/site.ts";

// The Vakschool pages (docs/product.md §2, §4) as a visitor reads them: the overview and a course page of every state,
// on a server of the file's own. The courses of each state are the file's own, made as staff do; the overview also
// shows the demo's, whose drafts must stay hidden and whose friends have logos. Nothing here enrols, so the places stay
// as made. The web app reaches the API through a switchable proxy (API_URL), so the same server also shows an empty
// list and a failing API.

let proxy: ApiProxy;
beforeAll(async () => {
  proxy = await startApiProxy();
});
afterAll(async () => {
  await proxy?.close();
});

const site = useSiteSession({ env: () => ({ API_URL: proxy.url }), mail: true });

/** A course of each state the pages show, made before the first page is opened. */
const PLANS = {
  /** Open, with more than one place left; its summary is long enough for the clamp. */
  open: {
    title: "Verslaglegging in de forensische praktijk",
    maxParticipants: 20,
    enrolled: 6,
    summary:
      "Een dag over dossiervoering, rapportage en het delen van informatie met ketenpartners: wat schrijf je op, " +
      "voor wie, en hoe houd je het feitelijk en bruikbaar voor de rechter en de reclassering.",
  },
  /** Open, nobody enrolled yet, given by an organisation without a logo (all of the file's own are). */
  untouched: { title: "Kennismaking met de forensische psychiatrie", maxParticipants: 14 },
  lastPlace: { title: "Delictanalyse met de cliënt", maxParticipants: 5, enrolled: 4 },
  full: { title: "Werken met een levensloopinterview", maxParticipants: 3, enrolled: 3 },
  canceled: { title: "Toezicht houden op afstand", maxParticipants: 10, enrolled: 2, ending: "CANCELED" },
  completed: { title: "Verslavingszorg en recidive", maxParticipants: 10, inDays: -21, ending: "COMPLETED" },
} satisfies Record<string, CoursePlan>;

type OwnCourses = Record<keyof typeof PLANS, ApiCourse>;
let own: OwnCourses;
/** Every public course, the file's own and the demo's, in the API's order. */
let courses: ApiCourse[];

beforeAll(async () => {
  proxy.target = `${site.url}/graphql`;
  own = await ownCourses(site, PLANS);
  courses = await fetchCourses(site.url);
});

/** What a card says at its foot: the places left of an open course, the state of any other. */
function expectedCardStatus(course: ApiCourse): string {
  if (course.status === "CANCELED") return "Geannuleerd";
  if (course.status === "COMPLETED") return "Afgerond";
  if (course.isFull) return "Volgeboekt";
  return course.availablePlaces === 1 ? "1 plaats beschikbaar" : `${course.availablePlaces} plaatsen beschikbaar`;
}

function cardOf(page: Page, course: ApiCourse): Locator {
  return page
    .getByRole("list", { name: "Cursussen" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: course.title, exact: true }) })
    .getByRole("article");
}

/** The value after a label ('Plaats:', 'Start:') on a card. */
function cardDetail(card: Locator, label: string): Locator {
  return card.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");
}

/** How many columns the cards stand in: the distinct left edges of the cards. */
async function columnsOf(page: Page): Promise<number> {
  const lefts = await page
    .getByRole("list", { name: "Cursussen" })
    .getByRole("article")
    .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().left)));
  return new Set(lefts).size;
}

describe("the Vakschool overview (/vakschool) on a desktop", () => {
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    let status: number;
    ({ page, errors, status } = await site.open("/vakschool", DESKTOP));
    expect(status).toBe(200);
    await waitForHydration(page);
  });

  it("introduces the Vakschool and explains how to enrol", async () => {
    expect(await page.title()).toBe(titleOf("Vakschool"));
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Forensische Vakschool");
    expect(await page.getByRole("main").textContent()).toContain(
      "Drie keer per jaar is er een week van de Forensische Vakschool",
    );
    const howTo = page.getByRole("region", { name: "Zo meld je je aan" });
    const steps = await howTo.getByRole("listitem").allTextContents();
    expect(steps).toHaveLength(3);
    expect(steps[0]).toContain("Direct aanmelden");
    expect(steps[1]).toBe("Je ontvangt daarna een bevestiging per e-mail.");
    expect(await page.getByRole("heading", { level: 2, name: "Cursussen", exact: true }).isVisible()).toBe(true);
  });

  // About the demo content as shown: its drafts are the ones that must never appear.
  it("lists every public course as a card, in the API's order, and never a draft", async () => {
    const ownIds = Object.values(own).map((course) => course.id);
    expect(courses.filter((course) => !ownIds.includes(course.id)).length).toBeGreaterThanOrEqual(7);
    const list = page.getByRole("list", { name: "Cursussen" });
    expect(await list.getByRole("listitem").count()).toBe(courses.length);
    expect(await list.getByRole("heading", { level: 2 }).allTextContents()).toEqual(courses.map((c) => c.title));

    expect(DRAFT_TITLES.length).toBeGreaterThan(0);
    const text = (await page.getByRole("main").textContent()) ?? "";
    for (const draft of DRAFT_TITLES) {
      expect(courses.map((course) => course.title)).not.toContain(draft);
      expect(text).not.toContain(draft);
    }
  });

  // Every card, the demo's among them: their organisations are the ones with a logo.
  it("shows on each card the logo, organisation, 'Vakschool', title, summary, place, start and places or state", async () => {
    for (const course of courses) {
      const card = cardOf(page, course);
      const { name, logoUrl } = course.organization;
      const logo = card.getByRole("img");
      if (logoUrl) {
        expect(await logo.getAttribute("alt"), course.title).toBe(`Logo van ${name}`);
        expect(await logo.getAttribute("src"), course.title).toBe(logoUrl);
      } else {
        expect(await logo.count(), course.title).toBe(0);
      }
      expect(await card.getByText(name, { exact: true }).isVisible(), course.title).toBe(true);
      expect(await card.getByText("Vakschool", { exact: true }).isVisible(), course.title).toBe(true);
      const link = card.getByRole("link");
      expect(await link.count(), course.title).toBe(1);
      expect(await link.textContent()).toBe(course.title);
      expect(await link.getAttribute("href")).toBe(`/vakschool/${course.id}`);
      expect(await card.getByText(course.summary, { exact: true }).isVisible(), course.title).toBe(true);
      expect(await cardDetail(card, "Plaats:").textContent(), course.title).toBe(course.location.city);
      expect(await cardDetail(card, "Start:").textContent(), course.title).toBe(
        amsterdamDayMonthTime(course.timeFrame.start),
      );
      expect(await card.locator(":scope > p").last().textContent(), course.title).toBe(expectedCardStatus(course));
    }
  });

  it("counts the places of open courses in correct Dutch and names the state of the others", async () => {
    const status = (course: ApiCourse) => cardOf(page, course).locator(":scope > p").last().textContent();
    expect(own.open.availablePlaces).toBeGreaterThan(1);
    expect(await status(own.open)).toBe(`${own.open.availablePlaces} plaatsen beschikbaar`);
    expect(await status(own.untouched)).toBe(`${own.untouched.maxParticipants} plaatsen beschikbaar`);
    expect(await status(own.lastPlace)).toBe("1 plaats beschikbaar");
    expect(await status(own.full)).toBe("Volgeboekt");
    expect(await status(own.canceled)).toBe("Geannuleerd");
    expect(await status(own.completed)).toBe("Afgerond");
  });

  it("places the cards in three columns", async () => {
    expect(await columnsOf(page)).toBe(3);
  });

  it("clamps a long summary to three lines", async () => {
    const summary = cardOf(page, own.open).getByText(own.open.summary, { exact: true });
    const lines = await summary.evaluate((element) => {
      const style = getComputedStyle(element);
      // Far more text than three lines of a card hold: the clamp must cut it off.
      element.textContent = `${element.textContent} `.repeat(12);
      const lineHeight = parseFloat(style.lineHeight);
      return {
        clamp: style.getPropertyValue("-webkit-line-clamp") || style.getPropertyValue("line-clamp"),
        shown: Math.round(element.clientHeight / lineHeight),
        hidden: element.scrollHeight > element.clientHeight + lineHeight,
      };
    });
    expect(lines).toEqual({ clamp: "3", shown: 3, hidden: true });
  });

  it("has no axe violations and no console errors", async () => {
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  // Last, as it narrows this page's window.
  it("places the cards in one column at phone width, without sideways scrolling", async () => {
    await page.setViewportSize(PHONE);
    expect(await columnsOf(page)).toBe(1);
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(errors).toEqual([]);
  });
});

describe("from the overview to a course and back", () => {
  it("opens a card clicked away from its title, says 'Cursus wordt geladen...' meanwhile, and goes back", async () => {
    const { page, errors } = await site.open("/vakschool", DESKTOP);
    await waitForHydration(page);
    // Hold the course's data until the loading notice has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/vakschool\/[0-9a-f-]+\.data/, async (route) => {
      await held;
      await route.continue();
    });

    // The start date at the card's foot is plain text, but the title's link lies over the whole card.
    const start = cardDetail(cardOf(page, own.untouched), "Start:");
    await start.scrollIntoViewIfNeeded();
    const box = await start.boundingBox();
    if (!box) throw new Error("de startdatum van de kaart is niet zichtbaar");
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    const hit = await page.evaluate(([px, py]) => document.elementFromPoint(px!, py!)?.closest("a")?.href, [x, y]);
    expect(hit).toBe(`${site.url}/vakschool/${own.untouched.id}`);
    await page.mouse.click(x, y);

    const notice = page.getByRole("status").filter({ hasText: "Cursus wordt geladen..." });
    await notice.waitFor();
    expect(await notice.isVisible()).toBe(true);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Forensische Vakschool");
    release();
    await page.getByRole("heading", { level: 1, name: own.untouched.title }).waitFor();
    expect(page.url()).toBe(`${site.url}/vakschool/${own.untouched.id}`);
    expect(await page.getByText("Cursus wordt geladen...").count()).toBe(0);

    await page.getByRole("link", { name: "Terug naar overzicht" }).click();
    await page.getByRole("heading", { level: 1, name: "Forensische Vakschool" }).waitFor();
    expect(page.url()).toBe(`${site.url}/vakschool`);
    expect(errors).toEqual([]);
  });
});

type StateCase = {
  state: string;
  course: (own: OwnCourses) => ApiCourse;
  badge: string;
  /** The disabled button of a course that takes no enrolments; undefined for an open course. */
  closed?: "Volgeboekt" | "Geannuleerd" | "Afgerond";
  size: "phone" | "desktop";
};

const STATES: StateCase[] = [
  { state: "open", course: (made) => made.open, badge: "Open voor inschrijving", size: "phone" },
  { state: "full", course: (made) => made.full, badge: "Volgeboekt", closed: "Volgeboekt", size: "desktop" },
  { state: "canceled", course: (made) => made.canceled, badge: "Geannuleerd", closed: "Geannuleerd", size: "phone" },
  { state: "completed", course: (made) => made.completed, badge: "Afgerond", closed: "Afgerond", size: "desktop" },
];

describe.each(STATES)("the page of a course that is $state", ({ course: pick, badge, closed, size }) => {
  let course: ApiCourse;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    course = pick(own);
    let status: number;
    ({ page, errors, status } = await site.open(`/vakschool/${course.id}`, size === "phone" ? PHONE : DESKTOP));
    expect(status).toBe(200);
    await waitForHydration(page);
  });

  it("shows the way back, logo, organisation, title and summary", async () => {
    expect(await page.title()).toBe(titleOf(`${course.title} | Vakschool`));
    expect(await page.getByRole("link", { name: "Terug naar overzicht" }).getAttribute("href")).toBe("/vakschool");
    const header = page.getByRole("article").locator("header");
    const { name, logoUrl } = course.organization;
    if (logoUrl) {
      expect(await header.getByRole("img", { name: `Logo van ${name}`, exact: true }).getAttribute("src")).toBe(
        logoUrl,
      );
    } else {
      expect(await header.getByRole("img").count()).toBe(0);
    }
    expect(await header.getByText(name, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(course.title);
    expect(await header.getByText(course.summary, { exact: true }).isVisible()).toBe(true);
  });

  it("shows the description as the API's sanitised HTML, and the instructors", async () => {
    const description = page.locator(".course-description");
    const rendered = await description.evaluate((element, html) => {
      const expected = document.createElement("div");
      expected.innerHTML = html;
      return {
        same: element.innerHTML === expected.innerHTML,
        unsafe: element.querySelectorAll("script, style, iframe, [style]").length,
        handlers: [...element.querySelectorAll("*")].flatMap((node) =>
          node.getAttributeNames().filter((attribute) => attribute.startsWith("on")),
        ),
      };
    }, course.description);
    expect(rendered.same).toBe(true);
    expect(await description.textContent()).not.toBe("");
    expect(rendered.unsafe).toBe(0);
    expect(rendered.handlers).toEqual([]);

    const instructors = page.getByRole("region", { name: "Docenten" }).getByRole("listitem");
    expect(course.instructors.length).toBeGreaterThan(0);
    expect(await instructors.count()).toBe(course.instructors.length);
    for (const [index, instructor] of course.instructors.entries()) {
      expect(await instructors.nth(index).locator("p").allTextContents()).toEqual([
        instructor.name,
        instructor.function,
        instructor.experience,
      ]);
    }
  });

  it("shows the state, start, end, location and places in 'Cursusinformatie'", async () => {
    const info = page.getByRole("region", { name: "Cursusinformatie" });
    expect(await info.getByText(badge, { exact: true }).isVisible()).toBe(true);
    expect(await courseInfo(page, "Start").textContent()).toBe(amsterdamWeekdayMoment(course.timeFrame.start));
    expect(await courseInfo(page, "Einde").textContent()).toBe(amsterdamWeekdayMoment(course.timeFrame.end));
    const { street, postalCode, city, country } = course.location;
    expect(await courseInfo(page, "Locatie").locator("span").allTextContents()).toEqual([
      street,
      `${postalCode} ${city}`,
      country,
    ]);
    expect(await courseInfo(page, "Plaatsen").textContent()).toBe(
      `${course.availablePlaces} van de ${course.maxParticipants} plaatsen beschikbaar`,
    );
  });

  it("draws the share of places taken only for an open course with places", async () => {
    const bar = page.getByTestId("bezetting");
    if (closed) {
      expect(await bar.count()).toBe(0);
      return;
    }
    const percentage = ((course.maxParticipants - course.availablePlaces) / course.maxParticipants) * 100;
    expect(await bar.evaluate((element) => (element as HTMLElement).style.width)).toBe(`${percentage}%`);
    // And it is drawn that wide: the bar against its track.
    const drawn = await bar.evaluate(
      (element) => (element.getBoundingClientRect().width / element.parentElement!.clientWidth) * 100,
    );
    expect(Math.abs(drawn - percentage)).toBeLessThan(1);
  });

  it("offers 'Direct aanmelden' when open, the waitlist when full, otherwise a disabled button naming the state", async () => {
    const panel = page.getByRole("region", { name: "Aanmelden" });
    if (!closed) {
      const open = panel.getByRole("button", { name: "Direct aanmelden" });
      expect(await open.isEnabled()).toBe(true);
      expect(await panel.getByText("Deelname is gratis.", { exact: false }).isVisible()).toBe(true);
      return;
    }
    expect(await panel.getByRole("button", { name: "Direct aanmelden" }).count()).toBe(0);
    expect(await panel.getByRole("link", { name: "Direct aanmelden" }).count()).toBe(0);
    expect(await panel.getByRole("link", { name: "Neem contact met ons op" }).count()).toBe(0);
    expect(await page.getByRole("form", { name: "Aanmeldformulier" }).count()).toBe(0);
    if (closed === "Volgeboekt") {
      // A full course offers its waitlist, with the enrolment's form (e2e/course-waitlist.test.ts).
      expect(await panel.textContent()).toContain("Deze cursus is volgeboekt.");
      expect(await panel.getByRole("button", { name: "Zet me op de wachtlijst" }).isEnabled()).toBe(true);
      return;
    }
    const button = panel.getByRole("button", { name: closed, exact: true });
    expect(await button.isDisabled()).toBe(true);
  });

  it(`has no axe violations, no console errors${size === "phone" ? ", no sideways scrolling" : ""}`, async () => {
    expect(await axeViolations(page)).toEqual([]);
    if (size === "phone") expect(await overflowsHorizontally(page)).toBe(false);
    expect(errors).toEqual([]);
  });
});

// The other open courses differ only in their numbers and logo: their HTML as the server sends it is enough.
describe("the first HTML of other open courses", () => {
  /** The page's text without React's text separators, so numbers and words read as on screen. */
  async function html(course: ApiCourse): Promise<string> {
    const page = await fetchHtml(`${site.url}/vakschool/${course.id}`);
    expect(page.status).toBe(200);
    return page.html.replaceAll("<!-- -->", "");
  }

  it("counts the last place in the text and fills the bar to the share taken", async () => {
    const course = own.lastPlace;
    const text = await html(course);
    expect(text).toContain(`>1 van de ${course.maxParticipants} plaatsen beschikbaar<`);
    expect(text).toMatch(
      new RegExp(
        `data-testid="bezetting"[^>]*style="width:${((course.maxParticipants - 1) / course.maxParticipants) * 100}%"`,
      ),
    );
    expect(text).toMatch(/>Direct aanmelden<\/a>/);
  });

  it("shows an empty bar and no logo for a course nobody enrolled in yet, of an organisation without a logo", async () => {
    const course = own.untouched;
    const text = await html(course);
    expect(text).toContain(`>${course.maxParticipants} van de ${course.maxParticipants} plaatsen beschikbaar<`);
    expect(text).toMatch(/data-testid="bezetting"[^>]*style="width:0%"/);
    expect(text).toContain(escapeHtml(course.organization.name));
    expect(text).not.toContain("Logo van");
  });
});

describe("course pages that cannot be shown", () => {
  it("answers an id that is no id with 404 and 'Geen cursus ID gevonden'", async () => {
    const { status, html } = await fetchHtml(`${site.url}/vakschool/geen-id`);
    expect(status).toBe(404);
    expect(html).toContain(`<title>${titleOf("Cursus niet gevonden")}</title>`);
    expect(html).toContain(">Geen cursus ID gevonden</p>");
    expect(html).toMatch(/<a [^>]*href="\/vakschool"[^>]*>Terug naar overzicht<\/a>/);
  });

  it("answers an unknown course with 404 and 'Deze cursus bestaat niet (meer).'", async () => {
    const { page, status, errors } = await site.open(`/vakschool/${randomUUID()}`, DESKTOP);
    expect(status).toBe(404);
    expect(await page.getByText("Deze cursus bestaat niet (meer).", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Cursus niet gevonden");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    await waitForHydration(page);
    expect(withoutOwnStatusError(errors, page.url())).toEqual([]);
  });
});

describe("the overview without courses to show", () => {
  const EMPTY = "Er zijn momenteel geen cursussen beschikbaar.";

  afterEach(() => {
    proxy.mode = "pass";
  });

  // The page cache would answer these from the page kept a moment ago; a visitor with a cookie is rendered for.
  const RENDERED = { headers: { cookie: "bezoeker=1" } };

  it("says there are no courses when the API lists none", async () => {
    proxy.mode = "no-courses";
    const { status, html } = await fetchHtml(`${site.url}/vakschool`, RENDERED);
    expect(status).toBe(200);
    expect(html).toContain(`>${EMPTY}</`);
    expect(html).not.toContain('aria-label="Cursussen"');
    expect(html).toContain(">Forensische Vakschool</h1>");
    expect(html).toContain(">Zo meld je je aan</h2>");
  });

  it("says the list could not be loaded when the API fails, never that there are no courses", async () => {
    proxy.mode = "failing";
    const logged = site.server.output().length;
    const { status, headers, html } = await fetchHtml(`${site.url}/vakschool`, RENDERED);
    expect(status).toBe(200);
    // Not to be kept by the page cache or a browser: the next request tries the API again.
    expect(headers.get("cache-control")).toBe("no-store");
    expect(html).toContain("De cursussen konden niet worden geladen. Probeer het later opnieuw.");
    expect(html).not.toContain(EMPTY);
    expect(html).not.toContain('aria-label="Cursussen"');
    expect(site.server.output().slice(logged)).toContain("Cursussen laden mislukt");
  });

  it("answers the overview and a course page with 503 'tijdelijk niet beschikbaar' while the API is down", async () => {
    proxy.mode = "down";
    for (const path of ["/vakschool", `/vakschool/${own.open.id}`]) {
      const { status, headers, html } = await fetchHtml(`${site.url}${path}`, RENDERED);
      expect(status, path).toBe(503);
      expect(headers.get("retry-after"), path).toBe("30");
      expect(headers.get("cache-control"), path).toBe("no-store");
      expect(html, path).toContain(">Tijdelijk niet beschikbaar</h1>");
      expect(html, path).not.toContain(EMPTY);
    }
  });

  it("answers a course page with 500 and a way to try again when the API fails", async () => {
    proxy.mode = "failing";
    // Rendered for, not answered from the page an earlier test had kept in the last five seconds.
    const { status, html } = await fetchHtml(`${site.url}/vakschool/${own.open.id}`, RENDERED);
    expect(status).toBe(500);
    expect(html).toContain("Er is een fout opgetreden bij het laden van de cursus. Probeer het opnieuw.");
    expect(html).toMatch(new RegExp(`<a [^>]*href="/vakschool/${own.open.id}"[^>]*>Opnieuw proberen</a>`));
    expect(html).not.toContain(escapeHtml(own.open.title));
  });
});
