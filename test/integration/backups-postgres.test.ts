/**
 * Backups on PostgreSQL (decision 0023): `npm run backup` dumps a database with data and the files, and
 * `npm run backup:restore-drill` restores it into a new database and checks it; the drill fails on a damaged dump
 * and on a missing invoice number. A database of its own per suite (test/support/databases.ts).
 */
import { execFile } from "node:child_process";
import { cp, mkdtemp, readdir, rm, truncate } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { makeBackup } from "../../scripts/backup/make-backup.ts";
import { backupName, listBackups, readManifest } from "../../scripts/backup/manifest.ts";
import { runRestoreDrill, type DrillReport } from "../../scripts/backup/restore-drill.ts";
import { createFreshPostgres, postgresSuiteCanRun, postgresUrl } from "../support/databases.ts";
import { deleteInvoice, seedSiteWithInvoices, writeSiteFiles } from "../support/factories/backups.ts";
import { rowCounts } from "../support/row-counts.ts";

const run = promisify(execFile);
const failed = (drill: DrillReport) => drill.results.filter((result) => !result.ok).map((result) => result.name);

async function drillDatabases(): Promise<string[]> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  const { rows } = await client.query<{ name: string }>(
    `select datname as name from pg_database where datname like 'ff_drill_%'`,
  );
  await client.end();
  return rows.map((row) => row.name);
}

describe.runIf(postgresSuiteCanRun("backups-postgres"))("backups of a PostgreSQL site", () => {
  let database: { url: string; handle: DatabaseHandle };
  let root: string;
  let dataDir: string;
  let backupDir: string;

  beforeAll(async () => {
    database = await createFreshPostgres(postgresUrl!);
    await seedSiteWithInvoices(database.handle.db);
    root = await mkdtemp(path.join(tmpdir(), "ff-backups-"));
    dataDir = path.join(root, "data");
    backupDir = path.join(root, "backups");
    await writeSiteFiles(dataDir);
  });

  afterAll(async () => {
    await database?.handle.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it("makes a backup with npm run backup that the restore drill restores and finds complete", async () => {
    const env = {
      ...process.env,
      NODE_ENV: "test",
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      BACKUP_DIR: backupDir,
    };
    const backup = await run("npm", ["run", "--silent", "backup"], { env });
    expect(backup.stdout).toContain("Back-up gemaakt");

    const [made] = await listBackups(backupDir);
    const manifest = await readManifest(made!.dir);
    expect(manifest.kind).toBe("postgres");
    expect(manifest.facts.rowCounts).toEqual(await rowCounts(database.handle.db));
    expect(manifest.facts.invoiceNumbers["2026"]).toEqual({ first: 1, last: 4, count: 4, counter: 4 });
    expect(manifest.facts.newestOrder?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(manifest.files?.entries).toBeGreaterThanOrEqual(4); // media/, originals/, logo.png, mail/, the .eml

    const drill = await run("npm", ["run", "--silent", "backup:restore-drill"], { env });
    expect(drill.stdout).toContain("Hersteloefening geslaagd.");
    expect(drill.stdout).toMatch(/OK {3}Factuurnummers per jaar zonder gaten: 2026: 1-4/);
    expect(drill.stdout).not.toContain("FOUT");
    expect(await drillDatabases()).toEqual([]); // the scratch database is gone
  });

  it("fails the drill, with exit code 1, when the newest dump is truncated", async () => {
    const [good] = await listBackups(backupDir);
    const damaged = path.join(backupDir, backupName(new Date(good!.takenAt.getTime() + 60_000)));
    await cp(good!.dir, damaged, { recursive: true });
    const manifest = await readManifest(damaged);
    await truncate(path.join(damaged, manifest.database.file), Math.floor(manifest.database.bytes / 2));

    const drill = await runRestoreDrill(backupDir, database.url);
    expect(drill.backup).toBe(path.basename(damaged));
    expect(drill.ok).toBe(false);
    expect(failed(drill)).toEqual(["Database-bestand ongeschonden (sha256)", "Terugzetten"]);

    const env = {
      ...process.env,
      NODE_ENV: "test",
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      BACKUP_DIR: backupDir,
    };
    const cli = await run("npm", ["run", "--silent", "backup:restore-drill"], { env }).catch((error: unknown) => error);
    expect(cli).toMatchObject({ code: 1, stdout: expect.stringContaining("Hersteloefening MISLUKT.") });
    expect(await drillDatabases()).toEqual([]);
    await rm(damaged, { recursive: true });
  });

  it("fails the drill when an invoice number is missing from the backed-up data", async () => {
    await deleteInvoice(database.handle.db, "FF-2026-00002");
    const gapDir = path.join(root, "gap-backups");
    await makeBackup({ databaseUrl: database.url, dataDir }, gapDir, new Date("2026-11-26T02:15:00Z"));

    const drill = await runRestoreDrill(gapDir, database.url);
    expect(failed(drill)).toEqual(["Factuurnummers per jaar zonder gaten"]);
    const invoices = drill.results.find((result) => result.name.startsWith("Factuurnummers"));
    expect(invoices?.detail).toBe("2026: ontbrekend 2");
    expect(await readdir(gapDir)).toEqual(["2026-11-26T02-15-00Z"]); // no .partial left behind
  });
});
