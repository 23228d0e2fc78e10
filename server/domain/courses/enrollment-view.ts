import { eq, type InferSelectModel } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { courseEnrollments } from "../../db/schema/index.ts";
import { cancelRefusal } from "./course-phase.ts";
import { findPublicCourse, type CourseView } from "./course-queries.ts";

export type EnrollmentRow = InferSelectModel<typeof courseEnrollments>;
export type EnrollmentWithCourse = { enrollment: EnrollmentRow; course: CourseView };
export type EnrollmentView = EnrollmentRow & {
  course: CourseView;
  canCancel: boolean;
  /** Why an active enrolment can no longer be cancelled: the message cancelEnrollment would refuse with. */
  cannotCancelReason: string | null;
};

/** An enrolment with its course; null when unknown, or when its course is hidden (a draft again). */
export async function findEnrollment(
  db: DbOrTx,
  by: { id: string } | { cancelToken: string },
): Promise<EnrollmentWithCourse | null> {
  const where = "id" in by ? eq(courseEnrollments.id, by.id) : eq(courseEnrollments.cancelToken, by.cancelToken);
  const [enrollment] = await db.select().from(courseEnrollments).where(where).limit(1);
  if (!enrollment) return null;
  const course = await findPublicCourse(db, enrollment.courseId);
  return course && { enrollment, course };
}

export function toEnrollmentView({ enrollment, course }: EnrollmentWithCourse, now: Date): EnrollmentView {
  const cannotCancelReason = cancelRefusal(enrollment, course, now);
  return {
    ...enrollment,
    course,
    canCancel: enrollment.status === "ACTIVE" && cannotCancelReason === null,
    cannotCancelReason,
  };
}
