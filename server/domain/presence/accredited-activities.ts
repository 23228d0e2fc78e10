/**
 * The accredited events and courses, newest first, each with its registers and whether its presence was reported to
 * each (decision 0038): where the staff who report presence start. The most recent MAX_ACTIVITIES: an organiser
 * accredits a handful of activities a year, so this is years of them. Needs `accreditation.manage`.
 */
import { inArray } from "drizzle-orm";
import { formatDate } from "../../../common/format/dates.ts";
import { presenceReports } from "../../db/schema/index.ts";
import type { ServiceDeps } from "../deps.ts";
import { accreditedSubjects } from "../certificates/accredited-subjects.ts";
import { requirePermission } from "../staff/permissions.ts";
import { reportedWords } from "./presence-rows.ts";

const MAX_ACTIVITIES = 200;

type RegisterState = { code: string; name: string; reported: boolean; status: string };

export type AccreditedActivity = {
  kind: "EVENT" | "COURSE";
  id: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  accreditationNumber: string;
  registers: RegisterState[];
};

export async function listAccreditedActivities(deps: ServiceDeps): Promise<AccreditedActivity[]> {
  requirePermission(deps.actor, "accreditation.manage");
  const subjects = await accreditedSubjects(deps.db, { newest: MAX_ACTIVITIES });
  const lastReports = await lastReportsOf(
    deps,
    subjects.map(({ accreditation }) => accreditation.id),
  );
  return subjects.map(({ subject, accreditation }) => {
    return {
      ...subject,
      accreditationNumber: accreditation.accreditationNumber,
      registers: accreditation.registers.map(({ id, code, name }) => {
        const last = lastReports.get(`${accreditation.id}:${id}`);
        const status = last ? `${reportedWords(last.sequence)} op ${formatDate(last.reportedAt)}` : "Nog niet gemeld";
        return { code, name, reported: Boolean(last), status };
      }),
    };
  });
}

/** The latest report per accreditation and register, keyed 'accreditationId:registerId'. */
async function lastReportsOf(deps: ServiceDeps, accreditationIds: readonly string[]) {
  const latest = new Map<string, { sequence: number; reportedAt: Date }>();
  if (accreditationIds.length === 0) return latest;
  const rows = await deps.db
    .select({
      accreditationId: presenceReports.accreditationId,
      registerId: presenceReports.registerId,
      sequence: presenceReports.sequence,
      reportedAt: presenceReports.reportedAt,
    })
    .from(presenceReports)
    .where(inArray(presenceReports.accreditationId, [...accreditationIds]))
    .orderBy(presenceReports.sequence);
  for (const row of rows) latest.set(`${row.accreditationId}:${row.registerId}`, row);
  return latest;
}
