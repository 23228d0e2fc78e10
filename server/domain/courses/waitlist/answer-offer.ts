/**
 * What the person on the list does with the link in their mails (decision 0018): take the offered place
 * (AcceptCourseWaitlistOffer) or leave the list (LeaveCourseWaitlist, also declining an offer). Both are safe to
 * repeat: a second click answers the entry as the first left it. Lock order: the entry (its claim), then the course
 * row (the counter); see promote-waitlist.ts.
 */
import { eq, gt } from "drizzle-orm";
import { isCancelTokenShape } from "../../../../common/cancel-token.ts";
import { courseWaitlistEntries } from "../../../db/schema/index.ts";
import { inTransaction, type ServiceDeps, type UnitOfWork } from "../../deps.ts";
import { DomainError } from "../../errors.ts";
import { limitClient } from "../../rate-limits/visitor-limits.ts";
import { convertOfferPlace, releaseOfferPlace } from "../course-places.ts";
import { recordEnrollment, withActiveEmailAsConflict } from "../enroll-participant.ts";
import { acceptTermsInForce } from "../../site-pages/terms-in-force.ts";
import { lockEnrollmentsOf } from "../weekly-enrollment-limit.ts";
import { claimEntry } from "./claim-entry.ts";
import { promoteCourseWaitlist } from "./promote-waitlist.ts";
import {
  findWaitlistEntry,
  toWaitlistEntryView,
  type WaitlistEntryView,
  type WaitlistEntryWithCourse,
} from "./waitlist-entries.ts";
import {
  INVALID_WAITLIST_LINK_MESSAGE,
  NO_OFFER_MESSAGE,
  OFFER_COURSE_CLOSED_MESSAGE,
  OFFER_EXPIRED_MESSAGE,
} from "./waitlist-messages.ts";

const invalidLink = () => new DomainError("NOT_FOUND", INVALID_WAITLIST_LINK_MESSAGE);

/** The entry a waitlist link belongs to, for its page; null for an unknown or absurd token. */
export async function findWaitlistEntryByToken(
  deps: Pick<ServiceDeps, "db" | "clock">,
  token: string,
): Promise<WaitlistEntryView | null> {
  const trimmed = token.trim();
  if (!isCancelTokenShape(trimmed)) return null;
  const found = await findWaitlistEntry(deps.db, { token: trimmed });
  return found && toWaitlistEntryView(deps.db, found, deps.clock());
}

/** Runs `work` on the entry of the link in one transaction, and answers the entry as it is afterwards. */
async function withEntry(
  deps: ServiceDeps,
  token: string,
  work: (unit: UnitOfWork, found: WaitlistEntryWithCourse) => Promise<void>,
): Promise<WaitlistEntryView> {
  const trimmed = token.trim();
  if (!isCancelTokenShape(trimmed)) throw invalidLink();
  return inTransaction(deps, async (unit) => {
    const found = await findWaitlistEntry(unit.tx, { token: trimmed });
    if (!found) throw invalidLink();
    await work(unit, found);
    const current = await findWaitlistEntry(unit.tx, { id: found.entry.id });
    return toWaitlistEntryView(unit.tx, current ?? found, unit.now);
  });
}

/**
 * Takes the offered place: the claim OFFERED → ENROLLED (only while the offer runs), the reserved place turned into
 * an enrolment's in one counter update, and the enrolment with the same rules and confirmation mail as enrolling.
 * A refusal (already enrolled, the weekly maximum) rolls it all back: the offer stays open until it expires.
 */
export async function acceptCourseWaitlistOffer(deps: ServiceDeps, token: string): Promise<WaitlistEntryView> {
  await limitClient(deps, "enrollments");
  return withActiveEmailAsConflict(() =>
    withEntry(deps, token, async (unit, { entry }) => {
      if (entry.status === "ENROLLED") return;
      if (entry.status === "EXPIRED") throw new DomainError("CONFLICT", OFFER_EXPIRED_MESSAGE);
      if (entry.status !== "OFFERED") throw new DomainError("CONFLICT", NO_OFFER_MESSAGE);
      // The address lock first, as an enrolment takes it: the weekly count sees this address's other enrolments.
      await lockEnrollmentsOf(unit, entry.email);
      const claimed = await claimEntry(
        unit.tx,
        entry.id,
        "OFFERED",
        "ENROLLED",
        unit.now,
        gt(courseWaitlistEntries.offerExpiresAt, unit.now),
      );
      if (!claimed) {
        const current = await findWaitlistEntry(unit.tx, { id: entry.id });
        if (current?.entry.status === "ENROLLED") return; // the other click took it
        throw new DomainError(
          "CONFLICT",
          current?.entry.status === "OFFERED" || current?.entry.status === "EXPIRED"
            ? OFFER_EXPIRED_MESSAGE
            : NO_OFFER_MESSAGE,
        );
      }
      if (!(await convertOfferPlace(unit.tx, claimed.courseId, unit.now))) {
        throw new DomainError("CONFLICT", OFFER_COURSE_CLOSED_MESSAGE);
      }
      const { firstName, lastName, email, phoneNumber, organization, function: role } = claimed;
      // Taking the offered place is agreeing to the terms in force now.
      const acceptedTermsVersionId = await acceptTermsInForce(unit.tx, undefined);
      const { enrollment } = await recordEnrollment(
        unit,
        claimed.courseId,
        { firstName, lastName, email, phoneNumber, organization, function: role },
        acceptedTermsVersionId,
      );
      await unit.tx
        .update(courseWaitlistEntries)
        .set({ enrollmentId: enrollment.id })
        .where(eq(courseWaitlistEntries.id, claimed.id));
    }),
  );
}

/**
 * Leaves the list: WAITING → LEFT, or OFFERED → LEFT (declining), which gives the reserved place back and offers it
 * to the next person. Any other status is answered as it is.
 */
export async function leaveCourseWaitlist(deps: ServiceDeps, token: string): Promise<WaitlistEntryView> {
  await limitClient(deps, "cancellations");
  return withEntry(deps, token, async (unit, { entry }) => {
    await leaveWaitlistEntry(unit, entry);
  });
}

/**
 * The leaving itself, also for erasing someone's data (server/domain/privacy/): answers whether this call took the
 * entry off the list. A declined offer's place goes to the next person in the same transaction.
 */
export async function leaveWaitlistEntry(
  unit: UnitOfWork,
  entry: Pick<WaitlistEntryWithCourse["entry"], "id" | "status">,
): Promise<boolean> {
  let status = entry.status;
  // Promotion may turn WAITING into OFFERED between the read and the claim: then claim from OFFERED.
  for (let attempt = 0; attempt < 2 && (status === "WAITING" || status === "OFFERED"); attempt++) {
    const claimed = await claimEntry(unit.tx, entry.id, status, "LEFT", unit.now);
    if (claimed) {
      if (status === "OFFERED") {
        await releaseOfferPlace(unit.tx, claimed.courseId);
        await promoteCourseWaitlist(unit, claimed.courseId);
      }
      return true;
    }
    status = (await findWaitlistEntry(unit.tx, { id: entry.id }))?.entry.status ?? "LEFT";
  }
  return false;
}
