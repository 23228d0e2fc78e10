import { sql } from "drizzle-orm";
import type { Database } from "../../server/db/client.ts";

/**
 * The number of rows in every table of the database, found in the catalogue rather than listed, so a table added
 * later is counted without anyone remembering to. The migrations' own bookkeeping is not application data.
 */
export type TableCounts = Record<string, number>;

/**
 * Tables whose rows a refused request may legitimately write: the abuse limiter's counters, because every attempt
 * spends a point of its client's budget, refused ones included (that is what the limit counts); and the background
 * jobs' heartbeats, which a running worker writes whatever the requests do.
 */
export const TABLES_NOT_COUNTED: readonly string[] = ["rate_limit_counters", "worker_heartbeats"];

/**
 * Writes that change no row count but must count as written all the same: a session ended (signing out), a
 * sign-in link used and a waitlist entry left or ended are UPDATEs. Counted beside the tables, under these names.
 */
const STATE_COUNTS = {
  "staff_sessions (beëindigd)": sql`select count(*)::int from staff_sessions where ended_at is not null`,
  "staff_sign_in_links (gebruikt)": sql`select count(*)::int from staff_sign_in_links where used_at is not null`,
  // Leaving a workshop's waitlist (issue 17) ends an entry: an UPDATE of its status.
  "workshop_waitlist_entries (wachtend)": sql`select count(*)::int from workshop_waitlist_entries where status = 'WAITING'`,
  // Leaving a course waitlist (issue 17) is an UPDATE of the entry.
  "course_waitlist_entries (verlaten)": sql`select count(*)::int from course_waitlist_entries where status = 'LEFT'`,
};

type Row = Record<string, unknown>;

async function rows(db: Database, query: ReturnType<typeof sql>): Promise<Row[]> {
  // node-postgres and PGlite both answer { rows }.
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

export async function tableNames(db: Database): Promise<string[]> {
  const found = await rows(
    db,
    sql`select table_schema || '.' || table_name as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema', 'drizzle')
        order by 1`,
  );
  return found.map((row) => String(row.name)).filter((name) => !TABLES_NOT_COUNTED.includes(name.split(".")[1]!));
}

/** One statement for all tables, so the counts are one snapshot. */
export async function countRows(db: Database, tables: readonly string[]): Promise<TableCounts> {
  if (tables.length === 0) throw new Error("geen tabellen gevonden om te tellen");
  const parts = tables.map((table) => {
    const [schema, name] = table.split(".") as [string, string];
    return sql`select ${table} as name, count(*)::int as count from ${sql.identifier(schema)}.${sql.identifier(name)}`;
  });
  for (const [name, count] of Object.entries(STATE_COUNTS))
    parts.push(sql`select ${name} as name, (${count}) as count`);
  const found = await rows(db, sql.join(parts, sql` union all `));
  return Object.fromEntries(found.map((row) => [String(row.name), Number(row.count)]));
}

/** Per table that changed: 'orders +1', 'workshop_registrations -1'. Empty when nothing changed. */
export function changedTables(before: TableCounts, after: TableCounts): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names]
    .filter((name) => (before[name] ?? 0) !== (after[name] ?? 0))
    .map((name) => {
      const difference = (after[name] ?? 0) - (before[name] ?? 0);
      return `${name.replace(/^public\./, "")} ${difference > 0 ? "+" : ""}${difference}`;
    });
}
