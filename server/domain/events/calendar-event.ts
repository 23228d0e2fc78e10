/**
 * An event as its calendar file and its reminder mail show it (decision 0017): name, time, venue and address. Read by
 * the domain (the reminder's content) and by server/documents (the .ics), so it lives here, on the domain's side.
 */
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { events } from "../../db/schema/index.ts";
import { addressLines } from "../../../common/format/address.ts";

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
