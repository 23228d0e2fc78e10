import { and, eq, gte, sql } from "drizzle-orm";
import { rowsOf, type Transaction } from "../../db/client.ts";
import { events, ticketTypes } from "../../db/schema/index.ts";
import { placesLeft } from "../capacity.ts";
import { DomainError } from "../errors.ts";
import { sortByTicketType, ticketTypePlacesLeft } from "./sale-rules.ts";

/**
 * The capacity counters of decision 0005: ticket_types.sold_count and held_count, events.tickets_taken.
 * Every change is one conditional UPDATE inside the caller's transaction, so it is safe with several app
 * processes on one PostgreSQL; the rows are always locked in the same order (ticket types by id, then the
 * event) so concurrent orders cannot deadlock. The CHECK constraints stay the backstop.
 */
export type CountedLine = { ticketTypeId: string; quantity: number };

const soldOutMessage = (name: string, available: number) =>
  `Er zijn niet genoeg tickets meer van ${name}. Nog ${available} beschikbaar.`;
const eventFullMessage = (available: number) =>
  `Er zijn niet genoeg plaatsen meer voor dit evenement. Nog ${available} beschikbaar.`;

/** Holds the tickets of a new order, or throws SOLD_OUT; the caller's transaction then rolls everything back. */
export async function holdTickets(tx: Transaction, eventId: string, lines: readonly CountedLine[]): Promise<void> {
  await takePlaces(tx, eventId, lines, "heldCount");
}

/**
 * Sells the tickets of an order confirmed in the transaction that placed it (invoice and free orders), without a
 * hold first: one conditional UPDATE per ticket type instead of two. Throws SOLD_OUT like holdTickets.
 */
export async function sellTicketsAtOnce(
  tx: Transaction,
  eventId: string,
  lines: readonly CountedLine[],
): Promise<void> {
  await takePlaces(tx, eventId, lines, "soldCount");
}

/**
 * Takes places for `lines` as held or sold, each only when sold + held stays within the ticket type's quantity,
 * and then within the event's maximum. These rows are what every order of the event waits for: callers take them
 * as late in their transaction as they can, so the locks last only until the commit that follows.
 *
 * One statement, so the rows are held one round trip less: a chain of conditional UPDATEs, each of which runs only
 * when the one before it took its places (its condition reads the one before's result before it touches a row), so
 * the rows are still locked one at a time in the fixed order, ticket types by id and then the event.
 */
async function takePlaces(
  tx: Transaction,
  eventId: string,
  lines: readonly CountedLine[],
  counter: "heldCount" | "soldCount",
): Promise<void> {
  const sorted = perTicketType(lines);
  if (sorted.length === 0) return;
  const target = sql.identifier(ticketTypes[counter].name);
  const steps = sorted.map((line, index) => {
    const after = index === 0 ? sql`` : sql` and exists (select from ${sql.identifier(`taken_${index - 1}`)})`;
    return sql`${sql.identifier(`taken_${index}`)} as (
      update ticket_types set ${target} = ${target} + ${line.quantity}
      where id = ${line.ticketTypeId} and sold_count + held_count + ${line.quantity} <= quantity${after}
      returning id)`;
  });
  const total = totalQuantity(sorted);
  // tickets_taken is kept for every event; only an event with a max_capacity limits it.
  const eventStep = sql`event_taken as (
    update events set tickets_taken = tickets_taken + ${total}
    where id = ${eventId} and (max_capacity is null or tickets_taken + ${total} <= max_capacity)
      and exists (select from ${sql.identifier(`taken_${sorted.length - 1}`)})
    returning id)`;
  const outcomes = sorted.map((_, index) => sql`exists (select from ${sql.identifier(`taken_${index}`)})`);
  const [row] = rowsOf<{ taken: boolean[]; event: boolean }>(
    await tx.execute(
      sql`with ${sql.join([...steps, eventStep], sql`, `)}
          select array[${sql.join(outcomes, sql`, `)}] as taken, exists (select from event_taken) as event`,
    ),
  );
  const soldOut = sorted.find((_, index) => !row?.taken[index]);
  if (soldOut) throw await ticketTypeSoldOut(tx, soldOut.ticketTypeId);
  if (!row?.event) throw await eventFull(tx, eventId);
}

