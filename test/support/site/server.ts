import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { countWorldEvent } from "../world/stats.ts";
import { worldValue } from "../world/variables.ts";
import { freePort, startLogged, waitUntilHealthy, type RunningServer } from "./processes.ts";
import { startScaleOut, wantsScaleOut } from "./scale-out.ts";

export type { RunningServer } from "./processes.ts";

export function freshDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), "ff-e2e-"));
}

/**
 * Settings a server may be given and still start from the run's seeded data directory: they change what the server
 * does, not what the demo seed writes. Any other setting (the clock, the public address, the seller, the database,
 * whether to seed) could change the seed, so such a server seeds its own directory as a first start does.
 */
const SETTINGS_THE_SEED_IGNORES = [
  /^SMTP_URL$/,
  /^DEV_MAILBOX$/,
  /^API_URL$/,
  /^RATE_LIMIT_/,
  /^ORDER_APPROVAL_/,
  /^RETENTION_/,
  /^PERSONAL_DATA_LINK_MINUTES$/,
  /^WORKSHOP_CHANGES_CLOSE_MINUTES_BEFORE$/,
  /^TEST_JOB_CONTROL$/,
  /^TEST_STATE_CONTROL$/,
];

/**
 * A new data directory holding a copy of the run's seeded world (test/support/world/), for a test that starts a
 * server on it more than once (at another time, say); an empty one when the run has no such world. The test owns it.
 */
export function seededDataDir(): string {
  const dataDir = freshDataDir();
  const seeded = worldValue("seededSite");
  if (seeded) cpSync(seeded, dataDir, { recursive: true });
  return dataDir;
}

/**
 * A data directory for a new server: a copy of the seeded world when the server's settings leave the seed as it
 * is, else an empty one the server seeds itself. The server's stop removes it.
 */
function dataDirFor(env: Record<string, string>): string {
  const seedAsUsual = Object.keys(env).every((name) => SETTINGS_THE_SEED_IGNORES.some((pattern) => pattern.test(name)));
  return seedAsUsual ? seededDataDir() : freshDataDir();
}

/**
 * Starts the production build (`npm run build` first) as its own process, on PGlite in `dataDir`. With
 * E2E_TOPOLOGY=proxy the same test runs against two web processes and a worker on PostgreSQL behind nginx
 * instead (./scale-out.ts), at the proxy's URL.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  if (wantsScaleOut()) return startScaleOut({ dataDir: options.dataDir ?? freshDataDir(), env: options.env });
  return startServerProcess(options);
}

export type ServerOptions = {
  /** A directory of the test's own (kept after stop); else one made for the server and removed by its stop. */
  dataDir?: string;
  env?: Record<string, string>;
  /**
   * Start from a copy of the seeded world even though `env` has settings the seed may depend on (the public
   * address, say): the test knows the difference does not matter to what it checks.
   */
  fromSeededWorld?: boolean;
  /**
   * The name the server is opened by (its PUBLIC_URL): 127.0.0.1 by default. 'localhost' for WebAuthn, whose
   * relying party must be a domain name (an IP address is none) in a secure context (http://localhost is one).
   */
  hostName?: "127.0.0.1" | "localhost";
};

/** One server process, whatever the topology, with its process id. */
export async function startServerProcess(
  options: ServerOptions = {},
): Promise<RunningServer & { pid: number; leaveToTeardown: () => void }> {
  countWorldEvent("server-start");
  // A directory made here goes with the server; one the test gave is the test's, which may start it again.
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (options.fromSeededWorld ? seededDataDir() : dataDirFor(options.env ?? {}));
  const removeOwnDataDir = () => {
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const port = await freePort();
  const url = `http://${options.hostName ?? "127.0.0.1"}:${port}`;
  const server = startLogged(`Server ${url}`, process.execPath, ["server/main.ts"], {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    // Tests run the background jobs when they need a round (./jobs.ts), instead of waiting for a timer.
    TEST_JOB_CONTROL: "true",
    ...options.env,
  });
  await waitUntilHealthy(`${url}/healthz`, server.child, server.output);
  return {
    url,
    dataDir,
    output: server.output,
    stop: async () => {
      const code = await server.stop();
      removeOwnDataDir();
      return code;
    },
    pid: server.child.pid!,
    leaveToTeardown: server.leaveToTeardown,
  };
}
