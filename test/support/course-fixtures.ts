/**
 * What the enrolment tests read back (counts, rows, mails) and the GraphQL operations they send, written out so they
 * do not depend on the web app's documents. The courses themselves come from ./factories/courses.ts.
 */
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../server/db/client.ts";
import { courseEnrollments, courses, mailOutbox } from "../../server/db/schema/index.ts";

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
