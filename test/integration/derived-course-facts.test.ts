import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { courses } from "../../server/db/schema/index.ts";
import * as said from "../../server/domain/courses/enrollment-messages.ts";
import { EnrollCourseParticipantDocument } from "../../app/graphql/generated.ts";
import { CancelReasonDocument, CourseFactsDocument } from "../graphql/generated.ts";
import { enrollmentsOf, COURSE_START, createCourse, PARTICIPANT } from "../support/factories/courses.ts";
import { testDatabases } from "../support/databases.ts";
import { graphqlClient } from "../support/graphql-client.ts";
import { CancelCourseEnrollmentFactsDocument } from "../graphql/generated.ts";

// The course facts the API derives with its context clock : what a page shows is what the server will do.
const now = new Date("2026-11-22T10:00:00Z");

for (const database of testDatabases()) {
  describe(`Course and enrolment facts on ${database.name}`, () => {
    let handle: DatabaseHandle;
    const client = (clock: Date = now) => graphqlClient(handle.db, clock);
    const coursePhase = async (id: string, clock?: Date) =>
      (await client(clock).run(CourseFactsDocument, { id })).data!.courseById;

    beforeAll(async () => {
      handle = await database.open();
    });
    afterAll(async () => handle?.close());

    describe("Course.phase and enrollmentOpen", () => {
      it("is OPEN with places, FULL without, STARTED from the start moment", async () => {
        const { id } = await createCourse(handle.db, { maxParticipants: 1 });
        expect(await coursePhase(id)).toEqual({ phase: "OPEN", enrollmentOpen: true, availablePlaces: 1 });
        expect(await coursePhase(id, COURSE_START)).toMatchObject({ phase: "STARTED", enrollmentOpen: false });

        const enrolled = await client().run(EnrollCourseParticipantDocument, {
          input: { ...PARTICIPANT, courseId: id },
        });
        expect(enrolled.errors).toBeUndefined();
        expect(await coursePhase(id)).toEqual({ phase: "FULL", enrollmentOpen: false, availablePlaces: 0 });
      });

      it("is CANCELED or COMPLETED by its status, also after the start", async () => {
        const { id } = await createCourse(handle.db, { status: "CANCELED" });
        expect(await coursePhase(id, COURSE_START)).toMatchObject({ phase: "CANCELED", enrollmentOpen: false });
        await handle.db.update(courses).set({ status: "COMPLETED" }).where(eq(courses.id, id));
        expect(await coursePhase(id)).toMatchObject({ phase: "COMPLETED", enrollmentOpen: false });
      });
    });

    describe("CourseEnrollment.cannotCancelReason", () => {
      let courseId: string;
      let token: string;
      const reason = async (clock?: Date) =>
        (await client(clock).run(CancelReasonDocument, { token })).data!.courseEnrollmentByCancelToken;

      beforeAll(async () => {
        ({ id: courseId } = await createCourse(handle.db));
        await client().run(EnrollCourseParticipantDocument, { input: { ...PARTICIPANT, courseId } });
        token = (await enrollmentsOf(handle.db, courseId))[0]!.cancelToken;
      });

      it("is null while the place can be given back", async () => {
        expect(await reason()).toEqual({ canCancel: true, cannotCancelReason: null });
      });

      it("is the message cancelCourseEnrollment refuses with once the course has started", async () => {
        expect(await reason(COURSE_START)).toEqual({
          canCancel: false,
          cannotCancelReason: said.CANCEL_AFTER_START_MESSAGE,
        });
        const refused = await client(COURSE_START).run(CancelCourseEnrollmentFactsDocument, {
          input: { cancelToken: token },
        });
        expect(refused.errors?.[0]?.message).toBe(said.CANCEL_AFTER_START_MESSAGE);
      });

      it("explains a completed or canceled course", async () => {
        for (const [status, message] of [
          ["COMPLETED", said.CANCEL_COMPLETED_COURSE_MESSAGE],
          ["CANCELED", said.CANCEL_CANCELED_COURSE_MESSAGE],
        ] as const) {
          await handle.db.update(courses).set({ status }).where(eq(courses.id, courseId));
          expect(await reason()).toEqual({ canCancel: false, cannotCancelReason: message });
        }
        await handle.db.update(courses).set({ status: "PUBLISHED" }).where(eq(courses.id, courseId));
      });

      it("is null for an enrolment already canceled", async () => {
        await client().run(CancelCourseEnrollmentFactsDocument, { input: { cancelToken: token } });
        expect(await reason()).toEqual({ canCancel: false, cannotCancelReason: null });
      });
    });
  });
}
