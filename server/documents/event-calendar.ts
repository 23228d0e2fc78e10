/**
 * The calendar file of an event (decision 0017), attached to the reminder before it: the event as one entry to add to
 * one's agenda. It is the same file for every participant (a UID per event), so it holds nothing personal; the
 * tickets and workshop choices are in the mail itself.
 */
import { eventLocation, type CalendarEvent } from "../domain/events/calendar-event.ts";
import { eventPath, siteUrl } from "../../common/site-paths.ts";
import { organizerEmail, type CalendarSite } from "./course-calendar.ts";
import { renderIcs } from "./ics.ts";

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
