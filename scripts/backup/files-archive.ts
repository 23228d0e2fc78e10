/**
 * The files beside the database: uploads (DATA_DIR/media) and, without SMTP, the mail written as .eml files
 * (DATA_DIR/mail). GNU tar from the system packs them; a file removed while tar reads is a warning, not a failure.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { run } from "./commands.ts";

const FILE_FOLDERS = ["media", "mail"];

/** Packs the folders that exist into `file`; returns how many entries it holds, or null when there was nothing. */
export async function archiveFiles(dataDir: string, file: string): Promise<number | null> {
  const folders = FILE_FOLDERS.filter((folder) => existsSync(path.join(dataDir, folder)));
  if (folders.length === 0) return null;
  await run("tar", ["--create", "--gzip", "--warning=no-file-changed", `--file=${file}`, "-C", dataDir, ...folders]);
  return listArchive(file).then((entries) => entries.length);
}

/** The entries of an archive; fails on a damaged or truncated one, since gzip checks its whole stream. */
export async function listArchive(file: string): Promise<string[]> {
  return (await run("tar", ["--list", "--gzip", `--file=${file}`])).split("\n").filter(Boolean);
}
