import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle, DbOrTx } from "../../server/db/client.ts";
import {
  accreditationRegisters,
  accreditations,
  courseEnrollments,
  registers,
  registrationNumbers,
  tickets,
} from "../../server/db/schema/index.ts";
import { checkIn } from "../../server/domain/checkin/check-in.ts";
import { CANCELED_ENROLLMENT_NUMBERS_MESSAGE } from "../../server/domain/courses/enrollment-messages.ts";
import { listEnrollmentsForStaff } from "../../server/domain/courses/staff-enrollments.ts";
import { reportPresence } from "../../server/domain/presence/report-presence.ts";
import { findStaffOrder } from "../../server/domain/orders/staff-order-view.ts";
import { collectPersonalData } from "../../server/domain/privacy/collect-personal-data.ts";
import { erasePersonalData } from "../../server/domain/privacy/erase-personal-data.ts";
import { runRetention } from "../../server/domain/privacy/run-retention.ts";
import {
  EnrollCourseParticipantDocument,
  EnrollmentRegistrationNumbersDocument,
  GetCourseByIdDocument,
  SetEnrollmentRegistrationNumbersDocument,
  SetTicketRegistrationNumbersDocument,
  TicketRegistrationNumbersDocument,
} from "../../app/graphql/generated.ts";
import { testDatabases } from "../support/databases.ts";
import { testDeps } from "../support/deps.ts";
import {
  createCourse,
  enrolInCourse,
  ENROLMENTS_IN_ONE_WEEK_ALLOWED,
  PARTICIPANT,
} from "../support/factories/courses.ts";
import { insertConfirmedOrder } from "../support/factories/orders.ts";
import { asStaff, insertStaffActor, staffDeps } from "../support/factories/staff.ts";
import { graphqlClient } from "../support/graphql-client.ts";

// Registration numbers per attendee (decision 0036): given with an enrolment and on the ticket's page, checked per
// register of the accreditation with the register's Dutch message, stored normalised, shown in Mijn gegevens and to
// staff, and gone with the person.
const now = new Date("2027-02-01T10:00:00Z");
const BIG_MESSAGE = "Een BIG-nummer bestaat uit 11 cijfers.";

/** The accreditation of an event or course, naming the registers by code (written directly: no staff flow here). */
async function accredit(db: DbOrTx, subject: { eventId: string } | { courseId: string }, codes: string[]) {
  const [row] = await db
    .insert(accreditations)
    .values({ ...subject, hours: "6", points: "6", accreditationNumber: "ACC-2027-01" })
    .returning({ id: accreditations.id });
  const chosen = await db.select({ id: registers.id }).from(registers).where(inArray(registers.code, codes));
  await db
    .insert(accreditationRegisters)
    .values(chosen.map(({ id }) => ({ accreditationId: row!.id, registerId: id })));
}

const numbersOf = (db: DbOrTx, column: "ticketId" | "enrollmentId", id: string) =>
  db
    .select({ registerCode: registers.code, number: registrationNumbers.number })
    .from(registrationNumbers)
    .innerJoin(registers, eq(registers.id, registrationNumbers.registerId))
    .where(eq(registrationNumbers[column], id))
    .orderBy(registers.sortOrder);

