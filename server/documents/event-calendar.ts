/**
 * The calendar file of an event (issue 17), attached to the reminder before it: the event as one entry to add to
 * one's agenda. It is the same file for every participant (a UID per event), so it holds nothing personal; the
 * tickets and workshop choices are in the mail itself.
 */
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { events } from "../db/schema/index.ts";
import { addressLines } from "../../common/format/address.ts";
import { eventPath, siteUrl } from "../../common/site-paths.ts";
import { organizerEmail, type CalendarSite } from "./course-calendar.ts";
import { renderIcs } from "./ics.ts";

export type CalendarEvent = Pick<
  typeof events.$inferSelect,
  "id" | "name" | "startsAt" | "endsAt" | "locationName" | "street" | "postalCode" | "city" | "country" | "createdAt"
>;

/** The event as its calendar file shows it; null when it does not exist. */
export async function findCalendarEvent(db: DbOrTx, eventId: string): Promise<CalendarEvent | null> {
  const [row] = await db
    .select({
      id: events.id,
      name: events.name,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      locationName: events.locationName,
      street: events.street,
      postalCode: events.postalCode,
      city: events.city,
      country: events.country,
      createdAt: events.createdAt,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  return row ?? null;
}

/** 'Congrescentrum De Eenhoorn, Lindelaan 40, 3822 XK Amersfoort, Nederland': the venue when known, the address. */
export function eventLocation(
  event: Pick<CalendarEvent, "locationName" | "street" | "postalCode" | "city" | "country">,
) {
  return [event.locationName, ...addressLines(event)].filter((part) => part.trim() !== "").join(", ");
}

export function eventCalendar(event: CalendarEvent, site: CalendarSite): string {
  const url = siteUrl(site.publicUrl, eventPath(event.id));
  const email = organizerEmail(site.mailFrom);
  return renderIcs({
    prodId: `-//${site.name}//Evenementen//NL`,
    method: "PUBLISH",
    event: {
      uid: `event-${event.id}@${new URL(site.publicUrl).hostname}`,
      stamp: event.createdAt,
      start: event.startsAt,
      end: event.endsAt,
      sequence: 0,
      status: "CONFIRMED",
      summary: event.name,
      location: eventLocation(event),
      description: `Meer over ${event.name}: ${url}`,
      url,
      ...(email ? { organizer: { name: site.name, email } } : {}),
    },
  });
}
