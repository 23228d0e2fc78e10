import { isCancelTokenShape } from "../../../common/cancel-token.ts";
import type { DbOrTx } from "../../db/client.ts";
import { inTransaction, type ServiceDeps, type UnitOfWork } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { claimEnrollmentTransition } from "../transitions.ts";
import { enqueueCourseCancellation } from "./course-mails.ts";
import { cancelRefusal } from "./course-phase.ts";
import { findPublicCourse } from "./course-queries.ts";
import { releaseCoursePlace } from "./course-places.ts";
import { INVALID_CANCEL_LINK_MESSAGE } from "./enrollment-messages.ts";
import { statusAllows } from "./enrollment-actions.ts";
import { findEnrollment, toEnrollmentView, type EnrollmentView, type EnrollmentWithCourse } from "./enrollment-view.ts";
import { promoteCourseWaitlist } from "./waitlist/promote-waitlist.ts";
import { limitClient } from "../rate-limits/visitor-limits.ts";

/** The enrolment a cancel link belongs to, for the cancel page; null for an unknown or absurd token. */
export async function findEnrollmentByCancelToken(
  db: DbOrTx,
  token: string,
  now: Date,
): Promise<EnrollmentView | null> {
  const found = await findByCancelToken(db, token);
  return found && toEnrollmentView(found, now);
}

/** The enrolment and its course behind a cancel link; null for an unknown token or one of no shape of ours. */
export async function findByCancelToken(db: DbOrTx, token: string): Promise<EnrollmentWithCourse | null> {
  const cancelToken = token.trim();
  return isCancelTokenShape(cancelToken) ? findEnrollment(db, { cancelToken }) : null;
}

/**
 * CancelCourseEnrollment: gives the place back while the course is open and has not started.
 * The status update from ACTIVE is the claim: only the transaction that made it frees the place and writes the
 * mail, so repeated or simultaneous clicks on the link cancel once and answer the canceled enrolment. Every attempt
 * counts against the visitor's cancellation rate.
 */
export async function cancelEnrollment(deps: ServiceDeps, token: string): Promise<EnrollmentView> {
  await limitClient(deps, "cancellations");
  const cancelToken = token.trim();
  if (!isCancelTokenShape(cancelToken)) throw invalidLink();
  return inTransaction(deps, async (unit) => {
    const found = await findEnrollment(unit.tx, { cancelToken });
    if (!found) throw invalidLink();
    const { current } = await giveBackPlace(unit, found, invalidLink);
    return toEnrollmentView(current, unit.now);
  });
}

/**
 * Cancels a found enrolment, for the cancel link and for staff cancelling on someone's behalf: the same
 * rules, the same mail. The status update from ACTIVE is the claim: only the transaction that made it frees the
 * place and writes the mail. Answers the enrolment as it is now, and whether this call cancelled it.
 */
export async function giveBackPlace(
  unit: UnitOfWork,
  found: EnrollmentWithCourse,
  notFound: () => DomainError,
): Promise<{ current: EnrollmentWithCourse; canceledNow: boolean }> {
  const { tx, now } = unit;
  if (!statusAllows(found.enrollment.status, "CANCEL")) return { current: found, canceledNow: false };
  const refusal = cancelRefusal(found.enrollment, found.course, now);
  if (refusal) throw new DomainError("CONFLICT", refusal, { courseId: found.course.id });

  const claimed = await claimEnrollmentTransition(tx, found.enrollment.cancelToken, "CANCELED", { canceledAt: now });
  if (!claimed) {
    // Another request cancelled it between our read and our update: answer what it did.
    const current = await findEnrollment(tx, { id: found.enrollment.id });
    if (!current) throw notFound();
    return { current, canceledNow: false };
  }
  await releaseCoursePlace(tx, claimed.courseId);
  // The freed place goes to the first person on the waitlist, in this same transaction.
  await promoteCourseWaitlist(unit, claimed.courseId);
  const course = (await findPublicCourse(tx, claimed.courseId)) ?? found.course;
  await enqueueCourseCancellation(unit, { enrollment: claimed, course });
  return { current: { enrollment: claimed, course }, canceledNow: true };
}

const invalidLink = () => new DomainError("NOT_FOUND", INVALID_CANCEL_LINK_MESSAGE);
