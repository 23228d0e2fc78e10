/**
 * Staff create and change Vakschool courses: every field of the Vakschool pages, each change in one
 * transaction with its audit row. The description and the practical information pass the rich-text allow-list
 * (insert-course.ts does it again for every new course). The maximum never drops below the active enrolments: this service refuses it in
 * Dutch, the courses_capacity_not_exceeded CHECK is the backstop.
 */
import { eq } from "drizzle-orm";
import {
  courseChangeSchema,
  newCourseSchema,
  type CourseChangeInput,
  type InstructorInput,
  type NewCourseInput,
} from "../../../common/validation/course.ts";
import type { DbOrTx } from "../../db/client.ts";
import { isCheckViolation } from "../../db/unique-violation.ts";
import { courseInstructors, courses, organizations } from "../../db/schema/index.ts";
import type { ServiceDeps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseWith } from "../parse-input.ts";
import { sanitizeRichText } from "../rich-text.ts";
import { storedOptionalRichText } from "../typed-rich-text.ts";
import { changedFields, staffChange } from "../staff/audit.ts";
import { requirePermission } from "../staff/permissions.ts";
import { statusIsFinal } from "./course-actions.ts";
import { insertCourse } from "./insert-course.ts";
import { promoteCourseWaitlist } from "./waitlist/promote-waitlist.ts";
import { auditableCourse, lockCourse, reloadCourse } from "./staff-course-lock.ts";
import type { StaffCourseView } from "./staff-course-queries.ts";

const EMPTY_DESCRIPTION_MESSAGE = "Vul een beschrijving in; opmaak zonder tekst telt niet.";
const ORGANIZATION_NOT_FOUND_MESSAGE = "Kies een bestaande organisatie.";
const STATUS_LOCKED_MESSAGE =
  "Een geannuleerde of afgeronde cursus houdt die status; je kunt hem niet opnieuw publiceren of terugzetten naar concept.";
const DRAFT_WITH_ENROLLMENTS_MESSAGE =
  "Deze cursus heeft actieve aanmeldingen en kan niet terug naar concept. Annuleer de cursus als hij niet doorgaat.";

export function belowEnrolledMessage(enrolled: number, offered = 0): string {
  const word = enrolled === 1 ? "actieve aanmelding" : "actieve aanmeldingen";
  if (offered === 0) {
    return `Er ${enrolled === 1 ? "is" : "zijn"} al ${enrolled} ${word}; het maximum kan niet lager zijn dan ${enrolled}.`;
  }
  const offers = offered === 1 ? "1 plaats die" : `${offered} plaatsen die`;
  const total = enrolled + offered;
  return `Er ${enrolled === 1 ? "is" : "zijn"} al ${enrolled} ${word} en ${offers} aan de wachtlijst ${offered === 1 ? "is" : "zijn"} aangeboden; het maximum kan niet lager zijn dan ${total}.`;
}

const fieldError = (code: "BAD_USER_INPUT" | "CONFLICT", field: string, message: string) =>
  new DomainError(code, message, { field, fieldErrors: { [field]: message } });

/** Adds a course (a draft, or published at once) with its instructors. Needs courses.manage. */
export async function createCourse(deps: ServiceDeps, rawInput: unknown): Promise<StaffCourseView> {
  requirePermission(deps.actor, "courses.manage");
  const input = parseWith(newCourseSchema, rawInput);
  const descriptionHtml = cleanDescription(input.description);
  return staffChange(deps, "courses.manage", async (unit) => {
    await requireOrganization(unit.tx, input.organizationId);
    const { id } = await insertCourse(unit.tx, {
      ...courseColumns(input, descriptionHtml),
      status: input.status,
      publishedAt: input.status === "PUBLISHED" ? unit.now : null,
      createdAt: unit.now,
    });
    await replaceInstructors(unit.tx, id, input.instructors);
    const course = await reloadCourse(unit, id);
    await unit.audit({
      entityType: "course",
      entityId: id,
      action: "create",
      before: null,
      after: auditableCourse(course),
    });
    return course;
  });
}

/**
 * Changes every field of a course. Without a status the course keeps its own; a canceled or completed course always
 * does (cancelCourse and completeCourse are the ways there, and there is no way back). Needs courses.manage.
 */
