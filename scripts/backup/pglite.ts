/**
 * The PGlite side of a backup. PGlite is PostgreSQL in one process, without a lock that keeps a second process
 * out: two processes on one data directory corrupt it, and a copy of the files taken while the server writes is
 * not consistent. So the backup opens the directory itself, only while no other process has it open (the server
 * is stopped for the minute it takes; the systemd unit does that), and writes PGlite's own dump of its data
 * directory (dumpDataDir), from which `new PGlite(dir, { loadDataDir })` restores.
 */
import { readdir, readFile, readlink, writeFile } from "node:fs/promises";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { openPgliteClient } from "../../server/db/pglite.ts";
import { listArchive } from "./files-archive.ts";
import { collectFacts, type DatabaseFacts, type Query } from "./facts.ts";

export function queryOfPglite(client: PGlite): Query {
  return async <Row extends Record<string, unknown>>(text: string) => (await client.query<Row>(text)).rows;
}

/** The processes (by id) that have a file inside `dir` open; Linux's /proc shows them for our own user or root. */
export async function processesUsing(dir: string): Promise<number[]> {
  const prefix = `${path.resolve(dir)}${path.sep}`;
  const pids = (await readdir("/proc").catch(() => [])).filter((entry) => /^\d+$/.test(entry));
  const users: number[] = [];
  for (const pid of pids) {
    if (Number(pid) === process.pid) continue;
    const fds = await readdir(`/proc/${pid}/fd`).catch(() => []);
    for (const fd of fds) {
      const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => "");
      if (target.startsWith(prefix)) {
        users.push(Number(pid));
        break;
      }
    }
  }
  return users;
}

/** Opens a PGlite directory for a script, refusing when a server (or another script) has it open. */
export async function openPgliteAlone(dir: string): Promise<PGlite> {
  const users = await processesUsing(dir);
  if (users.length > 0) {
    throw new Error(
      `De PGlite-database in ${dir} is geopend door proces ${users.join(", ")}. ` +
        "Stop de server eerst: PGlite kan door één proces tegelijk worden gebruikt.",
    );
  }
  const client = openPgliteClient(dir);
  await client.waitReady;
  return client;
}

/** Writes the data directory as a .tar.gz and returns the facts read from the same, unchanging database. */
export async function dumpPglite(dir: string, file: string): Promise<{ facts: DatabaseFacts; tool: string }> {
  const client = await openPgliteAlone(dir);
  try {
    const facts = await collectFacts(queryOfPglite(client));
    const dump = await client.dumpDataDir("gzip");
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    const [row] = (await client.query<{ v: string }>("select version() as v")).rows;
    return { facts, tool: row?.v ?? "PGlite" };
  } finally {
    await client.close();
  }
}

/**
 * Restores a dumped data directory into `dir` (new or empty) and opens it. The archive is read through once
 * first: PGlite reports a damaged one as an unhandled stream error instead of a failed open.
 */
export async function restorePglite(file: string, dir: string): Promise<PGlite> {
  await listArchive(file).catch((error: unknown) => {
    throw new Error(`Het PGlite-archief is beschadigd: ${error instanceof Error ? error.message : String(error)}`);
  });
  const dump = new Blob([await readFile(file)], { type: "application/x-gzip" });
  const client = openPgliteClient(dir, { loadDataDir: dump });
  await client.waitReady;
  return client;
}
