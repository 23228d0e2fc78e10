import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GetCourseByIdDocument, StaffCourseDocument } from "../../app/graphql/generated.ts";
import { coursePath } from "../../common/site-paths.ts";
import { courses } from "../../server/db/schema/index.ts";
import type { ServiceDeps } from "../../server/domain/deps.ts";
import { COURSE_ACTIONS, type CourseAction } from "../../server/domain/courses/course-actions.ts";
import { cancelCourse, completeCourse } from "../../server/domain/courses/course-status-changes.ts";
import { COURSE_STATUSES, type CourseStatusValue } from "../../common/vocabulary/courses.ts";
import { testDatabases } from "../support/databases.ts";
import { createCourse } from "../support/factories/courses.ts";
import { actionSuite, expectOfferedIsAccepted } from "../support/lifecycle-actions.ts";

// The back office draws a course's 'Annuleren' and 'Afronden' from StaffCourse.actions
// (server/domain/courses/course-actions.ts); every status and action is held against what the command accepts
// (test/support/lifecycle-actions.ts).
const NOW = new Date("2027-02-01T10:00:00Z");
const [database] = testDatabases();

async function statusOf(deps: ServiceDeps, courseId: string): Promise<CourseStatusValue | undefined> {
  const [course] = await deps.db.select({ status: courses.status }).from(courses).where(eq(courses.id, courseId));
  return course?.status;
}

/** Runs the action's command; true when it moved the course (a repeat on a course already there changes nothing). */
const COMMANDS: Record<CourseAction, (deps: ServiceDeps, courseId: string) => Promise<boolean>> = {
  CANCEL: async (deps, courseId) => {
    const before = await statusOf(deps, courseId);
    return before !== "CANCELED" && (await cancelCourse(deps, courseId)).course.status === "CANCELED";
  },
  COMPLETE: async (deps, courseId) => {
    const before = await statusOf(deps, courseId);
    return before !== "COMPLETED" && (await completeCourse(deps, courseId)).status === "COMPLETED";
  },
};

/** A course in `status` as it gets there: a draft, published, or published and then cancelled or completed. */
async function courseIn(deps: ServiceDeps, status: CourseStatusValue): Promise<string> {
  const course = await createCourse(deps.db, { status: status === "DRAFT" ? "DRAFT" : "PUBLISHED" });
  if (status === "CANCELED") await cancelCourse(deps, course.id);
  if (status === "COMPLETED") await completeCourse(deps, course.id);
  return course.id;
}

describe(`A course's actions on ${database!.name}`, () => {
  const suite = actionSuite(database!, NOW, ["redacteur"]);

  it.each(COURSE_STATUSES)("offers for %s exactly the actions its commands accept", (status) =>
    expectOfferedIsAccepted(COURSE_ACTIONS, async (action) => {
      const id = await courseIn(suite.deps, status);
      const answer = await suite.api.run(StaffCourseDocument, { id }, { cookie: suite.cookie });
      expect(answer.data?.staffCourse?.status).toBe(status);
      return { offered: answer.data?.staffCourse?.actions, run: () => COMMANDS[action](suite.deps, id) };
    }),
  );

  // The edit page shows 'Bekijk op de site' and 'houdt die status' from these two fields, not from the status.
  it.each(COURSE_STATUSES)(
    "says for %s whether the status is final and where the public site shows it",
    async (status) => {
      const id = await courseIn(suite.deps, status);
      const staff = await suite.api.run(StaffCourseDocument, { id }, { cookie: suite.cookie });
      const visitor = await suite.api.run(GetCourseByIdDocument, { courseId: id });
      const shown = Boolean(visitor.data?.courseById);
      expect(shown).toBe(status !== "DRAFT");
      expect(staff.data?.staffCourse?.publicUrl).toBe(shown ? coursePath(id) : null);
      expect(staff.data?.staffCourse?.statusFinal).toBe(status === "CANCELED" || status === "COMPLETED");
    },
  );
});
