import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MESSAGES } from "../../common/validation/messages.ts";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { courseEnrollments } from "../../server/db/schema/index.ts";
import { isUniqueViolation } from "../../server/db/unique-violation.ts";
import * as said from "../../server/domain/courses/enrollment-messages.ts";
import { testDatabases } from "../support/databases.ts";
import {
  courseMails,
  enrolledCount,
  enrollmentsOf,
  createCourse,
  ENROLMENTS_IN_ONE_WEEK_ALLOWED,
  PARTICIPANT,
  type TestCourseOptions,
} from "../support/factories/courses.ts";
import { graphqlClient } from "../support/graphql-client.ts";
import { EnrollCourseParticipantDocument } from "../../app/graphql/generated.ts";
import { CoursePlacesDocument } from "../graphql/generated.ts";

// EnrollCourseParticipant (docs/product.md §7) through the real HTTP handler, on PGlite and PostgreSQL.
const now = new Date("2027-02-01T10:00:00Z");

for (const database of testDatabases()) {
  describe(`Course enrolment on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let client: ReturnType<typeof graphqlClient>;
    let courseId: string;
    const enroll = (extra: Record<string, unknown> = {}, id = courseId) =>
      client.runUnchecked(EnrollCourseParticipantDocument, { input: { courseId: id, ...PARTICIPANT, ...extra } });
    const newCourse = async (options: TestCourseOptions = {}) => (await createCourse(handle.db, options)).id;

    /** Nothing was written for the course: no enrolment, no place taken, no mail to the participant. */
    async function expectNothingWritten(id = courseId) {
      expect(await enrollmentsOf(handle.db, id)).toEqual([]);
      expect(await enrolledCount(handle.db, id)).toBe(0);
      const mails = await courseMails(handle.db, "course-enrollment");
      expect(mails.filter((mail) => mail.html.includes(id))).toEqual([]);
    }

    beforeAll(async () => {
      handle = await database.open();
      client = graphqlClient(handle.db, now, { abuseLimits: ENROLMENTS_IN_ONE_WEEK_ALLOWED });
    });
    afterAll(async () => handle?.close());
    beforeEach(async () => {
      courseId = await newCourse({ maxParticipants: 3 });
    });

    it("enrols: takes a place, stores the details as typed and writes one confirmation with the .ics", async () => {
      const typed = PARTICIPANT.email.replace("sanne", "Sanne");
      const result = await enroll({ email: `  ${typed} ` });
      expect(result.errors).toBeUndefined();
      const enrollmentId = result.data?.enrollCourseParticipant?.enrollmentId;

      const places = await client.run(CoursePlacesDocument, { id: courseId });
      expect(places.data?.courseById).toEqual({ availablePlaces: 2, isFull: false });
      expect(places.data?.allCourses?.nodes).toContainEqual({ id: courseId, availablePlaces: 2 });

      const [row] = await enrollmentsOf(handle.db, courseId);
      // The phone number is the one field stored in a normalised form, E.164 (decision 0016; ./phone-numbers.test.ts).
      const stored = { ...PARTICIPANT, phoneNumber: "+31612345678", email: typed };
      expect(row).toMatchObject({ ...stored, id: enrollmentId, status: "ACTIVE", canceledAt: null });
      expect(row!.cancelToken).toMatch(/^[\w-]{32}$/);

      const mails = (await courseMails(handle.db, "course-enrollment")).filter((m) => m.html.includes(courseId));
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        dedupeKey: `course-enrollment:${enrollmentId}`,
        toAddress: typed,
        subject: "Bevestiging van je aanmelding: Risicotaxatie met de HKT-R",
        attachments: [
          { kind: "course-ics", id: enrollmentId, filename: "vakschool-risicotaxatie-met-de-hkt-r.ics" },
          { kind: "enrollment-qr", id: enrollmentId, filename: "vakschool-qr-code.png" },
        ],
      });
      expect(mails[0]!.text).toContain(`http://localhost:3000/vakschool/afmelden/${row!.cancelToken}`);
    });

    it("stores an empty or missing function as null", async () => {
      expect((await enroll({ function: "" })).errors).toBeUndefined();
      expect((await enroll({ email: "joris@example.org", function: null })).errors).toBeUndefined();
      const rows = await enrollmentsOf(handle.db, courseId);
      expect(rows.map((row) => row.function)).toEqual([null, null]);
    });

    it.each([
      ["firstName", "  ", MESSAGES.required],
      ["firstName", "S", MESSAGES.minLength(2)],
      ["lastName", "", MESSAGES.required],
      ["lastName", "H", MESSAGES.minLength(2)],
      ["email", "", MESSAGES.required],
      ["email", "sanne@", MESSAGES.email],
      ["email", "sanne hofstede@example.org", MESSAGES.email],
      ["phoneNumber", "", MESSAGES.required],
      ["phoneNumber", "06-1234", MESSAGES.phone],
      ["phoneNumber", "06-12345678 (werk)", MESSAGES.phone],
      ["organization", " ", MESSAGES.required],
      ["function", "x".repeat(201), MESSAGES.maxLength(200)],
    ])("refuses %s %j with its Dutch message and writes nothing", async (field, value, message) => {
      const refused = await enroll({ [field]: value });
      expect(refused.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT", field } });
      expect(refused.errors?.[0]?.extensions?.fieldErrors).toMatchObject({ [field]: message });
      await expectNothingWritten();
    });

    it("answers every wrong field at once in fieldErrors", async () => {
      const refused = await enroll({ firstName: "", email: "x", phoneNumber: "12" });
      expect(refused.errors?.[0]?.extensions).toMatchObject({
        code: "BAD_USER_INPUT",
        field: "firstName",
        fieldErrors: { firstName: MESSAGES.required, email: MESSAGES.email, phoneNumber: MESSAGES.phone },
      });
    });

    it("refuses a full course with CAPACITY_REACHED and writes nothing more", async () => {
      courseId = await newCourse({ maxParticipants: 1 });
      expect((await enroll({ email: "eerste@example.org" })).errors).toBeUndefined();
      const refused = await enroll();
      expect(refused.errors?.[0]).toMatchObject({
        message: said.COURSE_FULL_MESSAGE,
        extensions: { code: "CAPACITY_REACHED" },
      });
      expect(await enrolledCount(handle.db, courseId)).toBe(1);
      expect(await enrollmentsOf(handle.db, courseId)).toHaveLength(1);
    });

    it.each([
      ["a canceled course", { status: "CANCELED" }, "CONFLICT", said.COURSE_CANCELED_MESSAGE],
      ["a completed course", { status: "COMPLETED" }, "CONFLICT", said.COURSE_STARTED_MESSAGE],
      [
        "a course that started",
        { startsAt: new Date(now.getTime() - 60_000) },
        "CONFLICT",
        said.COURSE_STARTED_MESSAGE,
      ],
      ["a draft", { status: "DRAFT" }, "NOT_FOUND", said.COURSE_NOT_FOUND_MESSAGE],
    ] as const)("refuses %s", async (_name, options, code, message) => {
      courseId = await newCourse(options);
      const refused = await enroll();
      expect(refused.errors?.[0]).toMatchObject({ message, extensions: { code } });
      await expectNothingWritten();
    });

    it("refuses an unknown course and a malformed id", async () => {
      const unknown = await enroll({}, "00000000-0000-4000-8000-000000000000");
      expect(unknown.errors?.[0]).toMatchObject({
        message: said.COURSE_NOT_FOUND_MESSAGE,
        extensions: { code: "NOT_FOUND" },
      });
      const malformed = await enroll({}, "niet-een-id");
      expect(malformed.status).toBeLessThan(500);
      expect(malformed.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    });

    it("refuses the same address twice, whatever its case or spaces, also when the course is full", async () => {
      await enroll();
      const again = await enroll({ email: ` ${PARTICIPANT.email.toUpperCase()}  ` });
      expect(again.errors?.[0]).toMatchObject({
        message: said.ALREADY_ENROLLED_MESSAGE,
        extensions: { code: "CONFLICT", field: "email" },
      });
      await enroll({ email: "tweede@example.org" });
      await enroll({ email: "derde@example.org" });
      const whenFull = await enroll();
      expect(whenFull.errors?.[0]?.message).toBe(said.ALREADY_ENROLLED_MESSAGE);
      expect(await enrolledCount(handle.db, courseId)).toBe(3);
      expect(await enrollmentsOf(handle.db, courseId)).toHaveLength(3);
    });

    it("keeps the unique index on active addresses as the backstop, recognised by name", async () => {
      await enroll();
      const [row] = await enrollmentsOf(handle.db, courseId);
      const { id: _id, ...copy } = row!;
      // A raw insert on purpose: the test is about the database's own backstop, which the service never reaches.
      const duplicate = handle.db
        .insert(courseEnrollments)
        .values({ ...copy, email: copy.email.toUpperCase(), cancelToken: "een-ander-token" });
      const error = await duplicate.then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(isUniqueViolation(error, "course_enrollments_active_email_unique")).toBe(true);
      expect(isUniqueViolation(error, "course_enrollments_cancel_token_unique")).toBe(false);
    });
  });
}
