/**
 * What staff can do with a course as a whole in each status: the one table the commands check and the back office
 * draws its buttons from (the API's `StaffCourse.actions`), so a page never keeps a list of its own. Publishing
 * and taking back to draft are the course form's status field (updateCourse), not actions here.
 */
import type { CourseStatusValue } from "../../../common/vocabulary/courses.ts";
import type { Actor } from "../deps.ts";
import { can } from "../staff/permissions.ts";

export const COURSE_ACTIONS = ["CANCEL", "COMPLETE"] as const;
export type CourseAction = (typeof COURSE_ACTIONS)[number];

/** Both are one-way: a draft is not online yet, and a canceled or completed course keeps its end. */
const ALLOWED_FROM: Record<CourseAction, readonly CourseStatusValue[]> = {
  CANCEL: ["PUBLISHED"],
  COMPLETE: ["PUBLISHED"],
};

/** Whether a course's status lets `action` through. */
export function statusAllows(status: CourseStatusValue, action: CourseAction): boolean {
  return ALLOWED_FROM[action].includes(status);
}

/** A canceled or completed course keeps that status: the form may change its texts and details, not its status. */
export function statusIsFinal(status: CourseStatusValue): boolean {
  return status === "CANCELED" || status === "COMPLETED";
}

/** A course is on the public site once published, and stays there when canceled or completed; a draft is not. */
export function isOnTheSite(status: CourseStatusValue): boolean {
  return status !== "DRAFT";
}

/** The actions the staff member may take next on a course: allowed by its status and by courses.manage. */
export function courseActions(actor: Actor, course: { status: CourseStatusValue }): CourseAction[] {
  if (!can(actor, "courses.manage")) return [];
  return COURSE_ACTIONS.filter((action) => statusAllows(course.status, action));
}
