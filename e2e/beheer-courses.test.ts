import { beforeAll, describe, expect, it } from "vitest";
import type { ParsedMail } from "mailparser";
import { apiClient } from "../test/support/site/api-client.ts";
import { axeViolations } from "../test/support/browser/axe.ts";
import type { ApiCourse } from "../test/support/browser/courses.ts";
import { ownCourses } from "../test/support/site/course-scenarios.ts";
import { enrollThroughApi } from "../test/support/site/factories.ts";
import { useSiteSession } from "../test/support/browser/session.ts";
import { DEMO_BEHEERDER, mailAfterJobs, signInByMail, waitForStaffHydration } from "../test/support/browser/staff.ts";

// A Vakschool course changed and then cancelled in the back office. Two participants enrol through the
// public API; the beheerder (signed in through the real sign-in mail) renames the course, the public course page
// shows the new title, and cancelling through the confirmation step mails both participants 'gaat niet door' with
// a cancelling calendar entry, on a real SMTP server in this test process.

const site = useSiteSession({ mail: true });

const PARTICIPANTS = [
  { firstName: "Noor", lastName: "Bakker", email: "noor.bakker@example.org" },
  { firstName: "Daan", lastName: "Mulder", email: "daan.mulder@example.org" },
];

/** The .ics attachment as a calendar reads it: folded lines joined again (RFC 5545 §3.1). */
function calendarOf(mail: ParsedMail): string {
  const ics = mail.attachments.filter((attachment) => attachment.filename?.endsWith(".ics"));
  expect(ics).toHaveLength(1);
  return ics[0]!.content.toString("utf8").replaceAll(/\r\n[ \t]/g, "");
}

let course: ApiCourse;

beforeAll(async () => {
  // A course of the file's own that nobody has enrolled in yet: the cancellation then goes to exactly the two
  // participants below.
  ({ course } = await ownCourses(site, { course: { title: "Netwerken rond een justitiabele", maxParticipants: 15 } }));
  for (const [index, person] of PARTICIPANTS.entries()) {
    await enrollThroughApi(apiClient(site, { ip: `10.71.0.${index + 1}` }), course.id, person);
  }
});

describe("a course in the back office", () => {
  it("is renamed, shows the new title on the public page, and is cancelled with a mail to each participant", async () => {
    const { page } = await site.open("/beheer/inloggen");
    await signInByMail(page, site.url, site.smtp, DEMO_BEHEERDER.email);
    const editPath = `/beheer/cursussen/${course.id}`;

    await page.goto(`${site.url}/beheer/cursussen/${course.id}/inschrijvingen`);
    await waitForStaffHydration(page);
    const enrolled = (await page.getByRole("main").textContent()) ?? "";
    for (const person of PARTICIPANTS) expect(enrolled).toContain(person.email);
    // Enrolled with 0201234567 (enrollThroughApi), stored as E.164, shown the Dutch way (decision 0016).
    expect(enrolled).toContain("020 123 4567");
    expect(enrolled).not.toContain("+31201234567");
    // The buttons are those the API offers (StaffCourseEnrollment.actions): each active enrolment can be cancelled.
    const cancelButtons = page.getByRole("button", { name: /^Afmelden / });
    expect(await cancelButtons.count()).toBe(PARTICIPANTS.length);

    // Rename with the keyboard: select the title, type the new one, Enter.
    const newTitle = `${course.title} (vernieuwd)`;
    await page.goto(`${site.url}${editPath}`);
    await waitForStaffHydration(page);
    const title = page.getByLabel("Titel", { exact: true });
    await title.focus();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type(newTitle);
    await page.keyboard.press("Enter");
    await page.getByRole("status").filter({ hasText: "De cursus is opgeslagen." }).waitFor();
    expect(page.url()).toBe(`${site.url}${editPath}`);

    const visitor = await site.open(`/vakschool/${course.id}`);
    expect(visitor.status).toBe(200);
    expect(await visitor.page.getByRole("heading", { level: 1 }).textContent()).toBe(newTitle);

    // Cancel: the first button only asks to confirm; nothing is mailed until the second.
    await page.getByRole("link", { name: "Cursus annuleren…" }).click();
    await page.waitForURL(/bevestig=annuleren/);
    const confirm = page.getByRole("button", { name: "Ja, annuleer de cursus en mail de deelnemers" });
    await confirm.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(site.smtp.received.filter((mail) => mail.subject?.startsWith("De cursus gaat niet door"))).toEqual([]);
    await confirm.focus();
    await page.keyboard.press("Enter");
    await page
      .getByRole("status")
      .filter({ hasText: "De cursus is geannuleerd. 2 deelnemers krijgen een e-mail." })
      .waitFor();

    for (const person of PARTICIPANTS) {
      // The first mail is the enrolment's confirmation; the second says the course does not go ahead.
      const mail = await mailAfterJobs(site.url, site.smtp, person.email, 2);
      expect(mail.subject).toBe(`De cursus gaat niet door: ${newTitle}`);
      const calendar = calendarOf(mail);
      expect(calendar).toContain("METHOD:CANCEL");
      expect(calendar).toContain("STATUS:CANCELLED");
    }

    const after = await site.open(`/vakschool/${course.id}`);
    expect(await after.page.getByRole("main").textContent()).toMatch(/geannuleerd|gaat niet door/i);

    // A cancelled course offers neither its own end again nor a cancellation of its enrolments.
    expect(await page.getByRole("link", { name: "Cursus annuleren…" }).count()).toBe(0);
    await page.goto(`${site.url}/beheer/cursussen/${course.id}/inschrijvingen`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.getByRole("main").textContent()).toContain(PARTICIPANTS[0]!.email);
    expect(await cancelButtons.count()).toBe(0);
  });
});
