/**
 * Vakschool courses and their enrolments. A course is made the way the demo seed makes one (insertCourse), with a
 * fresh organisation; an enrolment the way the public form and the back office make one (enrollInTransaction),
 * with its place, its cancel token and its confirmation mail, and cancelled through the cancel link's service. Below
 * them, what the enrolment and course waitlist tests read back.
 */
import { eq, asc } from "drizzle-orm";
import { enrollCourseParticipantSchema } from "../../../common/validation/course-enrollment.ts";
import type { DbOrTx } from "../../../server/db/client.ts";
import {
  courseEnrollments,
  courses,
  organizations,
  type COURSE_STATUSES,
  mailOutbox,
  courseWaitlistEntries,
} from "../../../server/db/schema/index.ts";
import { cancelEnrollment } from "../../../server/domain/courses/cancel-enrollment.ts";
import { enrollInTransaction, newCancelToken } from "../../../server/domain/courses/enroll-participant.ts";
import { insertCourse } from "../../../server/domain/courses/insert-course.ts";
import { inTransaction } from "../../../server/domain/deps.ts";
import { parseWith } from "../../../server/domain/parse-input.ts";
import { settingsWithLimits } from "../deps.ts";
import { factoryDeps } from "./deps.ts";

export type TestCourseOptions = {
  title?: string;
  status?: (typeof COURSE_STATUSES)[number];
  maxParticipants?: number;
  startsAt?: Date;
  endsAt?: Date;
};

/** Thursday 11 March 2027, 09:30 to 16:30 in Amsterdam (CET). */
export const COURSE_START = new Date("2027-03-11T08:30:00Z");
const COURSE_END = new Date("2027-03-11T15:30:00Z");

/**
 * Suites that enrol one address in a fresh course of the same week in every test raise the weekly maximum of
 * active enrolments per address (docs/product.md §9), which is not what they test; its own suite keeps the real one.
 */
export const ENROLMENTS_IN_ONE_WEEK_ALLOWED = { activeEnrollmentsPerEmailPerWeek: 1_000_000 };

export const PARTICIPANT = {
  firstName: "Sanne",
  lastName: "Hofstede",
  email: "sanne.hofstede@dewaterlinie.example.org",
  phoneNumber: "0612345678",
  organization: "FPC De Waterlinie",
  function: "Sociotherapeut",
};

/**
 * An organisation for a course to point at. Written directly, as the demo seed writes its organisations: the back
 * office's service needs a signed-in staff member and writes an audit row, which no course test is about.
 */
export async function createOrganization(db: DbOrTx, name = "Forensisch Centrum Amersfoort"): Promise<{ id: string }> {
  const [organization] = await db
    .insert(organizations)
    .values({ name, website: "https://fca.example.org" })
    .returning({ id: organizations.id });
  return organization!;
}

export async function createCourse(db: DbOrTx, options: TestCourseOptions = {}): Promise<{ id: string }> {
  const organization = await createOrganization(db);
  const startsAt = options.startsAt ?? COURSE_START;
  return insertCourse(db, {
    title: options.title ?? "Risicotaxatie met de HKT-R",
    summary: "Een praktijkdag over gestructureerde risicotaxatie.",
    descriptionHtml: "<p>Een praktijkdag.</p>",
    status: options.status ?? "PUBLISHED",
    maxParticipants: options.maxParticipants ?? 12,
    startsAt,
    endsAt: options.endsAt ?? new Date(startsAt.getTime() + (COURSE_END.getTime() - COURSE_START.getTime())),
    street: "Lindelaan 40",
    postalCode: "3822 XK",
    city: "Amersfoort",
    organizationId: organization.id,
    publishedAt: options.status === "DRAFT" ? null : new Date("2026-10-01T08:00:00Z"),
  });
}

export type EnrollmentRow = typeof courseEnrollments.$inferSelect;

export type TestEnrollmentOptions = Partial<typeof PARTICIPANT> & {
  /** When the participant enrolled; a moment the course was open (default: a week before COURSE_START). */
  at?: Date;
  /** Cancelled through the cancel link at this moment (after `at`, before the course starts). */
  canceledAt?: Date;
};

const A_WEEK_BEFORE_THE_COURSE = new Date(COURSE_START.getTime() - 7 * 24 * 3600_000);

/**
 * An enrolment as a participant makes it, with the confirmation mail in the outbox. The factory is not about the
 * weekly maximum per address, so it does not meet it; the system as the actor counts against no visitor's rate.
 */
export async function enrolInCourse(
  db: DbOrTx,
  courseId: string,
  options: TestEnrollmentOptions = {},
): Promise<EnrollmentRow> {
  const { at = A_WEEK_BEFORE_THE_COURSE, canceledAt, ...overrides } = options;
  const deps = { ...factoryDeps(db, at), settings: settingsWithLimits(ENROLMENTS_IN_ONE_WEEK_ALLOWED) };
  // Parsed as the form's input is, so the row holds what a real enrolment holds (a phone number in E.164).
  const { courseId: _courseId, ...participant } = parseWith(enrollCourseParticipantSchema, {
    ...PARTICIPANT,
    ...overrides,
    courseId,
  });
  const { enrollment } = await inTransaction(deps, (unit) => enrollInTransaction(unit, courseId, participant, null));
  if (canceledAt === undefined) return enrollment;
  await cancelEnrollment({ ...deps, clock: () => canceledAt }, enrollment.cancelToken);
  return { ...enrollment, status: "CANCELED", canceledAt };
}

