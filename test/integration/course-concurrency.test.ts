import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { openFreshPostgres, postgresSuiteCanRun, postgresUrl } from "../support/databases.ts";
import { courseMails, enrolledCount, enrollmentsOf, createCourse, PARTICIPANT } from "../support/factories/courses.ts";
import { graphqlClient, type GraphQLResponse } from "../support/graphql-client.ts";
import { EnrollCourseParticipantDocument } from "../../app/graphql/generated.ts";
import { CancelCourseEnrollmentFactsDocument } from "../graphql/generated.ts";

// No overselling, ever, for Vakschool courses: on real PostgreSQL with a pool, so transactions overlap.
const now = new Date("2027-02-01T10:00:00Z");
const PEOPLE = 100;
const PLACES = 8;

const errorCodes = (results: GraphQLResponse<unknown>[]) =>
  results.flatMap((result) => result.errors ?? []).map((error) => error.extensions?.code);

describe.skipIf(!postgresSuiteCanRun("Concurrent course enrolment on PostgreSQL"))(
  "Concurrent course enrolment on PostgreSQL",
  () => {
    let handle: DatabaseHandle;
    let client: ReturnType<typeof graphqlClient>;
    beforeAll(async () => {
      handle = await openFreshPostgres(postgresUrl!);
      client = graphqlClient(handle.db, now);
    });
    afterAll(async () => handle?.close());
    const enroll = (courseId: string, email: string) =>
      client.run(EnrollCourseParticipantDocument, { input: { courseId, ...PARTICIPANT, email } });
    const mailsOf = async (courseId: string, kind: "course-enrollment" | "course-cancellation") =>
      (await courseMails(handle.db, kind)).filter((mail) => mail.html.includes(courseId));

    it(`${PEOPLE} people at once for ${PLACES} places enrol exactly ${PLACES}, the rest hear it is full`, async () => {
      const { id } = await createCourse(handle.db, { maxParticipants: PLACES });
      const results = await Promise.all(
        Array.from({ length: PEOPLE }, (_, i) => enroll(id, `deelnemer${i}@example.org`)),
      );
      expect(results.filter((result) => result.status >= 500)).toEqual([]);
      expect(results.filter((result) => result.data?.enrollCourseParticipant)).toHaveLength(PLACES);
      const codes = errorCodes(results);
      expect(codes).toHaveLength(PEOPLE - PLACES);
      expect(new Set(codes)).toEqual(new Set(["CAPACITY_REACHED"]));
      const rows = await enrollmentsOf(handle.db, id);
      expect(rows.filter((row) => row.status === "ACTIVE")).toHaveLength(PLACES);
      expect(rows).toHaveLength(PLACES);
      expect(await enrolledCount(handle.db, id)).toBe(PLACES);
      expect(await mailsOf(id, "course-enrollment")).toHaveLength(PLACES);
    });

    it("the same address ten times at once ends with one enrolment, the others told it is already in", async () => {
      const { id } = await createCourse(handle.db, { maxParticipants: 20 });
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => enroll(id, i % 2 ? PARTICIPANT.email.toUpperCase() : PARTICIPANT.email)),
      );
      expect(results.filter((result) => result.data?.enrollCourseParticipant)).toHaveLength(1);
      expect(errorCodes(results)).toEqual(Array.from({ length: 9 }, () => "CONFLICT"));
      expect(await enrollmentsOf(handle.db, id)).toHaveLength(1);
      expect(await enrolledCount(handle.db, id)).toBe(1);
      expect(await mailsOf(id, "course-enrollment")).toHaveLength(1);
    });

    it("ten clicks on one cancel link at once give exactly one place back and write one mail", async () => {
      const { id } = await createCourse(handle.db, { maxParticipants: 5 });
      await enroll(id, "blijft@example.org");
      await enroll(id, PARTICIPANT.email);
      const rows = await enrollmentsOf(handle.db, id);
      const { cancelToken } = rows.find((row) => row.email === PARTICIPANT.email)!;
      const results = await Promise.all(
        Array.from({ length: 10 }, () => client.run(CancelCourseEnrollmentFactsDocument, { input: { cancelToken } })),
      );
      expect(results.filter((result) => result.errors)).toEqual([]);
      for (const result of results) expect(result.data?.cancelCourseEnrollment?.enrollment.status).toBe("CANCELED");
      expect(await enrolledCount(handle.db, id)).toBe(1);
      expect(await mailsOf(id, "course-cancellation")).toHaveLength(1);
    });
  },
);
