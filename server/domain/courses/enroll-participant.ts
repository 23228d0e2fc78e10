import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { enrollCourseParticipantSchema, type CourseParticipant } from "../../../common/validation/course-enrollment.ts";
import type { Transaction } from "../../db/client.ts";
import { courseEnrollments, courses } from "../../db/schema/index.ts";
import { withUniqueViolationAs } from "../../db/unique-violation.ts";
import { inTransaction, type ServiceDeps, type UnitOfWork } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { enqueueCourseEnrollmentConfirmation } from "./course-mails.ts";
import { parseWith } from "../parse-input.ts";
import { hasStarted } from "./course-phase.ts";
import { findPublicCourse } from "./course-queries.ts";
import type { EnrollmentWithCourse } from "./enrollment-view.ts";
import { limitClient, limitEmailAddress } from "../rate-limits/visitor-limits.ts";
import { lockEnrollmentsOf, refuseTooManyInWeek } from "./weekly-enrollment-limit.ts";
import { takeCoursePlace } from "./course-places.ts";
import { registersAskedFor } from "../registration-numbers/registration-number-queries.ts";
import { writeRegistrationNumbers } from "../registration-numbers/write-registration-numbers.ts";
import { acceptTermsInForce } from "../site-pages/terms-in-force.ts";
import {
  ALREADY_ENROLLED_MESSAGE,
  COURSE_CANCELED_MESSAGE,
  COURSE_FULL_MESSAGE,
  COURSE_NOT_FOUND_MESSAGE,
  COURSE_STARTED_MESSAGE,
} from "./enrollment-messages.ts";

/** The partial unique index on (course_id, lower(email)) where ACTIVE: the backstop against double enrolment. */
const ACTIVE_EMAIL_INDEX = "course_enrollments_active_email_unique";

/** 24 random bytes: 192 bits, far beyond guessing, 32 URL-safe characters in the cancel link. */
export const newCancelToken = (): string => randomBytes(24).toString("base64url");

const alreadyEnrolled = () => new DomainError("CONFLICT", ALREADY_ENROLLED_MESSAGE, { field: "email" });

/**
 * EnrollCourseParticipant. In one transaction: take a place with one conditional update,
 * refuse a second active enrolment of the same address, store the enrolment and write the confirmation mail.
 * Any refusal rolls all of it back, so nothing half-written stays behind. Every attempt counts against the
 * visitor's enrolment rate, every enrolment made against the address's rate; an address holds a few places a
 * week. The enrolment records the terms version in force, refusing when the form linked another
 * (../site-pages/terms-in-force.ts). The registration numbers given are stored with it, for the registers of the
 * course's accreditation only (decision 0036); a bad one refuses the enrolment with the register's message.
 */
export async function enrollCourseParticipant(deps: ServiceDeps, rawInput: unknown): Promise<{ enrollmentId: string }> {
  await limitClient(deps, "enrollments");
  const { courseId, acceptedTermsVersion, registrationNumbers, ...participant } = parseWith(
    enrollCourseParticipantSchema,
    rawInput,
  );
  return withActiveEmailAsConflict(() =>
    inTransaction(deps, async (unit) => {
      const acceptedTermsVersionId = await acceptTermsInForce(unit.tx, acceptedTermsVersion);
      const { enrollment } = await enrollInTransaction(unit, courseId, participant, acceptedTermsVersionId);
      const asked = await registersAskedFor(unit.tx, { courseId });
      await writeRegistrationNumbers(
        unit,
        { kind: "enrollment", enrollmentId: enrollment.id },
        asked,
        registrationNumbers,
      );
      return { enrollmentId: enrollment.id };
    }),
  );
}

/** A second active enrolment of one address that got past the check is refused by the unique index: same words. */
export function withActiveEmailAsConflict<T>(work: () => Promise<T>): Promise<T> {
  return withUniqueViolationAs(alreadyEnrolled, work, ACTIVE_EMAIL_INDEX);
}

