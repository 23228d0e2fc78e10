import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { CHECK_IN_SCOPE_KINDS, type CheckInScopeKind } from "../../../common/check-in-scopes.ts";
import { createdAt, id, oneOf, timestamptz } from "./columns.ts";
import { courseEnrollments, courses } from "./courses.ts";
import { events, workshops } from "./events.ts";
import { tickets } from "./orders.ts";
import { staffMembers } from "./staff.ts";

/** Where someone is checked in: at the door of an event, at a workshop, or at a Vakschool course. */
export const CHECK_IN_SCOPES = CHECK_IN_SCOPE_KINDS;
export type { CheckInScopeKind };

/**
 * One person present at one place. The partial unique indexes make the first scan win: a second device scanning
 * the same ticket inserts nothing and reads the first one's time. Removing a row is the correction of a mistake
 * (recorded in the audit log); certificates follow these rows.
 */
export const checkIns = pgTable(
  "check_ins",
  {
    id: id(),
    scope: text("scope").$type<CheckInScopeKind>().notNull(),
    /** The event of an EVENT or WORKSHOP check-in. */
    eventId: uuid("event_id").references(() => events.id, { onDelete: "cascade" }),
    workshopId: uuid("workshop_id").references(() => workshops.id, { onDelete: "cascade" }),
    courseId: uuid("course_id").references(() => courses.id, { onDelete: "cascade" }),
    ticketId: uuid("ticket_id").references(() => tickets.id, { onDelete: "cascade" }),
    enrollmentId: uuid("enrollment_id").references(() => courseEnrollments.id, { onDelete: "cascade" }),
    /** When the scan was made: the device's moment for a scan queued offline, bounded by the server (never later). */
    checkedInAt: timestamptz("checked_in_at").notNull(),
    /**
     * When staff checked the person out early (decision 0037); null while present or left at the end. Lowers the
     * points of what they missed; no check against checked_in_at, as a check-in made afterwards carries its later moment.
     */
    checkedOutAt: timestamptz("checked_out_at"),
    /** When the server stored it. */
    createdAt: createdAt(),
    staffId: uuid("staff_id").references(() => staffMembers.id, { onDelete: "set null" }),
    /** A random name the check-in page gives its device, so a conflict can say 'op een ander apparaat'. */
    deviceId: text("device_id").notNull().default(""),
  },
  (t) => [
    check("check_ins_scope_valid", oneOf(t.scope, CHECK_IN_SCOPES)),
    check(
      "check_ins_scope_columns",
      sql`(${t.scope} = 'EVENT' and ${t.eventId} is not null and ${t.ticketId} is not null and ${t.workshopId} is null
            and ${t.courseId} is null and ${t.enrollmentId} is null)
       or (${t.scope} = 'WORKSHOP' and ${t.eventId} is not null and ${t.workshopId} is not null
            and ${t.ticketId} is not null and ${t.courseId} is null and ${t.enrollmentId} is null)
       or (${t.scope} = 'COURSE' and ${t.courseId} is not null and ${t.enrollmentId} is not null
            and ${t.eventId} is null and ${t.workshopId} is null and ${t.ticketId} is null)`,
    ),
    uniqueIndex("check_ins_event_ticket_unique")
      .on(t.ticketId)
      .where(sql`${t.scope} = 'EVENT'`),
    uniqueIndex("check_ins_workshop_ticket_unique")
      .on(t.workshopId, t.ticketId)
      .where(sql`${t.scope} = 'WORKSHOP'`),
    uniqueIndex("check_ins_course_enrollment_unique")
      .on(t.enrollmentId)
      .where(sql`${t.scope} = 'COURSE'`),
    index("check_ins_event_idx").on(t.eventId),
    index("check_ins_course_idx").on(t.courseId),
  ],
);
