import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { ParsedMail } from "mailparser";
import type { Page } from "playwright-core";
import { apiClient } from "../test/support/site/api-client.ts";
import { axeViolations } from "../test/support/browser/axe.ts";
import {
  courseInfo,
  enrollmentForm,
  fetchCourse,
  fillEnrollmentForm,
  participant,
  submitButton,
  SUCCESS_TITLE,
  visitorIps,
  type ApiCourse,
} from "../test/support/browser/courses.ts";
import { ownCourses } from "../test/support/site/course-scenarios.ts";
import { enrollThroughApi } from "../test/support/site/factories.ts";
import { DESKTOP, PHONE, useSiteSession } from "../test/support/browser/session.ts";
import { mailAfterJobs, mailsTo } from "../test/support/browser/staff.ts";
import {
  amsterdamWeekdayMoment,
  overflowsHorizontally,
  waitForHydration,
  withoutOwnStatusError,
} from "../test/support/browser/site.ts";

// The cancel link (decision 0007): enrol on the course page, let the app deliver its confirmation to a
// real SMTP server in this test process, follow the link in that mail, and give the place back on the page it opens.
// The course is the file's own, open with some places taken.

// Long on purpose: at phone width the cancel page must wrap it rather than scroll sideways.
const EMAIL = "anouk.visservandenbosch@forensischezorginstellingnoordoost.example.org";
const CANCEL_PATH = /\/vakschool\/afmelden\/([A-Za-z0-9_-]+)/;

const site = useSiteSession({ mail: true });
const nextIp = visitorIps("10.63");
let course: ApiCourse;

beforeAll(async () => {
  ({ course } = await ownCourses(site, {
    course: { title: "Adviesrapporten schrijven over recidiverisico", maxParticipants: 16, enrolled: 4 },
  }));
});

/** The `count`-th mail to `email`, once the server ran its jobs (its mail outbox among them). */
const waitForMail = (email: string, count: number) => mailAfterJobs(site.url, site.smtp, email, count);

/** The .ics attachment as a calendar reads it: folded lines joined again (RFC 5545 §3.1). */
function calendarOf(mail: ParsedMail): string {
  const ics = mail.attachments.filter((attachment) => attachment.filename?.endsWith(".ics"));
  expect(ics).toHaveLength(1);
  expect(ics[0]!.contentType).toBe("text/calendar");
  return ics[0]!.content.toString("utf8").replaceAll(/\r\n[ \t]/g, "");
}

/** The course start as iCalendar writes it: in UTC, or in Amsterdam time with its TZID. */
function startLines(iso: string): string[] {
  const utc = new Date(iso)
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replaceAll(/[-:]/g, "");
  const local = new Intl.DateTimeFormat("sv-SE", {
    timeZone: "Europe/Amsterdam",
    dateStyle: "short",
    timeStyle: "medium",
  })
    .format(new Date(iso))
    .replace(" ", "T")
    .replaceAll(/[-:]/g, "");
  return [`DTSTART:${utc}`, `DTSTART;TZID=Europe/Amsterdam:${local}`];
}

/** The value after a label on the cancel page ('Wanneer', 'Waar', 'Aangemeld als'). */
function row(page: Page, label: string) {
  return page.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");
}

/** The course's title on the cancel page, a link to the course. */
const courseLink = (page: Page) => page.getByRole("heading", { level: 2, name: course.title }).getByRole("link");

async function placesLeft(): Promise<number> {
  return (await fetchCourse(site.url, course.id)).availablePlaces;
}

