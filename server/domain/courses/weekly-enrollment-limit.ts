import { and, count, eq, ne, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { TIME_ZONE } from "../../../common/format/dates.ts";
import type { Transaction } from "../../db/client.ts";
import { courseEnrollments, courses } from "../../db/schema/index.ts";
import type { UnitOfWork } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { lockEmailAddress } from "../rate-limits/address-lock.ts";
import { weeklyEnrollmentsMessage } from "./enrollment-messages.ts";

/**
 * An abuse limit: at most 3 active enrolments per e-mail address per course period. The Vakschool's period is its week
 * (Vakschool weeks run three times a year, each a week of one-day courses), so the period of a course is
 * the calendar week, Monday to Sunday in Amsterdam, in which it starts. Courses of one week rarely overlap in time,
 * so counting overlapping courses would almost never stop anyone; a calendar quarter would cut a week in two at
 * its turn and count courses months apart together.
 */

/** Queues the enrolments of one address (the first lock of an enrolment's transaction, before the course row). */
export function lockEnrollmentsOf(unit: UnitOfWork, email: string): Promise<void> {
  return lockEmailAddress(unit.tx, "course-enrollments", email);
}

/**
 * Refuses when the address already has the maximum of active enrolments in other courses that start in the same
 * week as this one. Runs after lockEnrollmentsOf, so simultaneous enrolments of one address count one by one.
 */
export async function refuseTooManyInWeek(unit: UnitOfWork, courseId: string, email: string): Promise<void> {
  const limit = unit.settings.abuseLimits.activeEnrollmentsPerEmailPerWeek;
  if ((await activeInSameWeek(unit.tx, courseId, email)) >= limit) {
    throw new DomainError("CONFLICT", weeklyEnrollmentsMessage(limit), { field: "email", courseId });
  }
}

async function activeInSameWeek(tx: Transaction, courseId: string, email: string): Promise<number> {
  const week = (startsAt: SQL | AnyColumn) => sql`date_trunc('week', ${startsAt} at time zone ${TIME_ZONE})`;
  const [row] = await tx
    .select({ active: count() })
    .from(courseEnrollments)
    .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
    .where(
      and(
        eq(courseEnrollments.status, "ACTIVE"),
        eq(sql`lower(${courseEnrollments.email})`, email.trim().toLowerCase()),
        ne(courseEnrollments.courseId, courseId),
        sql`${week(courses.startsAt)} =
          (select ${week(sql`this_course.starts_at`)} from courses this_course where this_course.id = ${courseId})`,
      ),
    );
  return row?.active ?? 0;
}
