/**
 * Keyset pagination for the lists staff page through: a cursor is the sort key of the last item a
 * client has, base64url-encoded, and the next page is "the rows after that key" in the same order. Unlike an
 * offset it never shifts when rows are added or removed before it. Each list query owns its order and its key;
 * this module owns the cursor format, the `first`/`after` arguments and the page built from the rows.
 */
import { count, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { PgColumn, PgSelect, PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../db/client.ts";
import { z } from "zod";
import { isUuid } from "../../common/ids.ts";
import { DomainError } from "./errors.ts";

/** The most items one page holds; a larger `first` is lowered to it. */
export const MAX_PAGE_SIZE = 100;

/** What a client asks for (GraphQL `first` and `after`). Without `first`: everything after the cursor. */
export type PageArgs = { first?: number | null | undefined; after?: string | null | undefined };

/** The values of a row's sort columns, in the order of the sort. */
export type SortKey = readonly (string | boolean)[];

/** Checked page arguments: `size` null means everything; `after` is the sort key the cursor carried. */
export type PageRequest<Key extends SortKey> = { size: number | null; after: Key | null };

type PageInfo = { hasNextPage: boolean; endCursor: string | null };

export type Page<T> = { nodes: T[]; totalCount: number; pageInfo: PageInfo };

export const INVALID_CURSOR = "Ongeldige cursor: vraag de lijst opnieuw op zonder 'after'.";
export const INVALID_PAGE_SIZE = "'first' moet 0 of meer zijn.";

export function encodeCursor(key: SortKey): string {
  return Buffer.from(JSON.stringify(key)).toString("base64url");
}

/** Checks `first` and decodes `after` with the list's key schema; a cursor it did not make is BAD_USER_INPUT. */
export function parsePageArgs<Key extends SortKey>(args: PageArgs, keySchema: z.ZodType<Key>): PageRequest<Key> {
  const { first, after } = args;
  if (first != null && (!Number.isInteger(first) || first < 0)) {
    throw new DomainError("BAD_USER_INPUT", INVALID_PAGE_SIZE, { field: "first" });
  }
  return {
    size: first == null ? null : Math.min(first, MAX_PAGE_SIZE),
    after: after == null ? null : decodeCursor(after, keySchema),
  };
}

/** Our cursors are a sort key of a few short values; a longer one is not ours and is not decoded. */
const MAX_CURSOR_LENGTH = 500;

function decodeCursor<Key extends SortKey>(cursor: string, keySchema: z.ZodType<Key>): Key {
  let decoded: unknown;
  try {
    decoded =
      cursor.length <= MAX_CURSOR_LENGTH ? JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) : undefined;
  } catch {
    decoded = undefined;
  }
  const parsed = keySchema.safeParse(decoded);
  if (!parsed.success) throw new DomainError("BAD_USER_INPUT", INVALID_CURSOR, { field: "after" });
  return parsed.data;
}

/** How many rows to fetch: one more than the page, so the extra row tells whether a next page exists. */
export function fetchLimit(request: PageRequest<SortKey>): number | null {
  return request.size === null ? null : request.size + 1;
}

/** Applies a fetch limit to a dynamic select (`.$dynamic()`); null leaves it unlimited. */
export function limitRows<Query extends PgSelect>(query: Query, limit: number | null): Query {
  return limit === null ? query : query.limit(limit);
}

/**
 * The page of fetched rows (at most `fetchLimit` of them, in order). `countAll` counts every row of the list's
 * filter in the database; it is skipped when the rows are the whole list already (no `first`, no `after`).
 */
export async function toPage<Row, Node>(
  rows: Row[],
  request: PageRequest<SortKey>,
  list: { sortKey: (row: Row) => SortKey; node: (row: Row) => Node; countAll: () => Promise<number> },
): Promise<Page<Node>> {
  const hasNextPage = request.size !== null && rows.length > request.size;
  const pageRows = hasNextPage ? rows.slice(0, request.size ?? undefined) : rows;
  const last = pageRows.at(-1);
  const whole = request.size === null && request.after === null;
  return {
    nodes: pageRows.map(list.node),
    totalCount: whole ? rows.length : await list.countAll(),
    pageInfo: { hasNextPage, endCursor: last === undefined ? null : encodeCursor(list.sortKey(last)) },
  };
}

/** The page of a list that cannot hold anything, e.g. for a malformed id. */
export function emptyPage<T>(): Page<T> {
  return { nodes: [], totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null } };
}

/** How many rows of `table` match `where`: a list's totalCount, counted by the database. */
export async function countRows(db: DbOrTx, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(table).where(where);
  return row?.total ?? 0;
}

/**
 * The order in which rows came in, by `created_at` and then `id` (unique, so the key of every row is unique):
 * newest first for "desc", oldest first for "asc". Select `createdAtKey` beside the row to make its cursor.
 */
export function creationOrder(createdAt: PgColumn, id: PgColumn, direction: "asc" | "desc") {
  const columns = [createdAt, id];
  return {
    key: z.tuple([timestampKeyValue, uuidKeyValue]),
    createdAtKey: timestampKey(createdAt),
    orderBy: columns.map((column) => (direction === "asc" ? sql`${column} asc` : sql`${column} desc`)),
    after: ([createdAtValue, idValue]: readonly [string, string]) =>
      rowsAfter(columns, [asTimestamp(createdAtValue), asUuid(idValue)], direction),
  };
}

/**
 * The rows after a key in an order over `columns` that runs one way (all ascending or all descending): one row
 * comparison, so the database reads one range of a matching index.
 */
export function rowsAfter(columns: SQLWrapper[], key: SQL[], direction: "asc" | "desc"): SQL {
  const comparison = sql.raw(direction === "asc" ? ">" : "<");
  return sql`(${sql.join(columns, sql`, `)}) ${comparison} (${sql.join(key, sql`, `)})`;
}

/**
 * A timestamp column as a sort key value: ISO 8601 in UTC with the database's microseconds, which a JS Date
 * (milliseconds) would lose, so a row is never skipped or repeated between pages.
 */
export const timestampKey = (column: SQLWrapper) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A key value made by timestampKey: a real moment (Feb 30 and 24:00 do not survive the round trip). */
export const timestampKeyValue = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/)
  .refine((value) => {
    const moment = new Date(value);
    return !Number.isNaN(moment.getTime()) && moment.toISOString() === `${value.slice(0, 23)}Z`;
  });

export const uuidKeyValue = z.string().refine(isUuid);

/** A text key value (a title, a name): what a column holds, so never NUL, which PostgreSQL refuses in text. */
export const textKeyValue = z
  .string()
  .max(MAX_CURSOR_LENGTH)
  .refine((value) => !value.includes("\u0000"));

/** Key values back in the database's types, for rowsAfter. */
export const asTimestamp = (value: string): SQL => sql`${value}::timestamptz`;
export const asUuid = (value: string): SQL => sql`${value}::uuid`;
export const asText = (value: string): SQL => sql`${value}::text`;
export const asBoolean = (value: boolean): SQL => sql`${value}::boolean`;
