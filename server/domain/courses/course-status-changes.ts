/**
 * A course's end in the back office: cancelled by the organisation, or completed. Both are one-way, and
 * both are safe to repeat: a second click answers the course as it is and writes nothing, no mail and no audit row.
 * The enrolments stay as they were (ACTIVE), so the lists still show who was enrolled; course-phase.ts closes
 * enrolment and cancellation for a course that is canceled or completed.
 */
import { and, eq } from "drizzle-orm";
import { courseEnrollments, courses } from "../../db/schema/index.ts";
import type { ServiceDeps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { staffChange, type StaffUnit } from "../staff/audit.ts";
import type { CourseStatusValue } from "../../../common/vocabulary/courses.ts";
import { statusAllows, type CourseAction } from "./course-actions.ts";
import { enqueueCourseCanceledNotice } from "./course-mails.ts";
import { findPublicCourse } from "./course-queries.ts";
import { lockCourse, reloadCourse } from "./staff-course-lock.ts";
import { closeCourseWaitlist } from "./waitlist/close-waitlist.ts";
import { isUuid } from "../../../common/ids.ts";
import type { StaffCourseView } from "./staff-course-queries.ts";

/** Why a course's status refuses the action (course-actions.ts); the status the action leads to is a repeat. */
const REFUSALS: Record<CourseAction, Partial<Record<CourseStatusValue, string>>> = {
  CANCEL: {
    DRAFT: "Een concept staat nog niet online en hoeft niet te worden geannuleerd.",
    COMPLETED: "Deze cursus is afgerond en kan niet meer worden geannuleerd.",
  },
  COMPLETE: {
    DRAFT: "Een concept kan niet worden afgerond. Publiceer de cursus eerst.",
    CANCELED: "Deze cursus is geannuleerd en kan niet worden afgerond.",
  },
};

function refusal(status: CourseStatusValue, action: CourseAction): DomainError {
  return new DomainError("CONFLICT", REFUSALS[action][status] ?? "Dat kan niet met een cursus in deze status.");
}

export type CourseCancellation = { course: StaffCourseView; participantsMailed: number };

/**
 * Cancels a published course and, in the same transaction, writes 'de cursus gaat niet door' with a cancelling
 * calendar file to every active participant. Needs courses.manage.
 */
export async function cancelCourse(deps: ServiceDeps, id: string): Promise<CourseCancellation> {
  return staffChange(deps, "courses.manage", async (unit) => {
    // The waitlist first: its entries, then the course row, the order taking an offered place keeps.
    const closedFirst = isUuid(id) ? await closeCourseWaitlist(unit, id) : 0;
    const locked = await lockCourse(unit.tx, id);
    if (locked.status === "CANCELED") return { course: await reloadCourse(unit, id), participantsMailed: 0 };
    if (!statusAllows(locked.status, "CANCEL")) throw refusal(locked.status, "CANCEL");
    await unit.tx.update(courses).set({ status: "CANCELED", canceledAt: unit.now }).where(eq(courses.id, locked.id));
    const participantsMailed = await mailActiveParticipants(unit, locked.id);
    // An offer made between the first close and the lock above; from here on nothing promotes (CANCELED).
    const waitlistClosed = closedFirst + (await closeCourseWaitlist(unit, locked.id));
    await unit.audit({
      entityType: "course",
      entityId: locked.id,
      action: "cancel",
      before: { status: locked.status, canceledAt: null },
      after: { status: "CANCELED", canceledAt: unit.now, participantsMailed, waitlistClosed },
    });
    return { course: await reloadCourse(unit, locked.id), participantsMailed };
  });
}

/** Marks a published course completed: enrolment closes (course-phase.ts). Needs courses.manage. */
export async function completeCourse(deps: ServiceDeps, id: string): Promise<StaffCourseView> {
  return staffChange(deps, "courses.manage", async (unit) => {
    const locked = await lockCourse(unit.tx, id);
    if (locked.status === "COMPLETED") return reloadCourse(unit, id);
    if (!statusAllows(locked.status, "COMPLETE")) throw refusal(locked.status, "COMPLETE");
    await unit.tx.update(courses).set({ status: "COMPLETED" }).where(eq(courses.id, locked.id));
    await unit.audit({
      entityType: "course",
      entityId: locked.id,
      action: "complete",
      before: { status: locked.status },
      after: { status: "COMPLETED" },
    });
    return reloadCourse(unit, locked.id);
  });
}

/** One mail per active enrolment; the dedupe key makes a repeat write nothing. Answers how many were written. */
async function mailActiveParticipants(unit: StaffUnit, courseId: string): Promise<number> {
  const course = await findPublicCourse(unit.tx, courseId);
  if (!course) throw new Error(`Geannuleerde cursus ${courseId} is niet te vinden`);
  const active = await unit.tx
    .select()
    .from(courseEnrollments)
    .where(and(eq(courseEnrollments.courseId, courseId), eq(courseEnrollments.status, "ACTIVE")));
  let written = 0;
  for (const enrollment of active) {
    if (await enqueueCourseCanceledNotice(unit, { enrollment, course })) written += 1;
  }
  return written;
}
