/** Deletes the backups the rotation scheme does not keep, and the remains of an interrupted backup. */
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { listBackups, PARTIAL_SUFFIX } from "./manifest.ts";
import { backupsToKeep, DEFAULT_POLICY, type RotationPolicy } from "./rotation.ts";

export async function rotateBackups(backupDir: string, policy: RotationPolicy = DEFAULT_POLICY): Promise<string[]> {
  const backups = await listBackups(backupDir);
  const keep = backupsToKeep(backups, policy);
  const removed = backups.filter((backup) => !keep.has(backup.name)).map((backup) => backup.name);
  const partial = (await readdir(backupDir)).filter((name) => name.endsWith(PARTIAL_SUFFIX));
  for (const name of [...removed, ...partial]) await rm(path.join(backupDir, name), { recursive: true, force: true });
  return removed;
}
