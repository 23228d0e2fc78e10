import { execFile, execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "./site/processes.ts";

const run = promisify(execFile);

/** Debian's PostgreSQL server programs, of the newest version installed; POSTGRES_BIN_DIR for another place. */
const BIN_DIR = process.env.POSTGRES_BIN_DIR || newestDebianBinDir();

function newestDebianBinDir(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).filter((name) => /^\d+$/.test(name)) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return path.join(root, newest ?? "none", "bin");
}

/** Whether this machine can make a PostgreSQL cluster of its own (initdb and pg_ctl). */
export const throwawayPostgresInstalled = existsSync(path.join(BIN_DIR, "initdb"));

/**
 * A PostgreSQL cluster of a test's own, in a temporary directory on a free port, for a test that stops and starts
 * the database under a running server (the shared one of TEST_DATABASE_URL must stay up for the other suites).
 */
export type ThrowawayPostgres = {
  url: string;
  /** Stops the server as an operator's restart does: running sessions end with 57P01 (admin shutdown). */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops it if it runs and removes its directory. */
  remove: () => Promise<void>;
};

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), "ff-pg-"));
  const dataDir = path.join(dir, "data");
  // PostgreSQL refuses to run as root: then it runs as the postgres user, who must own the directory.
  const asPostgres = userInfo().uid === 0;
  if (asPostgres) chownSync(dir, postgresId("-u"), postgresId("-g"));
  const pg = (program: string, args: string[]) =>
    asPostgres
      ? run("runuser", ["-u", "postgres", "--", path.join(BIN_DIR, program), ...args])
      : run(path.join(BIN_DIR, program), args);
  await pg("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--no-sync"]);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = async () => {
    await pg("pg_ctl", ["start", "-w", "-D", dataDir, "-l", path.join(dir, "log"), "-o", options]);
  };
  const stop = async () => {
    await pg("pg_ctl", ["stop", "-w", "-m", "fast", "-D", dataDir]);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    remove: async () => {
      await stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The postgres user's uid (-u) or gid (-g). */
function postgresId(flag: "-u" | "-g"): number {
  return Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
}
