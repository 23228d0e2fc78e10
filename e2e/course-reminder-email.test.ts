import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ParsedMail } from "mailparser";
import type { Browser } from "playwright-core";
import { startTestSmtpServer, type TestSmtpServer } from "../test/support/smtp-server.ts";
import { apiClient } from "../test/support/site/api-client.ts";
import { collectPageErrors, launchBrowser } from "../test/support/browser/browser.ts";
import { fetchCourse, visitorIps, type ApiCourse } from "../test/support/browser/courses.ts";
import { ownCourses } from "../test/support/site/course-scenarios.ts";
import { enrollThroughApi } from "../test/support/site/factories.ts";
import { afterJobs } from "../test/support/site/jobs.ts";
import { seededDataDir, startServer, type RunningServer } from "../test/support/site/server.ts";
import { DESKTOP } from "../test/support/browser/session.ts";
import { mailsTo } from "../test/support/browser/staff.ts";
import { waitForHydration } from "../test/support/browser/site.ts";

// The reminder before a course, one the file makes as staff do. Enrol today; start the server again on the same
// data with its clock a day before the course (CLOCK_START), so the worker's round finds the enrolment inside the
// reminder window, made before it opened; the reminder arrives by real SMTP with its .ics, and its cancel link gives
// the place back. Each mail is asked for with a round of the server's jobs (runJobsNow), not waited for.
const EMAIL = "femke.reminder@example.org";
const CANCEL_PATH = /\/vakschool\/afmelden\/[A-Za-z0-9_-]+/;
const DAY_MS = 24 * 60 * 60 * 1000;

let smtp: TestSmtpServer;
let browser: Browser;
let server: RunningServer | undefined;
const dataDir = seededDataDir();
const nextIp = visitorIps("10.64");

beforeAll(async () => {
  [smtp, browser] = await Promise.all([startTestSmtpServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
});

/** The first mail to EMAIL that matches, once the server ran its jobs. */
function waitForMail(match: (mail: ParsedMail) => boolean, what: string): Promise<ParsedMail> {
  return afterJobs(
    server!.url,
    () => mailsTo(smtp, EMAIL).find(match),
    () => `geen ${what} aan ${EMAIL}:\n${server?.output()}`,
  );
}

const isReminder = (mail: ParsedMail) => mail.subject?.startsWith("Herinnering:") ?? false;

describe("the reminder before a course", () => {
  let course: ApiCourse;
  let confirmation: ParsedMail;
  let reminder: ParsedMail;

  beforeAll(async () => {
    server = await startServer({ dataDir, env: { SMTP_URL: smtp.url } });
    ({ course } = await ownCourses(
      { url: server.url, smtp },
      { course: { title: "Slachtofferbewust werken", maxParticipants: 12 } },
    ));
    await enrollThroughApi(apiClient(server, { ip: nextIp() }), course.id, {
      firstName: "Femke",
      lastName: "de Wit",
      email: EMAIL,
    });
    confirmation = await waitForMail((mail) => mail.subject?.startsWith("Bevestiging") ?? false, "bevestiging");
    await server.stop();
    server = undefined;

    const dayBefore = new Date(Date.parse(course.timeFrame.start) - DAY_MS).toISOString();
    server = await startServer({ dataDir, env: { SMTP_URL: smtp.url, CLOCK_START: dayBefore } });
    reminder = await waitForMail(isReminder, "herinnering");
  });

  it("arrives by SMTP once, naming the course, with its calendar file and the same cancel link", () => {
    expect(reminder.subject).toContain(course.title);
    const text = (reminder.text ?? "").replaceAll("\u00a0", " ");
    expect(text).toContain("Beste Femke,");
    expect(text).toContain("Afmelden kan met deze persoonlijke link:");
    const ics = reminder.attachments.filter((attachment) => attachment.filename?.endsWith(".ics"));
    expect(ics).toHaveLength(1);
    expect(ics[0]!.contentType).toBe("text/calendar");
    const calendar = ics[0]!.content.toString("utf8").replaceAll(/\r\n[ \t]/g, "");
    expect(calendar).toContain("METHOD:PUBLISH");
    expect(calendar).toContain(`SUMMARY:${course.title.replaceAll(/[\\;,]/g, (c) => `\\${c}`)}`);
    const reminderLink = text.match(CANCEL_PATH)?.[0];
    expect(reminderLink).toBeDefined();
    expect(reminderLink).toBe(confirmation.text?.match(CANCEL_PATH)?.[0]);
    expect(mailsTo(smtp, EMAIL).filter(isReminder)).toHaveLength(1);
  });

  it("has a cancel link that gives the place back, the day before the course", async () => {
    const link = reminder.text!.match(CANCEL_PATH)![0];
    const placesBefore = (await fetchCourse(server!.url, course.id)).availablePlaces;
    const context = await browser.newContext({
      viewport: DESKTOP,
      locale: "nl-NL",
      extraHTTPHeaders: { "x-forwarded-for": nextIp() },
    });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const response = await page.goto(`${server!.url}${link}`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Plaats teruggeven" }).click();
    await page.getByRole("status").filter({ hasText: "Je bent afgemeld" }).waitFor();
    expect(await fetchCourse(server!.url, course.id).then((found) => found.availablePlaces)).toBe(placesBefore + 1);
    const cancellation = await waitForMail((mail) => mail.subject?.startsWith("Je afmelding") ?? false, "afmelding");
    expect(cancellation.subject).toContain(course.title);
    expect(errors).toEqual([]);
    await context.close();
  });
});
