/**
 * Staff cancelled the course (decision 0018): every open entry is CLOSED, the places reserved for offers are dropped,
 * and each person hears the course does not go ahead. Runs twice in cancelCourse: before it locks the course row
 * (entries first, then the course row, the order accept and expire keep) and once more under the lock for an offer
 * made in between.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { courseWaitlistEntries, courses } from "../../../db/schema/index.ts";
import type { UnitOfWork } from "../../deps.ts";
import { findPublicCourse } from "../course-queries.ts";
import { OPEN_STATUSES } from "./waitlist-entries.ts";
import { enqueueWaitlistClosed } from "./waitlist-mails.ts";

/** Answers how many entries were closed now. */
export async function closeCourseWaitlist(unit: UnitOfWork, courseId: string): Promise<number> {
  const open = await unit.tx
    .select({ id: courseWaitlistEntries.id, status: courseWaitlistEntries.status })
    .from(courseWaitlistEntries)
    .where(and(eq(courseWaitlistEntries.courseId, courseId), inArray(courseWaitlistEntries.status, [...OPEN_STATUSES])))
    .for("update");
  if (open.length === 0) return 0;
  const closed = await unit.tx
    .update(courseWaitlistEntries)
    .set({ status: "CLOSED", endedAt: unit.now })
    .where(
      inArray(
        courseWaitlistEntries.id,
        open.map((row) => row.id),
      ),
    )
    .returning();
  const offered = open.filter((row) => row.status === "OFFERED").length;
  if (offered > 0) {
    await unit.tx
      .update(courses)
      .set({ offeredCount: sql`greatest(${courses.offeredCount} - ${offered}, 0)` })
      .where(eq(courses.id, courseId));
  }
  const course = await findPublicCourse(unit.tx, courseId);
  if (course) for (const entry of closed) await enqueueWaitlistClosed(unit, entry, course);
  return closed.length;
}
