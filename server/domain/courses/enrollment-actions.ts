/**
 * What staff can do with a course enrolment in each status: the one table the command checks and the back office
 * draws its buttons from (the API's `StaffCourseEnrollment.actions`), so a page never keeps a list of its own.
 * Enrolling someone is no action on an enrolment: it makes one (the page's form, open while the course is).
 */
import type { Actor } from "../deps.ts";
import { can } from "../staff/permissions.ts";
import type { EnrollmentStatus } from "../transitions.ts";
import { isOpenForChanges } from "./course-phase.ts";
import type { CourseView } from "./course-queries.ts";

export const ENROLLMENT_ACTIONS = ["CANCEL"] as const;
export type EnrollmentAction = (typeof ENROLLMENT_ACTIONS)[number];

const ALLOWED_FROM: Record<EnrollmentAction, readonly EnrollmentStatus[]> = {
  // Cancelling a cancelled enrolment again answers it as it is and changes nothing.
  CANCEL: ["ACTIVE"],
};

/** Whether an enrolment's status lets `action` through (its command may still refuse for another reason). */
export function statusAllows(status: EnrollmentStatus, action: EnrollmentAction): boolean {
  return ALLOWED_FROM[action].includes(status);
}

/**
 * The actions the staff member may take next on an enrolment: allowed by its status, by its course (a place is
 * given back only while the course is published and has not started: course-phase.ts, as the command decides; a
 * course that is a draft again hides its enrolments from the command) and by enrollments.manage.
 */
export function enrollmentActions(
  actor: Actor,
  enrollment: { status: EnrollmentStatus },
  course: Pick<CourseView, "status" | "startsAt"> | null,
  now: Date,
): EnrollmentAction[] {
  if (!course || !can(actor, "enrollments.manage")) return [];
  return ENROLLMENT_ACTIONS.filter(
    (action) => statusAllows(enrollment.status, action) && (action !== "CANCEL" || isOpenForChanges(course, now)),
  );
}
