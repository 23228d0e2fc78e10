/**
 * Marks an accredited activity's presence as reported to one register (decision 0038): the first time the list,
 * afterwards its corrections. The report keeps every line it gave (number and points), who made it and when; from
 * then on the reported participants' numbers for that register are frozen (registration-number-queries.ts). Safe to repeat: the same
 * request again, or two staff members at once, give one report; a report someone else made since the page was
 * read is refused with CONFLICT rather than reported over.
 */
import { reportPresenceSchema } from "../../../common/validation/presence.ts";
import { formatDateAtTime } from "../../../common/format/dates.ts";
import { presenceReportLines, presenceReports } from "../../db/schema/index.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import type { ServiceDeps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseWith } from "../parse-input.ts";
import { staffChange } from "../staff/audit.ts";
import { buildPresenceList, type PresenceList } from "./presence-list.ts";
import { linesToReport } from "./presence-rows.ts";

const NOBODY_TO_REPORT = "Er staat nog niemand op de lijst: er is niets te melden.";

export async function reportPresence(deps: ServiceDeps, rawInput: unknown): Promise<PresenceList> {
  const input = parseWith(reportPresenceSchema, rawInput);
  const ref = { subject: input.subject, registerCode: input.registerCode };
  const attempt = () =>
    staffChange(deps, "accreditation.manage", async (unit) => {
      const list = await buildPresenceList(unit.tx, ref);
      const seen = list.reports.length;
      const nothingChanged = seen > 0 && list.corrections.length === 0;
      // This request repeated, or someone else reported the same state: the register knows it already.
      if (nothingChanged && (input.reportsSeen === seen || input.reportsSeen === seen - 1)) return list;
      if (input.reportsSeen !== seen) throw reportedBy(list);
      const lines = linesToReport(list.rows);
      if (seen === 0 && lines.length === 0) {
        throw new DomainError("BAD_USER_INPUT", NOBODY_TO_REPORT, { field: "reportsSeen" });
      }
      const [report] = await unit.tx
        .insert(presenceReports)
        .values({
          accreditationId: list.accreditation.id,
          registerId: list.register.id,
          sequence: seen + 1,
          reportedAt: unit.now,
          reportedById: unit.staff.staffId,
          reportedByName: unit.staff.name,
          createdAt: unit.now,
        })
        .returning();
      const owner = input.subject.kind === "EVENT" ? "ticketId" : "enrollmentId";
      if (lines.length > 0) {
        await unit.tx.insert(presenceReportLines).values(
          lines.map((line) => ({
            reportId: report!.id,
            [owner]: line.attendeeId,
            number: line.number,
            points: line.points,
          })),
        );
      }
      await unit.audit({
        entityType: "presence_report",
        entityId: report!.id,
        action: "create",
        before: null,
        // Counts, not numbers: the audit log is for staff, the numbers identify people.
        after: {
          register: list.register.code,
          sequence: report!.sequence,
          lines: lines.length,
          corrections: list.corrections.length,
        },
      });
      // Read again rather than patched in memory: what is returned is exactly what the page reads next (a rare
      // staff action, so the second read costs nothing that matters).
      return buildPresenceList(unit.tx, ref);
    });
  try {
    return await attempt();
  } catch (error) {
    // Someone else's report of the same moment won the sequence: once more, against what they reported.
    if (isUniqueViolation(error, "presence_reports_sequence_unique")) return attempt();
    throw error;
  }
}

function reportedBy(list: PresenceList): DomainError {
  const last = list.reports.at(-1);
  const by = last ? ` door ${last.reportedByName} (${formatDateAtTime(last.reportedAt)})` : "";
  const message = `Deze lijst is intussen gemeld${by}. Bekijk hem opnieuw voordat je meldt.`;
  return new DomainError("CONFLICT", message, { field: "reportsSeen" });
}
