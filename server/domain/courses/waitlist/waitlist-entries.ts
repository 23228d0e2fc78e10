/**
 * The rows of the course waitlist (decision 0018) and what a person on it sees: the entry, its course and its place in
 * the queue. The queue order is queue_number (see the schema): promotion takes the first WAITING entry in it.
 */
import { and, asc, count, eq, inArray, lte, sql, type InferSelectModel } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import type { DbOrTx } from "../../../db/client.ts";
import { courseWaitlistEntries, type COURSE_WAITLIST_STATUSES } from "../../../db/schema/index.ts";
import { isOpenForChanges } from "../course-phase.ts";
import { findPublicCourse, type CourseView } from "../course-queries.ts";

export type WaitlistStatus = (typeof COURSE_WAITLIST_STATUSES)[number];
export type WaitlistEntryRow = InferSelectModel<typeof courseWaitlistEntries>;
export type WaitlistEntryWithCourse = { entry: WaitlistEntryRow; course: CourseView };
export type WaitlistEntryView = WaitlistEntryRow & {
  course: CourseView;
  /** 1-based place among the people WAITING; null for any other status. */
  position: number | null;
  /** A WAITING or OFFERED entry of a course that is no longer open (started, completed): nothing more will happen. */
  courseClosed: boolean;
};

/** 24 random bytes: 192 bits, like the enrolment's cancel token; 32 URL-safe characters in the link. */
export const newWaitlistToken = (): string => randomBytes(24).toString("base64url");

/** The statuses that hold a place on the list: one per address per course (the partial unique index). */
export const OPEN_STATUSES = ["WAITING", "OFFERED"] as const;

export async function findWaitlistEntry(
  db: DbOrTx,
  by: { id: string } | { token: string },
): Promise<WaitlistEntryWithCourse | null> {
  const where = "id" in by ? eq(courseWaitlistEntries.id, by.id) : eq(courseWaitlistEntries.token, by.token);
  const [entry] = await db.select().from(courseWaitlistEntries).where(where).limit(1);
  if (!entry) return null;
  const course = await findPublicCourse(db, entry.courseId);
  return course && { entry, course };
}

/** The entry's place among the people waiting: those who joined before it, plus one. */
export async function waitingPosition(db: DbOrTx, entry: WaitlistEntryRow): Promise<number | null> {
  if (entry.status !== "WAITING") return null;
  const [row] = await db
    .select({ ahead: count() })
    .from(courseWaitlistEntries)
    .where(
      and(
        eq(courseWaitlistEntries.courseId, entry.courseId),
        eq(courseWaitlistEntries.status, "WAITING"),
        lte(courseWaitlistEntries.queueNumber, entry.queueNumber),
      ),
    );
  return row?.ahead ?? null;
}

export async function toWaitlistEntryView(
  db: DbOrTx,
  { entry, course }: WaitlistEntryWithCourse,
  now: Date,
): Promise<WaitlistEntryView> {
  const open = (OPEN_STATUSES as readonly string[]).includes(entry.status);
  return {
    ...entry,
    course,
    position: await waitingPosition(db, entry),
    courseClosed: open && !isOpenForChanges(course, now),
  };
}

/** An open entry of this address on this course, if any (addresses compared without regard to case). */
export async function findOpenEntryOf(db: DbOrTx, courseId: string, email: string): Promise<WaitlistEntryRow | null> {
  const [found] = await db
    .select()
    .from(courseWaitlistEntries)
    .where(
      and(
        eq(courseWaitlistEntries.courseId, courseId),
        inArray(courseWaitlistEntries.status, [...OPEN_STATUSES]),
        eq(sql`lower(${courseWaitlistEntries.email})`, email.trim().toLowerCase()),
      ),
    )
    .limit(1);
  return found ?? null;
}

/** Every entry of a course in queue order: the open ones first (offered, then waiting), then the rest. */
export function listWaitlistOfCourse(db: DbOrTx, courseId: string): Promise<WaitlistEntryRow[]> {
  const rank = sql`case ${courseWaitlistEntries.status} when 'OFFERED' then 0 when 'WAITING' then 1 else 2 end`;
  return db
    .select()
    .from(courseWaitlistEntries)
    .where(eq(courseWaitlistEntries.courseId, courseId))
    .orderBy(asc(rank), asc(courseWaitlistEntries.queueNumber));
}
