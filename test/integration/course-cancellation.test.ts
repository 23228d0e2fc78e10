import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { courses } from "../../server/db/schema/index.ts";
import * as said from "../../server/domain/courses/enrollment-messages.ts";
import { testDatabases } from "../support/databases.ts";
import {
  courseMails,
  enrolledCount,
  enrollmentsOf,
  COURSE_START,
  createCourse,
  ENROLMENTS_IN_ONE_WEEK_ALLOWED,
  PARTICIPANT,
} from "../support/factories/courses.ts";
import { graphqlClient } from "../support/graphql-client.ts";
import { EnrollCourseParticipantDocument } from "../../app/graphql/generated.ts";
import {
  CancelCourseEnrollmentFactsDocument,
  CourseEnrollmentFactsByCancelTokenDocument,
  CoursePlacesDocument,
} from "../graphql/generated.ts";

// The cancel link of decision 0007 (CourseEnrollmentByCancelToken, CancelCourseEnrollment), on PGlite and PostgreSQL.
const now = new Date("2027-02-01T10:00:00Z");
const afterStart = new Date(COURSE_START.getTime() + 60_000);

for (const database of testDatabases()) {
  describe(`Course cancel link on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let client: ReturnType<typeof graphqlClient>;
    let courseId: string;
    let token: string;

    const cancel = (cancelToken: string, at = client) =>
      at.run(CancelCourseEnrollmentFactsDocument, { input: { cancelToken } });
    const lookup = (cancelToken: string, at = client) =>
      at.run(CourseEnrollmentFactsByCancelTokenDocument, { token: cancelToken });
    const availablePlaces = async () =>
      (await client.run(CoursePlacesDocument, { id: courseId })).data?.courseById?.availablePlaces;

    async function enroll(email = PARTICIPANT.email): Promise<string> {
      const result = await client.run(EnrollCourseParticipantDocument, { input: { courseId, ...PARTICIPANT, email } });
      expect(result.errors).toBeUndefined();
      const rows = await enrollmentsOf(handle.db, courseId);
      return rows.find((row) => row.id === result.data?.enrollCourseParticipant?.enrollmentId)!.cancelToken;
    }
    const mailsFor = async (kind: "course-enrollment" | "course-cancellation") =>
      (await courseMails(handle.db, kind)).filter((mail) => mail.html.includes(courseId));

    beforeAll(async () => {
      handle = await database.open();
      client = graphqlClient(handle.db, now, { abuseLimits: ENROLMENTS_IN_ONE_WEEK_ALLOWED });
    });
    afterAll(async () => handle?.close());
    beforeEach(async () => {
      courseId = (await createCourse(handle.db, { maxParticipants: 5 })).id;
      await enroll("iemand.anders@example.org");
      token = await enroll();
    });

    it("looks an enrolment up by its token, with its course and whether it can still be cancelled", async () => {
      const found = await lookup(token);
      expect(found.errors).toBeUndefined();
      expect(found.data?.courseEnrollmentByCancelToken).toMatchObject({
        status: "ACTIVE",
        firstName: PARTICIPANT.firstName,
        email: PARTICIPANT.email,
        canceledAt: null,
        canCancel: true,
        course: { id: courseId, availablePlaces: 3 },
      });
      const later = graphqlClient(handle.db, afterStart);
      expect((await lookup(token, later)).data?.courseEnrollmentByCancelToken?.canCancel).toBe(false);
    });

    it.each(["onbekend-token", "", " ", "x".repeat(5000)])("answers null for the token %j", async (unknown) => {
      const found = await lookup(unknown);
      expect(found.errors).toBeUndefined();
      expect(found.data?.courseEnrollmentByCancelToken).toBeNull();
    });

    it("cancels: frees the place at once and writes the cancellation mail with the calendar removal", async () => {
      const result = await cancel(token);
      expect(result.errors).toBeUndefined();
      expect(result.data?.cancelCourseEnrollment?.enrollment).toMatchObject({
        status: "CANCELED",
        canceledAt: now.toISOString(),
        canCancel: false,
        course: { id: courseId, availablePlaces: 4 },
      });
      expect(await availablePlaces()).toBe(4);
      const mails = await mailsFor("course-cancellation");
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        toAddress: PARTICIPANT.email,
        subject: "Je afmelding voor Risicotaxatie met de HKT-R",
        attachments: [{ kind: "course-ics-cancel" }],
      });
      expect((await lookup(token)).data?.courseEnrollmentByCancelToken).toMatchObject({
        status: "CANCELED",
        canCancel: false,
      });
    });

    it("answers a second cancel with the canceled enrolment: no second mail, one place given back", async () => {
      await cancel(token);
      const again = await cancel(token);
      expect(again.errors).toBeUndefined();
      expect(again.data?.cancelCourseEnrollment?.enrollment.status).toBe("CANCELED");
      expect(await enrolledCount(handle.db, courseId)).toBe(1);
      expect(await mailsFor("course-cancellation")).toHaveLength(1);
    });

    it("lets the same address enrol again after cancelling", async () => {
      await cancel(token);
      const newToken = await enroll(PARTICIPANT.email.toUpperCase());
      expect(newToken).not.toBe(token);
      expect(await enrolledCount(handle.db, courseId)).toBe(2);
      expect(await mailsFor("course-enrollment")).toHaveLength(3);
    });

    it.each(["onbekend-token", "", "x".repeat(5000)])("refuses the token %j as an invalid link", async (unknown) => {
      const refused = await cancel(unknown);
      expect(refused.errors?.[0]).toMatchObject({
        message: said.INVALID_CANCEL_LINK_MESSAGE,
        extensions: { code: "NOT_FOUND" },
      });
    });

    it("refuses to cancel once the course has started, is completed or was canceled", async () => {
      const late = await cancel(token, graphqlClient(handle.db, afterStart));
      expect(late.errors?.[0]).toMatchObject({
        message: said.CANCEL_AFTER_START_MESSAGE,
        extensions: { code: "CONFLICT" },
      });
      for (const [status, message] of [
        ["COMPLETED", said.CANCEL_COMPLETED_COURSE_MESSAGE],
        ["CANCELED", said.CANCEL_CANCELED_COURSE_MESSAGE],
      ] as const) {
        await handle.db.update(courses).set({ status }).where(eq(courses.id, courseId));
        const refused = await cancel(token);
        expect(refused.errors?.[0]).toMatchObject({ message, extensions: { code: "CONFLICT" } });
        expect((await lookup(token)).data?.courseEnrollmentByCancelToken?.canCancel).toBe(false);
      }
      expect(await enrolledCount(handle.db, courseId)).toBe(2);
      expect(await mailsFor("course-cancellation")).toEqual([]);
    });
  });
}
