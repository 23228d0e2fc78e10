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
const TABLES_NOT_COUNTED: readonly string[] = ["rate_limit_counters", "worker_heartbeats"];

/**
 * Writes that change no row count but must count as written all the same: a session ended (signing out), a
 * sign-in link used and a waitlist entry left or ended are UPDATEs. Counted beside the tables, under these names.
 */
const STATE_COUNTS = {
  "staff_sessions (beëindigd)": sql`select count(*)::int from staff_sessions where ended_at is not null`,
  "staff_sign_in_links (gebruikt)": sql`select count(*)::int from staff_sign_in_links where used_at is not null`,
  // Leaving a workshop's waitlist ends an entry: an UPDATE of its status.
  "workshop_waitlist_entries (wachtend)": sql`select count(*)::int from workshop_waitlist_entries where status = 'WAITING'`,
  // Leaving a course waitlist is an UPDATE of the entry.
  "course_waitlist_entries (verlaten)": sql`select count(*)::int from course_waitlist_entries where status = 'LEFT'`,
};

/** The schema of the corpus's own bookkeeping, which is not counted itself. */
const OWN_SCHEMA = "corpus_counts";

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
        where table_type = 'BASE TABLE'
          and table_schema not in ('pg_catalog', 'information_schema', 'drizzle', ${OWN_SCHEMA})
        order by 1`,
  );
  return found.map((row) => String(row.name)).filter((name) => !TABLES_NOT_COUNTED.includes(name.split(".")[1]!));
}

const tableRef = (table: string) => {
  const [schema, name] = table.split(".") as [string, string];
  return sql`${sql.identifier(schema)}.${sql.identifier(name)}`;
};

/**
 * Counting every table twice per case cost a third of the corpus's time, so the database keeps the counts itself:
 * a trigger on every counted table adds one per inserted row and takes one per deleted row (a TRUNCATE sets none),
 * in the writing transaction, so a rolled-back write counts nothing, as with count(*). Each table's trigger is made
 * and its count taken in one transaction, which holds off writes to it in between. `countsAgree` checks the result
 * against count(*) once more at the end.
 */
export async function installRowCounters(db: Database, tables: readonly string[]): Promise<void> {
  const own = sql.identifier(OWN_SCHEMA);
  await db.transaction(async (tx) => {
    await tx.execute(sql`create schema ${own}`);
    await tx.execute(sql`create table ${own}.row_counts (name text primary key, count bigint not null)`);
    await tx.execute(
      sql.raw(`create function ${OWN_SCHEMA}.count_rows() returns trigger language plpgsql as $$
        begin
          update ${OWN_SCHEMA}.row_counts
            set count = case tg_op when 'INSERT' then count + 1 when 'DELETE' then count - 1 else 0 end
            where name = tg_table_schema || '.' || tg_table_name;
          return null;
        end $$`),
    );
    for (const table of tables) {
      await tx.execute(
        sql`create trigger corpus_count_rows after insert or delete on ${tableRef(table)}
            for each row execute function ${own}.count_rows()`,
      );
      await tx.execute(
        sql`create trigger corpus_count_truncate after truncate on ${tableRef(table)}
            for each statement execute function ${own}.count_rows()`,
      );
      await tx.execute(sql`insert into ${own}.row_counts select ${table}, count(*) from ${tableRef(table)}`);
    }
  });
}

function stateCounts(): ReturnType<typeof sql>[] {
  return Object.entries(STATE_COUNTS).map(([name, count]) => sql`select ${name} as name, (${count}) as count`);
}

/** Every counted table's rows (kept by installRowCounters), and the state counts: one statement, one snapshot. */
export async function countRows(db: Database): Promise<TableCounts> {
  const counters = sql`select name, count::int as count from ${sql.identifier(OWN_SCHEMA)}.row_counts`;
  const found = await rows(db, sql.join([counters, ...stateCounts()], sql` union all `));
  if (found.length <= stateCounts().length) throw new Error("geen tabellen gevonden om te tellen");
  return Object.fromEntries(found.map((row) => [String(row.name), Number(row.count)]));
}

/** The tables whose kept count differs from count(*): none, or the counting of the corpus cannot be trusted. */
export async function countsAgree(db: Database, tables: readonly string[]): Promise<string[]> {
  const kept = await countRows(db);
  const parts = tables.map((table) => sql`select ${table} as name, count(*)::int as count from ${tableRef(table)}`);
  const actual = await rows(db, sql.join(parts, sql` union all `));
  return actual
    .filter((row) => kept[String(row.name)] !== Number(row.count))
    .map((row) => `${String(row.name)}: ${kept[String(row.name)]} bijgehouden, ${Number(row.count)} geteld`);
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
