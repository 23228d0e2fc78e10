import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client.ts";
import { courses } from "../../db/schema/index.ts";
import { log } from "../../log/logger.ts";

/**
 * The course counter of decision 0005: enrolled_count changes with one conditional UPDATE in the caller's
 * transaction, next to the enrolment row it counts; the row lock it takes also queues concurrent enrolments of
 * one course, and the CHECK constraint is the backstop against overbooking.
 */

/**
 * Takes a place when the course is published, has not started and is not full; false otherwise. The condition is
 * isEnrollmentOpen of course-phase.ts written as SQL, so the claim is atomic; keep the two the same.
 */
export async function takeCoursePlace(tx: Transaction, courseId: string, now: Date): Promise<boolean> {
  const taken = await tx
    .update(courses)
    .set({ enrolledCount: sql`${courses.enrolledCount} + 1` })
    .where(
      and(
        eq(courses.id, courseId),
        eq(courses.status, "PUBLISHED"),
        lt(courses.enrolledCount, courses.maxParticipants),
        gt(courses.startsAt, now),
      ),
    )
    .returning({ id: courses.id });
  return taken.length > 0;
}

/**
 * Gives a place back. The caller guarantees it runs once per enrolment it cancelled (its update was the claim).
 * A counter already at zero is a drift, not the visitor's problem: the cancellation still goes through.
 */
export async function releaseCoursePlace(tx: Transaction, courseId: string): Promise<void> {
  const released = await tx
    .update(courses)
    .set({ enrolledCount: sql`${courses.enrolledCount} - 1` })
    .where(and(eq(courses.id, courseId), gt(courses.enrolledCount, 0)))
    .returning({ id: courses.id });
  if (released.length === 0) {
    log.warn("course.place_count_drift", "Cursus heeft geen bezette plaats om vrij te geven.", { courseId });
  }
}
