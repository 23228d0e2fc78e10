import { eq } from "drizzle-orm";
import type { Database } from "../../server/db/client.ts";
import { insertEventWithTicketTypes } from "../../server/db/factories/events.ts";
import { events, ticketTypes } from "../../server/db/schema/index.ts";
import { addTicketType } from "../support/factories/events.ts";
import { CORPUS_NOW } from "./corpus-site.ts";

/**
 * The corpus's events for the back office's event operations, made directly in the database: one event
 * staff change, duplicate and add ticket types to, one to cancel (made uncanceled again as needed), a ticket type
 * to change and one to delete (made again when a case deleted it).
 */
export type EventWorld = {
  eventId: string;
  ticketTypeId: string;
  cancelEventId: string;
  deletableTicketTypeId: string;
};

const TYPE = { priceCents: 3500, quantity: 1000, createdAt: CORPUS_NOW };

export async function buildEventWorld(db: Database): Promise<EventWorld> {
  const event = await insertEventWithTicketTypes(
    db,
    {
      name: "Corpus beheerevenement",
      startsAt: new Date("2027-03-11T08:30:00Z"),
      endsAt: new Date("2027-03-11T16:00:00Z"),
      visibilityStatus: "HIDDEN",
      createdAt: CORPUS_NOW,
    },
    [
      { ...TYPE, name: "Regulier" },
      { ...TYPE, name: "Te verwijderen" },
    ],
  );
  const toCancel = await insertEventWithTicketTypes(
    db,
    {
      name: "Corpus te annuleren",
      startsAt: new Date("2027-04-01T08:30:00Z"),
      endsAt: new Date("2027-04-01T16:00:00Z"),
    },
    [],
  );
  return {
    eventId: event.id,
    ticketTypeId: event.ticketTypes[0]!.id,
    deletableTicketTypeId: event.ticketTypes[1]!.id,
    cancelEventId: toCancel.id,
  };
}

/** The event to cancel is not canceled (a case or the baseline may have cancelled it). */
export async function uncancelEvent(db: Database, world: EventWorld): Promise<void> {
  await db.update(events).set({ canceledAt: null }).where(eq(events.id, world.cancelEventId));
}

/** A deletable ticket type exists again, with a name of its own. */
export async function ensureDeletableTicketType(db: Database, world: EventWorld): Promise<void> {
  const found = await db
    .select({ id: ticketTypes.id })
    .from(ticketTypes)
    .where(eq(ticketTypes.id, world.deletableTicketTypeId));
  if (found.length > 0) return;
  const type = { ...TYPE, name: `Te verwijderen ${Date.now()}` };
  world.deletableTicketTypeId = await addTicketType(db, world.eventId, type, CORPUS_NOW);
}
