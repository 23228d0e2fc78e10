import { describe, expect, it } from "vitest";
import { StaffCourseEnrollmentsDocument } from "../../app/graphql/generated.ts";
import type { DatabaseHandle } from "../../server/db/client.ts";
import type { ServiceDeps } from "../../server/domain/deps.ts";
import { ENROLLMENT_ACTIONS, type EnrollmentAction } from "../../server/domain/courses/enrollment-actions.ts";
import { cancelEnrollmentForStaff } from "../../server/domain/courses/staff-enrollments.ts";
import { ENROLLMENT_STATUSES, type EnrollmentStatusValue } from "../../common/vocabulary/courses.ts";
import { testDatabases } from "../support/databases.ts";
import { COURSE_START, createCourse, enrolInCourse } from "../support/factories/courses.ts";
import { actionSuite, expectOfferedIsAccepted } from "../support/lifecycle-actions.ts";

// The back office draws an enrolment's buttons from StaffCourseEnrollment.actions
// (server/domain/courses/enrollment-actions.ts); every status and action, on a course that is still open and on one
// that has started, is held against what the command accepts (test/support/lifecycle-actions.ts).
const NOW = new Date("2027-02-01T10:00:00Z");
const DAY_MS = 24 * 3600_000;
const [database] = testDatabases();

/** When the course starts: after NOW (places can still be given back), or before it. */
const COURSES = { open: COURSE_START, started: new Date(NOW.getTime() - 2 * DAY_MS) } as const;
type CourseState = keyof typeof COURSES;

/** Runs the action's command; true when it did what the button promises. */
const COMMANDS: Record<EnrollmentAction, (deps: ServiceDeps, enrollmentId: string) => Promise<boolean>> = {
  // Cancelling a cancelled enrolment answers it unchanged: only a cancellation at NOW is this command's.
  CANCEL: async (deps, enrollmentId) =>
    (await cancelEnrollmentForStaff(deps, enrollmentId)).canceledAt?.getTime() === NOW.getTime(),
};

/** An enrolment in `status` as a participant leaves it, on a course in `state`; its course and its id. */
async function enrollmentIn(handle: DatabaseHandle, status: EnrollmentStatusValue, state: CourseState) {
  const startsAt = COURSES[state];
  const course = await createCourse(handle.db, { startsAt });
  const at = new Date(Math.min(startsAt.getTime(), NOW.getTime()) - 20 * DAY_MS);
  const canceledAt = status === "CANCELED" ? new Date(at.getTime() + DAY_MS) : undefined;
  const enrollment = await enrolInCourse(handle.db, course.id, { at, ...(canceledAt ? { canceledAt } : {}) });
  return { courseId: course.id, enrollmentId: enrollment.id };
}

const cases = ENROLLMENT_STATUSES.flatMap((status) =>
  (Object.keys(COURSES) as CourseState[]).map((state) => [status, state] as const),
);

describe(`A course enrolment's actions on ${database!.name}`, () => {
  const suite = actionSuite(database!, NOW, ["redacteur"]);

  it.each(cases)("offers for %s on a course that is %s exactly the actions its commands accept", (status, state) =>
    expectOfferedIsAccepted(ENROLLMENT_ACTIONS, async (action) => {
      const { courseId, enrollmentId } = await enrollmentIn(suite.handle, status, state);
      const answer = await suite.api.run(StaffCourseEnrollmentsDocument, { courseId }, { cookie: suite.cookie });
      const listed = answer.data?.staffCourseEnrollments.nodes.find((enrollment) => enrollment.id === enrollmentId);
      expect(listed?.status).toBe(status);
      return { offered: listed?.actions, run: () => COMMANDS[action](suite.deps, enrollmentId) };
    }),
  );
});
