/**
 * The worker's part of the course waitlist (decision 0018): offers past their deadline expire, the reserved place goes
 * back and is offered to the next person, and the person whose offer ran out is told. Each offer in a transaction
 * of its own; the claim OFFERED → EXPIRED (only past the deadline) makes it safe with several workers and against
 * a last-second accept (which claims only before the deadline).
 */
import { and, asc, eq, lte } from "drizzle-orm";
import { courseWaitlistEntries } from "../../../db/schema/index.ts";
import { inTransaction, type ServiceDeps } from "../../deps.ts";
import { findPublicCourse } from "../course-queries.ts";
import { releaseOfferPlace } from "../course-places.ts";
import { claimEntry } from "./claim-entry.ts";
import { promoteCourseWaitlist } from "./promote-waitlist.ts";
import { enqueueWaitlistExpired } from "./waitlist-mails.ts";

const BATCH = 100;

/** Expires the overdue offers of every course; answers how many this call expired. */
export async function expireCourseWaitlistOffers(deps: ServiceDeps): Promise<number> {
  const now = deps.clock();
  const due = await deps.db
    .select({ id: courseWaitlistEntries.id })
    .from(courseWaitlistEntries)
    .where(and(eq(courseWaitlistEntries.status, "OFFERED"), lte(courseWaitlistEntries.offerExpiresAt, now)))
    .orderBy(asc(courseWaitlistEntries.offerExpiresAt))
    .limit(BATCH);
  let expired = 0;
  for (const { id } of due) {
    const done = await inTransaction(
      deps,
      async (unit) => {
        const claimed = await claimEntry(
          unit.tx,
          id,
          "OFFERED",
          "EXPIRED",
          unit.now,
          lte(courseWaitlistEntries.offerExpiresAt, unit.now),
        );
        if (!claimed) return false; // another worker, or the person, was first
        await releaseOfferPlace(unit.tx, claimed.courseId);
        const course = await findPublicCourse(unit.tx, claimed.courseId);
        if (course) await enqueueWaitlistExpired(unit, claimed, course);
        await promoteCourseWaitlist(unit, claimed.courseId);
        return true;
      },
      now,
    );
    if (done) expired += 1;
  }
  return expired;
}
