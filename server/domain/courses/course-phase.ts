import type { CourseView } from "./course-queries.ts";
import {
  CANCEL_AFTER_START_MESSAGE,
  CANCEL_CANCELED_COURSE_MESSAGE,
  CANCEL_COMPLETED_COURSE_MESSAGE,
} from "./enrollment-messages.ts";

/**
 * Where a course stands, by the caller's clock: the one place these rules live. The API answers them as
 * Course.phase, enrollmentOpen and CourseEnrollment.cannotCancelReason, and the services that take or give back
 * places decide with the same functions, so what a page shows is what the server will do.
 */
export type CoursePhase = "OPEN" | "FULL" | "STARTED" | "CANCELED" | "COMPLETED";

type PhaseInput = Pick<CourseView, "status" | "startsAt" | "isFull">;

/** A course has begun at its start moment: from then on no place is taken or given back. */
export function hasStarted(course: Pick<CourseView, "startsAt">, now: Date): boolean {
  return course.startsAt.getTime() <= now.getTime();
}

/** Places can be taken and given back while the course is published and has not started. */
export function isOpenForChanges(course: Pick<CourseView, "status" | "startsAt">, now: Date): boolean {
  return course.status === "PUBLISHED" && !hasStarted(course, now);
}

/** Canceled and completed win over started, and started over full: the order in which a visitor can act on it. */
export function coursePhase(course: PhaseInput, now: Date): CoursePhase {
  if (course.status === "CANCELED") return "CANCELED";
  if (course.status === "COMPLETED") return "COMPLETED";
  if (hasStarted(course, now)) return "STARTED";
  return course.isFull ? "FULL" : "OPEN";
}

/**
 * Whether an enrolment would get a place now (the conditional update in course-places.ts is the same rule). isFull
 * counts the places reserved for waitlist offers as taken (enrolled_count + offered_count), as the SQL does.
 */
export function isEnrollmentOpen(course: PhaseInput, now: Date): boolean {
  return coursePhase(course, now) === "OPEN";
}

/**
 * Why an active enrolment's place can no longer be given back, as cancelCourseEnrollment answers it; null while it
 * can. An enrolment already canceled has nothing to refuse: cancelling it again answers it as it is.
 */
export function cancelRefusal(
  enrollment: { status: "ACTIVE" | "CANCELED" },
  course: Pick<CourseView, "status" | "startsAt">,
  now: Date,
): string | null {
  if (enrollment.status === "CANCELED" || isOpenForChanges(course, now)) return null;
  if (course.status === "CANCELED") return CANCEL_CANCELED_COURSE_MESSAGE;
  if (course.status === "COMPLETED") return CANCEL_COMPLETED_COURSE_MESSAGE;
  return CANCEL_AFTER_START_MESSAGE;
}
