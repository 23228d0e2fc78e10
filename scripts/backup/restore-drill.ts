/**
 * The restore drill: restores the newest backup into a fresh database (a scratch PostgreSQL database, or a PGlite
 * directory in the system's temp folder), runs the checks against it and removes it again. A backup is only as
 * good as its last restore; this one runs every week unattended and fails loudly.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { checkRestoredDatabase, type CheckResult } from "./drill-checks.ts";
import { listArchive } from "./files-archive.ts";
import { sha256Of, listBackups, readManifest, type BackupFolder, type Manifest, type StoredFile } from "./manifest.ts";
import { queryOfPglite, restorePglite } from "./pglite.ts";
import { createScratchDatabase, queryOf, restorePostgres } from "./postgres.ts";

export type DrillReport = { backup: string | null; results: CheckResult[]; ok: boolean };

/** `serverUrl`: a PostgreSQL server on which the drill may create and drop a database (for PostgreSQL backups). */
export async function runRestoreDrill(backupDir: string, serverUrl: string | undefined): Promise<DrillReport> {
  const latest = (await listBackups(backupDir)).at(-1);
  if (!latest) return report(null, [{ name: "Back-up gevonden", ok: false, detail: `geen back-up in ${backupDir}` }]);
  const results: CheckResult[] = [];
  try {
    const manifest = await readManifest(latest.dir);
    results.push(...(await checkStoredFiles(latest, manifest)));
    results.push(...(await restoreAndCheck(latest, manifest, serverUrl)));
  } catch (error) {
    results.push({ name: "Terugzetten", ok: false, detail: error instanceof Error ? error.message : String(error) });
  }
  return report(latest.name, results);
}

function report(backup: string | null, results: CheckResult[]): DrillReport {
  return { backup, results, ok: results.length > 0 && results.every((result) => result.ok) };
}

async function checkStoredFiles(backup: BackupFolder, manifest: Manifest): Promise<CheckResult[]> {
  const results = [await checkChecksum(backup, "Database-bestand", manifest.database)];
  if (manifest.files) {
    results.push(await checkChecksum(backup, "Bestanden (uploads, mail)", manifest.files));
    const entries = await listArchive(path.join(backup.dir, manifest.files.file)).catch(() => null);
    results.push({
      name: "Bestandsarchief leesbaar",
      ok: entries?.length === manifest.files.entries,
      detail: entries ? `${entries.length} van ${manifest.files.entries} items` : "archief beschadigd",
    });
  }
  return results;
}

async function checkChecksum(backup: BackupFolder, name: string, stored: StoredFile): Promise<CheckResult> {
  const actual = await sha256Of(path.join(backup.dir, stored.file)).catch(() => "ontbreekt");
  return {
    name: `${name} ongeschonden (sha256)`,
    ok: actual === stored.sha256,
    detail: actual === stored.sha256 ? `${stored.file}, ${stored.bytes} bytes` : `${stored.file}: ${actual}`,
  };
}

async function restoreAndCheck(backup: BackupFolder, manifest: Manifest, serverUrl: string | undefined) {
  const file = path.join(backup.dir, manifest.database.file);
  return manifest.kind === "postgres" ? drillPostgres(file, manifest, serverUrl) : drillPglite(file, manifest);
}

async function drillPostgres(file: string, manifest: Manifest, serverUrl: string | undefined): Promise<CheckResult[]> {
  if (!serverUrl) throw new Error("Geen PostgreSQL-server voor de oefening: zet DRILL_DATABASE_URL of DATABASE_URL.");
  const scratch = await createScratchDatabase(serverUrl);
  try {
    await restorePostgres(file, scratch.url);
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      return [restored("een nieuwe PostgreSQL-database"), ...(await checkRestoredDatabase(queryOf(client), manifest))];
    } finally {
      await client.end();
    }
  } finally {
    await scratch.drop();
  }
}

async function drillPglite(file: string, manifest: Manifest): Promise<CheckResult[]> {
  const dir = await mkdtemp(path.join(tmpdir(), "ff-drill-"));
  try {
    const client = await restorePglite(file, path.join(dir, "pglite"));
    try {
      return [restored("een nieuwe PGlite-map"), ...(await checkRestoredDatabase(queryOfPglite(client), manifest))];
    } finally {
      await client.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const restored = (where: string): CheckResult => ({ name: "Terugzetten", ok: true, detail: `teruggezet in ${where}` });

/** The report as printed by npm run backup:restore-drill. */
export function formatReport(drill: DrillReport): string {
  const lines = drill.results.map((result) => `${result.ok ? "OK  " : "FOUT"} ${result.name}: ${result.detail}`);
  const verdict = drill.ok ? "Hersteloefening geslaagd." : "Hersteloefening MISLUKT.";
  return [`Back-up: ${drill.backup ?? "geen"}`, ...lines, verdict].join("\n");
}
