import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { certificates, mailOutbox, registrationNumbers, staffTodos, tickets } from "../../server/db/schema/index.ts";
import { renderAttachment } from "../../server/documents/attachments.ts";
import { setAccreditation } from "../../server/domain/certificates/accreditation.ts";
import { listCertificates } from "../../server/domain/certificates/certificate-list.ts";
import { issueDueCertificates } from "../../server/domain/certificates/issue-certificates.ts";
import { requestNameCorrection } from "../../server/domain/certificates/name-correction.ts";
import { reissueAllCertificates, reissueCertificate } from "../../server/domain/certificates/reissue-certificates.ts";
import { verifyCertificate } from "../../server/domain/certificates/verify-certificate.ts";
import { eraseAddress } from "../../server/domain/privacy/erase-address.ts";
import { certificatesOf } from "../../server/domain/privacy/personal-data-participation.ts";
import { setTicketRegistrationNumbers } from "../../server/domain/registration-numbers/ticket-registration-numbers.ts";
import { checkIn } from "../../server/domain/checkin/check-in.ts";
import { undoCheckIn } from "../../server/domain/checkin/undo-check-in.ts";
import { actingAs, type ServiceDeps } from "../../server/domain/deps.ts";
import { CertificateSummaryDocument } from "../graphql/generated.ts";
import { createCourse, enrolInCourse } from "../support/factories/courses.ts";
import { testDatabases } from "../support/databases.ts";
import { TEST_SETTINGS, testDeps } from "../support/deps.ts";
import { graphqlClient } from "../support/graphql-client.ts";
import { pdfText } from "../support/pdf-text.ts";
import { openCertificatePdfLink } from "../support/certificate-pdf-link.ts";
import { asStaff, insertStaffActor } from "../support/factories/staff.ts";
import { createForum, type TestForum } from "../support/factories/workshops.ts";

// Certificates of attendance (decision 0020), issued after an accredited event or course to those checked in.
const during = new Date("2027-03-11T09:00:00Z");
const afterwards = new Date("2027-03-11T17:00:00Z"); // the forum ends at 16:00 UTC, the course at 15:30
const site = { name: "Forensisch Forum", publicUrl: "https://ff.example.org", mailFrom: "info@ff.example.org" };
const ACCREDITATION = {
  hours: "6,5",
  points: "6",
  registerCodes: ["BIG", "VVN", "NIP", "NVO", "SKJ"],
  accreditationNumber: "ACC-2027-0311",
  signatoryName: "Dr. J. Jansen",
  signatoryRole: "Voorzitter programmacommissie",
};
/** The numbers the first ticket's holder gave (NIP's typed without its leading zeros, decision 0036). */
const NUMBERS = [
  { registerCode: "BIG", number: "BIG-1234 5678 901" },
  { registerCode: "NIP", number: "123456" },
];
const NUMBERS_AS_COPIED = [
  { registerCode: "BIG", registerName: "BIG-register", number: "12345678901" },
  { registerCode: "NIP", registerName: "NIP (psychologen)", number: "00123456" },
];

