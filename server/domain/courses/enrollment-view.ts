import { eq, type InferSelectModel } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { courseEnrollments } from "../../db/schema/index.ts";
import { findPublicCourse, type CourseView } from "./course-queries.ts";

export type EnrollmentRow = InferSelectModel<typeof courseEnrollments>;
export type EnrollmentWithCourse = { enrollment: EnrollmentRow; course: CourseView };
export type EnrollmentView = EnrollmentRow & { course: CourseView; canCancel: boolean };

/** Places can be taken and given back while the course is published and has not started. */
export function isOpenForChanges(course: Pick<CourseView, "status" | "startsAt">, now: Date): boolean {
  return course.status === "PUBLISHED" && course.startsAt.getTime() > now.getTime();
}

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
  return { ...enrollment, course, canCancel: enrollment.status === "ACTIVE" && isOpenForChanges(course, now) };
}