/**
 * The lines summed per ticket type, in the locking order. One statement may not update a row twice (PostgreSQL
 * applies only one of the two), so two lines of one ticket type become one step of the chain.
 */
function perTicketType(lines: readonly CountedLine[]): CountedLine[] {
  const quantities = new Map<string, number>();
  for (const line of lines) quantities.set(line.ticketTypeId, (quantities.get(line.ticketTypeId) ?? 0) + line.quantity);
  return sortByTicketType([...quantities].map(([ticketTypeId, quantity]) => ({ ticketTypeId, quantity })));
}

/** SOLD_OUT for a ticket type whose places did not fit, with what it has left. */
async function ticketTypeSoldOut(tx: Transaction, ticketTypeId: string): Promise<DomainError> {
  const [row] = await tx.select().from(ticketTypes).where(eq(ticketTypes.id, ticketTypeId));
  const available = row ? ticketTypePlacesLeft(row, null) : 0;
  return new DomainError("SOLD_OUT", soldOutMessage(row?.name ?? "dit tickettype", available), {
    ticketTypeId,
    available,
  });
}

/** SOLD_OUT for an event whose maximum the places did not fit in, with what it has left. */
async function eventFull(tx: Transaction, eventId: string): Promise<DomainError> {
  const [row] = await tx.select().from(events).where(eq(events.id, eventId));
  const available = row?.maxCapacity == null ? 0 : placesLeft(row.maxCapacity, row.ticketsTaken);
  return new DomainError("SOLD_OUT", eventFullMessage(available), { eventId, available });
}

/** Turns held tickets into sold ones when the order is confirmed; tickets_taken already counts them. */
export async function sellHeldTickets(tx: Transaction, lines: readonly CountedLine[]): Promise<void> {
  for (const line of sortByTicketType(lines)) {
    const [sold] = await tx
      .update(ticketTypes)
      .set({
        soldCount: sql`${ticketTypes.soldCount} + ${line.quantity}`,
        heldCount: sql`${ticketTypes.heldCount} - ${line.quantity}`,
      })
      .where(and(eq(ticketTypes.id, line.ticketTypeId), gte(ticketTypes.heldCount, line.quantity)))
      .returning({ id: ticketTypes.id });
    if (!sold) throw new Error(`Tickettype ${line.ticketTypeId}: minder vastgehouden tickets dan de bestelling`);
  }
}

/** Gives the held tickets of an order back. The caller guarantees this runs once per hold (a status claim). */
export async function releaseHeldTickets(
  tx: Transaction,
  eventId: string,
  lines: readonly CountedLine[],
): Promise<void> {
  await releasePlaces(tx, eventId, lines, "heldCount");
}

/**
 * Gives sold tickets back when staff cancel them: sold_count and the event's tickets_taken go down.
 * The caller guarantees this runs once per ticket (it claimed the tickets' cancellation).
 */
export async function releaseSoldTickets(
  tx: Transaction,
  eventId: string,
  lines: readonly CountedLine[],
): Promise<void> {
  await releasePlaces(tx, eventId, lines, "soldCount");
}

async function releasePlaces(
  tx: Transaction,
  eventId: string,
  lines: readonly CountedLine[],
  counter: "heldCount" | "soldCount",
): Promise<void> {
  const column = ticketTypes[counter];
  for (const line of sortByTicketType(lines)) {
    const [released] = await tx
      .update(ticketTypes)
      .set({ [counter]: sql`${column} - ${line.quantity}` })
      .where(and(eq(ticketTypes.id, line.ticketTypeId), gte(column, line.quantity)))
      .returning({ id: ticketTypes.id });
    if (!released) throw new Error(`Tickettype ${line.ticketTypeId}: minder ${counter} dan vrij te geven`);
  }
  await releaseEventPlaces(tx, eventId, totalQuantity(lines));
}

async function releaseEventPlaces(tx: Transaction, eventId: string, total: number): Promise<void> {
  const [event] = await tx
    .update(events)
    .set({ ticketsTaken: sql`${events.ticketsTaken} - ${total}` })
    .where(and(eq(events.id, eventId), gte(events.ticketsTaken, total)))
    .returning({ id: events.id });
  if (!event) throw new Error(`Evenement ${eventId}: minder bezette plaatsen dan vrij te geven`);
}

function totalQuantity(lines: readonly CountedLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}
