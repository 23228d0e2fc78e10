import { and, eq, getTableColumns } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { courseEnrollments } from "../../db/schema/index.ts";
import { isUuid } from "../../../common/ids.ts";
import * as pages from "../pagination.ts";
import type { EnrollmentRow } from "./enrollment-view.ts";

/** An enrolment as the back office lists it: everything but the cancel token, the participant's own key. */
export type ListedEnrollment = Omit<EnrollmentRow, "cancelToken">;

const { cancelToken: _secret, ...listedColumns } = getTableColumns(courseEnrollments);
const oldestFirst = pages.creationOrder(courseEnrollments.createdAt, courseEnrollments.id, "asc");

/**
 * The enrolments of a course for the back office, active and canceled, in the order they came in.
 * They hold the participants' personal data: expose them only behind a staff permission.
 */
export async function listCourseEnrollments(
  db: DbOrTx,
  courseId: string,
  page: pages.PageArgs = {},
): Promise<pages.Page<ListedEnrollment>> {
  const request = pages.parsePageArgs(page, oldestFirst.key);
  if (!isUuid(courseId)) return pages.emptyPage();
  const ofCourse = eq(courseEnrollments.courseId, courseId);
  const query = db
    .select({ ...listedColumns, createdAtKey: oldestFirst.createdAtKey })
    .from(courseEnrollments)
    .where(and(ofCourse, request.after ? oldestFirst.after(request.after) : undefined))
    .orderBy(...oldestFirst.orderBy)
    .$dynamic();
  return pages.toPage(await pages.limitRows(query, pages.fetchLimit(request)), request, {
    sortKey: (row) => [row.createdAtKey, row.id],
    node: ({ createdAtKey: _key, ...enrollment }) => enrollment,
    countAll: () => pages.countRows(db, courseEnrollments, ofCourse),
  });
}
