/**
 * JoinCourseWaitlist (decision 0018): the enrolment form's details, for a course that is full. Rate-limited like
 * enrolling (the visitor's enrolment rate, the address's rate). One open entry per address per course: checked
 * under the course row lock, with the partial unique index as the backstop.
 */
import { eq } from "drizzle-orm";
import { enrollCourseParticipantSchema } from "../../../../common/validation/course-enrollment.ts";
import { courseWaitlistEntries, courses } from "../../../db/schema/index.ts";
import { withUniqueViolationAs } from "../../../db/unique-violation.ts";
import { isUuid } from "../../../../common/ids.ts";
import { inTransaction, type ServiceDeps, type UnitOfWork } from "../../deps.ts";
import { DomainError } from "../../errors.ts";
import { parseWith } from "../../parse-input.ts";
import { limitClient, limitEmailAddress } from "../../rate-limits/visitor-limits.ts";
import { hasStarted } from "../course-phase.ts";
import { findPublicCourse } from "../course-queries.ts";
import { isEnrolled } from "../enroll-participant.ts";
import { COURSE_NOT_FOUND_MESSAGE } from "../enrollment-messages.ts";
import { promoteCourseWaitlist } from "./promote-waitlist.ts";
import { enqueueWaitlistJoined } from "./waitlist-mails.ts";
import { findOpenEntryOf, newWaitlistToken, waitingPosition, type WaitlistStatus } from "./waitlist-entries.ts";
import {
  ALREADY_WAITING_MESSAGE,
  WAITLIST_ALREADY_ENROLLED_MESSAGE,
  WAITLIST_COURSE_CANCELED_MESSAGE,
  WAITLIST_COURSE_STARTED_MESSAGE,
} from "./waitlist-messages.ts";

export type JoinedWaitlist = { entryId: string; status: WaitlistStatus; position: number | null };

const OPEN_EMAIL_INDEX = "course_waitlist_entries_open_email_unique";
const alreadyWaiting = () => new DomainError("CONFLICT", ALREADY_WAITING_MESSAGE, { field: "email" });

export async function joinCourseWaitlist(deps: ServiceDeps, rawInput: unknown): Promise<JoinedWaitlist> {
  await limitClient(deps, "enrollments");
  // The waitlist keeps no registration numbers (its input has none): they are given with an enrolment.
  const { courseId, registrationNumbers: _none, ...participant } = parseWith(enrollCourseParticipantSchema, rawInput);
  return withUniqueViolationAs(
    alreadyWaiting,
    () =>
      inTransaction(deps, async (unit) => {
        await limitEmailAddress(unit, participant.email);
        await lockOpenCourse(unit, courseId);
        if (await isEnrolled(unit.tx, courseId, participant.email)) {
          throw new DomainError("CONFLICT", WAITLIST_ALREADY_ENROLLED_MESSAGE, { field: "email" });
        }
        if (await findOpenEntryOf(unit.tx, courseId, participant.email)) throw alreadyWaiting();
        const [entry] = await unit.tx
          .insert(courseWaitlistEntries)
          .values({ ...participant, courseId, token: newWaitlistToken(), joinedAt: unit.now })
          .returning();
        if (!entry) throw new Error(`Wachtlijstplaats voor cursus ${courseId} is niet opgeslagen`);
        // A place may be free with nobody waiting (a cancellation a moment ago): then it is offered at once, so the
        // promotion routine stays the only way from the list to a place.
        const offered = await promoteCourseWaitlist(unit, courseId);
        if (offered.some((row) => row.id === entry.id)) return { entryId: entry.id, status: "OFFERED", position: null };
        const position = (await waitingPosition(unit.tx, entry)) ?? 1;
        const course = await findPublicCourse(unit.tx, courseId);
        if (!course) throw new Error(`Cursus ${courseId} verdween tijdens het aanmelden voor de wachtlijst`);
        await enqueueWaitlistJoined(unit, entry, course, position);
        return { entryId: entry.id, status: "WAITING", position };
      }),
    OPEN_EMAIL_INDEX,
  );
}

/**
 * Locks the course row (the first lock, as promotion takes it), so the checks below see every committed enrolment
 * and entry of this course; refuses a course that takes no one any more.
 */
async function lockOpenCourse(unit: UnitOfWork, courseId: string): Promise<void> {
  const notFound = () => new DomainError("NOT_FOUND", COURSE_NOT_FOUND_MESSAGE, { courseId });
  if (!isUuid(courseId)) throw notFound();
  const [course] = await unit.tx
    .select({ status: courses.status, startsAt: courses.startsAt })
    .from(courses)
    .where(eq(courses.id, courseId))
    .for("update");
  if (!course || course.status === "DRAFT") throw notFound();
  if (course.status === "CANCELED") throw new DomainError("CONFLICT", WAITLIST_COURSE_CANCELED_MESSAGE, { courseId });
  if (course.status === "COMPLETED" || hasStarted(course, unit.now)) {
    throw new DomainError("CONFLICT", WAITLIST_COURSE_STARTED_MESSAGE, { courseId });
  }
}
