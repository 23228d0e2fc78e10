import type { ParsedMail } from "mailparser";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { EventQueryDocument, FeaturedEventQueryDocument } from "../../../app/graphql/generated.ts";
import type { TestSmtpServer } from "../smtp-server.ts";
import type { ApiClient } from "../site/api-client.ts";
import { demoCourses, fetchCourses } from "./courses.ts";
import { enrollThroughApi, orderTickets } from "../site/factories.ts";
import { afterJobs } from "../site/jobs.ts";
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

/** A person with an order (tickets by invoice) for the featured forum and an enrolment in an open course. */
export async function personWithData(
  api: ApiClient,
  site: { url: string },
  email: string,
): Promise<{ eventName: string; courseTitle: string }> {
  const { currentFeaturedEvent } = await api(FeaturedEventQueryDocument);
  const { eventById: forum } = await api(EventQueryDocument, { id: currentFeaturedEvent!.id });
  const regular = forum!.ticketTypes.find((type) => type.name === "Regulier") ?? forum!.ticketTypes[0]!;
  await orderTickets(api, {
    eventId: forum!.id,
    lines: [{ ticketTypeId: regular.id, quantity: 1 }],
    paymentMethod: "INVOICE",
    email,
    publicUrl: site.url,
  });
  const course = demoCourses(await fetchCourses(site.url)).open;
  await enrollThroughApi(api, course.id, { firstName: "Mira", lastName: "Gegevens", email });
  return { eventName: forum!.name, courseTitle: course.title };
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
