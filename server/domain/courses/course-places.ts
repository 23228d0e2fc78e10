import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client.ts";
import { courses } from "../../db/schema/index.ts";
import { log } from "../../log/logger.ts";

/**
 * The course counter of decision 0005: enrolled_count changes with one conditional UPDATE in the caller's
 * transaction, next to the enrolment row it counts; the row lock it takes also queues concurrent enrolments of
 * one course, and the CHECK constraint is the backstop against overbooking.
 */

/** Places taken for everyone else: the enrolments and the places reserved for open waitlist offers. */
const takenPlaces = sql`${courses.enrolledCount} + ${courses.offeredCount}`;

/**
 * Takes a place when the course is published, has not started and is not full (enrolments plus places reserved
 * for waitlist offers); false otherwise. The condition is isEnrollmentOpen of course-phase.ts written as SQL, so
 * the claim is atomic; keep the two the same.
 */
export async function takeCoursePlace(tx: Transaction, courseId: string, now: Date): Promise<boolean> {
  const taken = await tx
    .update(courses)
    .set({ enrolledCount: sql`${courses.enrolledCount} + 1` })
    .where(
      and(
        eq(courses.id, courseId),
        eq(courses.status, "PUBLISHED"),
        lt(takenPlaces, courses.maxParticipants),
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

/**
 * Reserves a free place for a waitlist offer when the course is open (as takeCoursePlace) and a place is
 * free; answers the course's start, or null. The update locks the course row: promotions of one course queue here.
 */
export async function reserveOfferPlace(
  tx: Transaction,
  courseId: string,
  now: Date,
): Promise<{ startsAt: Date } | null> {
  const [reserved] = await tx
    .update(courses)
    .set({ offeredCount: sql`${courses.offeredCount} + 1` })
    .where(
      and(
        eq(courses.id, courseId),
        eq(courses.status, "PUBLISHED"),
        lt(takenPlaces, courses.maxParticipants),
        gt(courses.startsAt, now),
      ),
    )
    .returning({ startsAt: courses.startsAt });
  return reserved ?? null;
}

/** Gives a reserved offer place back (declined, left, expired, or reserved for nobody after all). */
export async function releaseOfferPlace(tx: Transaction, courseId: string): Promise<void> {
  const released = await tx
    .update(courses)
    .set({ offeredCount: sql`${courses.offeredCount} - 1` })
    .where(and(eq(courses.id, courseId), gt(courses.offeredCount, 0)))
    .returning({ id: courses.id });
  if (released.length === 0) {
    log.warn("course.offer_count_drift", "Cursus heeft geen gereserveerde plaats om vrij te geven.", { courseId });
  }
}

/**
 * Turns a reserved offer place into an enrolment's place in one update (offered-1, enrolled+1): the total taken
 * stays the same, so it never overbooks. False when the course is no longer open or holds no reserved place.
 */
export async function convertOfferPlace(tx: Transaction, courseId: string, now: Date): Promise<boolean> {
  const converted = await tx
    .update(courses)
    .set({ offeredCount: sql`${courses.offeredCount} - 1`, enrolledCount: sql`${courses.enrolledCount} + 1` })
    .where(
      and(
        eq(courses.id, courseId),
        eq(courses.status, "PUBLISHED"),
        gt(courses.offeredCount, 0),
        gt(courses.startsAt, now),
      ),
    )
    .returning({ id: courses.id });
  return converted.length > 0;
}
