/**
 * What the back office reads of events: every event, hidden and canceled ones too, newest start first,
 * searchable by name and paged with keyset cursors (../pagination.ts). Needs `events.manage`.
 */
import { and, asc, eq, ilike, inArray, sql, type InferSelectModel, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "../../db/client.ts";
import { events, orderLines, ticketTypes } from "../../db/schema/index.ts";
import { isUuid } from "../../../common/ids.ts";
import type { ServiceDeps } from "../deps.ts";
import * as pages from "../pagination.ts";
import { requirePermission } from "../staff/permissions.ts";

export type StaffEventRow = InferSelectModel<typeof events>;
export type StaffTicketTypeRow = InferSelectModel<typeof ticketTypes>;

export type StaffEventSearch = { search?: string | null | undefined } & pages.PageArgs;

/** The sort key: start moment, then id (unique), both descending. */
const eventKey = z.tuple([pages.timestampKeyValue, pages.uuidKeyValue]);
const sortColumns = [events.startsAt, events.id];

/** Longer search text is cut: no event name is longer (EVENT_LIMITS.name). */
const MAX_SEARCH = 200;

/** `%`, `_` and `\` typed in the search box are matched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

export async function listStaffEvents(deps: ServiceDeps, args: StaffEventSearch): Promise<pages.Page<StaffEventRow>> {
  requirePermission(deps.actor, "events.manage");
  const request = pages.parsePageArgs(args, eventKey);
  const search = args.search?.normalize("NFC").trim().slice(0, MAX_SEARCH);
  const where = search ? ilike(events.name, likePattern(search)) : undefined;
  const after: SQL | undefined = request.after
    ? pages.rowsAfter(sortColumns, [pages.asTimestamp(request.after[0]), pages.asUuid(request.after[1])], "desc")
    : undefined;
  const query = deps.db
    .select({ row: events, key: pages.timestampKey(events.startsAt) })
    .from(events)
    .where(and(where, after))
    .orderBy(sql`${events.startsAt} desc`, sql`${events.id} desc`)
    .$dynamic();
  const rows = await pages.limitRows(query, pages.fetchLimit(request));
  return pages.toPage(rows, request, {
    sortKey: ({ row, key }) => [key, row.id],
    node: ({ row }) => row,
    countAll: () => pages.countRows(deps.db, events, where),
  });
}

/** Any event by id (hidden and canceled ones too); null when unknown or malformed. */
export async function findStaffEvent(deps: ServiceDeps, id: string): Promise<StaffEventRow | null> {
  requirePermission(deps.actor, "events.manage");
  if (!isUuid(id)) return null;
  const [row] = await deps.db.select().from(events).where(eq(events.id, id)).limit(1);
  return row ?? null;
}

/** A ticket type by id, with its event; null when unknown or malformed. */
export async function findStaffTicketType(deps: ServiceDeps, id: string): Promise<StaffTicketTypeRow | null> {
  requirePermission(deps.actor, "events.manage");
  if (!isUuid(id)) return null;
  const [row] = await deps.db.select().from(ticketTypes).where(eq(ticketTypes.id, id)).limit(1);
  return row ?? null;
}

/** The ticket types of one event in the order the public page shows them. */
export function ticketTypesOfEvent(db: DbOrTx, eventId: string): Promise<StaffTicketTypeRow[]> {
  return db
    .select()
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, eventId))
    .orderBy(asc(ticketTypes.sortOrder), asc(ticketTypes.priceCents), asc(ticketTypes.id));
}

/** Which of these ticket types appear on an order line (of any order): those are never deleted. */
export async function orderedTicketTypeIds(db: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: orderLines.ticketTypeId })
    .from(orderLines)
    .where(inArray(orderLines.ticketTypeId, [...ids]));
  return new Set(rows.map((row) => row.id));
}
