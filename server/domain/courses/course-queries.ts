import { and, asc, getTableColumns, inArray, sql, type InferSelectModel, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "../../db/client.ts";
import { courseInstructors, courses, organizations } from "../../db/schema/index.ts";
import { isFull, placesLeft } from "../capacity.ts";
import { isUuid } from "../../../common/ids.ts";
import * as pages from "../pagination.ts";

/** The statuses the public may see; drafts stay hidden. */
const PUBLIC_COURSE_STATUSES = ["PUBLISHED", "CANCELED", "COMPLETED"] as const;
type PublicCourseStatus = (typeof PUBLIC_COURSE_STATUSES)[number];

export type OrganizationRow = InferSelectModel<typeof organizations>;
export type InstructorRow = InferSelectModel<typeof courseInstructors>;

/** A public course with its places; its organisation and instructors are rows of their own (CourseDetails). */
export type PublicCourse = Omit<InferSelectModel<typeof courses>, "status"> & {
  status: PublicCourseStatus;
  availablePlaces: number;
  isFull: boolean;
};

export type CourseDetails = { organization: OrganizationRow; instructors: InstructorRow[] };

/** A public course with everything the enrolment services and their mails show. */
export type CourseView = PublicCourse & CourseDetails;

const withDetails = {
  organization: true as const,
  instructors: { orderBy: [asc(courseInstructors.sortOrder), asc(courseInstructors.name)] },
};

const isPublic = inArray(courses.status, [...PUBLIC_COURSE_STATUSES]);
const isCompleted = sql<boolean>`${courses.status} = 'COMPLETED'`;
/** What can still be attended first, completed courses after them; each part in start order. */
const sortColumns = [isCompleted, courses.startsAt, courses.title, courses.id];
const courseKey = z.tuple([z.boolean(), pages.timestampKeyValue, pages.textKeyValue, pages.uuidKeyValue]);

/**
 * What can still be attended first, in start order; completed courses after them, also in start order. Pages
 * through them with `first`/`after`; without `first` it gives them all.
 */
export async function listPublicCourses(db: DbOrTx, page: pages.PageArgs = {}): Promise<pages.Page<PublicCourse>> {
  const request = pages.parsePageArgs(page, courseKey);
  const after = request.after;
  const keyAfter: SQL | undefined = after
    ? pages.rowsAfter(
        sortColumns,
        [pages.asBoolean(after[0]), pages.asTimestamp(after[1]), pages.asText(after[2]), pages.asUuid(after[3])],
        "asc",
      )
    : undefined;
  const query = db
    .select({ ...getTableColumns(courses), completed: isCompleted, startsAtKey: pages.timestampKey(courses.startsAt) })
    .from(courses)
    .where(and(isPublic, keyAfter))
    .orderBy(...sortColumns.map((column) => asc(column)))
    .$dynamic();
  const rows = await pages.limitRows(query, pages.fetchLimit(request));
  return pages.toPage(rows, request, {
    sortKey: (row) => [row.completed, row.startsAtKey, row.title, row.id],
    node: ({ completed: _completed, startsAtKey: _key, ...row }) => listedCourse(row),
    countAll: () => pages.countRows(db, courses, isPublic),
  });
}

/** A public course with its organisation and instructors, or null when the id is unknown, malformed or a draft. */
export async function findPublicCourse(db: DbOrTx, id: string): Promise<CourseView | null> {
  if (!isUuid(id)) return null;
  const row = await db.query.courses.findFirst({
    where: (course, { eq }) => eq(course.id, id),
    with: withDetails,
  });
  return row ? toPublicCourse(row) : null;
}

/** These organisations, in no particular order. */
export async function listOrganizations(db: DbOrTx, ids: readonly string[]): Promise<OrganizationRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(organizations)
    .where(inArray(organizations.id, [...ids]));
}

/** The instructors of these courses, each course's in display order (sort order, then name). */
export async function listInstructorsOfCourses(db: DbOrTx, courseIds: readonly string[]): Promise<InstructorRow[]> {
  if (courseIds.length === 0) return [];
  return db
    .select()
    .from(courseInstructors)
    .where(inArray(courseInstructors.courseId, [...courseIds]))
    .orderBy(asc(courseInstructors.sortOrder), asc(courseInstructors.name));
}

function toPublicCourse<Row extends InferSelectModel<typeof courses>>(
  row: Row,
): (Omit<Row, "status"> & PublicCourse) | null {
  const { status } = row;
  if (!isPublicStatus(status)) return null;
  return {
    ...row,
    status,
    availablePlaces: placesLeft(row.maxParticipants, row.enrolledCount + row.offeredCount),
    isFull: isFull(row.maxParticipants, row.enrolledCount + row.offeredCount),
  };
}

/** A row of the public list: its filter lets only public statuses through. */
function listedCourse(row: InferSelectModel<typeof courses>): PublicCourse {
  const course = toPublicCourse(row);
  if (!course) throw new Error(`Cursus ${row.id} met status ${row.status} staat in de openbare lijst.`);
  return course;
}

function isPublicStatus(status: string): status is PublicCourseStatus {
  return (PUBLIC_COURSE_STATUSES as readonly string[]).includes(status);
}
