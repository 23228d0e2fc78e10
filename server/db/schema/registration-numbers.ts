import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, timestamptz } from "./columns.ts";
import { courseEnrollments } from "./courses.ts";
import { tickets } from "./orders.ts";
import { registers } from "./registers.ts";

/**
 * A participant's registration number in one accreditation register (decision 0036): for a ticket (the attendee of
 * an event) or for a course enrolment, exactly one of the two. The number is stored normalised
 * (common/validation/registration-numbers.ts), one per owner and register. The rows go with their owner (cascade),
 * so erasing a ticket or an enrolment erases its numbers. Written only through server/domain/registration-numbers.
 */
export const registrationNumbers = pgTable(
  "registration_numbers",
  {
    id: id(),
    ticketId: uuid("ticket_id").references(() => tickets.id, { onDelete: "cascade" }),
    enrollmentId: uuid("enrollment_id").references(() => courseEnrollments.id, { onDelete: "cascade" }),
    registerId: uuid("register_id")
      .notNull()
      .references(() => registers.id, { onDelete: "restrict" }),
    number: text("number").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("registration_numbers_one_owner", sql`(${t.ticketId} is null) <> (${t.enrollmentId} is null)`),
    check("registration_numbers_number_valid", sql`${t.number} ~ '^[A-Z0-9]{1,30}$'`),
    uniqueIndex("registration_numbers_ticket_register_unique").on(t.ticketId, t.registerId),
    uniqueIndex("registration_numbers_enrollment_register_unique").on(t.enrollmentId, t.registerId),
    index("registration_numbers_register_idx").on(t.registerId),
  ],
);
