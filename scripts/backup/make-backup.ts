/**
 * One backup: the database (pg_dump, or PGlite's data directory), the files, and a manifest with sizes, checksums
 * and the facts the restore drill checks. Written into '<name>.partial' and renamed when complete.
 */
import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { archiveFiles } from "./files-archive.ts";
import { backupName, describeFile, PARTIAL_SUFFIX, writeManifest, type Manifest } from "./manifest.ts";
import { dumpPglite } from "./pglite.ts";
import { dumpPostgres } from "./postgres.ts";

export type BackupSource = { databaseUrl: string | undefined; dataDir: string };

const DATABASE_FILES = { postgres: "database.pgdump", pglite: "pglite-data.tar.gz" } as const;
const FILES_ARCHIVE = "files.tar.gz";

export async function makeBackup(source: BackupSource, backupDir: string, now: Date): Promise<string> {
  const name = backupName(now);
  const finalDir = path.join(backupDir, name);
  const workDir = `${finalDir}${PARTIAL_SUFFIX}`;
  await rm(workDir, { recursive: true, force: true });
  await mkdir(workDir, { recursive: true, mode: 0o700 }); // personal data: readable by the service user only
  try {
    const kind = source.databaseUrl ? "postgres" : "pglite";
    const databaseFile = DATABASE_FILES[kind];
    const { facts, tool } = source.databaseUrl
      ? await dumpPostgres(source.databaseUrl, path.join(workDir, databaseFile))
      : await dumpPglite(path.join(source.dataDir, "pglite"), path.join(workDir, databaseFile));
    const entries = await archiveFiles(source.dataDir, path.join(workDir, FILES_ARCHIVE));
    const manifest: Manifest = {
      format: 1,
      createdAt: now.toISOString(),
      kind,
      database: await describeFile(workDir, databaseFile),
      files: entries === null ? null : { ...(await describeFile(workDir, FILES_ARCHIVE)), entries },
      facts,
      tools: { database: tool },
    };
    await writeManifest(workDir, manifest);
    await rename(workDir, finalDir);
    return finalDir;
  } catch (error) {
    await rm(workDir, { recursive: true, force: true });
    throw error;
  }
}