export async function updateCourse(deps: ServiceDeps, id: string, rawInput: unknown): Promise<StaffCourseView> {
  requirePermission(deps.actor, "courses.manage");
  const input = parseWith(courseChangeSchema, rawInput);
  const descriptionHtml = cleanDescription(input.description);
  return withCapacityCheckAsRefusal(() =>
    staffChange(deps, "courses.manage", async (unit) => {
      const locked = await lockCourse(unit.tx, id);
      const before = await reloadCourse(unit, locked.id);
      const status = nextStatus(locked, input);
      // Places reserved for waitlist offers count as taken: the offer's person may still take theirs.
      if (input.maxParticipants < locked.enrolledCount + locked.offeredCount) {
        throw fieldError(
          "CONFLICT",
          "maxParticipants",
          belowEnrolledMessage(locked.enrolledCount, locked.offeredCount),
        );
      }
      await requireOrganization(unit.tx, input.organizationId);
      await unit.tx
        .update(courses)
        .set({
          ...courseColumns(input, descriptionHtml),
          status,
          publishedAt: locked.publishedAt ?? (status === "PUBLISHED" ? unit.now : null),
        })
        .where(eq(courses.id, locked.id));
      await replaceInstructors(unit.tx, locked.id, input.instructors);
      // A higher maximum frees places: the waitlist gets them first, in this transaction.
      await promoteCourseWaitlist(unit, locked.id);
      const after = await reloadCourse(unit, locked.id);
      const changes = changedFields(auditableCourse(before), auditableCourse(after));
      if (changes) await unit.audit({ entityType: "course", entityId: locked.id, action: "update", ...changes });
      return after;
    }),
  );
}

function nextStatus(locked: typeof courses.$inferSelect, input: CourseChangeInput) {
  const wanted = input.status ?? locked.status;
  if (wanted === locked.status) return locked.status;
  if (statusIsFinal(locked.status)) {
    throw fieldError("CONFLICT", "status", STATUS_LOCKED_MESSAGE);
  }
  // A place offered to the waitlist is as good as an enrolment: the person may take it any moment.
  if (wanted === "DRAFT" && locked.enrolledCount + locked.offeredCount > 0) {
    throw fieldError("CONFLICT", "status", DRAFT_WITH_ENROLLMENTS_MESSAGE);
  }
  return wanted;
}

function courseColumns(input: NewCourseInput | CourseChangeInput, descriptionHtml: string) {
  return {
    title: input.title,
    summary: input.summary,
    descriptionHtml,
    practicalInfoHtml: storedOptionalRichText(input.practicalInfo),
    organizationId: input.organizationId,
    street: input.street,
    postalCode: input.postalCode,
    city: input.city,
    country: input.country,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    maxParticipants: input.maxParticipants,
  };
}

/** The description as it will be stored; one that is only markup (or only what the allow-list removes) is refused. */
function cleanDescription(html: string): string {
  const clean = sanitizeRichText(html);
  if (clean.replace(/<[^>]*>/g, "").trim() === "") {
    throw fieldError("BAD_USER_INPUT", "description", EMPTY_DESCRIPTION_MESSAGE);
  }
  return clean;
}

async function requireOrganization(db: DbOrTx, organizationId: string): Promise<void> {
  const [found] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  if (!found) throw fieldError("BAD_USER_INPUT", "organizationId", ORGANIZATION_NOT_FOUND_MESSAGE);
}

/** The instructors in the order given: the list replaces the course's, so adding, removing and moving are one save. */
async function replaceInstructors(db: DbOrTx, courseId: string, instructors: InstructorInput[]): Promise<void> {
  await db.delete(courseInstructors).where(eq(courseInstructors.courseId, courseId));
  if (instructors.length === 0) return;
  await db
    .insert(courseInstructors)
    .values(instructors.map((instructor, index) => ({ ...instructor, courseId, sortOrder: index })));
}

/** The CHECK fired after all (a race the row lock should prevent): the same refusal, never a 500. */
async function withCapacityCheckAsRefusal<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isCheckViolation(error, "courses_capacity_not_exceeded")) {
      throw fieldError("CONFLICT", "maxParticipants", "Het maximum kan niet lager zijn dan het aantal aanmeldingen.");
    }
    throw error;
  }
}
