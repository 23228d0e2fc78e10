import type { Transaction } from "../client.ts";
import { insertEventWithTicketTypes } from "../factories/events.ts";
import type { EVENT_TYPES } from "../schema/index.ts";
import {
  OTHER_EVENTS,
  eventImageUrl,
  type EventTiming,
  type LocationContent,
  type TicketTypeContent,
} from "../../../content/events.ts";
import { addDays, amsterdamDay, atAmsterdamTime, daysFromNowAt, onOrAfterWeekday, type CalendarDay } from "./dates.ts";

export type SeededTicketType = { id: string; name: string; priceCents: number; vatRate: TicketTypeContent["vatRate"] };
export type SeededEvent = {
  id: string;
  name: string;
  day: CalendarDay;
  startsAt: Date;
  endsAt: Date;
  ticketTypes: SeededTicketType[];
};

/** Everything needed to insert one event with its ticket types; dates are already resolved. */
export type EventToSeed = {
  name: string;
  description: string;
  type: (typeof EVENT_TYPES)[number];
  featured: boolean;
  imageSlug: string | null;
  day: CalendarDay;
  timing: EventTiming;
  location: LocationContent;
  maxCapacity: number | null;
  ticketTypes: readonly TicketTypeContent[];
  saleWindow: { startsAt: Date; endsAt: Date };
  practicalInfoHtml?: string | undefined;
};

/** The Amsterdam calendar day of an event: the first wanted weekday on or after the offset from now. */
export function eventDay(now: Date, timing: EventTiming): CalendarDay {
  return onOrAfterWeekday(addDays(amsterdamDay(now), timing.daysFromNow), timing.weekday);
}

/** Sales open well before the event, and never later than two weeks ago, so upcoming events are on sale. */
export function saleStart(now: Date, eventStartsAt: Date): Date {
  const twoWeeksAgo = daysFromNowAt(now, -14, "09:00");
  const twoMonthsBefore = atAmsterdamTime(addDays(amsterdamDay(eventStartsAt), -60), "09:00");
  return twoMonthsBefore < twoWeeksAgo ? twoMonthsBefore : twoWeeksAgo;
}

export async function insertEvent(tx: Transaction, now: Date, event: EventToSeed): Promise<SeededEvent> {
  const startsAt = atAmsterdamTime(event.day, event.timing.starts);
  const endsAt = atAmsterdamTime(event.day, event.timing.ends);
  const { saleWindow } = event;
  const inserted = await insertEventWithTicketTypes(
    tx,
    {
      name: event.name,
      description: event.description,
      type: event.type,
      visibilityStatus: "PUBLIC",
      featured: event.featured,
      startsAt,
      endsAt,
      ...event.location,
      featuredImageUrl: event.imageSlug ? eventImageUrl(event.imageSlug) : null,
      maxCapacity: event.maxCapacity,
      practicalInfoHtml: event.practicalInfoHtml ?? "",
      createdAt: saleStart(now, startsAt),
    },
    event.ticketTypes.map((type, index) => ({
      name: type.name,
      description: type.description,
      priceCents: type.priceCents,
      free: type.free,
      vatRate: type.vatRate,
      quantity: type.quantity,
      visible: type.visible,
      saleStartsAt: saleWindow.startsAt,
      saleEndsAt: saleWindow.endsAt,
      sortOrder: (index + 1) * 10,
      createdAt: saleWindow.startsAt,
    })),
  );
  const seededTypes = event.ticketTypes.map((type, index) => ({
    id: inserted.ticketTypes[index]!.id,
    name: type.name,
    priceCents: type.priceCents,
    vatRate: type.vatRate,
  }));
  return { id: inserted.id, name: event.name, day: event.day, startsAt, endsAt, ticketTypes: seededTypes };
}

/** The events of type EVENT: upcoming ones with and without an image, and one that already took place. */
export async function seedOtherEvents(tx: Transaction, now: Date): Promise<SeededEvent[]> {
  const seeded: SeededEvent[] = [];
  for (const content of OTHER_EVENTS) {
    const day = eventDay(now, content.timing);
    const startsAt = atAmsterdamTime(day, content.timing.starts);
    seeded.push(
      await insertEvent(tx, now, {
        ...content,
        type: "EVENT",
        featured: false,
        day,
        // Smaller events sell until the doors open.
        saleWindow: { startsAt: saleStart(now, startsAt), endsAt: startsAt },
      }),
    );
  }
  return seeded;
}
