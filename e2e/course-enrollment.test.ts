import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { PHONE_HINT } from "../common/validation/messages.ts";
import { apiClient } from "../test/support/site/api-client.ts";
import { axeViolations } from "../test/support/browser/axe.ts";
import {
  courseInfo,
  enrollmentForm,
  FAILURE_TITLE,
  fetchCourse,
  field,
  fillEnrollmentForm,
  MESSAGE,
  participant,
  privacyCheckbox,
  shownErrors,
  submitButton,
  SUCCESS_TEXT,
  SUCCESS_TITLE,
  TEXT_FIELDS,
  visitorIps,
  type ApiCourse,
} from "../test/support/browser/courses.ts";
import { ownCourses } from "../test/support/site/course-scenarios.ts";
import { enrollThroughApi } from "../test/support/site/factories.ts";
import { DESKTOP, PHONE, useSiteSession } from "../test/support/browser/session.ts";
import { overflowsHorizontally, waitForHydration } from "../test/support/browser/site.ts";
import { POLL } from "../test/support/browser/staff.ts";

// The registration form of a course page (docs/product.md §4, §5): opening, closing, checking as the visitor types, and
// enrolling for real, with JavaScript and without, on courses the file makes as staff do: two open ones with some
// places taken, and one with a single place left.

const site = useSiteSession({ mail: true });
const nextIp = visitorIps("10.61");

// The server's Dutch answers, shown as they are.
const ALREADY_ENROLLED = "Je bent al aangemeld voor deze cursus met dit e-mailadres.";
const COURSE_FULL = "Deze cursus is volgeboekt. Je kunt je op de wachtlijst zetten.";
let own: Record<"open" | "otherOpen" | "lastPlace", ApiCourse>;

beforeAll(async () => {
  own = await ownCourses(site, {
    open: { title: "Rapporteren voor de rechtbank", maxParticipants: 20, enrolled: 5 },
    otherOpen: { title: "Werken met een signaleringsplan", maxParticipants: 12, enrolled: 3 },
    lastPlace: { title: "Veiligheidsplanning bij huiselijk geweld", maxParticipants: 4, enrolled: 3 },
  });
});

/** Opens the course page as a new visitor and, after hydration, the form with 'Direct aanmelden'. */
async function openForm(course: ApiCourse, viewport = DESKTOP) {
  const visit = await site.open(`/vakschool/${course.id}`, viewport, { ip: nextIp() });
  await waitForHydration(visit.page);
  await visit.page.getByRole("button", { name: "Direct aanmelden" }).click();
  await enrollmentForm(visit.page).waitFor();
  // The form's rules load after hydration (their own module); until they are there the form posts to the server,
  // which checks the same rules. These tests check the form in the browser, so they wait for the rules.
  await visit.page.waitForLoadState("networkidle");
  return visit;
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");

/** Every POST the page sends to the course's action, so a test can tell that nothing was sent. */
function recordPosts(page: Page, course: ApiCourse): string[] {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname.startsWith(`/vakschool/${course.id}`)) {
      posts.push(request.url());
    }
  });
  return posts;
}

async function placesShown(page: Page): Promise<string | null> {
  return courseInfo(page, "Plaatsen").textContent();
}

