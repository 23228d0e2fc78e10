/**
 * A backup is a folder in BACKUP_DIR named after its UTC moment ('2026-11-26T02-15-00Z'), holding the database
 * (a pg_dump custom-format file, or PGlite's data directory as a .tar.gz), the uploads and mail files as
 * files.tar.gz, and manifest.json. The folder is written under a '.partial' name and renamed when complete, so a
 * folder without that suffix is a whole backup.
 */
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { DatabaseFacts } from "./facts.ts";

const MANIFEST_FILE = "manifest.json";
export const PARTIAL_SUFFIX = ".partial";

export type StoredFile = { file: string; bytes: number; sha256: string };

export type Manifest = {
  format: 1;
  createdAt: string;
  kind: "postgres" | "pglite";
  database: StoredFile;
  /** DATA_DIR/media and DATA_DIR/mail; null when neither exists. */
  files: (StoredFile & { entries: number }) | null;
  facts: DatabaseFacts;
  tools: Record<string, string>;
};

export type BackupFolder = { name: string; dir: string; takenAt: Date };

/** '2026-11-26T02-15-00Z' for 2026-11-26T02:15:00.123Z: sortable, and valid in every file system. */
export function backupName(moment: Date): string {
  return moment
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replaceAll(":", "-");
}

function takenAtOf(name: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z$/.exec(name);
  return match ? new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`) : null;
}

/** The complete backups in `backupDir`, oldest first. */
export async function listBackups(backupDir: string): Promise<BackupFolder[]> {
  const entries = await readdir(backupDir, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const takenAt = takenAtOf(entry.name);
      return takenAt ? [{ name: entry.name, dir: path.join(backupDir, entry.name), takenAt }] : [];
    })
    .sort((a, b) => a.takenAt.getTime() - b.takenAt.getTime());
}

export async function describeFile(dir: string, file: string): Promise<StoredFile> {
  const full = path.join(dir, file);
  return { file, bytes: (await stat(full)).size, sha256: await sha256Of(full) };
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

export async function writeManifest(dir: string, manifest: Manifest): Promise<void> {
  await writeFile(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function readManifest(dir: string): Promise<Manifest> {
  return JSON.parse(await readFile(path.join(dir, MANIFEST_FILE), "utf8")) as Manifest;
}
