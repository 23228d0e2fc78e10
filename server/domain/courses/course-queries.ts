import { asc, inArray, sql, type InferSelectModel } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { courseInstructors, courses, type organizations } from "../../db/schema/index.ts";
import { isFull, placesLeft } from "../capacity.ts";
import { isUuid } from "../../../common/ids.ts";

/** The statuses the public may see; drafts stay hidden. */
export const PUBLIC_COURSE_STATUSES = ["PUBLISHED", "CANCELED", "COMPLETED"] as const;
export type PublicCourseStatus = (typeof PUBLIC_COURSE_STATUSES)[number];

export type CourseView = Omit<InferSelectModel<typeof courses>, "status"> & {
  status: PublicCourseStatus;
  availablePlaces: number;
  isFull: boolean;
  organization: InferSelectModel<typeof organizations>;
  instructors: InferSelectModel<typeof courseInstructors>[];
};

const withDetails = {
  organization: true as const,
  instructors: { orderBy: [asc(courseInstructors.sortOrder), asc(courseInstructors.name)] },
};

/** What can still be attended first, in start order; completed courses after them, also in start order. */
export async function listPublicCourses(db: DbOrTx): Promise<CourseView[]> {
  const rows = await db.query.courses.findMany({
    where: inArray(courses.status, [...PUBLIC_COURSE_STATUSES]),
    with: withDetails,
    orderBy: [asc(sql`${courses.status} = 'COMPLETED'`), asc(courses.startsAt), asc(courses.title)],
  });
  return rows.map(toCourseView).filter((course) => course !== null);
}

/** A public course, or null when the id is unknown, malformed or a draft. */
export async function findPublicCourse(db: DbOrTx, id: string): Promise<CourseView | null> {
  if (!isUuid(id)) return null;
  const row = await db.query.courses.findFirst({
    where: (course, { eq }) => eq(course.id, id),
    with: withDetails,
  });
  return row ? toCourseView(row) : null;
}

type CourseRow = InferSelectModel<typeof courses> & Pick<CourseView, "organization" | "instructors">;

function toCourseView(row: CourseRow): CourseView | null {
  const { status } = row;
  if (!isPublicStatus(status)) return null;
  return {
    ...row,
    status,
    availablePlaces: placesLeft(row.maxParticipants, row.enrolledCount),
    isFull: isFull(row.maxParticipants, row.enrolledCount),
  };
}

function isPublicStatus(status: string): status is PublicCourseStatus {
  return (PUBLIC_COURSE_STATUSES as readonly string[]).includes(status);
}
