/**
 * Promotion of a course's waitlist (decision 0018): while a place is free and someone is WAITING, the first of them is
 * offered the place, reserved for them (courses.offered_count) until offer_expires_at. It runs in the transaction
 * of every event that frees a place: a cancellation (giveBackPlace), staff raising the maximum, an offer declined,
 * left or expired, and a join that finds a place free.
 *
 * Locking order (the reason no two of these can deadlock):
 * - promotion holds the course row (the conditional update that reserves the place), then one WAITING entry
 *   (FOR UPDATE SKIP LOCKED);
 * - accept, expire and leave hold an OFFERED (or WAITING) entry (their conditional status update), then the course
 *   row (the counter update);
 * - promotion never touches OFFERED entries and skips locked WAITING ones, so no cycle forms.
 * Staff cancelling a course closes the open entries before it locks the course row, for the same reason.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { courseWaitlistEntries } from "../../../db/schema/index.ts";
import type { UnitOfWork } from "../../deps.ts";
import { findPublicCourse } from "../course-queries.ts";
import { releaseOfferPlace, reserveOfferPlace } from "../course-places.ts";
import { enqueueWaitlistOffer } from "./waitlist-mails.ts";
import type { WaitlistEntryRow } from "./waitlist-entries.ts";

const HOUR_MS = 3_600_000;

/** Offers every free place to the people waiting, first come first served; answers the entries offered now. */
export async function promoteCourseWaitlist(unit: UnitOfWork, courseId: string): Promise<WaitlistEntryRow[]> {
  const offered: WaitlistEntryRow[] = [];
  for (;;) {
    const entry = await offerOnePlace(unit, courseId);
    if (!entry) return offered;
    offered.push(entry);
  }
}

async function offerOnePlace(unit: UnitOfWork, courseId: string): Promise<WaitlistEntryRow | null> {
  const { tx, now } = unit;
  if (!(await anyoneWaiting(unit, courseId))) return null;
  // Reserving the place first takes the course row lock: promotions of one course run one after another.
  const reserved = await reserveOfferPlace(tx, courseId, now);
  if (!reserved) return null;
  const [next] = await tx
    .select()
    .from(courseWaitlistEntries)
    .where(and(eq(courseWaitlistEntries.courseId, courseId), eq(courseWaitlistEntries.status, "WAITING")))
    .orderBy(asc(courseWaitlistEntries.queueNumber))
    .limit(1)
    .for("update", { skipLocked: true });
  if (!next) {
    // The only ones waiting are being changed by someone else right now (leaving): that change promotes after us.
    await releaseOfferPlace(tx, courseId);
    return null;
  }
  const byHours = new Date(now.getTime() + unit.settings.waitlist.offerHours * HOUR_MS);
  const expiresAt = byHours < reserved.startsAt ? byHours : reserved.startsAt;
  const [entry] = await tx
    .update(courseWaitlistEntries)
    .set({ status: "OFFERED", offeredAt: now, offerExpiresAt: expiresAt })
    .where(and(eq(courseWaitlistEntries.id, next.id), eq(courseWaitlistEntries.status, "WAITING")))
    .returning();
  if (!entry) throw new Error(`Wachtlijstplaats ${next.id} veranderde terwijl hij vergrendeld was`);
  const course = await findPublicCourse(tx, courseId);
  if (!course) throw new Error(`Cursus ${courseId} verdween tijdens het aanbieden van een plaats`);
  await enqueueWaitlistOffer(unit, entry, course, expiresAt);
  return entry;
}

async function anyoneWaiting(unit: UnitOfWork, courseId: string): Promise<boolean> {
  const [row] = await unit.tx
    .select({ one: sql`1` })
    .from(courseWaitlistEntries)
    .where(and(eq(courseWaitlistEntries.courseId, courseId), eq(courseWaitlistEntries.status, "WAITING")))
    .limit(1);
  return row !== undefined;
}
