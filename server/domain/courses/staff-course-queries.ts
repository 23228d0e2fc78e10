/**
 * The back office's reads of Vakschool courses: every status, drafts too, searchable by title and paged
 * with keyset cursors (../pagination.ts). Each read checks `courses.manage` first.
 */
import { and, asc, desc, eq, ilike, sql, type InferSelectModel, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "../../db/client.ts";
import { courseInstructors, courses, organizations } from "../../db/schema/index.ts";
import { isUuid } from "../../../common/ids.ts";
import { isFull, placesLeft } from "../capacity.ts";
import type { ServiceDeps } from "../deps.ts";
import * as pages from "../pagination.ts";
import { requirePermission } from "../staff/permissions.ts";
import { hasStarted } from "./course-phase.ts";
import type { InstructorRow, OrganizationRow } from "./course-queries.ts";

export type CourseRow = InferSelectModel<typeof courses>;

/** A course as staff see it: its row, its places, and whether enrolment is open now. */
export type StaffCourseView = CourseRow & {
  availablePlaces: number;
  enrollmentOpen: boolean;
  organization: OrganizationRow;
  /** Present on a course found by id; a listed course leaves them to the API's batch loader. */
  instructors?: InstructorRow[];
};

export type OrganizationOption = { id: string; name: string };

export const STAFF_COURSE_NOT_FOUND_MESSAGE = "Deze cursus bestaat niet.";

/** Latest start first: what is coming up and what just happened are at the top. */
const latestFirst = [courses.startsAt, courses.id];
const courseKey = z.tuple([pages.timestampKeyValue, pages.uuidKeyValue]);

/** `%` and `_` typed in a search mean themselves, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

export type StaffCourseFilter = { search?: string | null | undefined };

export async function listStaffCourses(
  deps: ServiceDeps,
  filter: StaffCourseFilter,
  page: pages.PageArgs,
): Promise<pages.Page<StaffCourseView>> {
  requirePermission(deps.actor, "courses.manage");
  const request = pages.parsePageArgs(page, courseKey);
  const search = filter.search?.trim().slice(0, 200);
  const where: SQL | undefined = search ? ilike(courses.title, `%${escapeLike(search)}%`) : undefined;
  const after = request.after
    ? pages.rowsAfter(latestFirst, [pages.asTimestamp(request.after[0]), pages.asUuid(request.after[1])], "desc")
    : undefined;
  const query = deps.db
    .select({ course: courses, organization: organizations, startsAtKey: pages.timestampKey(courses.startsAt) })
    .from(courses)
    .innerJoin(organizations, eq(organizations.id, courses.organizationId))
    .where(and(where, after))
    .orderBy(desc(courses.startsAt), desc(courses.id))
    .$dynamic();
  const rows = await pages.limitRows(query, pages.fetchLimit(request));
  const now = deps.clock();
  return pages.toPage(rows, request, {
    sortKey: (row) => [row.startsAtKey, row.course.id],
    node: (row) => toStaffCourse(row.course, row.organization, undefined, now),
    countAll: () => pages.countRows(deps.db, courses, where),
  });
}

/** A course of any status with its organisation and instructors; null when unknown. */
export async function findStaffCourse(deps: ServiceDeps, id: string): Promise<StaffCourseView | null> {
  requirePermission(deps.actor, "courses.manage");
  return loadStaffCourse(deps.db, id, deps.clock());
}

/** The same read without a permission check, for a service that already made its own. */
export async function loadStaffCourse(db: DbOrTx, id: string, now: Date): Promise<StaffCourseView | null> {
  if (!isUuid(id)) return null;
  const row = await db.query.courses.findFirst({
    where: (course, { eq }) => eq(course.id, id),
    with: {
      organization: true,
      instructors: { orderBy: [asc(courseInstructors.sortOrder), asc(courseInstructors.name)] },
    },
  });
  if (!row) return null;
  const { organization, instructors, ...course } = row;
  return toStaffCourse(course, organization, instructors, now);
}

/** The organisations a course can belong to, by name: the course form's select list. */
export async function listOrganizationOptions(deps: ServiceDeps): Promise<OrganizationOption[]> {
  requirePermission(deps.actor, "courses.manage");
  return deps.db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .orderBy(asc(sql`lower(${organizations.name})`), asc(organizations.id));
}

function toStaffCourse(
  row: CourseRow,
  organization: OrganizationRow,
  instructors: InstructorRow[] | undefined,
  now: Date,
): StaffCourseView {
  const full = isFull(row.maxParticipants, row.enrolledCount + row.offeredCount);
  return {
    ...row,
    availablePlaces: placesLeft(row.maxParticipants, row.enrolledCount + row.offeredCount),
    // isEnrollmentOpen of course-phase.ts, for a course that may also be a draft.
    enrollmentOpen: row.status === "PUBLISHED" && !hasStarted(row, now) && !full,
    organization,
    ...(instructors ? { instructors } : {}),
  };
}
