import { relations, sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, locationColumns, oneOf, timestamptz } from "./columns.ts";
import { organizations } from "./content.ts";
import { sitePageVersions } from "./site-pages.ts";
import { COURSE_STATUSES, COURSE_WAITLIST_STATUSES, ENROLLMENT_STATUSES } from "../../../common/vocabulary/courses.ts";

export { COURSE_STATUSES, COURSE_WAITLIST_STATUSES, ENROLLMENT_STATUSES };

/** A Vakschool course. Its description is HTML, sanitised before it is stored. */
export const courses = pgTable(
  "courses",
  {
    id: id(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    descriptionHtml: text("description_html").notNull(),
    /** "Praktische informatie" for participants (route, parking, what to bring): sanitised HTML, empty when none. */
    practicalInfoHtml: text("practical_info_html").notNull().default(""),
    status: text("status").$type<(typeof COURSE_STATUSES)[number]>().notNull().default("DRAFT"),
    maxParticipants: integer("max_participants").notNull(),
    /** Active enrolments, kept in step by the enrolment service; the CHECK is the backstop against overbooking. */
    enrolledCount: integer("enrolled_count").notNull().default(0),
    /** Places reserved for open waitlist offers: taken for everyone else, like an enrolment. */
    offeredCount: integer("offered_count").notNull().default(0),
    startsAt: timestamptz("starts_at").notNull(),
    endsAt: timestamptz("ends_at").notNull(),
    ...locationColumns(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "restrict" }),
    publishedAt: timestamptz("published_at"),
    canceledAt: timestamptz("canceled_at"),
    createdAt: createdAt(),
  },
  (t) => [
    check("courses_status_valid", oneOf(t.status, COURSE_STATUSES)),
    check(
      "courses_capacity_not_exceeded",
      sql`${t.maxParticipants} > 0 and ${t.enrolledCount} >= 0 and ${t.offeredCount} >= 0 and ${t.enrolledCount} + ${t.offeredCount} <= ${t.maxParticipants}`,
    ),
    check("courses_time_frame_ordered", sql`${t.endsAt} >= ${t.startsAt}`),
    index("courses_starts_at_idx").on(t.startsAt),
  ],
);

export const courseInstructors = pgTable(
  "course_instructors",
  {
    id: id(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    function: text("function").notNull().default(""),
    experience: text("experience").notNull().default(""),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("course_instructors_course_idx").on(t.courseId)],
);

export const courseEnrollments = pgTable(
  "course_enrollments",
  {
    id: id(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "restrict" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phoneNumber: text("phone_number").notNull(),
    organization: text("organization").notNull(),
    function: text("function"),
    status: text("status").$type<(typeof ENROLLMENT_STATUSES)[number]>().notNull().default("ACTIVE"),
    /** Secret in the cancel link of the confirmation e-mail. */
    cancelToken: text("cancel_token").notNull().unique("course_enrollments_cancel_token_unique"),
    createdAt: createdAt(),
    canceledAt: timestamptz("canceled_at"),
    /** When the reminder before the course was written to the outbox; claimed once, null → now. */
    remindedAt: timestamptz("reminded_at"),
    /**
     * The terms version in force when the person enrolled (or took a place offered from the waitlist), which the form
     * linked; null when none was published, and for an enrolment staff made on someone's behalf.
     */
    acceptedTermsVersionId: uuid("accepted_terms_version_id").references(() => sitePageVersions.id),
  },
  (t) => [
    check("course_enrollments_status_valid", oneOf(t.status, ENROLLMENT_STATUSES)),
    // One active enrolment per e-mail address per course; a canceled one may be followed by a new one.
    // A course's enrolments (the staff list, the participant list, check-in), oldest first.
    index("course_enrollments_course_idx").on(t.courseId, t.createdAt),
    uniqueIndex("course_enrollments_active_email_unique")
      .on(t.courseId, sql`lower(${t.email})`)
      .where(sql`${t.status} = 'ACTIVE'`),
  ],
);

/** Someone waiting for a place on a full course, with the details of the enrolment form. */
export const courseWaitlistEntries = pgTable(
  "course_waitlist_entries",
  {
    id: id(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "restrict" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phoneNumber: text("phone_number").notNull(),
    organization: text("organization").notNull(),
    function: text("function"),
    status: text("status").$type<(typeof COURSE_WAITLIST_STATUSES)[number]>().notNull().default("WAITING"),
    /** Secret in the waitlist link of the mails (/vakschool/wachtlijst/{token}). */
    token: text("token").notNull().unique("course_waitlist_entries_token_unique"),
    joinedAt: timestamptz("joined_at").notNull(),
    /**
     * The queue order: drawn from a sequence when the entry is inserted, which happens under the course row lock,
     * so it follows the order in which joins of one course really happened (joined_at is the moment a join's
     * transaction began, which can come before a join that got the lock first).
     */
    queueNumber: bigint("queue_number", { mode: "number" }).generatedAlwaysAsIdentity(),
    offeredAt: timestamptz("offered_at"),
    offerExpiresAt: timestamptz("offer_expires_at"),
    /** When it left WAITING/OFFERED (enrolled, left, expired or closed). */
    endedAt: timestamptz("ended_at"),
    enrollmentId: uuid("enrollment_id").references(() => courseEnrollments.id, { onDelete: "restrict" }),
  },
  (t) => [
    check("course_waitlist_entries_status_valid", oneOf(t.status, COURSE_WAITLIST_STATUSES)),
    check(
      "course_waitlist_entries_offer_has_deadline",
      sql`${t.status} <> 'OFFERED' or ${t.offerExpiresAt} is not null`,
    ),
    // One open place on the list per address per course; the service refuses first, this is the backstop.
    uniqueIndex("course_waitlist_entries_open_email_unique")
      .on(t.courseId, sql`lower(${t.email})`)
      .where(sql`${t.status} in ('WAITING', 'OFFERED')`),
    // The queue in order (promotion, positions) and the offers the worker expires.
    index("course_waitlist_entries_queue_idx").on(t.courseId, t.status, t.queueNumber),
    index("course_waitlist_entries_offers_idx")
      .on(t.offerExpiresAt)
      .where(sql`${t.status} = 'OFFERED'`),
  ],
);

export const coursesRelations = relations(courses, ({ one, many }) => ({
  organization: one(organizations, { fields: [courses.organizationId], references: [organizations.id] }),
  instructors: many(courseInstructors),
  enrollments: many(courseEnrollments),
}));

export const courseInstructorsRelations = relations(courseInstructors, ({ one }) => ({
  course: one(courses, { fields: [courseInstructors.courseId], references: [courses.id] }),
}));

export const courseEnrollmentsRelations = relations(courseEnrollments, ({ one }) => ({
  course: one(courses, { fields: [courseEnrollments.courseId], references: [courses.id] }),
}));
