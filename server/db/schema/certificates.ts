import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { CertificateNumber } from "../../../common/certificate-registers.ts";
import { CERTIFICATE_SUBJECT_KINDS } from "../../../common/certificate-subjects.ts";
import {
  DEFAULT_MIN_PERCENT,
  DEFAULT_PARTIAL_RULE,
  PARTIAL_ATTENDANCE_RULES,
  type PartialAttendanceRule,
} from "../../../common/partial-attendance.ts";
import { createdAt, id, oneOf, timestamptz } from "./columns.ts";
import { courseEnrollments, courses } from "./courses.ts";
import { events, workshops, workshopSlots } from "./events.ts";
import { tickets } from "./orders.ts";

export const CERTIFICATE_SUBJECTS = CERTIFICATE_SUBJECT_KINDS;
export type CertificateSubjectKind = (typeof CERTIFICATE_SUBJECTS)[number];

/**
 * The accreditation of one event or one course: what its certificates of attendance state. A table of its
 * own rather than columns on events and courses, so those tables keep their shape; no row means no certificates.
 * The registers that accredited it are rows of `accreditation_registers` (./registers.ts).
 * `points` are the plenary part's (an event's programme outside its workshops) or the course's; workshops and
 * slots carry theirs in accreditation_parts (decision 0037).
 */
export const accreditations = pgTable(
  "accreditations",
  {
    id: id(),
    eventId: uuid("event_id").references(() => events.id, { onDelete: "cascade" }),
    courseId: uuid("course_id").references(() => courses.id, { onDelete: "cascade" }),
    /** Contact hours, e.g. 6.5 (shown as '6,5'). */
    hours: numeric("hours", { precision: 5, scale: 2 }).notNull(),
    points: numeric("points", { precision: 5, scale: 2 }).notNull(),
    accreditationNumber: text("accreditation_number").notNull(),
    signatoryName: text("signatory_name").notNull().default(""),
    signatoryRole: text("signatory_role").notNull().default(""),
    /** How points are lowered for someone checked out early (common/partial-attendance.ts). */
    partialRule: text("partial_rule").$type<PartialAttendanceRule>().notNull().default(DEFAULT_PARTIAL_RULE),
    /** For ALL_OR_NOTHING_MIN_PERCENT: the share of a part's minutes that earns its points. */
    minPercent: integer("min_percent").notNull().default(DEFAULT_MIN_PERCENT),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("accreditations_one_subject", sql`(${t.eventId} is null) <> (${t.courseId} is null)`),
    check("accreditations_amounts_valid", sql`${t.hours} > 0 and ${t.points} >= 0`),
    check("accreditations_partial_rule_valid", oneOf(t.partialRule, PARTIAL_ATTENDANCE_RULES)),
    check("accreditations_min_percent_valid", sql`${t.minPercent} between 1 and 100`),
    uniqueIndex("accreditations_event_unique").on(t.eventId),
    uniqueIndex("accreditations_course_unique").on(t.courseId),
  ],
);

/**
 * The points of one part of an accredited event besides its plenary programme: a whole workshop slot (whichever
 * workshop of it someone attended) or one workshop (which then counts instead of its slot's points). A row of its own
 * per part, so the accreditation keeps its one subject and its checks; the service keeps parts within its event.
 */
export const accreditationParts = pgTable(
  "accreditation_parts",
  {
    id: id(),
    accreditationId: uuid("accreditation_id")
      .notNull()
      .references(() => accreditations.id, { onDelete: "cascade" }),
    slotId: uuid("slot_id").references(() => workshopSlots.id, { onDelete: "cascade" }),
    workshopId: uuid("workshop_id").references(() => workshops.id, { onDelete: "cascade" }),
    points: numeric("points", { precision: 5, scale: 2 }).notNull(),
  },
  (t) => [
    check("accreditation_parts_one_part", sql`(${t.slotId} is null) <> (${t.workshopId} is null)`),
    check("accreditation_parts_points_valid", sql`${t.points} >= 0`),
    uniqueIndex("accreditation_parts_slot_unique").on(t.slotId),
    uniqueIndex("accreditation_parts_workshop_unique").on(t.workshopId),
    index("accreditation_parts_accreditation_idx").on(t.accreditationId),
  ],
);

/**
 * One certificate of attendance: one per ticket (checked in at the event's door) or per enrolment (checked in at the
 * course). The unique indexes are the claim: of several workers issuing at once only one insert succeeds, and only
 * that one writes the mail. The name and the accreditation are snapshots, refreshed when staff re-issue; the code
 * stays. A certificate is valid while its check-in exists (removing the check-in revokes it).
 */
export const certificates = pgTable(
  "certificates",
  {
    id: id(),
    /** Canonical form FC-XXXX-XXXX-XXXX (server/domain/certificates/certificate-code.ts). */
    code: text("code").notNull().unique("certificates_code_unique"),
    subject: text("subject").$type<CertificateSubjectKind>().notNull(),
    eventId: uuid("event_id").references(() => events.id, { onDelete: "cascade" }),
    courseId: uuid("course_id").references(() => courses.id, { onDelete: "cascade" }),
    ticketId: uuid("ticket_id").references(() => tickets.id, { onDelete: "cascade" }),
    enrollmentId: uuid("enrollment_id").references(() => courseEnrollments.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    subjectTitle: text("subject_title").notNull(),
    startsAt: timestamptz("starts_at").notNull(),
    endsAt: timestamptz("ends_at").notNull(),
    hours: numeric("hours", { precision: 5, scale: 2 }).notNull(),
    points: numeric("points", { precision: 5, scale: 2 }).notNull(),
    registers: jsonb("registers").$type<string[]>().notNull(),
    /**
     * The holder's numbers for the accreditation's registers, copied at issue and at every re-issue, so the PDF
     * and the mail print what the registers were told; empty when none was given, and after erasure.
     */
    registrationNumbers: jsonb("registration_numbers").$type<CertificateNumber[]>().notNull().default([]),
    accreditationNumber: text("accreditation_number").notNull(),
    signatoryName: text("signatory_name").notNull(),
    signatoryRole: text("signatory_role").notNull(),
    /** Secret (192 bits) in the mail's 'Klopt je naam niet?' link. */
    correctionToken: text("correction_token").notNull().unique("certificates_correction_token_unique"),
    /** Secret (192 bits) in the mail's and Mijn gegevens' PDF link (/certificaat/pdf/{token}); replaced at erasure. */
    pdfToken: text("pdf_token").notNull().unique("certificates_pdf_token_unique"),
    issuedAt: timestamptz("issued_at").notNull(),
    reissuedAt: timestamptz("reissued_at"),
    /** How often it was sent again: part of the mail's dedupe key, so each re-issue writes one new mail. */
    reissueCount: integer("reissue_count").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check("certificates_subject_valid", oneOf(t.subject, CERTIFICATE_SUBJECTS)),
    check(
      "certificates_subject_columns",
      sql`(${t.subject} = 'EVENT' and ${t.eventId} is not null and ${t.ticketId} is not null
            and ${t.courseId} is null and ${t.enrollmentId} is null)
       or (${t.subject} = 'COURSE' and ${t.courseId} is not null and ${t.enrollmentId} is not null
            and ${t.eventId} is null and ${t.ticketId} is null)`,
    ),
    uniqueIndex("certificates_ticket_unique").on(t.ticketId),
    uniqueIndex("certificates_enrollment_unique").on(t.enrollmentId),
    index("certificates_event_idx").on(t.eventId),
    index("certificates_course_idx").on(t.courseId),
  ],
);
