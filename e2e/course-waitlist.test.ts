import { beforeAll, describe, expect, it } from "vitest";
import type { ParsedMail } from "mailparser";
import type { Page } from "playwright-core";
import { apiClient } from "../test/support/site/api-client.ts";
import { axeViolations } from "../test/support/browser/axe.ts";
import {
  fetchCourse,
  fillEnrollmentForm,
  participant,
  visitorIps,
  type ApiCourse,
} from "../test/support/browser/courses.ts";
import { ownCourses } from "../test/support/site/course-scenarios.ts";
import { enrollThroughApi } from "../test/support/site/factories.ts";
import { DESKTOP, PHONE, useSiteSession } from "../test/support/browser/session.ts";
import { overflowsHorizontally, waitForHydration } from "../test/support/browser/site.ts";
import {
  DEMO_BEHEERDER,
  mailAfterJobs,
  mailsTo,
  signInByMail,
  waitForStaffHydration,
} from "../test/support/browser/staff.ts";

// The course waitlist (decision 0018) end to end, on a course the file makes with one place left: that place is
// taken, two visitors join its waitlist (one with JavaScript, one without), the place holder gives their place back
// with the cancel link of their mail, the first visitor gets the offer by mail from a real SMTP server, opens its
// link, takes the place and gets the enrolment's confirmation; the second leaves the list from the link of theirs.

const HOLDER = "plaatshouder@example.org";
const FIRST = "eerste.wachtende@example.org";
const SECOND = "tweede.wachtende@example.org";
const CANCEL_PATH = /\/vakschool\/afmelden\/[A-Za-z0-9_-]+/;
const WAITLIST_PATH = /\/vakschool\/wachtlijst\/[A-Za-z0-9_-]+/;

const site = useSiteSession({ mail: true });
const nextIp = visitorIps("10.81");
let course: ApiCourse;

/** The `count`-th mail to `email`, once the server ran its jobs (its mail outbox among them). */
const waitForMail = (email: string, count: number) => mailAfterJobs(site.url, site.smtp, email, count);

const linkIn = (mail: ParsedMail, path: RegExp) => {
  const found = (mail.text ?? "").match(path)?.[0];
  expect(found, mail.subject).toBeDefined();
  return found!;
};

const panel = (page: Page) => page.getByRole("region", { name: "Aanmelden" });
const waitlistForm = (page: Page) => page.getByRole("form", { name: "Wachtlijstformulier" });
const stateLine = (page: Page) => page.getByRole("status").first();

