/**
 * Test-only (TEST_STATE_CONTROL, decision 0027): keeps the rows of every table as they are now and puts them back
 * later, so one running server can give each browser-test file the same starting world without a restart (a
 * production server needs seconds to start; putting the seeded rows back takes a fraction of one).
 *
 * The saved rows stay in this process's memory, as JSON per table, so nothing is added to the database itself. A
 * restore runs in one transaction: it empties every table of the `public` schema, inserts the saved rows with the
 * triggers and foreign-key checks of a replica (the rows were consistent when saved; counters kept by triggers
 * come back as saved), sets each sequence back, and tells the page caches that public content changed.
 */
import { sql } from "drizzle-orm";
import { rowsOf, type Database } from "./client.ts";

type SavedTable = { name: string; columns: string[]; rows: string; count: number };
type SavedSequence = { name: string; lastValue: string | null };
export type SavedState = { tables: SavedTable[]; sequences: SavedSequence[] };

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every row of every table of the `public` schema, and where each sequence stands. */
export async function saveState(db: Database): Promise<SavedState> {
  const tables: SavedTable[] = [];
  for (const name of await publicTables(db)) {
    const columns = await insertableColumns(db, name);
    const [row] = await rows<{ rows: string; count: number }>(
      db,
      `SELECT coalesce(json_agg(t), '[]')::text AS rows, count(*)::int AS count FROM public.${quote(name)} t`,
    );
    tables.push({ name, columns, rows: row?.rows ?? "[]", count: row?.count ?? 0 });
  }
  const sequences = (
    await rows<{ name: string; last_value: string | null }>(
      db,
      "SELECT sequencename AS name, last_value::text FROM pg_sequences WHERE schemaname = 'public'",
    )
  ).map((sequence) => ({ name: sequence.name, lastValue: sequence.last_value }));
  return { tables, sequences };
}

/** Puts back the rows and sequences of `state` in one transaction, and notifies `contentChannel`. */
export async function restoreState(db: Database, state: SavedState, contentChannel: string): Promise<void> {
  const names = state.tables.map((table) => `public.${quote(table.name)}`);
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw("SET LOCAL session_replication_role = replica"));
    if (names.length > 0) await tx.execute(sql.raw(`TRUNCATE ${names.join(", ")}`));
    for (const table of state.tables) {
      if (table.count === 0 || table.columns.length === 0) continue;
      const columns = table.columns.map(quote).join(", ");
      await tx.execute(
        sql`${sql.raw(`INSERT INTO public.${quote(table.name)} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns}`)}
          FROM json_populate_recordset(${sql.raw(`null::public.${quote(table.name)}`)}, ${table.rows}::json)`,
      );
    }
    for (const sequence of state.sequences) {
      // A sequence never used has no last value: setval's third argument false makes nextval give its start.
      const [value, called] = sequence.lastValue === null ? ["1", false] : [sequence.lastValue, true];
      await tx.execute(sql`SELECT setval(${`public.${quote(sequence.name)}`}, ${value}::bigint, ${called})`);
    }
    await tx.execute(sql`SELECT pg_notify(${contentChannel}, '')`);
  });
}

async function publicTables(db: Database): Promise<string[]> {
  const found = await rows<{ name: string }>(
    db,
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  return found.map((table) => table.name);
}

/** The columns a row can be inserted with: not the generated ones, which the database computes itself. */
async function insertableColumns(db: Database, table: string): Promise<string[]> {
  const found = await db.execute(
    sql`SELECT column_name AS name FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name = ${table} AND is_generated = 'NEVER'
        ORDER BY ordinal_position`,
  );
  return rowsOf<{ name: string }>(found).map((column) => column.name);
}

async function rows<T>(db: Database, query: string): Promise<T[]> {
  return rowsOf<T>(await db.execute(sql.raw(query)));
}
