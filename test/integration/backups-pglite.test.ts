/**
 * Backups of a small site on PGlite (decision 0023): the backup refuses while another process has the data directory
 * open (two processes on one PGlite corrupt it), makes PGlite's own dump of it when it is free, and the drill
 * restores that into a new directory and checks it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { cp, mkdtemp, readdir, rm, truncate } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client.ts";
import { makeBackup } from "../../scripts/backup/make-backup.ts";
import { backupName, listBackups, readManifest } from "../../scripts/backup/manifest.ts";
import { processesUsing } from "../../scripts/backup/pglite.ts";
import { runRestoreDrill } from "../../scripts/backup/restore-drill.ts";
import { seedSiteWithInvoices, writeSiteFiles } from "../support/factories/backups.ts";
import { rowCounts } from "../support/row-counts.ts";

describe("backups of a PGlite site", () => {
  let root: string;
  let dataDir: string;
  let backupDir: string;
  let counts: Record<string, number>;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "ff-backups-pglite-"));
    dataDir = path.join(root, "data");
    backupDir = path.join(root, "backups");
    const site = openDatabase({ pgliteDir: path.join(dataDir, "pglite") });
    await site.migrate();
    await seedSiteWithInvoices(site.db, 2);
    counts = await rowCounts(site.db);
    await site.close();
    await writeSiteFiles(dataDir);
  });

  afterAll(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  it("refuses while another process has the database open, and leaves nothing behind", async () => {
    const holder = holdOpen(path.join(dataDir, "pglite", "PG_VERSION"));
    try {
      await expect.poll(() => processesUsing(path.join(dataDir, "pglite"))).toEqual([holder.pid]);
      await expect(makeBackup({ databaseUrl: undefined, dataDir }, backupDir, new Date())).rejects.toThrow(
        `geopend door proces ${holder.pid}. Stop de server eerst`,
      );
      expect(await readdir(backupDir)).toEqual([]);
    } finally {
      holder.kill();
    }
  });

  it("backs up the data directory and the files, and the drill restores and checks them", async () => {
    await expect.poll(() => processesUsing(path.join(dataDir, "pglite"))).toEqual([]);
    const dir = await makeBackup({ databaseUrl: undefined, dataDir }, backupDir, new Date("2026-11-26T02:15:00Z"));
    const manifest = await readManifest(dir);
    expect(manifest.kind).toBe("pglite");
    expect(manifest.facts.rowCounts).toEqual(counts);
    expect(manifest.facts.invoiceNumbers["2026"]).toEqual({ first: 1, last: 3, count: 3, counter: 3 });

    const drill = await runRestoreDrill(backupDir, undefined);
    expect(drill.results.filter((result) => !result.ok)).toEqual([]);
    expect(drill.results.map((result) => result.name)).toEqual([
      "Database-bestand ongeschonden (sha256)",
      "Bestanden (uploads, mail) ongeschonden (sha256)",
      "Bestandsarchief leesbaar",
      "Terugzetten",
      "Rijen per tabel gelijk aan het manifest",
      "Nieuwste bestelling aanwezig",
      "Factuurnummers per jaar zonder gaten",
      "Migratietabel compleet",
    ]);
    expect(drill.ok).toBe(true);
  });

  it("fails the drill when the newest data directory dump is truncated", async () => {
    const [good] = await listBackups(backupDir);
    const damaged = path.join(backupDir, backupName(new Date(good!.takenAt.getTime() + 60_000)));
    await cp(good!.dir, damaged, { recursive: true });
    const manifest = await readManifest(damaged);
    await truncate(path.join(damaged, manifest.database.file), Math.floor(manifest.database.bytes / 2));

    const drill = await runRestoreDrill(backupDir, undefined);
    expect(drill.ok).toBe(false);
    expect(drill.results.filter((result) => !result.ok).map((result) => result.name)).toEqual([
      "Database-bestand ongeschonden (sha256)",
      "Terugzetten",
    ]);
  });
});

/** A process that keeps a file of the data directory open, as a running server does. */
function holdOpen(file: string): ChildProcess & { pid: number } {
  const child = spawn("bash", ["-c", 'exec 3<"$1"; exec sleep 60', "hold", file], { stdio: "ignore" });
  return child as ChildProcess & { pid: number };
}
