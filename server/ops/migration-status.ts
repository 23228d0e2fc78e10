/**
 * Whether the database's schema is the one this build expects: the migrations drizzle recorded as applied
 * (its `drizzle.__drizzle_migrations` table, one row per migration with the journal's `when` as created_at)
 * compared with the journal this build ships (server/db/migrations/meta/_journal.json).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { rowsOf, type Database } from "../db/client.ts";

const JOURNAL = path.join(import.meta.dirname, "../db/migrations/meta/_journal.json");

type JournalEntry = { tag: string; when: number };

let journal: JournalEntry[] | undefined;

/** The build's migrations, read once: the file does not change while the process runs. */
export function buildMigrations(): JournalEntry[] {
  journal ??= (JSON.parse(readFileSync(JOURNAL, "utf8")) as { entries: JournalEntry[] }).entries;
  return journal;
}

export type MigrationStatus = {
  /** Migrations of this build the database lacks: this code would query columns that are not there. */
  missing: string[];
  /** Migrations applied to the database that this build does not know: newer code migrated it. */
  unknown: number;
};

export async function migrationStatus(db: Database): Promise<MigrationStatus> {
  const applied = new Set((await appliedMigrations(db)).map(String));
  const expected = buildMigrations();
  const known = new Set(expected.map((entry) => String(entry.when)));
  return {
    missing: expected.filter((entry) => !applied.has(String(entry.when))).map((entry) => entry.tag),
    unknown: [...applied].filter((when) => !known.has(when)).length,
  };
}

/** The created_at of every applied migration; none when drizzle's table does not exist yet. */
async function appliedMigrations(db: Database): Promise<string[]> {
  const table = await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`);
  if (!rowsOf<{ name: string | null }>(table)[0]?.name) return [];
  const rows = await db.execute(sql`select created_at from drizzle.__drizzle_migrations`);
  return rowsOf<{ created_at: string | number }>(rows).map((row) => String(row.created_at));
}