for (const database of testDatabases()) {
  describe(`Certificates on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let staff: (at: Date) => ServiceDeps;
    let forum: TestForum;
    let unaccredited: TestForum;
    const worker = (at: Date) => actingAs(testDeps(handle.db, at), { kind: "system", name: "test" });
    const visitor = () => actingAs(testDeps(handle.db, afterwards), { kind: "visitor", clientIp: "203.0.113.9" });
    const eventRef = () => ({ kind: "EVENT", id: forum.eventId }) as const;
    const certificateMails = () =>
      handle.db.select().from(mailOutbox).where(like(mailOutbox.dedupeKey, "certificate:%"));
    const pdfOf = async (mail: typeof mailOutbox.$inferSelect) =>
      (await pdfText((await renderAttachment(handle.db, mail.attachments[0]!, site)).content)).text;
    const certificateOfCode = async (code: string) => {
      const [ticket] = await handle.db.select().from(tickets).where(eq(tickets.registrationCode, code));
      const [row] = await handle.db.select().from(certificates).where(eq(certificates.ticketId, ticket!.id));
      return row!;
    };
    const mailOf = async (row: { id: string; reissueCount: number }) =>
      (
        await handle.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.dedupeKey, `certificate:${row.id}:${row.reissueCount}`))
      )[0]!;
    const openPdf = (token: string, clientIp = "203.0.113.20", codeAttemptsPerClientPerMinute?: number) =>
      openCertificatePdfLink(handle.db, afterwards, token, {
        clientIp,
        abuseLimits: codeAttemptsPerClientPerMinute ? { codeAttemptsPerClientPerMinute } : {},
      });

    beforeAll(async () => {
      handle = await database.open();
      const actor = await insertStaffActor(handle.db, ["beheerder"], "Bea Beheer");
      staff = (at) => asStaff(testDeps(handle.db, at), actor);
      forum = await createForum(handle.db, { slots: [], tickets: 3 });
      unaccredited = await createForum(handle.db, { slots: [], tickets: 1 });
      for (const code of forum.codes.slice(0, 2))
        await checkIn(staff(during), { scope: eventRef(), code, deviceId: "balie" });
      await checkIn(staff(during), {
        scope: { kind: "EVENT", id: unaccredited.eventId },
        code: unaccredited.codes[0]!,
      });
      await setAccreditation(staff(during), { subject: eventRef(), ...ACCREDITATION });
      await setTicketRegistrationNumbers(testDeps(handle.db, during), {
        registrationToken: forum.codes[0],
        registrationNumbers: NUMBERS,
      });
    });
    afterAll(async () => handle?.close());

    it("issues nothing before the end, then once per checked-in person even with several workers at once", async () => {
      expect(await issueDueCertificates(worker(during))).toBe(0);
      const counts = await Promise.all(Array.from({ length: 4 }, () => issueDueCertificates(worker(afterwards))));
      expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
      expect(await issueDueCertificates(worker(afterwards))).toBe(0);
      const rows = await handle.db.select().from(certificates);
      expect(rows.map((row) => row.eventId)).toEqual([forum.eventId, forum.eventId]);
      for (const row of rows) expect(row.code).toMatch(/^FC-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      expect(await certificateMails()).toHaveLength(2);
    });

    it("attaches a PDF with name, title, date, hours, points, registers, number and code", async () => {
      const [mail] = await certificateMails();
      const [row] = await handle.db.select().from(certificates).where(eq(certificates.id, mail!.attachments[0]!.id));
      const text = await pdfOf(mail!);
      for (const part of [
        `${row!.firstName} ${row!.lastName}`,
        "Forensisch Forum Jaarcongres 2027",
        "11 maart 2027",
        "6,5 uur",
        "Accreditatie per register BIG-register Accreditatienummer ACC-2027-0311 · 6 punten",
        "NVO (pedagogen en onderwijskundigen) Accreditatienummer ACC-2027-0311 · 6 punten",
        "Kwaliteitsregister Jeugd (SKJ) Accreditatienummer ACC-2027-0311 · 6 punten",
        "Dr. J. Jansen",
        row!.code,
        `https://ff.example.org/certificaat/${row!.code}`,
      ])
        expect(text).toContain(part);
      expect(mail!.text).toContain("Klopt je naam niet?");
      expect(mail!.text).toContain(`/certificaat/naam/${row!.correctionToken}`);
    });

    it("copies the holder's registration numbers onto the certificate, and prints them in its PDF and mail", async () => {
      const numbered = await certificateOfCode(forum.codes[0]!);
      const without = await certificateOfCode(forum.codes[1]!);
      expect(numbered.registrationNumbers).toEqual(NUMBERS_AS_COPIED);
      expect(without.registrationNumbers).toEqual([]);
      const text = await pdfOf(await mailOf(numbered));
      expect(text).toContain(
        "BIG-register Accreditatienummer ACC-2027-0311 · 6 punten · Registratienummer BIG: 12345678901",
      );
      expect(text).toContain(
        "NIP (psychologen) Accreditatienummer ACC-2027-0311 · 6 punten · Registratienummer NIP: 00123456",
      );
      // A register without a number has no number: NVO's line ends with its points.
      expect(text).toContain(
        "NVO (pedagogen en onderwijskundigen) Accreditatienummer ACC-2027-0311 · 6 punten Kwaliteitsregister V&VN",
      );
      expect(await pdfOf(await mailOf(without))).not.toContain("Registratienummer");
      const mail = await mailOf(numbered);
      expect(mail.text).toContain("Registratienummer BIG: 12345678901");
      expect(mail.text).toContain("Registratienummer NIP: 00123456");
      expect(mail.html).toContain("12345678901");
      expect((await mailOf(without)).text).not.toContain("Registratienummer");
    });

    it("never shows the registration numbers on the public check", async () => {
      const numbered = await certificateOfCode(forum.codes[0]!);
      const checked = await verifyCertificate(visitor(), numbered.code);
      expect(checked?.name).toBe(`${numbered.firstName} ${numbered.lastName}`);
      expect(JSON.stringify(checked)).not.toMatch(/12345678901|00123456|Registratienummer/);
    });

    it("links its PDF from the mail; the link answers the PDF, privately, and a wrong or malformed token the 404", async () => {
      const numbered = await certificateOfCode(forum.codes[0]!);
      expect(numbered.pdfToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(numbered.pdfToken).not.toBe(numbered.correctionToken);
      const mail = await mailOf(numbered);
      const link = `${TEST_SETTINGS.site.publicUrl}/certificaat/pdf/${numbered.pdfToken}`;
      expect(mail.text).toContain(`persoonlijke link (deel hem niet):\n${link}\n`);
      expect(mail.html).toContain(`href="${link}"`);
      expect(mail.html).toContain(">Download je certificaat (PDF)<");
      expect(mail.attachments).toHaveLength(1);

      const answer = await openPdf(numbered.pdfToken);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("application/pdf");
      expect(answer.headers.get("content-disposition")).toBe(
        `attachment; filename="certificaat-${numbered.code}.pdf"; filename*=UTF-8''certificaat-${numbered.code}.pdf`,
      );
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
      expect(answer.headers.get("x-robots-tag")).toBe("noindex");
      const { text } = await pdfText(answer.body!);
      expect(text).toContain(numbered.code);
      expect(text).toContain("Registratienummer BIG: 12345678901");

      for (const wrong of ["x".repeat(32), numbered.correctionToken, "abc", "<script>", `${numbered.pdfToken}x`]) {
        const refused = await openPdf(wrong);
        expect(refused.status, wrong).toBe(404);
        expect(refused.body).toBeNull();
      }
    });

    it("counts wrong PDF links with the other code lookups: guessing is refused (429)", async () => {
      const numbered = await certificateOfCode(forum.codes[0]!);
      const guesses = [];
      for (let i = 0; i < 4; i++) guesses.push((await openPdf(`${"y".repeat(31)}${i}`, "198.51.100.30", 6)).status);
      expect(guesses).toEqual([404, 404, 404, 429]);
      expect((await openPdf(numbered.pdfToken, "198.51.100.30", 6)).status).toBe(429);
      expect((await openPdf(numbered.pdfToken, "198.51.100.31", 6)).status).toBe(200);
    });

    it("verifies a code typed loosely, shows only name, title and date, and refuses unknown codes", async () => {
      const [row] = await handle.db.select().from(certificates).limit(1);
      const typed = row!.code.toLowerCase().replaceAll("-", " ");
      expect(await verifyCertificate(visitor(), typed)).toEqual({
        code: row!.code,
        name: `${row!.firstName} ${row!.lastName}`,
        subjectTitle: "Forensisch Forum Jaarcongres 2027",
        startsAt: row!.startsAt,
        endsAt: row!.endsAt,
      });
      expect(await verifyCertificate(visitor(), "FC-0000-0000-0000")).toBeNull();
      expect(await verifyCertificate(visitor(), "geen code")).toBeNull();
    });

    it("answers certificateByCode over GraphQL with only name, title, date and validity; guessing is rate limited", async () => {
      const [row] = await handle.db.select().from(certificates).limit(1);
      const client = graphqlClient(handle.db, afterwards, {
        clientIp: "198.51.100.7",
        abuseLimits: { codeAttemptsPerClientPerMinute: 6 },
      });
      const found = await client.run(CertificateSummaryDocument, { code: row!.code });
      expect(found.data?.certificateByCode).toEqual({
        name: `${row!.firstName} ${row!.lastName}`,
        subjectTitle: "Forensisch Forum Jaarcongres 2027",
        startsAt: row!.startsAt.toISOString(),
        valid: true,
      });
      const guesses = [];
      for (let i = 0; i < 4; i++)
        guesses.push(await client.run(CertificateSummaryDocument, { code: `FC-0000-0000-000${i}` }));
      expect(guesses[0]!.data).toEqual({ certificateByCode: null });
      expect(guesses.at(-1)!.errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
    });

    it("takes a name correction as a staff to-do; re-issue keeps the code and prints the corrected name", async () => {
      const [row] = await handle.db.select().from(certificates).limit(1);
      const answer = await requestNameCorrection(visitor(), {
        token: row!.correctionToken,
        name: "Sanne van Hofstede-Ali",
        note: "Mijn achternaam is van mijn partner",
      });
      expect(answer.message).toContain("Bedankt");
      const [todo] = await handle.db.select().from(staffTodos).where(eq(staffTodos.certificateId, row!.id));
      expect(todo).toMatchObject({ kind: "CERTIFICATE_NAME_CORRECTION", resolvedAt: null });
      expect(todo!.details).toMatchObject({ requestedName: "Sanne van Hofstede-Ali", code: row!.code });
      await expect(requestNameCorrection(visitor(), { token: "x".repeat(32), name: "Iemand" })).rejects.toMatchObject({
        code: "NOT_FOUND",
      });

      // The certificates page shows the request to whoever manages the event, not only on the to-do list.
      const listed = (await listCertificates(staff(afterwards), eventRef())).certificates;
      expect(listed.find((entry) => entry.id === row!.id)?.requestedName).toBe("Sanne van Hofstede-Ali");

      const after = await reissueCertificate(staff(afterwards), {
        certificateId: row!.id,
        firstName: "Sanne",
        lastName: "van Hofstede-Ali",
      });
      expect(after.code).toBe(row!.code);
      expect(after.reissuedAt).toEqual(afterwards);
      const mails = await certificateMails();
      expect(mails).toHaveLength(3);
      const latest = mails.find((mail) => mail.dedupeKey === `certificate:${row!.id}:1`)!;
      const text = await pdfOf(latest);
      expect(text).toContain("Sanne van Hofstede-Ali");
      expect(text).toContain(row!.code);
      expect((await verifyCertificate(visitor(), row!.code))?.name).toBe("Sanne van Hofstede-Ali");
      // The re-issue answered the request: its to-do is resolved and the page no longer shows it.
      const [resolved] = await handle.db.select().from(staffTodos).where(eq(staffTodos.certificateId, row!.id));
      expect(resolved!.resolvedAt).toEqual(afterwards);
      const relisted = (await listCertificates(staff(afterwards), eventRef())).certificates;
      expect(relisted.find((entry) => entry.id === row!.id)?.requestedName).toBeNull();
    });

    it("revokes a certificate whose check-in was removed; it is then neither verified nor re-issued", async () => {
      const [ticket] = await handle.db.select().from(tickets).where(eq(tickets.registrationCode, forum.codes[1]!));
      const [row] = await handle.db.select().from(certificates).where(eq(certificates.ticketId, ticket!.id));
      await undoCheckIn(staff(afterwards), { scope: eventRef(), attendeeId: row!.ticketId });
      expect(await verifyCertificate(visitor(), row!.code)).toBeNull();
      const list = await listCertificates(staff(afterwards), eventRef());
      expect(list.certificates.find((entry) => entry.id === row!.id)?.valid).toBe(false);
      expect(list.certificates.filter((entry) => entry.valid)).toHaveLength(1);
      // Its PDF link answers 'gone', not the PDF.
      const revoked = await openPdf(row!.pdfToken);
      expect(revoked.status).toBe(410);
      expect(revoked.body).toBeNull();
      await expect(
        reissueCertificate(staff(afterwards), { certificateId: row!.id, firstName: "A", lastName: "B" }),
      ).rejects.toMatchObject({ code: "CONFLICT" });
      expect(await reissueAllCertificates(staff(afterwards), eventRef())).toBe(1);
    });

    it("copies the numbers again at a re-issue, as the holder has them then", async () => {
      const numbered = await certificateOfCode(forum.codes[0]!);
      await setTicketRegistrationNumbers(testDeps(handle.db, afterwards), {
        registrationToken: forum.codes[0],
        registrationNumbers: [
          { registerCode: "BIG", number: "98765432109" },
          { registerCode: "NIP", number: "" },
        ],
      });
      const after = await reissueCertificate(staff(afterwards), {
        certificateId: numbered.id,
        firstName: numbered.firstName,
        lastName: numbered.lastName,
      });
      expect(after.registrationNumbers).toEqual([
        { registerCode: "BIG", registerName: "BIG-register", number: "98765432109" },
      ]);
      expect(after.pdfToken).toBe(numbered.pdfToken);
      const text = await pdfOf(await mailOf(after));
      expect(text).toContain("Registratienummer BIG: 98765432109");
      expect(text).not.toContain("Registratienummer NIP");
      // The numbers as they are now, for what follows.
      await setTicketRegistrationNumbers(testDeps(handle.db, afterwards), {
        registrationToken: forum.codes[0],
        registrationNumbers: NUMBERS,
      });
      const { id, firstName, lastName } = numbered;
      await reissueCertificate(staff(afterwards), { certificateId: id, firstName, lastName });
    });

    it("issues course certificates to those checked in at the course only", async () => {
      const course = await createCourse(handle.db, { title: "Motiverende gespreksvoering" });
      const enrol = async (email: string) => (await enrolInCourse(handle.db, course.id, { email })).id;
      const present = await enrol("aanwezig@example.org");
      await enrol("afwezig@example.org");
      const scope = { kind: "COURSE", id: course.id } as const;
      await checkIn(staff(during), { scope, attendeeId: present });
      await setAccreditation(staff(during), { subject: scope, ...ACCREDITATION, points: "7,25" });
      expect(await issueDueCertificates(worker(afterwards))).toBe(1);
      const [row] = await handle.db.select().from(certificates).where(eq(certificates.courseId, course.id));
      expect(row).toMatchObject({ enrollmentId: present, email: "aanwezig@example.org", subject: "COURSE" });
      const [mail] = await handle.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.dedupeKey, `certificate:${row!.id}:0`)));
      const text = await pdfOf(mail!);
      expect(text).toContain("Motiverende gespreksvoering");
      expect(text).toContain("7,25");
    });

    it("lists each certificate in Mijn gegevens with its numbers and PDF link; erasure ends both", async () => {
      const numbered = await certificateOfCode(forum.codes[0]!);
      const listed = await certificatesOf(handle.db, numbered.email.toLowerCase());
      expect(listed.find((entry) => entry.code === numbered.code)).toMatchObject({
        code: numbered.code,
        registrationNumbers: NUMBERS_AS_COPIED,
        pdfPath: `/certificaat/pdf/${numbered.pdfToken}`,
      });

      await eraseAddress(worker(afterwards), numbered.email);
      const erased = await certificateOfCode(forum.codes[0]!);
      expect(erased.registrationNumbers).toEqual([]);
      expect(erased.pdfToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(erased.pdfToken).not.toBe(numbered.pdfToken);
      expect(erased.code).toBe(numbered.code);
      expect((await openPdf(numbered.pdfToken)).status).toBe(404);
      expect(
        await handle.db.select().from(registrationNumbers).where(eq(registrationNumbers.ticketId, numbered.ticketId!)),
      ).toEqual([]);
    });

    it("refuses accreditation input in Dutch", async () => {
      await expect(
        setAccreditation(staff(during), { subject: eventRef(), ...ACCREDITATION, hours: "0", registerCodes: [] }),
      ).rejects.toMatchObject({ code: "BAD_USER_INPUT", message: "Vul een aantal uren groter dan 0 in, zoals 6,5" });
    });
  });
}
