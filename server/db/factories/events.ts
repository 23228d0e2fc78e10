/**
 * The one way an event comes into the database together with its ticket types, shared by the demo seed, the
 * integration tests and (later) the back office's event service, so a new column or rule is added once.
 */
import type { DbOrTx } from "../client.ts";
import { events, ticketTypes } from "../schema/index.ts";

export type EventRowInput = typeof events.$inferInsert;
export type TicketTypeRowInput = Omit<typeof ticketTypes.$inferInsert, "eventId">;
export type InsertedEvent = { id: string; ticketTypes: { id: string; name: string }[] };

/** Inserts the event and its ticket types; the ticket types come back in the order given, with their ids. */
export async function insertEventWithTicketTypes(
  db: DbOrTx,
  event: EventRowInput,
  types: readonly TicketTypeRowInput[],
): Promise<InsertedEvent> {
  const names = new Set(types.map((type) => type.name));
  if (names.size !== types.length) throw new Error(`Evenement '${event.name}': tickettypes met dezelfde naam`);
  const [row] = await db.insert(events).values(event).returning({ id: events.id });
  if (!row) throw new Error(`Evenement '${event.name}' is niet aangemaakt`);
  if (types.length === 0) return { id: row.id, ticketTypes: [] };
  const inserted = await db
    .insert(ticketTypes)
    .values(types.map((type) => ({ ...type, eventId: row.id })))
    .returning({ id: ticketTypes.id, name: ticketTypes.name });
  // Names are unique within an event, so they map the returned ids back onto the input order.
  const byName = new Map(inserted.map((type) => [type.name, type.id]));
  return { id: row.id, ticketTypes: types.map((type) => ({ id: byName.get(type.name) ?? "", name: type.name })) };
}
