import type { ParsedMail } from "mailparser";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import type { TestSmtpServer } from "../smtp-server.ts";
import type { ApiClient } from "../site/api-client.ts";
import type { ApiCourse } from "./courses.ts";
import { ownCourses } from "../site/course-scenarios.ts";
import { ownForum, ticketTypeId, type ApiEvent } from "../site/event-scenarios.ts";
import { enrollThroughApi, orderTickets } from "../site/factories.ts";
import { afterJobs } from "../site/jobs.ts";
import type { SiteWithMail } from "../site/staff-api.ts";
import { mailsTo } from "./staff.ts";

/** Helpers of the "Mijn gegevens" browser tests. */
const LINK = /https?:\/\/[^\s"<>]+\/mijn-gegevens\/([A-Za-z0-9_-]{43})/;

/** The `count`th mail to `email` whose subject matches, once the server at `serverUrl` ran its jobs. */
export function waitForMail(
  serverUrl: string,
  smtp: TestSmtpServer,
  email: string,
  subject: RegExp,
  count = 1,
): Promise<ParsedMail> {
  return afterJobs(
    serverUrl,
    () => mailsTo(smtp, email).filter((mail) => subject.test(mail.subject ?? ""))[count - 1],
    () => `geen e-mail '${subject.source}' aan ${email}`,
  );
}

/** Where a file's people have their data: a forum of the file's own and a course of its own, ahead of today. */
export type PersonalDataPlaces = { forum: ApiEvent; course: ApiCourse };

/** Makes the forum and the course a file's people order and enrol in (personWithData), once per file. */
export async function placesForPersonalData(site: SiteWithMail): Promise<PersonalDataPlaces> {
  const forum = await ownForum(site, { name: "Forum Eigen Gegevens" });
  const { course } = await ownCourses(site, { course: { title: "Bewaren en wissen", maxParticipants: 20 } });
  return { forum, course };
}

/** A person with an order (a 'Regulier' ticket by invoice) for the file's forum and an enrolment in its course. */
export async function personWithData(
  api: ApiClient,
  site: { url: string },
  { forum, course }: PersonalDataPlaces,
  email: string,
): Promise<{ eventName: string; courseTitle: string }> {
  await orderTickets(api, {
    eventId: forum.id,
    lines: [{ ticketTypeId: ticketTypeId(forum, "Regulier"), quantity: 1 }],
    paymentMethod: "INVOICE",
    email,
    publicUrl: site.url,
  });
  await enrollThroughApi(api, course.id, { firstName: "Mira", lastName: "Gegevens", email });
  return { eventName: forum.name, courseTitle: course.title };
}

/** Asks for a link on /mijn-gegevens with the keyboard only: Tab to the field, type, Enter. */
export async function requestLinkByKeyboard(page: Page, email: string): Promise<void> {
  for (let step = 0; step < 40; step++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate(() => document.activeElement?.id === "email")) break;
  }
  expect(await page.evaluate(() => document.activeElement?.id)).toBe("email");
  await page.keyboard.type(email);
  await page.keyboard.press("Enter");
  await page.getByText("Kijk in je mailbox").waitFor();
}

/** The link's path from the mail, checked to carry what the brief promises. */
export function linkPathIn(mail: ParsedMail): string {
  const text = mail.text ?? "";
  expect(text).toContain("Niet aangevraagd? Negeer deze mail");
  expect(text).toMatch(/De link werkt \d+ minuten/);
  const match = LINK.exec(text);
  expect(match).not.toBeNull();
  return new URL(match![0]).pathname;
}
