/**
 * The places the check-in page offers (decision 0019): events with their workshops, and Vakschool courses, from those
 * that ended up to a month ago (to correct attendance afterwards) on, at most MAX_PLACES of each. Today's (in
 * Amsterdam, also one that ended an hour ago: the door may still correct it) and the coming ones first, soonest
 * first, as the door staff on a phone look for them; then those that ended before today, latest first.
 */
import { and, asc, desc, eq, gte, inArray, isNull, ne, sql, type AnyColumn } from "drizzle-orm";
import { courses, events, workshops, workshopSlots } from "../../db/schema/index.ts";
import { parseAmsterdamLocal, toAmsterdamDateInput } from "../../../common/format/amsterdam-input.ts";
import type { ServiceDeps } from "../deps.ts";
import { requirePermission } from "../staff/permissions.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const PAST_DAYS = 31;
const MAX_PLACES = 20;

export type CheckInPlace = { id: string; name: string; startsAt: Date; endsAt: Date };
export type CheckInEventPlace = CheckInPlace & { workshops: CheckInPlace[] };

/** Not ended before today first, by start (soonest first); then the ones that ended before today, latest first. */
function comingFirst(startsAt: AnyColumn, endsAt: AnyColumn, startOfToday: Date) {
  return [sql`case when ${endsAt} >= ${startOfToday} then ${startsAt} end asc nulls last`, desc(startsAt)];
}

/** Midnight of the Amsterdam day `now` falls on. */
function startOfAmsterdamDay(now: Date): Date {
  return parseAmsterdamLocal(toAmsterdamDateInput(now)) ?? now;
}

export async function checkInPlaces(
  deps: ServiceDeps,
): Promise<{ events: CheckInEventPlace[]; courses: CheckInPlace[] }> {
  requirePermission(deps.actor, "checkin.perform");
  const now = deps.clock().getTime();
  const from = new Date(now - PAST_DAYS * DAY_MS);
  const today = startOfAmsterdamDay(new Date(now));
  const [eventRows, courseRows] = await Promise.all([
    deps.db
      .select({ id: events.id, name: events.name, startsAt: events.startsAt, endsAt: events.endsAt })
      .from(events)
      .where(and(gte(events.endsAt, from), isNull(events.canceledAt)))
      .orderBy(...comingFirst(events.startsAt, events.endsAt, today))
      .limit(MAX_PLACES),
    deps.db
      .select({ id: courses.id, name: courses.title, startsAt: courses.startsAt, endsAt: courses.endsAt })
      .from(courses)
      .where(and(gte(courses.endsAt, from), ne(courses.status, "DRAFT")))
      .orderBy(...comingFirst(courses.startsAt, courses.endsAt, today))
      .limit(MAX_PLACES),
  ]);
  const workshopRows =
    eventRows.length === 0
      ? []
      : await deps.db
          .select({
            id: workshops.id,
            name: workshops.name,
            startsAt: workshopSlots.startsAt,
            endsAt: workshopSlots.endsAt,
            eventId: workshopSlots.eventId,
          })
          .from(workshops)
          .innerJoin(workshopSlots, eq(workshopSlots.id, workshops.slotId))
          .where(
            inArray(
              workshopSlots.eventId,
              eventRows.map((event) => event.id),
            ),
          )
          .orderBy(asc(workshopSlots.startsAt), asc(workshops.sortOrder), asc(workshops.name));
  return {
    events: eventRows.map((event) => ({
      ...event,
      workshops: workshopRows
        .filter((workshop) => workshop.eventId === event.id)
        .map(({ eventId: _eventId, ...workshop }) => workshop),
    })),
    courses: courseRows,
  };
}