/** Three days before COURSE_START: before the window of a reminder (two days ahead by default) opened. */
export const ENROLLED_BEFORE_REMINDERS = new Date(COURSE_START.getTime() - 3 * 24 * 3600_000);

/**
 * An enrolment as it was made in the past, with the course's count kept in step: in a course that can no longer take
 * one (cancelled, draft, completed or begun since), or at a moment set against a reminder window. Written
 * directly because the enrolment service refuses those states now; a test that only needs an enrolment uses
 * enrolInCourse.
 */
export async function insertPastEnrollment(
  db: DbOrTx,
  courseId: string,
  options: { createdAt?: Date; email?: string; status?: "ACTIVE" | "CANCELED" } = {},
) {
  const status = options.status ?? "ACTIVE";
  const [row] = await db
    .insert(courseEnrollments)
    .values({
      ...PARTICIPANT,
      phoneNumber: "+31612345678",
      email: options.email ?? PARTICIPANT.email,
      courseId,
      status,
      cancelToken: newCancelToken(),
      createdAt: options.createdAt ?? ENROLLED_BEFORE_REMINDERS,
      canceledAt: status === "CANCELED" ? ENROLLED_BEFORE_REMINDERS : null,
    })
    .returning();
  if (status === "ACTIVE") {
    const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
    await db
      .update(courses)
      .set({ enrolledCount: course!.enrolledCount + 1 })
      .where(eq(courses.id, courseId));
  }
  return row!;
}

// ---------------------------------------------------------------------------------------------------------------
// What the enrolment tests read back: counts, rows, mails. The GraphQL operations they send are typed documents: the
// web app's (app/graphql) where it sends the same, else the tests' own (test/graphql/course-enrolment.graphql).
export async function enrolledCount(db: DbOrTx, courseId: string): Promise<number> {
  const [row] = await db.select({ count: courses.enrolledCount }).from(courses).where(eq(courses.id, courseId));
  return row!.count;
}

export async function enrollmentsOf(db: DbOrTx, courseId: string) {
  return db.select().from(courseEnrollments).where(eq(courseEnrollments.courseId, courseId));
}

/** The outbox mails of one kind ('course-enrollment' or 'course-cancellation'). */
export async function courseMails(db: DbOrTx, kind: "course-enrollment" | "course-cancellation") {
  const mails = await db.select().from(mailOutbox);
  return mails.filter((mail) => mail.dedupeKey?.startsWith(`${kind}:`));
}

// ---------------------------------------------------------------------------------------------------------------
// The course waitlist: reads of the rows and counters the tests compare (its operations are in
// test/graphql/course-waitlist.graphql, or the web app's).
/** A course's waitlist entries in queue order. */
export function waitlistEntriesOfCourse(db: DbOrTx, courseId: string) {
  return db
    .select()
    .from(courseWaitlistEntries)
    .where(eq(courseWaitlistEntries.courseId, courseId))
    .orderBy(asc(courseWaitlistEntries.queueNumber));
}

export async function entryOf(db: DbOrTx, courseId: string, email: string) {
  const entry = (await waitlistEntriesOfCourse(db, courseId)).find((row) => row.email === email);
  if (!entry) throw new Error(`Geen wachtlijstplaats voor ${email}`);
  return entry;
}

export async function counters(db: DbOrTx, courseId: string) {
  const [row] = await db
    .select({ enrolled: courses.enrolledCount, offered: courses.offeredCount, max: courses.maxParticipants })
    .from(courses)
    .where(eq(courses.id, courseId));
  return row!;
}

/** The counters as the rows say they should be: active enrolments, and entries with an open offer. */
export async function countedRows(db: DbOrTx, courseId: string) {
  const enrollments = await db.select().from(courseEnrollments).where(eq(courseEnrollments.courseId, courseId));
  const entries = await waitlistEntriesOfCourse(db, courseId);
  return {
    enrolled: enrollments.filter((row) => row.status === "ACTIVE").length,
    offered: entries.filter((row) => row.status === "OFFERED").length,
  };
}

/** The waitlist mails of one kind written for the entries of a course. */
export async function waitlistMails(db: DbOrTx, kind: "joined" | "offer" | "expired" | "closed", courseId: string) {
  const keys = new Set(
    (await waitlistEntriesOfCourse(db, courseId)).map((entry) => `course-waitlist-${kind}:${entry.id}`),
  );
  const mails = await db.select().from(mailOutbox);
  return mails.filter((mail) => mail.dedupeKey !== null && keys.has(mail.dedupeKey));
}