describe("the waitlist of a full course", () => {
  let holderCancelPath: string;
  let firstLink: string;
  let secondLink: string;

  beforeAll(async () => {
    ({ course } = await ownCourses(site, {
      course: { title: "Omgaan met ontkenning in de behandeling", maxParticipants: 3, enrolled: 2 },
    }));
    const person = { firstName: "Pim", lastName: "Houder", email: HOLDER };
    await enrollThroughApi(apiClient(site, { ip: nextIp() }), course.id, person);
    holderCancelPath = linkIn(await waitForMail(HOLDER, 1), CANCEL_PATH);
    expect((await fetchCourse(site.url, course.id)).isFull).toBe(true);
  });

  it("offers 'Zet me op de wachtlijst' with the enrolment form, and tells the position", async () => {
    const { page, errors } = await site.open(`/vakschool/${course.id}`, DESKTOP, { ip: nextIp() });
    await waitForHydration(page);
    expect(await page.getByText("Volgeboekt", { exact: true }).count()).toBeGreaterThan(0);
    await panel(page).getByRole("button", { name: "Zet me op de wachtlijst" }).click();
    await waitlistForm(page).waitFor();
    await fillEnrollmentForm(page, participant(FIRST, { Voornaam: "Eva", Achternaam: "Eerst" }));
    await waitlistForm(page).getByRole("button", { name: "Zet me op de wachtlijst" }).click();
    const done = panel(page).getByRole("status").filter({ hasText: "Je staat op de wachtlijst" });
    await done.waitFor();
    expect(await done.textContent()).toContain("Je staat op plaats 1.");
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);

    const joined = await waitForMail(FIRST, 1);
    expect(joined.subject).toBe(`Je staat op de wachtlijst voor ${course.title}`);
    expect(joined.text).toContain("op plaats 1");
    firstLink = linkIn(joined, WAITLIST_PATH);
  });

  it("works without JavaScript: the link opens the form, the route action answers with the position", async () => {
    const visit = await site.open(`/vakschool/${course.id}`, PHONE, { ip: nextIp(), javaScriptEnabled: false });
    const { page, errors } = visit;
    await panel(page).getByRole("link", { name: "Zet me op de wachtlijst" }).click();
    await waitlistForm(page).waitFor();
    await fillEnrollmentForm(page, participant(SECOND, { Voornaam: "Tom", Achternaam: "Tweede" }));
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await waitlistForm(page).getByRole("button", { name: "Zet me op de wachtlijst" }).click();
    expect((await answer).status()).toBe(200);
    await page.waitForLoadState();
    const done = panel(page).getByRole("status").filter({ hasText: "Je staat op de wachtlijst" });
    expect(await done.textContent()).toContain("Je staat op plaats 2.");
    expect(errors).toEqual([]);
    secondLink = linkIn(await waitForMail(SECOND, 1), WAITLIST_PATH);
  });

  it("shows the waiting person's place on the page of their link, which is not for search engines", async () => {
    const { page, status, errors } = await site.open(secondLink, PHONE, { ip: nextIp() });
    expect(status).toBe(200);
    await waitForHydration(page);
    expect(await stateLine(page).textContent()).toBe("Je staat op plaats 2 van de wachtlijst.");
    expect(await page.getByRole("button", { name: "Verlaat de wachtlijst" }).count()).toBe(1);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(errors).toEqual([]);
  });

  it("shows staff the list in the back office's enrolment screen, in order", async () => {
    const { page, errors } = await site.open("/beheer/inloggen");
    await signInByMail(page, site.url, site.smtp, DEMO_BEHEERDER.email);
    await page.goto(`${site.url}/beheer/cursussen/${course.id}/inschrijvingen`);
    await waitForStaffHydration(page);
    const list = page.getByRole("region", { name: "Wachtlijst" });
    expect(await list.textContent()).toContain("2 mensen wachten");
    // The row as the table shows it on a desktop, its cells apart (a card's labels are hidden there).
    const rows = list.getByRole("row");
    const cells = async (index: number) => (await rows.nth(index).innerText()).split(/\s*\t\s*/).slice(0, 5);
    expect(await cells(1)).toEqual(["1", "Eva Eerst", FIRST, "FPC De Waterlinie", "Wacht op een plaats"]);
    expect(await cells(2)).toEqual(["2", "Tom Tweede", SECOND, "FPC De Waterlinie", "Wacht op een plaats"]);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("offers the freed place to the first person by mail; its link takes the place and confirms the enrolment", async () => {
    const cancel = await site.open(holderCancelPath, DESKTOP, { ip: nextIp() });
    await waitForHydration(cancel.page);
    await cancel.page.getByRole("button", { name: "Plaats teruggeven" }).click();
    await cancel.page.getByRole("status").filter({ hasText: "Je bent afgemeld" }).waitFor();
    // The freed place is reserved for the first person waiting, so the course stays full for everyone else.
    expect((await fetchCourse(site.url, course.id)).isFull).toBe(true);

    const offer = await waitForMail(FIRST, 2);
    expect(offer.subject).toBe(`Er is een plaats vrij: ${course.title}`);
    expect(linkIn(offer, WAITLIST_PATH)).toBe(firstLink);
    const { page, errors } = await site.open(firstLink, DESKTOP, { ip: nextIp() });
    await waitForHydration(page);
    expect(await stateLine(page).textContent()).toMatch(
      /^Er is een plaats voor je vrij tot \S+dag \d{1,2} \S+ \d{4} om \d\d:\d\d uur\.$/,
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Neem de plaats" }).click();
    await page.getByText("Je hebt de plaats genomen", { exact: false }).waitFor();
    expect(await page.getByRole("button", { name: "Neem de plaats" }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);

    const confirmation = await waitForMail(FIRST, 3);
    expect(confirmation.subject).toContain(course.title);
    expect(linkIn(confirmation, CANCEL_PATH)).toBeDefined();
    expect(confirmation.attachments.some((attachment) => attachment.filename?.endsWith(".ics"))).toBe(true);
  });

  it("lets the second person leave the list without JavaScript", async () => {
    const { page, errors } = await site.open(secondLink, PHONE, { ip: nextIp(), javaScriptEnabled: false });
    expect(await page.getByRole("status").first().textContent()).toBe("Je staat op plaats 1 van de wachtlijst.");
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Verlaat de wachtlijst" }).click();
    expect((await answer).status()).toBe(200);
    await page.waitForLoadState();
    expect(await page.getByRole("status").first().textContent()).toBe(
      "Je staat niet meer op de wachtlijst voor deze cursus.",
    );
    expect(await page.getByRole("button", { name: "Verlaat de wachtlijst" }).count()).toBe(0);
    expect(errors).toEqual([]);
    expect(mailsTo(site.smtp, SECOND)).toHaveLength(1);
  });
});