for (const database of testDatabases()) {
  describe(`Registration numbers on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let client: ReturnType<typeof graphqlClient>;
    const enroll = (
      courseId: string,
      registrationNumbers: { registerCode: string; number: string }[],
      email?: string,
    ) =>
      client.runUnchecked(EnrollCourseParticipantDocument, {
        input: { courseId, ...PARTICIPANT, ...(email ? { email } : {}), registrationNumbers },
      });
    const setTicketNumbers = (code: string, numbers: { registerCode: string; number: string }[]) =>
      client.runUnchecked(SetTicketRegistrationNumbersDocument, {
        input: { registrationToken: code, registrationNumbers: numbers },
      });

    beforeAll(async () => {
      handle = await database.open();
      client = graphqlClient(handle.db, now, { abuseLimits: ENROLMENTS_IN_ONE_WEEK_ALLOWED });
    });
    afterAll(async () => handle?.close());

    describe("with an enrolment", () => {
      let courseId: string;
      beforeAll(async () => {
        courseId = (await createCourse(handle.db, { title: "Geaccrediteerde cursus" })).id;
        await accredit(handle.db, { courseId }, ["BIG", "NIP"]);
      });

      it("asks the registers of the course's accreditation, in order, each with its hint", async () => {
        const course = await client.run(GetCourseByIdDocument, { courseId });
        expect(
          course.data?.courseById?.registrationNumberRegisters.map(({ code, numberHint }) => ({ code, numberHint })),
        ).toEqual([
          { code: "BIG", numberHint: "11 cijfers. Met of zonder ‘BIG-’ ervoor." },
          { code: "NIP", numberHint: "Hoogstens 8 cijfers (voorloopnullen mogen weg). Met of zonder ‘NIP-’ ervoor." },
        ]);
        const plain = await createCourse(handle.db, { title: "Zonder accreditatie" });
        const none = await client.run(GetCourseByIdDocument, { courseId: plain.id });
        expect(none.data?.courseById?.registrationNumberRegisters).toEqual([]);
      });

      it("stores the numbers normalised with the enrolment; an empty one is none", async () => {
        const result = await enroll(
          courseId,
          [
            { registerCode: "BIG", number: " big-1234 5678 901 " },
            { registerCode: "NIP", number: "" },
          ],
          "noor.bakker@example.org",
        );
        expect(result.errors).toBeUndefined();
        const enrollmentId = result.data!.enrollCourseParticipant.enrollmentId;
        expect(await numbersOf(handle.db, "enrollmentId", enrollmentId)).toEqual([
          { registerCode: "BIG", number: "12345678901" },
        ]);
      });

      it("refuses a bad number with the register's message, and then nothing is written", async () => {
        const email = "fout.nummer@example.org";
        const result = await enroll(courseId, [{ registerCode: "BIG", number: "1234" }], email);
        expect(result.errors?.[0]).toMatchObject({
          message: BIG_MESSAGE,
          extensions: {
            code: "BAD_USER_INPUT",
            field: "registrationNumber.BIG",
            fieldErrors: { "registrationNumber.BIG": BIG_MESSAGE },
          },
        });
        const rows = await handle.db
          .select({ id: courseEnrollments.id })
          .from(courseEnrollments)
          .where(eq(courseEnrollments.email, email));
        expect(rows).toEqual([]);
      });

      it("refuses a register the course is not accredited for, an unknown one and two numbers for one register", async () => {
        const message = async (numbers: { registerCode: string; number: string }[]) =>
          (await enroll(courseId, numbers, "nog.een@example.org")).errors?.[0]?.message;
        expect(await message([{ registerCode: "SKJ", number: "123456" }])).toBe(
          "Voor deze bijeenkomst worden geen punten bij ‘SKJ’ aangevraagd.",
        );
        expect(await message([{ registerCode: "GEEN", number: "123456" }])).toBe(
          "Het register ‘GEEN’ bestaat niet. Laad de pagina opnieuw.",
        );
        expect(
          await message([
            { registerCode: "NIP", number: "123456" },
            { registerCode: "NIP", number: "654321" },
          ]),
        ).toBe("Vul bij NIP (psychologen) één registratienummer in.");
        // A code that is not a register code at all is refused before any query.
        expect(await message([{ registerCode: "big\u0000", number: "1" }])).toBe("Ongeldige invoer");
      });

      it("shows the numbers to staff who manage enrolments, in the course's enrolment list", async () => {
        const staff = await staffDeps(testDeps(handle.db, now), {
          roles: ["redacteur"],
          email: "redacteur@nummers.example.org",
        });
        const page = await listEnrollmentsForStaff(staff, courseId, { first: 50 });
        expect(
          page.nodes.map((node) => node.registrationNumbers.map(({ registerCode, number }) => [registerCode, number])),
        ).toEqual([[["BIG", "12345678901"]]]);
      });
    });

    describe("on the ticket's page", () => {
      let code: string;
      let ticketId: string;
      let orderId: string;
      beforeAll(async () => {
        const order = await insertConfirmedOrder(handle.db, {
          buyer: { email: "ticket.koper@example.org" },
          lines: [{ name: "Regulier", priceCents: 9500, vatRate: "21", quantity: 1 }],
        });
        await accredit(handle.db, { eventId: order.eventId }, ["BIG", "NIP"]);
        code = order.tickets[0]!.registrationCode;
        ticketId = order.tickets[0]!.id;
        orderId = order.orderId;
      });

      it("reads the event's registers with no numbers yet, and stores, changes and removes them", async () => {
        const before = await client.run(TicketRegistrationNumbersDocument, { token: code.toLowerCase() });
        expect(before.data?.ticketRegistrationNumbers?.map(({ register, number }) => [register.code, number])).toEqual([
          ["BIG", null],
          ["NIP", null],
        ]);
        const saved = await setTicketNumbers(code, [
          { registerCode: "BIG", number: "BIG-09911009701" },
          { registerCode: "NIP", number: "nip 123456" },
        ]);
        expect(saved.errors).toBeUndefined();
        expect(saved.data?.setTicketRegistrationNumbers.numbers.map(({ number }) => number)).toEqual([
          "09911009701",
          "00123456",
        ]);
        await setTicketNumbers(code, [{ registerCode: "BIG", number: "" }]);
        expect(await numbersOf(handle.db, "ticketId", ticketId)).toEqual([{ registerCode: "NIP", number: "00123456" }]);
        await setTicketNumbers(code, [{ registerCode: "BIG", number: "12345678901" }]);
        expect(await numbersOf(handle.db, "ticketId", ticketId)).toEqual([
          { registerCode: "BIG", number: "12345678901" },
          { registerCode: "NIP", number: "00123456" },
        ]);
      });

      it("refuses a bad number with the register's message and keeps the stored one", async () => {
        const refused = await setTicketNumbers(code, [{ registerCode: "BIG", number: "123" }]);
        expect(refused.errors?.[0]).toMatchObject({
          message: BIG_MESSAGE,
          extensions: { code: "BAD_USER_INPUT", field: "registrationNumber.BIG" },
        });
        expect(await numbersOf(handle.db, "ticketId", ticketId)).toContainEqual({
          registerCode: "BIG",
          number: "12345678901",
        });
      });

      it("answers an unknown code as the sign-up does: null to read, NOT_FOUND to write", async () => {
        const read = await client.run(TicketRegistrationNumbersDocument, { token: "FF-AAAA-BBBB-CCCC" });
        expect(read.data?.ticketRegistrationNumbers).toBeNull();
        const write = await setTicketNumbers("FF-AAAA-BBBB-CCCC", [{ registerCode: "BIG", number: "12345678901" }]);
        expect(write.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
      });

      it("shows the numbers to staff who read orders, on the order page's ticket", async () => {
        const staff = await staffDeps(testDeps(handle.db, now), {
          roles: ["financien"],
          email: "financien@nummers.example.org",
        });
        const order = await findStaffOrder(staff, orderId);
        expect(order?.tickets[0]?.registrationNumbers.map(({ registerCode }) => registerCode)).toEqual(["BIG", "NIP"]);
      });

      it("puts the numbers in Mijn gegevens, and erases them with the person (the ticket stays)", async () => {
        const data = await collectPersonalData(handle.db, "ticket.koper@example.org", now);
        expect(
          data.orders[0]?.tickets[0]?.registrationNumbers.map(({ registerName, number }) => [registerName, number]),
        ).toEqual([
          ["BIG-register", "12345678901"],
          ["NIP (psychologen)", "00123456"],
        ]);
        const report = await erasePersonalData(testDeps(handle.db, now), "ticket.koper@example.org");
        expect(report.erased.registrationNumbers).toBe(2);
        expect(await numbersOf(handle.db, "ticketId", ticketId)).toEqual([]);
        expect(await handle.db.select({ id: tickets.id }).from(tickets).where(eq(tickets.id, ticketId))).toHaveLength(
          1,
        );
      });
    });

    describe("on the course enrolment's link page", () => {
      // The course runs on 11 March 2027 (the factory's day); the presence is reported that evening.
      const during = new Date("2027-03-11T11:00:00Z");
      const afterwards = new Date("2027-03-11T17:00:00Z");
      let courseId: string;
      let enrollmentId: string;
      let token: string;
      const readNumbers = async (cancelToken: string, from = client) =>
        (await from.run(EnrollmentRegistrationNumbersDocument, { token: cancelToken })).data
          ?.enrollmentRegistrationNumbers;
      const setNumbers = (numbers: { registerCode: string; number: string }[], cancelToken = token, from = client) =>
        from.runUnchecked(SetEnrollmentRegistrationNumbersDocument, {
          input: { cancelToken, registrationNumbers: numbers },
        });
      const stored = () => numbersOf(handle.db, "enrollmentId", enrollmentId);

      beforeAll(async () => {
        courseId = (await createCourse(handle.db, { title: "Cursus met afmeldlink" })).id;
        await accredit(handle.db, { courseId }, ["BIG", "NIP"]);
        const enrollment = await enrolInCourse(handle.db, courseId, { email: "link.pagina@example.org" });
        enrollmentId = enrollment.id;
        token = enrollment.cancelToken;
      });

      it("reads the course's registers with no numbers yet, and stores, changes and removes them", async () => {
        expect(
          (await readNumbers(token))?.map(({ register, number, frozen }) => [register.code, number, frozen]),
        ).toEqual([
          ["BIG", null, false],
          ["NIP", null, false],
        ]);
        const saved = await setNumbers([
          { registerCode: "BIG", number: "BIG-09911009701" },
          { registerCode: "NIP", number: "nip 123456" },
        ]);
        expect(saved.errors).toBeUndefined();
        expect(saved.data?.setEnrollmentRegistrationNumbers.numbers.map(({ number }) => number)).toEqual([
          "09911009701",
          "00123456",
        ]);
        await setNumbers([{ registerCode: "BIG", number: "12345678901" }]);
        expect(await stored()).toEqual([
          { registerCode: "BIG", number: "12345678901" },
          { registerCode: "NIP", number: "00123456" },
        ]);
        // An emptied field removes that number; the other stays.
        await setNumbers([
          { registerCode: "BIG", number: "12345678901" },
          { registerCode: "NIP", number: " " },
        ]);
        expect(await stored()).toEqual([{ registerCode: "BIG", number: "12345678901" }]);
      });

      it("refuses a bad number with the register's message and keeps the stored one", async () => {
        const refused = await setNumbers([{ registerCode: "BIG", number: "123" }]);
        expect(refused.errors?.[0]).toMatchObject({
          message: BIG_MESSAGE,
          extensions: {
            code: "BAD_USER_INPUT",
            field: "registrationNumber.BIG",
            fieldErrors: { "registrationNumber.BIG": BIG_MESSAGE },
          },
        });
        expect(await stored()).toEqual([{ registerCode: "BIG", number: "12345678901" }]);
      });

      it("answers an unknown token as the cancel link does, and a cancelled enrolment with its own words", async () => {
        const unknown = "x".repeat(32);
        expect(await readNumbers(unknown)).toBeNull();
        const write = await setNumbers([{ registerCode: "BIG", number: "12345678901" }], unknown);
        expect(write.errors?.[0]).toMatchObject({
          message: "Deze afmeldlink is ongeldig.",
          extensions: { code: "NOT_FOUND" },
        });
        const canceled = await enrolInCourse(handle.db, courseId, {
          email: "afgemeld@example.org",
          canceledAt: new Date("2027-03-01T10:00:00Z"),
        });
        expect(await readNumbers(canceled.cancelToken)).toBeNull();
        const refused = await setNumbers([{ registerCode: "BIG", number: "12345678901" }], canceled.cancelToken);
        expect(refused.errors?.[0]).toMatchObject({
          message: CANCELED_ENROLLMENT_NUMBERS_MESSAGE,
          extensions: { code: "CONFLICT" },
        });
        expect(await numbersOf(handle.db, "enrollmentId", canceled.id)).toEqual([]);
      });

      it("counts changes per enrolment, whichever client sends them; the same numbers again spend none", async () => {
        const limits = { abuseLimits: { workshopChangesPerTicketPerHour: 2 } };
        const office = graphqlClient(handle.db, now, { clientIp: "198.51.100.30", ...limits });
        const home = graphqlClient(handle.db, now, { clientIp: "203.0.113.30", ...limits });
        const nip = (number: string, from: typeof office) => setNumbers([{ registerCode: "NIP", number }], token, from);
        expect((await nip("111111", office)).errors).toBeUndefined();
        // Sent again (in another notation): no change, so nothing spent.
        expect((await nip("NIP-00111111", office)).errors).toBeUndefined();
        expect((await nip("222222", home)).errors).toBeUndefined();
        const third = await nip("333333", home);
        expect([third.status, third.errors?.[0]?.extensions?.code]).toEqual([429, "RATE_LIMITED"]);
        expect(await stored()).toContainEqual({ registerCode: "NIP", number: "00222222" });
        await setNumbers([{ registerCode: "NIP", number: "" }]);
      });

      it("freezes a number once the presence with it was reported: a change is refused with CONFLICT", async () => {
        const balie = asStaff(testDeps(handle.db, during), await insertStaffActor(handle.db, ["balie"], "Bo Balie"));
        const financien = await insertStaffActor(handle.db, ["financien"], "Fien Financiën");
        const subject = { kind: "COURSE", id: courseId } as const;
        await checkIn(balie, { scope: subject, attendeeId: enrollmentId });
        const report = await reportPresence(asStaff(testDeps(handle.db, afterwards), financien), {
          subject,
          registerCode: "BIG",
          reportsSeen: 0,
        });
        expect(report.reports).toHaveLength(1);
        expect((await readNumbers(token))?.map(({ register, frozen }) => [register.code, frozen])).toEqual([
          ["BIG", true],
          ["NIP", false],
        ]);
        for (const number of ["99988877766", ""]) {
          const refused = await setNumbers([{ registerCode: "BIG", number }]);
          expect(refused.errors?.[0]).toMatchObject({
            message: expect.stringMatching(/^Je aanwezigheid is al aan BIG-register gemeld/),
            extensions: { code: "CONFLICT", field: "registrationNumber.BIG" },
          });
        }
        // The same number again (a form sent whole) and a number for NIP, not reported yet, pass.
        const saved = await setNumbers([
          { registerCode: "BIG", number: "1234 5678 901" },
          { registerCode: "NIP", number: "123456" },
        ]);
        expect(saved.errors).toBeUndefined();
        expect(await stored()).toEqual([
          { registerCode: "BIG", number: "12345678901" },
          { registerCode: "NIP", number: "00123456" },
        ]);
      });
    });

    it("puts an enrolment's numbers in Mijn gegevens, and the retention job removes them after the course", async () => {
      const courseId = (await createCourse(handle.db, { title: "Bewaartermijn" })).id;
      await accredit(handle.db, { courseId }, ["BIG"]);
      const email = "bewaar.termijn@example.org";
      const result = await enroll(courseId, [{ registerCode: "BIG", number: "12345678901" }], email);
      const enrollmentId = result.data!.enrollCourseParticipant.enrollmentId;
      const data = await collectPersonalData(handle.db, email, now);
      expect(data.courseEnrollments.map((row) => row.registrationNumbers.map(({ number }) => number))).toEqual([
        ["12345678901"],
      ]);
      // Long after the course: the participants' period is over.
      const later = new Date("2030-06-01T10:00:00Z");
      const run = await runRetention(testDeps(handle.db, later), { force: true });
      expect(run.counts.registration_numbers).toBeGreaterThanOrEqual(1);
      expect(await numbersOf(handle.db, "enrollmentId", enrollmentId)).toEqual([]);
    });

    it("holds at most one number per owner and register, and exactly one owner", async () => {
      const [big] = await handle.db.select({ id: registers.id }).from(registers).where(eq(registers.code, "BIG"));
      const [enrollment] = await handle.db.select({ id: courseEnrollments.id }).from(courseEnrollments).limit(1);
      const row = { enrollmentId: enrollment!.id, registerId: big!.id, number: "11111111111" };
      await handle.db.insert(registrationNumbers).values(row).onConflictDoNothing();
      await expect(handle.db.insert(registrationNumbers).values(row)).rejects.toThrow();
      await expect(
        handle.db.insert(registrationNumbers).values({ registerId: big!.id, number: "11111111111" }),
      ).rejects.toThrow();
    });
  });
}