/**
 * The enrolment itself, in the caller's transaction: for the public form and for staff enrolling someone on their
 * behalf, with the same rules (places, one active enrolment per address, the weekly maximum) and the
 * same confirmation mail. The per-address rate only counts visitors (limitEmailAddress).
 */
export async function enrollInTransaction(
  unit: UnitOfWork,
  courseId: string,
  participant: CourseParticipant,
  acceptedTermsVersionId: string | null,
): Promise<EnrollmentWithCourse> {
  const { tx, now } = unit;
  await limitEmailAddress(unit, participant.email);
  await lockEnrollmentsOf(unit, participant.email);
  if (!(await takeCoursePlace(tx, courseId, now))) throw await whyNoPlace(tx, courseId, participant.email, now);
  return recordEnrollment(unit, courseId, participant, acceptedTermsVersionId);
}

/**
 * The enrolment on a place already taken (the caller holds the course row through its counter update, and the
 * address lock of lockEnrollmentsOf): the one-active-enrolment and weekly rules, the row and the confirmation
 * mail. For enrolling and for taking a place offered from the waitlist. A refusal rolls back the caller's
 * transaction, place and all.
 */
export async function recordEnrollment(
  unit: UnitOfWork,
  courseId: string,
  participant: CourseParticipant,
  acceptedTermsVersionId: string | null,
): Promise<EnrollmentWithCourse> {
  const { tx, now } = unit;
  // The place taken locks the course row, so enrolments of one course run one after another and this
  // check sees every committed enrolment; the unique index stays as the backstop.
  if (await isEnrolled(tx, courseId, participant.email)) throw alreadyEnrolled();
  await refuseTooManyInWeek(unit, courseId, participant.email);
  const [enrollment] = await tx
    .insert(courseEnrollments)
    .values({ ...participant, courseId, cancelToken: newCancelToken(), acceptedTermsVersionId, createdAt: now })
    .returning();
  if (!enrollment) throw new Error(`Aanmelding voor cursus ${courseId} is niet opgeslagen`);
  const course = await findPublicCourse(tx, courseId);
  if (!course) throw new Error(`Cursus ${courseId} verdween tijdens de aanmelding`);
  await enqueueCourseEnrollmentConfirmation(unit, { enrollment, course });
  return { enrollment, course };
}

/** The e-mail address is stored trimmed as typed; addresses are compared without regard to case. */
export async function isEnrolled(tx: Transaction, courseId: string, email: string): Promise<boolean> {
  const [found] = await tx
    .select({ id: courseEnrollments.id })
    .from(courseEnrollments)
    .where(
      and(
        eq(courseEnrollments.courseId, courseId),
        eq(courseEnrollments.status, "ACTIVE"),
        eq(sql`lower(${courseEnrollments.email})`, email.toLowerCase()),
      ),
    )
    .limit(1);
  return found !== undefined;
}

/** No place was taken: read the course to say why, in the order a visitor can act on. */
async function whyNoPlace(tx: Transaction, courseId: string, email: string, now: Date): Promise<DomainError> {
  const [course] = await tx
    .select({ status: courses.status, startsAt: courses.startsAt })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course || course.status === "DRAFT") return new DomainError("NOT_FOUND", COURSE_NOT_FOUND_MESSAGE, { courseId });
  if (course.status === "CANCELED") return new DomainError("CONFLICT", COURSE_CANCELED_MESSAGE, { courseId });
  if (course.status === "COMPLETED" || hasStarted(course, now)) {
    return new DomainError("CONFLICT", COURSE_STARTED_MESSAGE, { courseId });
  }
  // Full. Someone who is already in it should hear that, not that there is no room for them.
  if (await isEnrolled(tx, courseId, email)) return alreadyEnrolled();
  return new DomainError("CAPACITY_REACHED", COURSE_FULL_MESSAGE, { courseId });
}
