import { sql } from "drizzle-orm";
import { check, index, integer, numeric, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { accreditations } from "./certificates.ts";
import { createdAt, id, timestamptz } from "./columns.ts";
import { courseEnrollments } from "./courses.ts";
import { tickets } from "./orders.ts";
import { registers } from "./registers.ts";
import { staffMembers } from "./staff.ts";

/**
 * One report of an accredited activity's presence to one register (decision 0038): sequence 1 is the list itself,
 * each later one a correction reported after it. The unique sequence per accreditation and register is the claim:
 * of two staff members reporting at once one insert wins. What was reported is kept line by line
 * (`presence_report_lines`), so a later change of a number or of someone's points shows as a correction.
 */
export const presenceReports = pgTable(
  "presence_reports",
  {
    id: id(),
    accreditationId: uuid("accreditation_id")
      .notNull()
      .references(() => accreditations.id, { onDelete: "cascade" }),
    registerId: uuid("register_id")
      .notNull()
      .references(() => registers.id, { onDelete: "restrict" }),
    sequence: integer("sequence").notNull(),
    reportedAt: timestamptz("reported_at").notNull(),
    reportedById: uuid("reported_by_id").references(() => staffMembers.id, { onDelete: "set null" }),
    /** The staff member's name then: the report keeps who made it when their account is gone. */
    reportedByName: text("reported_by_name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("presence_reports_sequence_valid", sql`${t.sequence} >= 1`),
    uniqueIndex("presence_reports_sequence_unique").on(t.accreditationId, t.registerId, t.sequence),
  ],
);

/**
 * One attendee as a report gave them to the register: their number and points then. The full state after each
 * report, not only what changed, so the latest report alone says what the register knows. Erasure blanks `number`
 * (the register keeps its own copy; this one identifies the person).
 */
export const presenceReportLines = pgTable(
  "presence_report_lines",
  {
    id: id(),
    reportId: uuid("report_id")
      .notNull()
      .references(() => presenceReports.id, { onDelete: "cascade" }),
    ticketId: uuid("ticket_id").references(() => tickets.id, { onDelete: "cascade" }),
    enrollmentId: uuid("enrollment_id").references(() => courseEnrollments.id, { onDelete: "cascade" }),
    number: text("number").notNull(),
    points: numeric("points", { precision: 5, scale: 2 }).notNull(),
  },
  (t) => [
    check("presence_report_lines_one_owner", sql`(${t.ticketId} is null) <> (${t.enrollmentId} is null)`),
    index("presence_report_lines_report_idx").on(t.reportId),
    index("presence_report_lines_ticket_idx").on(t.ticketId),
    index("presence_report_lines_enrollment_idx").on(t.enrollmentId),
  ],
);
