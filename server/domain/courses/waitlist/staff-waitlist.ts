/**
 * A course's waitlist for staff (decision 0018), read-only; the same permission as its enrolment list. An erased
 * person shows as ../../participants/listed-person.ts decides.
 */
import type { ServiceDeps } from "../../deps.ts";
import { listedPerson, type Listed } from "../../participants/listed-person.ts";
import { requirePermission } from "../../staff/permissions.ts";
import { isUuid } from "../../../../common/ids.ts";
import { listWaitlistOfCourse, type WaitlistEntryRow } from "./waitlist-entries.ts";

export type StaffWaitlistEntry = Listed<WaitlistEntryRow> & { position: number | null };

/** Offered entries first, then the queue in order (numbered), then those that left it. */
export async function listCourseWaitlistForStaff(deps: ServiceDeps, courseId: string): Promise<StaffWaitlistEntry[]> {
  requirePermission(deps.actor, "enrollments.manage");
  if (!isUuid(courseId)) return [];
  const rows = await listWaitlistOfCourse(deps.db, courseId);
  let waiting = 0;
  return rows.map((row) => ({ ...listedPerson(row), position: row.status === "WAITING" ? ++waiting : null }));
}
