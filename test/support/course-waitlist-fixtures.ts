/**
 * The course waitlist for the integration tests: the GraphQL operations written out (so they do not
 * depend on the web app's documents), and reads of the rows and counters the tests compare.
 */
import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../server/db/client.ts";
import { courseEnrollments, courseWaitlistEntries, courses, mailOutbox } from "../../server/db/schema/index.ts";

export const JOIN = /* GraphQL */ `
  mutation Join($input: JoinCourseWaitlistInput!) {
    joinCourseWaitlist(input: $input) {
      status
      position
    }
  }
`;

const ENTRY_FIELDS = /* GraphQL */ `
  id
  status
  position
  offerExpiresAt
  courseClosed
  course {
    id
    availablePlaces
    isFull
  }
`;

export const ENTRY = /* GraphQL */ `
  query Entry($token: String!) {
    courseWaitlistEntry(token: $token) { ${ENTRY_FIELDS} }
  }
`;

export const ACCEPT = /* GraphQL */ `
  mutation Accept($input: CourseWaitlistTokenInput!) {
    acceptCourseWaitlistOffer(input: $input) { entry { ${ENTRY_FIELDS} } }
  }
`;

export const LEAVE = /* GraphQL */ `
  mutation Leave($input: CourseWaitlistTokenInput!) {
    leaveCourseWaitlist(input: $input) { entry { ${ENTRY_FIELDS} } }
  }
`;

export type EntryData = {
  id: string;
  status: string;
  position: number | null;
  offerExpiresAt: string | null;
  courseClosed: boolean;
  course: { id: string; availablePlaces: number; isFull: boolean };
};

export type WaitlistData = {
  joinCourseWaitlist?: { status: string; position: number | null };
  courseWaitlistEntry?: EntryData | null;
  acceptCourseWaitlistOffer?: { entry: EntryData };
  leaveCourseWaitlist?: { entry: EntryData };
};

export function entriesOf(db: DbOrTx, courseId: string) {
  return db
    .select()
    .from(courseWaitlistEntries)
    .where(eq(courseWaitlistEntries.courseId, courseId))
    .orderBy(asc(courseWaitlistEntries.queueNumber));
}

export async function entryOf(db: DbOrTx, courseId: string, email: string) {
  const entry = (await entriesOf(db, courseId)).find((row) => row.email === email);
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
  const entries = await entriesOf(db, courseId);
  return {
    enrolled: enrollments.filter((row) => row.status === "ACTIVE").length,
    offered: entries.filter((row) => row.status === "OFFERED").length,
  };
}

/** The waitlist mails of one kind written for the entries of a course. */
export async function waitlistMails(db: DbOrTx, kind: "joined" | "offer" | "expired" | "closed", courseId: string) {
  const keys = new Set((await entriesOf(db, courseId)).map((entry) => `course-waitlist-${kind}:${entry.id}`));
  const mails = await db.select().from(mailOutbox);
  return mails.filter((mail) => mail.dedupeKey !== null && keys.has(mail.dedupeKey));
}
