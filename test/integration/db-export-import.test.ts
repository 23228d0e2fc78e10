/**
 * Moving a site from PGlite to PostgreSQL: npm run db:export writes every row of a seeded PGlite site,
 * npm run db:import loads it into a fresh PostgreSQL database, and every table holds the same rows (ids, times,
 * jsonb, arrays), the identity sequences and the invoice counter continue where they were.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { openPgliteClient } from "../../server/db/pglite.ts";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../server/db/client.ts";
import { importIntoPostgres } from "../../scripts/backup/db-import.ts";
import { createFreshPostgres, postgresSuiteCanRun, postgresUrl } from "../support/databases.ts";
import { seedSiteWithInvoices } from "../support/factories/backups.ts";

const run = promisify(execFile);
type Rows = Record<string, string[]>;

/** Every table's rows as JSON in UTC, sorted, and the sequences' positions: what must be equal on both sides. */
const SNAPSHOT_TABLES = `select table_name as name from information_schema.tables
  where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`;
const SEQUENCES = `select sequencename as name, last_value::text as value from pg_sequences
  where schemaname = 'public' order by 1`;

async function snapshot(query: (text: string) => Promise<Record<string, unknown>[]>) {
  await query("set time zone 'UTC'");
  const tables: Rows = {};
  for (const { name } of (await query(SNAPSHOT_TABLES)) as { name: string }[]) {
    const rows = (await query(`select row_to_json(t)::text as row from "${name}" t`)) as { row: string }[];
    tables[name] = rows.map((row) => row.row).sort();
  }
  return { tables, sequences: await query(SEQUENCES) };
}

describe.runIf(postgresSuiteCanRun("db-export-import"))("moving a PGlite site to PostgreSQL", () => {
  let root: string;
  let dataDir: string;
  let target: { url: string; handle: DatabaseHandle };

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "ff-export-"));
    dataDir = path.join(root, "data");
    const site = openDatabase({ pgliteDir: path.join(dataDir, "pglite") });
    await site.migrate();
    await seedSiteWithInvoices(site.db, 3);
    await site.close();
    await addWaitlistEntriesAndCredit(path.join(dataDir, "pglite"));
    // A fresh database that db:import migrates itself: dropped from under the handle's migrations.
    target = await createFreshPostgres(postgresUrl!);
    await target.handle.db.execute("drop schema drizzle cascade; drop schema public cascade; create schema public");
  });

  afterAll(async () => {
    await target?.handle.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it("copies every row of every table, the sequences and the invoice counter", async () => {
    const file = path.join(root, "export.json");
    const env = { ...process.env, NODE_ENV: "test", DATA_DIR: dataDir, DATABASE_URL: "" };
    const exported = await run("npm", ["run", "--silent", "db:export", "--", "--file", file], { env });
    expect(exported.stdout).toMatch(/Geëxporteerd: \d+ tabellen/);
    const imported = await run("npm", ["run", "--silent", "db:import", "--", "--file", file], {
      env: { ...env, DATABASE_URL: target.url },
    });
    expect(imported.stdout).toMatch(/Geïmporteerd in PostgreSQL/);

    const source = openPgliteClient(path.join(dataDir, "pglite"));
    const before = await snapshot(async (text) => (await source.query<Record<string, unknown>>(text)).rows);
    await source.close();
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      const after = await snapshot(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
      expect(Object.keys(after.tables)).toEqual(Object.keys(before.tables));
      for (const table of Object.keys(before.tables)) expect(after.tables[table], table).toEqual(before.tables[table]);
      expect(before.tables.invoices).toHaveLength(4);
      expect(before.tables.course_waitlist_entries).toHaveLength(2);
      expect(after.sequences).toEqual(before.sequences);
      expect(after.sequences).toContainEqual({ name: "course_waitlist_entries_queue_number_seq", value: "2" });
      // The next waitlist entry continues the queue instead of clashing with an imported number.
      const { rows } = await client.query(`select nextval('course_waitlist_entries_queue_number_seq')::int as n`);
      expect(rows[0].n).toBe(3);
    } finally {
      await client.end();
    }
  });

  it("refuses to import into a database that has data, and changes nothing", async () => {
    const file = path.join(root, "export.json");
    await expect(importIntoPostgres(file, target.url)).rejects.toThrow("De PostgreSQL-database is niet leeg");
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    const { rows } = await client.query(`select count(*)::int as n from invoices`);
    await client.end();
    expect(rows[0].n).toBe(4);
  });
});

/**
 * Two waitlist entries (so the identity sequence has moved) and a credit invoice stored before the invoice it
 * refers to (the self-reference survives the move; ordering across batches is unit-tested in table-order.test.ts).
 */
async function addWaitlistEntriesAndCredit(dir: string): Promise<void> {
  const db = openPgliteClient(dir);
  await db.exec(`
    insert into course_waitlist_entries (course_id, first_name, last_name, email, phone_number, organization, token, joined_at)
    select id, 'Iris', 'de Wit', 'iris' || n || '@example.org', '+31612345678', 'Zorg', 'token-' || n, now()
    from (select id from courses order by id limit 1) c, generate_series(1, 2) n;
    update invoices set credit_for_invoice_id = (select id from invoices where number = 'FF-2026-00004')
      where number = 'FF-2026-00003';
    update invoices set total_cents = total_cents where number = 'FF-2026-00004';`);
  await db.close();
}
