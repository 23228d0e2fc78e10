import { readdir, stat, unlink } from "node:fs/promises";
import path from "node:path";

/**
 * The .eml files of the file transport (server/mail/eml-file-transport.ts) written before `before`. The
 * name starts with the moment it was written ('2026-11-22T10-15-00-000Z-<id>.eml'); a file whose name does not,
 * counts by its modification time. A missing directory is nothing to do.
 */
export async function deleteOldEmlFiles(directory: string | null, before: Date): Promise<number> {
  if (!directory) return 0;
  const names = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  let deleted = 0;
  for (const name of names.filter((file) => file.endsWith(".eml"))) {
    const file = path.join(directory, name);
    const written = momentInName(name) ?? (await stat(file)).mtime;
    if (written >= before) continue;
    await unlink(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") throw error; // another process deleted it first
    });
    deleted++;
  }
  return deleted;
}

function momentInName(name: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z-/.exec(name);
  if (!match) return null;
  const [, day, hours, minutes, seconds, millis] = match;
  const moment = new Date(`${day}T${hours}:${minutes}:${seconds}.${millis}Z`);
  return Number.isNaN(moment.getTime()) ? null : moment;
}
