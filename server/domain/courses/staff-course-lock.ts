/** What the course services of the back office share: the locked course row and what the audit log keeps of it. */
import { eq } from "drizzle-orm";
import type { Transaction } from "../../db/client.ts";
import { courses } from "../../db/schema/index.ts";
import { isUuid } from "../../../common/ids.ts";
import { DomainError } from "../errors.ts";
import type { UnitOfWork } from "../deps.ts";
import {
  loadStaffCourse,
  STAFF_COURSE_NOT_FOUND_MESSAGE,
  type CourseRow,
  type StaffCourseView,
} from "./staff-course-queries.ts";

/**
 * The course row, locked until the change commits: enrolments take their place with an update of the same row, so
 * while it is locked the active enrolments (enrolled_count) cannot change under the change's checks.
 */
export async function lockCourse(tx: Transaction, id: string): Promise<CourseRow> {
  if (!isUuid(id)) throw new DomainError("NOT_FOUND", STAFF_COURSE_NOT_FOUND_MESSAGE);
  const [row] = await tx.select().from(courses).where(eq(courses.id, id)).for("update").limit(1);
  if (!row) throw new DomainError("NOT_FOUND", STAFF_COURSE_NOT_FOUND_MESSAGE);
  return row;
}

/** The fields of a course the audit log records; the instructors as one list, in their order. */
export function auditableCourse(course: StaffCourseView): Record<string, unknown> {
  return {
    title: course.title,
    summary: course.summary,
    descriptionHtml: course.descriptionHtml,
    practicalInfoHtml: course.practicalInfoHtml,
    organizationId: course.organizationId,
    instructors: (course.instructors ?? []).map(({ name, function: role, experience }) => ({
      name,
      function: role,
      experience,
    })),
    street: course.street,
    postalCode: course.postalCode,
    city: course.city,
    country: course.country,
    startsAt: course.startsAt,
    endsAt: course.endsAt,
    maxParticipants: course.maxParticipants,
    status: course.status,
    canceledAt: course.canceledAt,
  };
}

/** The course as the change left it, read in the change's transaction. */
export async function reloadCourse(unit: UnitOfWork, id: string): Promise<StaffCourseView> {
  const course = await loadStaffCourse(unit.tx, id, unit.now);
  if (!course) throw new Error(`Cursus ${id} verdween tijdens de wijziging`);
  return course;
}