describe("the cancel link of the course confirmation", () => {
  let confirmation: ParsedMail;
  let cancelUrl: string;
  let placesBefore: number;

  beforeAll(async () => {
    placesBefore = course.availablePlaces;
    const { page, errors } = await site.open(`/vakschool/${course.id}`, DESKTOP, { ip: nextIp() });
    await waitForHydration(page);
    await page.getByRole("button", { name: "Direct aanmelden" }).click();
    await enrollmentForm(page).waitFor();
    await fillEnrollmentForm(page, participant(EMAIL, { Voornaam: "Anouk", Achternaam: "Visser" }));
    await submitButton(page).click();
    await page.getByText(SUCCESS_TITLE, { exact: true }).waitFor();
    expect(errors).toEqual([]);
    confirmation = await waitForMail(EMAIL, 1);
  });

  it("confirms the enrolment by e-mail, naming the course, with a calendar file of it", async () => {
    expect(confirmation.subject).toContain(course.title);
    const text = (confirmation.text ?? "").replaceAll("\u00a0", " ");
    expect(text).toContain("Anouk");
    expect(text).toContain(course.title);
    const calendar = calendarOf(confirmation);
    expect(calendar).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(calendar).toContain("BEGIN:VEVENT");
    expect(calendar).toContain(`SUMMARY:${course.title.replaceAll(/[\\;,]/g, (c) => `\\${c}`)}`);
    expect(startLines(course.timeFrame.start).some((line) => calendar.includes(line))).toBe(true);
    expect(placesBefore - 1).toBe(await placesLeft());
  });

  it("links to /vakschool/afmelden/{token} on the site's public URL, in the HTML and the text", async () => {
    const hrefs = [...(confirmation.html || "").matchAll(/href="([^"]+)"/g)]
      .map((match) => match[1]!.replaceAll("&amp;", "&"))
      .filter((href) => CANCEL_PATH.test(href));
    expect(hrefs).toHaveLength(1);
    cancelUrl = hrefs[0]!;
    expect(cancelUrl).toMatch(new RegExp(`^${site.url}/vakschool/afmelden/[A-Za-z0-9_-]{16,}$`));
    expect(confirmation.text).toContain(cancelUrl);
  });

  it("opens a page that shows the course and the enrolment, and opening it changes nothing", async () => {
    const { page, status, errors } = await site.open(new URL(cancelUrl).pathname, PHONE, { ip: nextIp() });
    expect(status).toBe(200);
    await waitForHydration(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Afmelden voor een cursus");
    expect(await courseLink(page).getAttribute("href")).toBe(`/vakschool/${course.id}`);
    expect(await row(page, "Wanneer").textContent()).toBe(amsterdamWeekdayMoment(course.timeFrame.start));
    const { street, postalCode, city, country } = course.location;
    expect(await row(page, "Waar").textContent()).toBe(`${street}, ${postalCode} ${city}, ${country}`);
    expect(await row(page, "Aangemeld als").textContent()).toBe(`Anouk Visser (${EMAIL})`);
    expect(await page.getByRole("button", { name: "Plaats teruggeven" }).isEnabled()).toBe(true);
    // A personal link: not for search engines, and its secret is not passed on to other sites.
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    expect(await page.locator('meta[name="referrer"]').getAttribute("content")).toBe("same-origin");

    expect(await axeViolations(page)).toEqual([]);
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await placesLeft()).toBe(placesBefore - 1);
    expect(mailsTo(site.smtp, EMAIL)).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it("gives the place back with 'Plaats teruggeven', frees it on the course page, and confirms by e-mail", async () => {
    const { page, errors } = await site.open(new URL(cancelUrl).pathname, DESKTOP, { ip: nextIp() });
    await waitForHydration(page);
    // Hold the answer until the button has shown that it is busy.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === `${new URL(cancelUrl).pathname}.data`,
      async (route) => {
        if (route.request().method() === "POST") await held;
        await route.continue();
      },
    );
    await page.getByRole("button", { name: "Plaats teruggeven" }).click();
    const busy = page.getByRole("button", { name: "Bezig met afmelden..." });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();

    const done = page.getByRole("status").filter({ hasText: "Je bent afgemeld" });
    await done.waitFor();
    expect(await done.textContent()).toContain("iemand anders kan nu deelnemen");
    expect(await page.getByRole("button", { name: "Plaats teruggeven" }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(await placesLeft()).toBe(placesBefore);

    await courseLink(page).click();
    await page.getByRole("heading", { level: 1, name: course.title }).waitFor();
    expect(await courseInfo(page, "Plaatsen").textContent()).toBe(
      `${placesBefore} van de ${course.maxParticipants} plaatsen beschikbaar`,
    );
    expect(errors).toEqual([]);

    const cancellation = await waitForMail(EMAIL, 2);
    expect(cancellation.subject).toContain(course.title);
    expect(cancellation.subject).not.toBe(confirmation.subject);
    const calendar = calendarOf(cancellation);
    expect(calendar).toContain("METHOD:CANCEL");
    expect(calendar).toContain("STATUS:CANCELLED");
  });

  it("says so when the link is opened again, without a button", async () => {
    const { page, status, errors } = await site.open(new URL(cancelUrl).pathname, DESKTOP, { ip: nextIp() });
    expect(status).toBe(200);
    const main = (await page.getByRole("main").textContent()) ?? "";
    expect(main).toMatch(/Je hebt je op \d{1,2} \S+ \d{4} om \d\d:\d\d afgemeld voor deze cursus\./);
    expect(main).toContain("Je plaats is vrijgegeven.");
    expect(await page.getByRole("button", { name: "Plaats teruggeven" }).count()).toBe(0);
    expect(await placesLeft()).toBe(placesBefore);
    expect(errors).toEqual([]);
  });

  it("answers an unknown or malformed token with 404 'Afmeldlink niet gevonden'", async () => {
    for (const token of [randomBytes(24).toString("base64url"), "te-kort"]) {
      const { page, status, errors } = await site.open(`/vakschool/afmelden/${token}`, PHONE, { ip: nextIp() });
      expect(status, token).toBe(404);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Afmeldlink niet gevonden");
      expect(await page.getByRole("link", { name: "Naar de Vakschool" }).getAttribute("href")).toBe("/vakschool");
      expect(withoutOwnStatusError(errors, page.url())).toEqual([]);
    }
  });

  it("sent exactly two mails: the confirmation and the cancellation", () => {
    expect(mailsTo(site.smtp, EMAIL).map((mail) => mail.subject)).toEqual([confirmation.subject, expect.any(String)]);
  });
});

describe("the cancel link without JavaScript", () => {
  const email = "joris.brouwer@example.org";

  it("gives the place back with a plain form post and says so on the page it answers", async () => {
    const person = { firstName: "Joris", lastName: "Brouwer", email };
    await enrollThroughApi(apiClient(site, { ip: nextIp() }), course.id, person);
    const link = (await waitForMail(email, 1)).text?.match(CANCEL_PATH)?.[0];
    expect(link).toBeDefined();
    const placesWhileEnrolled = await placesLeft();

    const { page, status, errors } = await site.open(link!, PHONE, { ip: nextIp(), javaScriptEnabled: false });
    expect(status).toBe(200);
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Plaats teruggeven" }).click();
    // A real form post: the browser, not a script, sends it, with its own Origin header.
    expect((await answer).status()).toBe(200);
    await page.waitForLoadState();
    expect(await page.getByRole("status").filter({ hasText: "Je bent afgemeld" }).count()).toBe(1);
    expect(await page.getByRole("button", { name: "Plaats teruggeven" }).count()).toBe(0);
    expect(await placesLeft()).toBe(placesWhileEnrolled + 1);
    expect((await waitForMail(email, 2)).subject).toContain(course.title);
    expect(errors).toEqual([]);
  });
});
