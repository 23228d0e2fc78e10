import { and, asc, eq, gte, isNull, type InferSelectModel, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { events, ticketTypes } from "../../db/schema/index.ts";
import { placesLeft } from "../capacity.ts";
import { isUuid } from "../../../common/ids.ts";

type EventRow = InferSelectModel<typeof events>;
export type TicketTypeRow = InferSelectModel<typeof ticketTypes>;

export type EventView = EventRow & {
  /** Places left for the whole event; null when only ticket types limit it. */
  currentCapacity: number | null;
  ticketTypes: TicketTypeRow[];
};

export type EventType = EventRow["type"];

const withTicketTypes = {
  ticketTypes: { orderBy: [asc(ticketTypes.sortOrder), asc(ticketTypes.priceCents)] },
};

const isPublic = eq(events.visibilityStatus, "PUBLIC");

/** Public events, upcoming ones first (soonest first), then past ones (most recent first). */
export async function listPublicEvents(
  db: DbOrTx,
  options: { type?: EventType | undefined; now: Date },
): Promise<EventView[]> {
  const conditions: SQL[] = [isPublic];
  if (options.type) conditions.push(eq(events.type, options.type));
  const rows = await db.query.events.findMany({
    where: and(...conditions),
    with: withTicketTypes,
    orderBy: [asc(events.startsAt), asc(events.name)],
  });
  const nowMs = options.now.getTime();
  const upcoming = rows.filter((row) => row.endsAt.getTime() >= nowMs);
  const past = rows.filter((row) => row.endsAt.getTime() < nowMs).reverse();
  return [...upcoming, ...past].map(toEventView);
}

/** A public event by id, or null when the id is unknown, malformed or the event is hidden. */
export async function findPublicEvent(db: DbOrTx, id: string): Promise<EventView | null> {
  if (!isUuid(id)) return null;
  const row = await db.query.events.findFirst({
    where: and(eq(events.id, id), isPublic),
    with: withTicketTypes,
  });
  return row ? toEventView(row) : null;
}

/** The featured event that has not ended and is not canceled; the soonest one if several are featured. */
export async function findCurrentFeaturedEvent(db: DbOrTx, now: Date): Promise<EventView | null> {
  const row = await db.query.events.findFirst({
    where: and(isPublic, eq(events.featured, true), isNull(events.canceledAt), gte(events.endsAt, now)),
    with: withTicketTypes,
    orderBy: [asc(events.startsAt)],
  });
  return row ? toEventView(row) : null;
}

function toEventView(row: EventRow & { ticketTypes: TicketTypeRow[] }): EventView {
  return {
    ...row,
    currentCapacity: row.maxCapacity === null ? null : placesLeft(row.maxCapacity, row.ticketsTaken),
  };
}