describe("opening and closing the form", () => {
  it("opens with 'Direct aanmelden', closes with 'Annuleren', and opens again empty, without errors", async () => {
    const { page, errors } = await openForm(own.open);
    expect(await focusedId(page)).toBe("cursus-firstName");
    expect(await page.getByRole("button", { name: "Direct aanmelden" }).count()).toBe(0);

    const form = enrollmentForm(page);
    for (const label of TEXT_FIELDS) expect(await field(page, label).inputValue(), label).toBe("");
    expect(await field(page, "E-mailadres").getAttribute("type")).toBe("email");
    expect(await field(page, "Telefoonnummer").getAttribute("type")).toBe("tel");
    expect(await field(page, "Voornaam").getAttribute("autocomplete")).toBe("given-name");
    expect(await form.getByText(PHONE_HINT).isVisible()).toBe(true);
    expect(await privacyCheckbox(page).isChecked()).toBe(false);
    // The terms an enrolment agrees to: the version in force, linked in a new tab, and sent back with the form.
    const terms = form.locator("[data-terms-notice]");
    expect((await terms.textContent())?.replace(/\s+/g, " ")).toMatch(
      /^Met je aanmelding ga je akkoord met de algemene voorwaarden ↗ \(opent in een nieuw tabblad\) \(versie 1 van \d{1,2} [a-z]+ \d{4}\)\.$/,
    );
    expect(await terms.getByRole("link").getAttribute("href")).toBe("/algemene-voorwaarden");
    expect(await terms.getByRole("link").getAttribute("target")).toBe("_blank");
    expect(await form.locator('input[name="acceptedTermsVersion"]').inputValue()).toBe("1");
    // Nothing is wrong before anything was typed: no errors, though the form cannot be sent yet.
    expect(await shownErrors(page)).toEqual({});
    expect(await submitButton(page).getAttribute("aria-disabled")).toBe("true");
    expect(await submitButton(page).isDisabled()).toBe(true);

    await field(page, "Voornaam").fill("A");
    await field(page, "E-mailadres").fill("femke@example.org");
    await privacyCheckbox(page).check();
    await submitButton(page).click({ force: true });
    expect(Object.keys(await shownErrors(page)).length).toBeGreaterThan(0);

    await form.getByRole("button", { name: "Annuleren" }).click();
    expect(await form.count()).toBe(0);
    const open = page.getByRole("button", { name: "Direct aanmelden" });
    expect(await open.isVisible()).toBe(true);
    expect(await focusedId(page)).toBe("aanmelden-openen");

    await open.click();
    await form.waitFor();
    for (const label of TEXT_FIELDS) expect(await field(page, label).inputValue(), label).toBe("");
    expect(await privacyCheckbox(page).isChecked()).toBe(false);
    expect(await shownErrors(page)).toEqual({});
    expect(await page.locator("[id$='-fout']").count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("keeps the description right under the summary on a wide screen, however tall the open form is", async () => {
    const { page } = await openForm(own.open, DESKTOP);
    await submitButton(page).click({ force: true }); // every error shown: the side panel at its tallest
    // The summary, not its <header>: a grid item stretches to its row, and the row is what may grow.
    const bottomOfSummary = await page
      .locator("article header > p:last-child")
      .evaluate((summary) => summary.getBoundingClientRect().bottom);
    const topOfDescription = await page
      .locator(".course-description")
      .evaluate((body) => body.getBoundingClientRect().top);
    // The grid gap (2rem) and the first paragraph's margin, not the height of the side panel.
    expect(topOfDescription - bottomOfSummary).toBeLessThan(80);
  });

  it("opens the privacy statement in a new tab from the agreement", async () => {
    const { page } = await openForm(own.open);
    // Straight from the empty first field, which has the focus: its error appears only after the click, so the
    // link does not move away from the pointer between mouse down and up.
    const link = page.getByRole("link", { name: /^privacyverklaring/ });
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await link.textContent()).toContain("(opent in een nieuw tabblad)");
    const [tab] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe("/privacy");
    expect(await tab.getByRole("heading", { level: 1 }).textContent()).toBe("Privacyverklaring");
    // The course page stays where it was, with its form, and reading the statement did not tick the agreement;
    // the field that was left shows its error now.
    expect(await enrollmentForm(page).isVisible()).toBe(true);
    expect(await privacyCheckbox(page).isChecked()).toBe(false);
    await expect.poll(() => shownErrors(page)).toEqual({ Voornaam: MESSAGE.required });
  });
});

describe("checking the details in the browser", () => {
  it("shows a field's error in Dutch once it is left, marks it aria-invalid, and takes it away when right", async () => {
    const { page } = await openForm(own.open);
    const firstName = field(page, "Voornaam");
    await firstName.fill("A");
    expect(await shownErrors(page)).toEqual({});
    await firstName.blur();
    // The rules load after the page (lazy-module.ts): the message shows once they are there.
    await expect.poll(() => shownErrors(page)).toEqual({ Voornaam: MESSAGE.minLength });
    expect(await firstName.getAttribute("aria-describedby")).toBe("cursus-firstName-fout");
    await firstName.fill("Femke");
    expect(await shownErrors(page)).toEqual({});
    expect(await firstName.getAttribute("aria-invalid")).toBeNull();

    const leave = async (label: Parameters<typeof field>[1], value: string) => {
      await field(page, label).fill(value);
      await field(page, label).blur();
    };
    await leave("Achternaam", "B");
    await leave("E-mailadres", "femke@example");
    await leave("Telefoonnummer", "06-1234");
    await leave("Organisatie", "   ");
    await leave("Functie (optioneel)", "");
    await privacyCheckbox(page).check();
    await privacyCheckbox(page).uncheck();
    await privacyCheckbox(page).blur();
    expect(await shownErrors(page)).toEqual({
      Achternaam: MESSAGE.minLength,
      "E-mailadres": MESSAGE.email,
      Telefoonnummer: MESSAGE.phone,
      Organisatie: MESSAGE.required,
      privacy: MESSAGE.privacy,
    });

    // The notations people type pass (decision 0016), Dutch and from abroad.
    for (const phone of ["06-12345678", "+31 6 12345678", "(050) 123 45 67", "0612345678", "+32 470 12 34 56"]) {
      await leave("Telefoonnummer", phone);
      expect(Object.keys(await shownErrors(page)), phone).not.toContain("Telefoonnummer");
    }
  });

  it("marks 'Aanmelding versturen' disabled while invalid; pressing it shows every error and focuses the first", async () => {
    const { page, errors } = await openForm(own.open);
    const posts = recordPosts(page, own.open);
    await field(page, "Voornaam").fill("Femke");
    await field(page, "Telefoonnummer").fill("12345");
    expect(await submitButton(page).isDisabled()).toBe(true);

    // Pressed straight from the wrong field: its error must not move the button away between mouse down and up.
    await submitButton(page).click({ force: true });
    expect(await shownErrors(page)).toEqual({
      Achternaam: MESSAGE.required,
      "E-mailadres": MESSAGE.required,
      Telefoonnummer: MESSAGE.phone,
      Organisatie: MESSAGE.required,
      privacy: MESSAGE.privacy,
    });
    expect(await focusedId(page)).toBe("cursus-lastName");
    expect(posts).toEqual([]);

    // Once everything is right the button is no longer marked disabled, and the errors are gone.
    await fillEnrollmentForm(page, participant("knop.actief@example.org"));
    expect(await shownErrors(page)).toEqual({});
    expect(await submitButton(page).getAttribute("aria-disabled")).toBeNull();
    expect(await submitButton(page).isEnabled()).toBe(true);
    expect(posts).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("has no axe violations with the form showing its errors, on a phone without sideways scrolling", async () => {
    const { page, errors } = await openForm(own.open, PHONE);
    // Enter in a field submits the form, as with the button.
    await page.keyboard.press("Enter");
    // The errors render after the key's event has been handled, which a busy machine can make later.
    await expect.poll(async () => Object.keys(await shownErrors(page)).length, POLL).toBe(6);
    expect(await focusedId(page)).toBe("cursus-firstName");
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(errors).toEqual([]);
  });
});

describe("enrolling", () => {
  const email = "femke.deboer@example.org";

  it("shows 'Bezig met verzenden...' while sending, then 'Aanmelding succesvol', and one place less everywhere", async () => {
    const course = own.open;
    const before = course.availablePlaces;
    const { page, errors } = await openForm(course);
    expect(await placesShown(page)).toBe(`${before} van de ${course.maxParticipants} plaatsen beschikbaar`);
    await fillEnrollmentForm(page, participant(email));

    // Hold the action's answer until the sending state has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === `/vakschool/${course.id}.data`,
      async (route) => {
        if (route.request().method() === "POST") await held;
        await route.continue();
      },
    );
    await submitButton(page).click();
    const sending = page.getByRole("button", { name: "Bezig met verzenden..." });
    await sending.waitFor();
    expect(await sending.getAttribute("disabled")).toBe("");
    expect(await sending.locator("[aria-hidden='true'].animate-spin").count()).toBe(1);
    expect(await enrollmentForm(page).getByRole("status").textContent()).toBe("Bezig met verzenden...");
    expect(await enrollmentForm(page).getByRole("button", { name: "Annuleren" }).isDisabled()).toBe(true);
    release();

    const success = page.getByRole("region", { name: "Aanmelden" }).getByRole("status");
    await success.getByText(SUCCESS_TITLE, { exact: true }).waitFor();
    expect(await success.textContent()).toContain(SUCCESS_TEXT);
    expect(await focusedId(page)).toBe("aanmelding-gelukt");
    expect(await enrollmentForm(page).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Direct aanmelden" }).count()).toBe(0);

    // The page reloaded the course: one place less, in the text and the bar.
    await page.waitForFunction(
      (text) => document.body.textContent?.includes(text),
      `${before - 1} van de ${course.maxParticipants} plaatsen beschikbaar`,
    );
    const filled = ((course.maxParticipants - (before - 1)) / course.maxParticipants) * 100;
    expect(await page.getByTestId("bezetting").evaluate((bar) => (bar as HTMLElement).style.width)).toBe(`${filled}%`);
    expect((await fetchCourse(site.url, course.id)).availablePlaces).toBe(before - 1);
    expect(await axeViolations(page)).toEqual([]);

    // And the overview, reached from here, counts one place less too.
    await page.getByRole("link", { name: "Terug naar overzicht" }).click();
    await page.getByRole("heading", { level: 1, name: "Forensische Vakschool" }).waitFor();
    const card = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: course.title, exact: true }) });
    expect(await card.getByText(`${before - 1} plaatsen beschikbaar`, { exact: true }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it("refuses the same address twice with the server's message, keeping the form and what was typed", async () => {
    const course = own.open;
    const before = (await fetchCourse(site.url, course.id)).availablePlaces;
    const { page, errors } = await openForm(course);
    const details = participant(email.toUpperCase(), { Voornaam: "Femke-Anne" });
    await fillEnrollmentForm(page, details);
    await submitButton(page).click();

    const failure = page.getByRole("alert").filter({ hasText: FAILURE_TITLE });
    await failure.waitFor();
    expect(await failure.textContent()).toBe(`${FAILURE_TITLE}${ALREADY_ENROLLED}`);
    expect(await focusedId(page)).toBe("aanmelding-mislukt");
    expect(await enrollmentForm(page).isVisible()).toBe(true);
    for (const label of TEXT_FIELDS) expect(await field(page, label).inputValue(), label).toBe(details[label]);
    expect(await privacyCheckbox(page).isChecked()).toBe(true);
    expect(await page.getByText(SUCCESS_TITLE).count()).toBe(0);
    expect(await placesShown(page)).toBe(`${before} van de ${course.maxParticipants} plaatsen beschikbaar`);
    expect((await fetchCourse(site.url, course.id)).availablePlaces).toBe(before);

    // 'Annuleren' also clears the failure: opened again, the form is as new.
    await enrollmentForm(page).getByRole("button", { name: "Annuleren" }).click();
    await page.getByRole("button", { name: "Direct aanmelden" }).click();
    await enrollmentForm(page).waitFor();
    expect(await page.getByText(FAILURE_TITLE).count()).toBe(0);
    expect(await field(page, "E-mailadres").inputValue()).toBe("");
    // Only the refused action's own status line, which Chrome logs for any 4xx answer.
    expect(errors.filter((error) => !error.includes("status of 409"))).toEqual([]);
  });

  it("says the course is full when someone else took the last place while the form was being filled in", async () => {
    const course = own.lastPlace;
    expect(course.availablePlaces).toBe(1);
    const { page } = await openForm(course);
    await fillEnrollmentForm(page, participant("te.laat@example.org"));

    // Someone else, through the API, takes the last place first.
    const person = { firstName: "Sanne", lastName: "Vroeg", email: "sanne.vroeg@example.org" };
    await enrollThroughApi(apiClient(site, { ip: nextIp() }), course.id, person);

    await submitButton(page).click();
    const failure = page.getByRole("alert").filter({ hasText: FAILURE_TITLE });
    await failure.waitFor();
    expect(await failure.textContent()).toBe(`${FAILURE_TITLE}${COURSE_FULL}`);
    expect(await page.getByText(SUCCESS_TITLE).count()).toBe(0);
    // The page reloaded the course: no place left.
    await page.waitForFunction(
      (text) => document.body.textContent?.includes(text),
      `0 van de ${course.maxParticipants} plaatsen beschikbaar`,
    );
    expect((await fetchCourse(site.url, course.id)).availablePlaces).toBe(0);
    // The reloaded course is full: the same form, with what was typed, now puts the visitor on the waitlist.
    const panel = page.getByRole("region", { name: "Aanmelden" });
    await panel.getByRole("form", { name: "Wachtlijstformulier" }).waitFor();
    expect(await panel.getByRole("button", { name: "Zet me op de wachtlijst" }).count()).toBe(1);
    expect(await enrollmentForm(page).count()).toBe(0);
  });
});

// Without JavaScript (DESIGN: every form works without it) the open button is a link, and the route action checks
// the details with the same rules and answers with the whole page. Another course than above, for its own places.
describe("without JavaScript", () => {
  /** The course page in a browser that runs no JavaScript, with the form opened by its link. */
  async function openFormWithoutJavaScript(course: ApiCourse, viewport = DESKTOP) {
    const visit = await site.open(`/vakschool/${course.id}`, viewport, { ip: nextIp(), javaScriptEnabled: false });
    await visit.page.getByRole("link", { name: "Direct aanmelden" }).click();
    await enrollmentForm(visit.page).waitFor();
    return visit;
  }

  /** Presses 'Aanmelding versturen' and waits for the page the server answers with; returns its status. */
  async function submit(page: Page): Promise<number> {
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && r.request().resourceType() === "document"),
      submitButton(page).click(),
    ]);
    await page.waitForLoadState();
    return response.status();
  }

  it("opens by link, answers an empty form and then wrong details with every message, and closes by link", async () => {
    const course = own.otherOpen;
    const { page, errors } = await openFormWithoutJavaScript(course, PHONE);
    expect(page.url()).toBe(`${site.url}/vakschool/${course.id}?aanmelden=ja#aanmeldformulier`);
    // Nothing can check the form before it is sent, so the button is never marked disabled.
    expect(await submitButton(page).getAttribute("aria-disabled")).toBeNull();
    expect(await submitButton(page).isEnabled()).toBe(true);

    expect(await submit(page)).toBe(400);
    expect(await shownErrors(page)).toEqual({
      Voornaam: MESSAGE.required,
      Achternaam: MESSAGE.required,
      "E-mailadres": MESSAGE.required,
      Telefoonnummer: MESSAGE.required,
      Organisatie: MESSAGE.required,
      privacy: MESSAGE.privacy,
    });

    const typed = participant("femke@example", { Voornaam: "F", Telefoonnummer: "06-1234" });
    await fillEnrollmentForm(page, typed, false);
    expect(await submit(page)).toBe(400);
    expect(await shownErrors(page)).toEqual({
      Voornaam: MESSAGE.minLength,
      "E-mailadres": MESSAGE.email,
      Telefoonnummer: MESSAGE.phone,
      privacy: MESSAGE.privacy,
    });
    for (const label of TEXT_FIELDS) expect(await field(page, label).inputValue(), label).toBe(typed[label]);
    expect(await privacyCheckbox(page).isChecked()).toBe(false);
    expect(await overflowsHorizontally(page)).toBe(false);

    const cancel = enrollmentForm(page).getByRole("link", { name: "Annuleren" });
    expect(await cancel.getAttribute("href")).toBe(`/vakschool/${course.id}`);
    await cancel.click();
    await page.getByRole("link", { name: "Direct aanmelden" }).waitFor();
    expect(await enrollmentForm(page).count()).toBe(0);
    expect((await fetchCourse(site.url, course.id)).availablePlaces).toBe(course.availablePlaces);
    expect(errors.filter((error) => !error.includes("status of 400"))).toEqual([]);
  });

  it("enrols with valid details: 'Aanmelding succesvol', no form any more, and one place less", async () => {
    const course = own.otherOpen;
    const { page, errors } = await openFormWithoutJavaScript(course);
    await fillEnrollmentForm(page, participant("zonder.script@example.org"));
    expect(await submit(page)).toBe(200);

    const panel = page.getByRole("region", { name: "Aanmelden" });
    expect(await panel.getByRole("status").textContent()).toContain(`${SUCCESS_TITLE}${SUCCESS_TEXT}`);
    expect(await enrollmentForm(page).count()).toBe(0);
    expect(await panel.getByRole("link", { name: "Direct aanmelden" }).count()).toBe(0);
    const left = course.availablePlaces - 1;
    expect(await placesShown(page)).toBe(`${left} van de ${course.maxParticipants} plaatsen beschikbaar`);
    expect((await fetchCourse(site.url, course.id)).availablePlaces).toBe(left);
    expect(errors).toEqual([]);
  });

  it("refuses the same address again with the server's message, keeping the form and what was typed", async () => {
    const course = own.otherOpen;
    const { page, errors } = await openFormWithoutJavaScript(course);
    const details = participant("zonder.script@example.org", { Voornaam: "Femke-Anne" });
    await fillEnrollmentForm(page, details);
    expect(await submit(page)).toBe(409);

    const failure = page.getByRole("alert").filter({ hasText: FAILURE_TITLE });
    expect(await failure.textContent()).toBe(`${FAILURE_TITLE}${ALREADY_ENROLLED}`);
    expect(await enrollmentForm(page).isVisible()).toBe(true);
    for (const label of TEXT_FIELDS) expect(await field(page, label).inputValue(), label).toBe(details[label]);
    expect(await privacyCheckbox(page).isChecked()).toBe(true);
    expect(await page.getByText(SUCCESS_TITLE).count()).toBe(0);
    expect((await fetchCourse(site.url, course.id)).availablePlaces).toBe(course.availablePlaces - 1);
    expect(errors.filter((error) => !error.includes("status of 409"))).toEqual([]);
  });
});
