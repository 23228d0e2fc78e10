/**
 * Vakschool courses for the enrolment tests, inserted directly (an organisation and a course row), and the
 * GraphQL operations the tests send, written out so they do not depend on the web app's documents.
 */
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../server/db/client.ts";
import { courseEnrollments, courses, mailOutbox, organizations } from "../../server/db/schema/index.ts";
import { insertCourse } from "../../server/domain/courses/insert-course.ts";
import type { COURSE_STATUSES } from "../../server/db/schema/index.ts";

export type TestCourseOptions = {
  title?: string;
  status?: (typeof COURSE_STATUSES)[number];
  maxParticipants?: number;
  startsAt?: Date;
  endsAt?: Date;
};

/** Thursday 11 March 2027, 09:30 to 16:30 in Amsterdam (CET). */
export const COURSE_START = new Date("2027-03-11T08:30:00Z");
export const COURSE_END = new Date("2027-03-11T15:30:00Z");

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

export async function createCourse(db: DbOrTx, options: TestCourseOptions = {}): Promise<{ id: string }> {
  const [organization] = await db
    .insert(organizations)
    .values({ name: "Forensisch Centrum Amersfoort", website: "https://fca.example.org" })
    .returning({ id: organizations.id });
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
    organizationId: organization!.id,
    publishedAt: options.status === "DRAFT" ? null : new Date("2026-10-01T08:00:00Z"),
  });
}

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

export const ENROLL = /* GraphQL */ `
  mutation Enroll($input: EnrollCourseParticipantInput!) {
    enrollCourseParticipant(input: $input) {
      enrollmentId
    }
  }
`;

const ENROLLMENT_FIELDS = /* GraphQL */ `
  id
  status
  firstName
  lastName
  email
  canceledAt
  canCancel
  course {
    id
    availablePlaces
  }
`;

export const CANCEL = /* GraphQL */ `
  mutation Cancel($input: CancelCourseEnrollmentInput!) {
    cancelCourseEnrollment(input: $input) {
      enrollment { ${ENROLLMENT_FIELDS} }
    }
  }
`;

export const BY_CANCEL_TOKEN = /* GraphQL */ `
  query ByCancelToken($token: String!) {
    courseEnrollmentByCancelToken(token: $token) { ${ENROLLMENT_FIELDS} }
  }
`;

export const PLACES = /* GraphQL */ `
  query Places($id: UUID!) {
    courseById(id: $id) {
      availablePlaces
      isFull
    }
    allCourses {
      nodes {
        id
        availablePlaces
      }
    }
  }
`;

export type EnrollmentData = {
  id: string;
  status: "ACTIVE" | "CANCELED";
  firstName: string;
  lastName: string;
  email: string;
  canceledAt: string | null;
  canCancel: boolean;
  course: { id: string; availablePlaces: number };
};

export type CourseData = {
  enrollCourseParticipant?: { enrollmentId: string };
  cancelCourseEnrollment?: { enrollment: EnrollmentData };
  courseEnrollmentByCancelToken?: EnrollmentData | null;
  courseById?: { availablePlaces: number; isFull: boolean } | null;
  allCourses?: { nodes: { id: string; availablePlaces: number }[] };
};
