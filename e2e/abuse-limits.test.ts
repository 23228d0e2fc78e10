import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  enrollmentForm,
  FAILURE_TITLE,
  fetchCourse,
  fillEnrollmentForm,
  participant,
  submitButton,
  SUCCESS_TITLE,
  type ApiCourse,
} from "../test/support/browser/courses.ts";
import { DESKTOP, useSiteSession } from "../test/support/browser/session.ts";
import { waitForHydration } from "../test/support/browser/site.ts";
import { ownCourses } from "../test/support/site/course-scenarios.ts";

// A form post over an abuse limit answers 429 with Retry-After, and the page says in Dutch how long to
// wait, with JavaScript and without. A server of its own that allows one enrolment per client an hour, with mail
// so that staff can make the file's two courses: the first takes the visitor's one enrolment, the other is refused.
const site = useSiteSession({ env: { RATE_LIMIT_ENROLLMENTS_PER_HOUR: "1" }, mail: true });
const VISITOR = "10.70.0.1";
const TOO_MANY = /^Te veel pogingen\. Probeer het over (\d+) minuten opnieuw\.$/;
let courses: Record<"first" | "other", ApiCourse>;

beforeAll(async () => {
  courses = await ownCourses(site, {
    first: { title: "Grenzen stellen in de kliniek", maxParticipants: 12 },
    other: { title: "Grenzen bewaken in de wijk", maxParticipants: 12 },
  });
});

/** The course page of one visitor with the registration form open. */
async function openForm(courseId: string, javaScriptEnabled: boolean) {
  // Without JavaScript the link 'Direct aanmelden' leads here; with it, the button opens the form.
  const path = `/vakschool/${courseId}${javaScriptEnabled ? "" : "?aanmelden=ja"}`;
  const visit = await site.open(path, DESKTOP, { ip: VISITOR, javaScriptEnabled });
  if (javaScriptEnabled) {
    await waitForHydration(visit.page);
    await visit.page.getByRole("button", { name: "Direct aanmelden" }).click();
  }
  await enrollmentForm(visit.page).waitFor();
  return visit;
}

/** Sends the form and gives the answer to the POST: the page itself without JavaScript, the action's data with. */
async function send(page: Page) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST"),
    submitButton(page).click(),
  ]);
  await page.waitForLoadState();
  return response;
}

const failureShown = (page: Page) => page.getByRole("alert").filter({ hasText: FAILURE_TITLE });

describe("a form post over the enrolment limit", () => {
  it("without JavaScript answers 429 with Retry-After and a page that says how many minutes to wait", async () => {
    const first = await openForm(courses.first.id, false);
    await fillEnrollmentForm(first.page, participant("eerste.keer@example.org"));
    expect((await send(first.page)).status()).toBe(200);
    expect(await first.page.getByText(SUCCESS_TITLE).count()).toBe(1);

    const course = courses.other;
    const { page, errors } = await openForm(course.id, false);
    await fillEnrollmentForm(page, participant("tweede.keer@example.org"));
    const refused = await send(page);
    expect(refused.status()).toBe(429);
    const retryAfter = Number(await refused.headerValue("retry-after"));
    expect(retryAfter).toBeGreaterThan(3400);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    const message = (await failureShown(page).textContent())?.replace(FAILURE_TITLE, "") ?? "";
    expect(message).toMatch(TOO_MANY);
    expect(Number(TOO_MANY.exec(message)?.[1])).toBe(Math.ceil(retryAfter / 60));
    expect(await enrollmentForm(page).isVisible()).toBe(true);
    expect((await fetchCourse(site.url, course.id)).availablePlaces).toBe(course.availablePlaces);
    expect(errors.filter((error) => !error.includes("status of 429"))).toEqual([]);
  });

  it("with JavaScript shows the same message in the form's panel", async () => {
    const course = courses.other;
    const { page, errors } = await openForm(course.id, true);
    await fillEnrollmentForm(page, participant("derde.keer@example.org"));
    expect((await send(page)).status()).toBe(429);
    await failureShown(page).waitFor();
    expect((await failureShown(page).textContent())?.replace(FAILURE_TITLE, "")).toMatch(TOO_MANY);
    expect(await enrollmentForm(page).isVisible()).toBe(true);
    expect((await fetchCourse(site.url, course.id)).availablePlaces).toBe(course.availablePlaces);
    expect(errors.filter((error) => !error.includes("status of 429"))).toEqual([]);
  });
});

// The wizard's code checks share the API's code-attempt limit (30 points a minute, an invalid code costs two).
describe("the workshop wizard over the code-attempt limit", () => {
  const wizard = () => `${site.url}/workshops/aanmelden`;
  const guesser = { "x-forwarded-for": "10.70.0.2" };
  const WAIT_A_MINUTE = "Te veel pogingen. Probeer het over 1 minuut opnieuw.";

  async function expectTooMany(response: Response) {
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await response.text()).toContain(WAIT_A_MINUTE);
  }

  it("answers step 1 without JavaScript (a GET) and the wizard's form post with 429 and the Dutch message", async () => {
    const check = () => fetch(`${wizard()}?code=FF-0000-0000-0000`, { headers: guesser });
    for (let i = 0; i < 15; i++) expect((await check()).status).toBe(200);
    await expectTooMany(await check());
    const post = await fetch(wizard(), {
      method: "POST",
      headers: { ...guesser, origin: site.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "validate", code: "FF-0000-0000-0000" }),
    });
    await expectTooMany(post);
  });
});
