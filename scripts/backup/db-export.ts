/**
 * Moving a site from PGlite to PostgreSQL, step 1: every row of every table of the PGlite directory, the
 * sequences' positions and the applied migrations, into one JSON file. Rows travel as PostgreSQL's own JSON
 * (row_to_json), which json_populate_recordset reads back into the same types on the other side: timestamps
 * with their offset, jsonb, arrays, numeric, all exact.
 */
import { writeFile } from "node:fs/promises";
import type { Query } from "./facts.ts";
import { openPgliteAlone, queryOfPglite } from "./pglite.ts";
import { dependencyOrder, foreignKeys } from "./table-order.ts";

type ExportedTable = { name: string; rows: Record<string, unknown>[] };

export type SiteExport = {
  format: 1;
  exportedAt: string;
  migrations: { hash: string; createdAt: string }[];
  /** In dependency order: a table after the tables it refers to. */
  tables: ExportedTable[];
  /** The identity columns' sequences: the next value on the new server continues where PGlite was. */
  sequences: { name: string; lastValue: string | null }[];
};

export async function exportPglite(pgliteDir: string, file: string, now: Date): Promise<SiteExport> {
  const client = await openPgliteAlone(pgliteDir);
  try {
    const siteExport = await exportDatabase(queryOfPglite(client), now);
    await writeFile(file, JSON.stringify(siteExport), { mode: 0o600 }); // personal data
    return siteExport;
  } finally {
    await client.close();
  }
}

async function exportDatabase(query: Query, now: Date): Promise<SiteExport> {
  const names = await query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const order = dependencyOrder(
    names.map((row) => row.name),
    await foreignKeys(query),
  );
  const tables: ExportedTable[] = [];
  for (const name of order) {
    const rows = await query<{ row: string }>(`select row_to_json(t)::text as row from "${name}" t`);
    tables.push({ name, rows: rows.map((row) => JSON.parse(row.row) as Record<string, unknown>) });
  }
  return {
    format: 1,
    exportedAt: now.toISOString(),
    migrations: await migrationsOf(query),
    tables,
    sequences: await query<{ name: string; lastValue: string | null }>(
      `select sequencename as name, last_value::text as "lastValue" from pg_sequences where schemaname = 'public'`,
    ),
  };
}

export async function migrationsOf(query: Query): Promise<SiteExport["migrations"]> {
  return query<{ hash: string; createdAt: string }>(
    `select hash, created_at::text as "createdAt" from drizzle.__drizzle_migrations order by created_at, id`,
  );
}
