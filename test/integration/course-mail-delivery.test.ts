import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "../../server/db/schema/index.ts";
import { cancelEnrollment } from "../../server/domain/courses/cancel-enrollment.ts";
import { enrollCourseParticipant } from "../../server/domain/courses/enroll-participant.ts";
import { DEV_MAILBOX_PATH, devMailboxRouter } from "../../server/http/dev-mailbox-route.ts";
import { enrollmentQrPayload, parseScannedCode } from "../../server/domain/checkin/scanned-code.ts";
import { enrollmentQrPng } from "../../server/documents/qr-code.ts";
import { enrollmentsOf, createCourse, PARTICIPANT } from "../support/factories/courses.ts";
import { testDatabases } from "../support/databases.ts";
import { smtpMailSuite } from "../support/mail-suite.ts";

// The enrolment and cancellation mails through the real path: outbox, worker, SMTP, with their .ics files.
const site = { name: "Forensisch Forum", publicUrl: "https://forensischforum.example.org" };
const from = "Forensisch Forum <info@forensischforum.example.org>";
const now = new Date("2027-02-01T10:00:00Z");

for (const database of testDatabases()) {
  describe(`course mails by SMTP on ${database.name}`, () => {
    const suite = smtpMailSuite(database, { site, from });
    const deliver = () => suite.worker(now).runOnce();

    async function enrol() {
      const { id: courseId } = await createCourse(suite.handle.db, {
        title: "Café-gesprekken: agressie, de-escalatie; praktijk",
      });
      const { enrollmentId } = await enrollCourseParticipant(suite.deps(now), { courseId, ...PARTICIPANT });
      const [row] = await enrollmentsOf(suite.handle.db, courseId);
      return { courseId, enrollmentId, cancelToken: row!.cancelToken };
    }

    it("delivers the confirmation with the cancel link and a calendar file in UTC", async () => {
      const { courseId, enrollmentId, cancelToken } = await enrol();
      expect(await deliver()).toEqual({ sent: 1, failed: 0 });
      const mail = suite.smtp.received[0]!;
      expect(mail.subject).toBe("Bevestiging van je aanmelding: Café-gesprekken: agressie, de-escalatie; praktijk");
      const cancelUrl = `${site.publicUrl}/vakschool/afmelden/${cancelToken}`;
      expect(mail.text).toContain(`Afmelden kan met deze persoonlijke link:\n${cancelUrl}`);
      expect(mail.html).toContain(`href="${cancelUrl}"`);
      expect(mail.html).toContain("Afmelden voor deze cursus");
      expect(mail.text).toContain("Wanneer: donderdag 11 maart 2027 om 09:30 uur (tot 16:30 uur)");
      expect(mail.text).toContain("Waar: Lindelaan 40, 3822 XK Amersfoort, Nederland");
      expect(mail.text).toContain(`${site.publicUrl}/vakschool/${courseId}`);

      expect(mail.attachments).toHaveLength(2);
      const [ics, qr] = mail.attachments;
      // The code scanned at check-in (decision 0019): exactly the QR code of 'VAKSCHOOL:{enrolment id}'.
      expect(mail.text).toContain("Laat bij binnenkomst de QR-code uit de bijlage zien");
      expect(qr!.filename).toBe("vakschool-qr-code.png");
      expect(qr!.contentType).toBe("image/png");
      expect(qr!.content.equals(await enrollmentQrPng(enrollmentId))).toBe(true);
      expect(parseScannedCode(enrollmentQrPayload(enrollmentId))).toEqual({ kind: "enrollment", enrollmentId });
      expect(ics!.filename).toBe("vakschool-cafe-gesprekken-agressie-de-escalatie-praktijk.ics");
      expect(ics!.contentType).toBe("text/calendar");
      const calendar = ics!.content.toString("utf8");
      expect(
        calendar
          .split("\r\n")
          .filter((line) => line.length > 0)
          .every((line) => !line.includes("\n")),
      ).toBe(true);
      const unfolded = calendar.replaceAll("\r\n ", "");
      expect(unfolded).toContain("METHOD:PUBLISH\r\nBEGIN:VEVENT\r\n");
      expect(unfolded).toContain(`UID:course-enrollment-${enrollmentId}@forensischforum.example.org\r\n`);
      expect(unfolded).toContain("DTSTART:20270311T083000Z\r\nDTEND:20270311T153000Z\r\n");
      expect(unfolded).toContain("SUMMARY:Café-gesprekken: agressie\\, de-escalatie\\; praktijk\r\n");
      expect(unfolded).toContain(`Afmelden voor deze cursus: ${cancelUrl}`);
      expect(unfolded).toContain('ORGANIZER;CN="Forensisch Forum":mailto:info@forensischforum.example.org\r\n');
    });

    it("delivers the cancellation with a calendar file that removes the same event", async () => {
      const { enrollmentId, cancelToken } = await enrol();
      await cancelEnrollment(suite.deps(now), cancelToken);
      expect(await deliver()).toEqual({ sent: 2, failed: 0 });
      const mail = suite.smtp.received.find((received) => received.subject?.startsWith("Je afmelding voor"))!;
      expect(mail.text).toContain("Je plaats is vrijgegeven voor iemand anders.");
      const calendar = mail.attachments[0]!.content.toString("utf8").replaceAll("\r\n ", "");
      expect(mail.attachments[0]!.contentType).toBe("text/calendar");
      expect(calendar).toContain("METHOD:CANCEL\r\n");
      expect(calendar).toContain(`UID:course-enrollment-${enrollmentId}@forensischforum.example.org\r\n`);
      expect(calendar).toContain("SEQUENCE:1\r\nSTATUS:CANCELLED\r\n");
    });

    it("lets the dev mailbox download the calendar file as text/calendar", async () => {
      await enrol();
      const [row] = await suite.handle.db.select().from(mailOutbox);
      const server: Server = express()
        .use(DEV_MAILBOX_PATH, devMailboxRouter({ db: suite.handle.db, site: { ...site, mailFrom: from } }))
        .listen(0, "127.0.0.1");
      await once(server, "listening");
      try {
        const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${DEV_MAILBOX_PATH}/${row!.id}`;
        expect(await (await fetch(base)).text()).toContain(".ics</a>");
        const download = await fetch(`${base}/attachments/0`);
        expect(download.headers.get("content-type")).toBe("text/calendar; charset=utf-8; method=PUBLISH");
        expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="vakschool-.+\.ics"$/);
        expect(await download.text()).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR\r\n$/);
      } finally {
        server.close();
      }
    });
  });
}
