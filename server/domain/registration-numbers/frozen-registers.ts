/**
 * Which registers' numbers a ticket or enrolment may no longer change (decision 0038): those whose presence report
 * gave this attendee's line. A change after that would differ from what the register was told, so the participant
 * asks the organiser, who reports it as a correction. Someone the register was not told about (not checked in, or
 * enrolled later) may still give or change a number; it then shows as a correction to report.
 */
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { presenceReportLines, presenceReports } from "../../db/schema/index.ts";
import type { NumberOwner } from "./registration-number-queries.ts";

export async function frozenRegisterIds(db: DbOrTx, owner: NumberOwner): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ registerId: presenceReports.registerId })
    .from(presenceReportLines)
    .innerJoin(presenceReports, eq(presenceReports.id, presenceReportLines.reportId))
    .where(
      owner.kind === "ticket"
        ? eq(presenceReportLines.ticketId, owner.ticketId)
        : eq(presenceReportLines.enrollmentId, owner.enrollmentId),
    );
  return new Set(rows.map((row) => row.registerId));
}
