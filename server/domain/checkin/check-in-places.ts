/**
 * The places the check-in page offers (decision 0019): events with their workshops, and Vakschool courses, from those
 * that ended up to a month ago (to correct attendance afterwards) on, soonest first, at most MAX_PLACES of each.
 */
import { and, asc, eq, gte, inArray, isNull, ne } from "drizzle-orm";
import { courses, events, workshops, workshopSlots } from "../../db/schema/index.ts";
import type { ServiceDeps } from "../deps.ts";
import { requirePermission } from "../staff/permissions.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const PAST_DAYS = 31;
const MAX_PLACES = 20;

export type CheckInPlace = { id: string; name: string; startsAt: Date; endsAt: Date };
export type CheckInEventPlace = CheckInPlace & { workshops: CheckInPlace[] };

export async function checkInPlaces(
  deps: ServiceDeps,
): Promise<{ events: CheckInEventPlace[]; courses: CheckInPlace[] }> {
  requirePermission(deps.actor, "checkin.perform");
  const now = deps.clock().getTime();
  const from = new Date(now - PAST_DAYS * DAY_MS);
  const [eventRows, courseRows] = await Promise.all([
    deps.db
      .select({ id: events.id, name: events.name, startsAt: events.startsAt, endsAt: events.endsAt })
      .from(events)
      .where(and(gte(events.endsAt, from), isNull(events.canceledAt)))
      .orderBy(asc(events.startsAt))
      .limit(MAX_PLACES),
    deps.db
      .select({ id: courses.id, name: courses.title, startsAt: courses.startsAt, endsAt: courses.endsAt })
      .from(courses)
      .where(and(gte(courses.endsAt, from), ne(courses.status, "DRAFT")))
      .orderBy(asc(courses.startsAt))
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
