/**
 * Moving a site from PGlite to PostgreSQL, step 2: into an empty PostgreSQL database migrated by the same
 * version of the application, insert every exported row with its own id (identity columns too), in dependency
 * order, and set the sequences where they were; all in one transaction, so a failure leaves the database empty.
 */
import { readFile } from "node:fs/promises";
import pg from "pg";
import { openDatabase } from "../../server/db/client.ts";
import { countRows } from "./facts.ts";
import { migrationsOf, type SiteExport } from "./db-export.ts";
import { queryOf } from "./postgres.ts";
import { foreignKeys, selfReferencesFirst } from "./table-order.ts";

const BATCH = 500;

/**
 * Tables whose rows a migration writes (a fresh site's accreditation registers): a freshly migrated database holds
 * them, so they do not make it "not empty"; the export's rows, the site's own (perhaps edited), replace them.
 */
const ROWS_FROM_MIGRATIONS = ["registers"];

export async function importIntoPostgres(file: string, databaseUrl: string): Promise<Record<string, number>> {
  const siteExport = JSON.parse(await readFile(file, "utf8")) as SiteExport;
  const database = openDatabase({ databaseUrl });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await checkTarget(client, siteExport);
    await client.query("begin");
    await insertTables(client, siteExport);
    await client.query("commit");
    return await countRows(queryOf(client));
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/** Only an empty database, with exactly the export's migrations: the tables must have the same columns. */
async function checkTarget(client: pg.Client, siteExport: SiteExport): Promise<void> {
  const counts = await countRows(queryOf(client));
  const filled = Object.entries(counts).filter(([table, n]) => n > 0 && !ROWS_FROM_MIGRATIONS.includes(table));
  if (filled.length > 0) {
    throw new Error(`De PostgreSQL-database is niet leeg (${filled.map(([table]) => table).join(", ")}).`);
  }
  const target = (await migrationsOf(queryOf(client))).map((migration) => migration.hash);
  const exported = siteExport.migrations.map((migration) => migration.hash);
  if (target.join() !== exported.join()) {
    throw new Error(
      `De export heeft ${exported.length} migraties, deze versie ${target.length}: ` +
        "exporteer en importeer met dezelfde versie van de applicatie (npm run db:migrate op de PGlite-map eerst).",
    );
  }
}

async function insertTables(client: pg.Client, siteExport: SiteExport): Promise<void> {
  // Nothing refers to them yet: every other table is empty (checkTarget).
  for (const table of ROWS_FROM_MIGRATIONS) await client.query(`delete from "${table}"`);
  const keys = await foreignKeys(queryOf(client));
  for (const table of siteExport.tables) {
    const selfKeys = keys.filter((key) => key.table === table.name && key.references === table.name);
    const rows = selfReferencesFirst(table.rows, selfKeys);
    for (let start = 0; start < rows.length; start += BATCH) {
      await client.query(
        `insert into "${table.name}" overriding system value
         select * from json_populate_recordset(null::"${table.name}", $1::json)`,
        [JSON.stringify(rows.slice(start, start + BATCH))],
      );
    }
  }
  for (const sequence of siteExport.sequences) {
    if (sequence.lastValue === null) continue; // never used: the fresh sequence is already where it was
    await client.query(`select setval($1::regclass, $2::bigint, true)`, [
      `public."${sequence.name}"`,
      sequence.lastValue,
    ]);
  }
}
