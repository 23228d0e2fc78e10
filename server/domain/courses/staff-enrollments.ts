/**
 * A course's enrolments in the back office: the list, enrolling someone on their behalf and cancelling
 * one. Enrolling and cancelling are the public services' own work (enrollInTransaction, giveBackPlace): the same
 * rules and the same mails; a staff member is not counted against a visitor's rates. Each change writes an audit
 * row. Needs `enrollments.manage`. An erased participant shows as ../participants/listed-person.ts decides.
 */
import type { DbOrTx } from "../../db/client.ts";
import { numbersOfOwners, type StoredRegistrationNumber } from "../registration-numbers/registration-number-queries.ts";
import { staffEnrollmentSchema } from "../../../common/validation/course-enrollment.ts";
import { isUuid } from "../../../common/ids.ts";
import type { ServiceDeps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import type { Page, PageArgs } from "../pagination.ts";
import { parseWith } from "../parse-input.ts";
import { staffChange } from "../staff/audit.ts";
import { listedPerson, type Listed } from "../participants/listed-person.ts";
import { requirePermission } from "../staff/permissions.ts";
import { giveBackPlace } from "./cancel-enrollment.ts";
import { enrollInTransaction, withActiveEmailAsConflict } from "./enroll-participant.ts";
import { listCourseEnrollments, type ListedEnrollment } from "./enrollment-list.ts";
import { ALREADY_ENROLLED_MESSAGE } from "./enrollment-messages.ts";
import { enrollmentActions, type EnrollmentAction } from "./enrollment-actions.ts";
import { findEnrollment, type EnrollmentRow, type EnrollmentWithCourse } from "./enrollment-view.ts";
import { findPublicCourse, type CourseView } from "./course-queries.ts";

const ENROLLMENT_NOT_FOUND_MESSAGE = "Deze aanmelding bestaat niet (meer).";
export const STAFF_ALREADY_ENROLLED_MESSAGE = "Dit e-mailadres is al aangemeld voor deze cursus.";

/**
 * An enrolment as staff see it: an erased participant without name or address, and what the staff member may do
 * with it now (enrollment-actions.ts).
 */
export type StaffEnrollment = Listed<ListedEnrollment> & {
  actions: EnrollmentAction[];
  /** The participant's numbers for the course's accreditation registers (decision 0036), read-only here. */
  registrationNumbers: StoredRegistrationNumber[];
};

type CourseOfEnrollment = Pick<CourseView, "status" | "startsAt"> | null;

/** Every enrolment of a course, active and canceled, oldest first, in pages. */
export async function listEnrollmentsForStaff(
  deps: ServiceDeps,
  courseId: string,
  page: PageArgs,
): Promise<Page<StaffEnrollment>> {
  requirePermission(deps.actor, "enrollments.manage");
  const found = await listCourseEnrollments(deps.db, courseId, page);
  const course = await findPublicCourse(deps.db, courseId);
  const now = deps.clock();
  const numbers = await numbersOfOwners(
    deps.db,
    "enrollment",
    found.nodes.map((enrollment) => enrollment.id),
  );
  const shown = (enrollment: ListedEnrollment) =>
    asStaffSees(deps, enrollment, course, now, numbers.get(enrollment.id));
  return { ...found, nodes: found.nodes.map(shown) };
}

/** Enrols someone in a course on their behalf: a place, the confirmation mail with its cancel link, an audit row. */
export async function enrollParticipantForStaff(deps: ServiceDeps, rawInput: unknown): Promise<StaffEnrollment> {
  requirePermission(deps.actor, "enrollments.manage");
  // No terms agreed to and no registration numbers (staffEnrollmentSchema says why).
  const { courseId, ...participant } = parseWith(staffEnrollmentSchema, rawInput);
  try {
    return await withActiveEmailAsConflict(() =>
      staffChange(deps, "enrollments.manage", async (unit) => {
        const { enrollment, course } = await enrollInTransaction(unit, courseId, participant, null);
        await unit.audit({
          entityType: "course_enrollment",
          entityId: enrollment.id,
          action: "create",
          before: null,
          after: auditableEnrollment(enrollment),
        });
        return listed(deps, unit.tx, { enrollment, course }, unit.now);
      }),
    );
  } catch (error) {
    // The public words address the visitor ('Je bent al aangemeld'); staff enrol someone else.
    if (error instanceof DomainError && error.message === ALREADY_ENROLLED_MESSAGE) {
      throw new DomainError("CONFLICT", STAFF_ALREADY_ENROLLED_MESSAGE, {
        field: "email",
        fieldErrors: { email: STAFF_ALREADY_ENROLLED_MESSAGE },
      });
    }
    throw error;
  }
}

/** Cancels an enrolment by its id, as its cancel link would: the place goes back and the participant is mailed. */
export async function cancelEnrollmentForStaff(deps: ServiceDeps, enrollmentId: string): Promise<StaffEnrollment> {
  return staffChange(deps, "enrollments.manage", async (unit) => {
    const notFound = () => new DomainError("NOT_FOUND", ENROLLMENT_NOT_FOUND_MESSAGE);
    const found = isUuid(enrollmentId) ? await findEnrollment(unit.tx, { id: enrollmentId }) : null;
    if (!found) throw notFound();
    const { current, canceledNow } = await giveBackPlace(unit, found, notFound);
    if (canceledNow) {
      await unit.audit({
        entityType: "course_enrollment",
        entityId: current.enrollment.id,
        action: "cancel",
        before: { status: found.enrollment.status, canceledAt: null },
        after: { status: current.enrollment.status, canceledAt: current.enrollment.canceledAt },
      });
    }
    return listed(deps, unit.tx, current, unit.now);
  });
}

function asStaffSees(
  deps: ServiceDeps,
  enrollment: ListedEnrollment,
  course: CourseOfEnrollment,
  now: Date,
  registrationNumbers: StoredRegistrationNumber[] = [],
): StaffEnrollment {
  return {
    ...listedPerson(enrollment),
    actions: enrollmentActions(deps.actor, enrollment, course, now),
    registrationNumbers,
  };
}

async function listed(
  deps: ServiceDeps,
  tx: DbOrTx,
  { enrollment, course }: EnrollmentWithCourse,
  now: Date,
): Promise<StaffEnrollment> {
  const { cancelToken: _secret, ...shown } = enrollment;
  const numbers = await numbersOfOwners(tx, "enrollment", [enrollment.id]);
  return asStaffSees(deps, shown, course, now, numbers.get(enrollment.id));
}

function auditableEnrollment(enrollment: EnrollmentRow): Record<string, unknown> {
  return {
    courseId: enrollment.courseId,
    firstName: enrollment.firstName,
    lastName: enrollment.lastName,
    email: enrollment.email,
    organization: enrollment.organization,
    status: enrollment.status,
  };
}
