import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { courseEnrollments, mailOutbox } from "../../server/db/schema/index.ts";
import { cancelEnrollment } from "../../server/domain/courses/cancel-enrollment.ts";
import { enrollCourseParticipant } from "../../server/domain/courses/enroll-participant.ts";
import { sendDueReminders } from "../../server/domain/reminders/send-due-reminders.ts";
import { startOrderWorker } from "../../server/jobs/order-worker.ts";
import { COURSE_START, createCourse, insertPastEnrollment, PARTICIPANT } from "../support/factories/courses.ts";
import { testDatabases } from "../support/databases.ts";
import { smtpMailSuite } from "../support/mail-suite.ts";
import {
  BEFORE_WINDOW,
  INSIDE_WINDOW,
  reminderMails,
  remindUntilDone,
  ROUND_AT,
  withReminderDays,
} from "../support/factories/reminders.ts";

// The reminder before a Vakschool course (decision 0017), written once by the worker and delivered with its .ics.
const site = { name: "Forensisch Forum", publicUrl: "https://forensischforum.example.org" };
const from = "Forensisch Forum <info@forensischforum.example.org>";

for (const database of testDatabases()) {
  describe(`course reminders on ${database.name}`, () => {
    const suite = smtpMailSuite(database, { site, from });

    it("reminds an enrolment made before the window once, by the worker's round, with the .ics and cancel link", async () => {
      const { id: courseId } = await createCourse(suite.handle.db, { title: "Risicotaxatie met de HKT-R" });
      const { enrollmentId } = await enrollCourseParticipant(suite.deps(BEFORE_WINDOW), { courseId, ...PARTICIPANT });
      const [enrollment] = await suite.handle.db
        .select()
        .from(courseEnrollments)
        .where(eq(courseEnrollments.id, enrollmentId));

      // Three days ahead nothing is due yet; one day ahead the order worker's round writes the reminder.
      expect(await sendDueReminders(suite.deps(BEFORE_WINDOW))).toEqual({ courses: 0, events: 0 });
      const worker = startOrderWorker({ deps: suite.deps(ROUND_AT), intervalMs: 3_600_000 });
      await worker.runOnce();
      await worker.runOnce();
      await worker.stop();

      const mails = await reminderMails(suite.handle.db, "course-reminder");
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        dedupeKey: `course-reminder:${enrollmentId}`,
        toAddress: PARTICIPANT.email,
        subject: "Herinnering: Risicotaxatie met de HKT-R op donderdag 11 maart 2027",
        attachments: [
          { kind: "course-ics", id: enrollmentId, filename: "vakschool-risicotaxatie-met-de-hkt-r.ics" },
          { kind: "enrollment-qr", id: enrollmentId, filename: "vakschool-qr-code.png" },
        ],
      });
      const [claimed] = await suite.handle.db
        .select({ remindedAt: courseEnrollments.remindedAt })
        .from(courseEnrollments)
        .where(eq(courseEnrollments.id, enrollmentId));
      expect(claimed!.remindedAt).toEqual(ROUND_AT);

      expect(await suite.worker(ROUND_AT).runOnce()).toEqual({ sent: 2, failed: 0 });
      const mail = suite.smtp.received.find((received) => received.subject?.startsWith("Herinnering:"))!;
      expect(mail.to).toMatchObject({ text: PARTICIPANT.email });
      const cancelUrl = `${site.publicUrl}/vakschool/afmelden/${enrollment!.cancelToken}`;
      expect(mail.text).toContain(`Afmelden kan met deze persoonlijke link:\n${cancelUrl}`);
      expect(mail.text).toContain("Wanneer: donderdag 11 maart 2027 om 09:30 uur (tot 16:30 uur)");
      expect(mail.text).toContain("Waar: Lindelaan 40, 3822 XK Amersfoort, Nederland");
      expect(mail.attachments.map((attachment) => attachment.contentType)).toEqual(["text/calendar", "image/png"]);
      const ics = mail.attachments[0]!.content.toString("utf8").replaceAll("\r\n ", "");
      expect(ics).toContain(`UID:course-enrollment-${enrollmentId}@forensischforum.example.org\r\n`);
      expect(ics).toContain("DTSTART:20270311T083000Z\r\n");
    });

    it("reminds nobody who cancelled, enrolled inside the window, or whose course is cancelled, draft or begun", async () => {
      const db = suite.handle.db;
      const { id: open } = await createCourse(db);
      await insertPastEnrollment(db, open, { status: "CANCELED" });
      await insertPastEnrollment(db, open, { createdAt: INSIDE_WINDOW, email: "laat@example.org" });
      const cancelLater = await insertPastEnrollment(db, open, { email: "afmelder@example.org" });
      await cancelEnrollment(suite.deps(ROUND_AT), cancelLater.cancelToken);
      for (const status of ["CANCELED", "DRAFT", "COMPLETED"] as const) {
        const { id } = await createCourse(db, { status });
        await insertPastEnrollment(db, id, { email: `${status.toLowerCase()}@example.org` });
      }
      const { id: begun } = await createCourse(db, { startsAt: new Date(ROUND_AT.getTime() - 60_000) });
      await insertPastEnrollment(db, begun, { email: "begonnen@example.org" });
      const { id: later } = await createCourse(db, { startsAt: new Date(COURSE_START.getTime() + 2 * 86_400_000) });
      await insertPastEnrollment(db, later, { email: "later@example.org" });

      expect(await remindUntilDone(suite.deps(ROUND_AT))).toEqual({ courses: 0, events: 0 });
      expect(await reminderMails(db, "course-reminder")).toEqual([]);
    });

    it("sends none with REMINDER_DAYS_BEFORE=0, and reminds a week ahead with 7", async () => {
      const db = suite.handle.db;
      const { id: courseId } = await createCourse(db);
      const early = await insertPastEnrollment(db, courseId, { createdAt: new Date("2027-02-01T10:00:00Z") });
      expect(await remindUntilDone(withReminderDays(suite.deps(ROUND_AT), 0))).toEqual({ courses: 0, events: 0 });
      expect(await reminderMails(db, "course-reminder")).toEqual([]);

      const weekAhead = new Date(COURSE_START.getTime() - 6 * 86_400_000);
      expect(await remindUntilDone(withReminderDays(suite.deps(weekAhead), 7))).toEqual({ courses: 1, events: 0 });
      expect((await reminderMails(db, "course-reminder")).map((mail) => mail.dedupeKey)).toEqual([
        `course-reminder:${early.id}`,
      ]);
    });

    it("several workers at once write one reminder per enrolment, in bounded batches", async () => {
      const db = suite.handle.db;
      const { id: courseId } = await createCourse(db, { maxParticipants: 200 });
      for (let i = 0; i < 120; i++) await insertPastEnrollment(db, courseId, { email: `p${i}@example.org` });
      const deps = suite.deps(ROUND_AT);
      const first = await Promise.all([sendDueReminders(deps), sendDueReminders(deps), sendDueReminders(deps)]);
      // One round takes at most a batch of 50; together the three rounds took each enrolment once.
      expect(first.every((round) => round.courses <= 50)).toBe(true);
      await Promise.all([remindUntilDone(deps), remindUntilDone(deps)]);
      const mails = await reminderMails(db, "course-reminder");
      expect(mails).toHaveLength(120);
      expect(new Set(mails.map((mail) => mail.toAddress)).size).toBe(120);
      const outbox = await db.select({ id: mailOutbox.id }).from(mailOutbox);
      expect(outbox).toHaveLength(120);
    });
  });
}
