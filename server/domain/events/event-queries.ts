import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNull,
  lte,
  type InferSelectModel,
  type SQL,
} from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "../../db/client.ts";
import { events, ticketTypes } from "../../db/schema/index.ts";
import { placesLeft } from "../capacity.ts";
import { isUuid } from "../../../common/ids.ts";
import * as pages from "../pagination.ts";

type EventRow = InferSelectModel<typeof events>;
export type TicketTypeRow = InferSelectModel<typeof ticketTypes>;

/** An event without its ticket types: those are read apart (listTicketTypesOfEvents), only when asked for. */
export type EventView = EventRow & {
  /** Places left for the whole event; null when only ticket types limit it. */
  currentCapacity: number | null;
};

export type EventType = EventRow["type"];

const isPublic = eq(events.visibilityStatus, "PUBLIC");

/** The sort key of the event list: past or not, then start, name and id (the id makes every key unique). */
const eventKey = z.tuple([z.boolean(), pages.timestampKeyValue, pages.textKeyValue, pages.uuidKeyValue]);
type EventKey = z.infer<typeof eventKey>;
type EventListRow = EventRow & { startsAtKey: string; past: boolean };

/**
 * Public events, upcoming ones first (soonest first), then past ones (most recent first); an event counts as
 * upcoming until it has ended (hasEnded of event-phase.ts, here as SQL: at its end moment). Pages through them
 * with `first`/`after`; without `first` it gives them all.
 */
export async function listPublicEvents(
  db: DbOrTx,
  options: { type?: EventType | undefined; now: Date; page?: pages.PageArgs },
): Promise<pages.Page<EventView>> {
  const { now } = options;
  const request = pages.parsePageArgs(options.page ?? {}, eventKey);
  const filter = and(isPublic, options.type ? eq(events.type, options.type) : undefined);
  const limit = pages.fetchLimit(request);
  const after = request.after;
  const afterIsPast = after?.[0] === true;
  // Two ranges, each in its own direction, so each reads one stretch of the start-time index.
  const upcoming = afterIsPast
    ? []
    : await eventRows(
        db,
        and(filter, gt(events.endsAt, now), after ? keyAfter(after, "asc") : undefined),
        "asc",
        limit,
      );
  const rest = limit === null ? null : limit - upcoming.length;
  const pastAfter = after && afterIsPast ? keyAfter(after, "desc") : undefined;
  const past = rest === 0 ? [] : await eventRows(db, and(filter, lte(events.endsAt, now), pastAfter), "desc", rest);
  return pages.toPage([...upcoming, ...past], request, {
    sortKey: (row): EventKey => [row.past, row.startsAtKey, row.name, row.id],
    node: ({ startsAtKey: _key, past: _past, ...row }) => toEventView(row),
    countAll: () => pages.countRows(db, events, filter),
  });
}

const sortColumns = [events.startsAt, events.name, events.id];

function keyAfter([, startsAt, name, id]: EventKey, direction: "asc" | "desc"): SQL {
  return pages.rowsAfter(sortColumns, [pages.asTimestamp(startsAt), pages.asText(name), pages.asUuid(id)], direction);
}

async function eventRows(
  db: DbOrTx,
  where: SQL | undefined,
  direction: "asc" | "desc",
  limit: number | null,
): Promise<EventListRow[]> {
  const order = direction === "asc" ? asc : desc;
  const query = db
    .select({ ...getTableColumns(events), startsAtKey: pages.timestampKey(events.startsAt) })
    .from(events)
    .where(where)
    .orderBy(...sortColumns.map((column) => order(column)))
    .$dynamic();
  const rows = await pages.limitRows(query, limit);
  return rows.map((row) => ({ ...row, past: direction === "desc" }));
}

/** A public event by id, or null when the id is unknown, malformed or the event is hidden. */
export async function findPublicEvent(db: DbOrTx, id: string): Promise<EventView | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, id), isPublic))
    .limit(1);
  return row ? toEventView(row) : null;
}

/**
 * The featured event that has not ended (hasEnded of event-phase.ts, as SQL) and is not canceled; the soonest one if
 * several are featured.
 */
export async function findCurrentFeaturedEvent(db: DbOrTx, now: Date): Promise<EventView | null> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(isPublic, eq(events.featured, true), isNull(events.canceledAt), gt(events.endsAt, now)))
    .orderBy(asc(events.startsAt))
    .limit(1);
  return row ? toEventView(row) : null;
}

/** The ticket types of these events, each event's in display order (sort order, then price). */
export async function listTicketTypesOfEvents(db: DbOrTx, eventIds: readonly string[]): Promise<TicketTypeRow[]> {
  if (eventIds.length === 0) return [];
  return db
    .select()
    .from(ticketTypes)
    .where(inArray(ticketTypes.eventId, [...eventIds]))
    .orderBy(asc(ticketTypes.sortOrder), asc(ticketTypes.priceCents));
}

function toEventView(row: EventRow): EventView {
  return {
    ...row,
    currentCapacity: row.maxCapacity === null ? null : placesLeft(row.maxCapacity, row.ticketsTaken),
  };
}
