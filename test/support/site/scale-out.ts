import { randomBytes } from "node:crypto";
import pg from "pg";
import { countWorldEvent } from "../world/stats.ts";
import { startNginx, type Nginx } from "./nginx.ts";
import {
  freePorts,
  startLogged,
  waitUntilHealthy,
  waitUntilPrinted,
  type LoggedProcess,
  type RunningServer,
} from "./processes.ts";

/**
 * Decision 0015's production shape for the browser tests: two web processes (WORKER=false) and one worker process on
 * one fresh PostgreSQL database and one shared DATA_DIR (mail files, uploaded images), behind nginx round robin
 * with the recipe's site file (deploy/nginx/). A test sees only the proxy's URL, as a visitor would.
 */
const TOPOLOGY_VARIABLE = "E2E_TOPOLOGY";

/** E2E_TOPOLOGY=proxy: startServer() starts this topology; unset (or `single`): one process on PGlite. */
export function wantsScaleOut(): boolean {
  const topology = process.env[TOPOLOGY_VARIABLE] ?? "";
  if (topology === "proxy") return true;
  if (topology === "" || topology === "single") return false;
  throw new Error(`${TOPOLOGY_VARIABLE}=${topology}: kies proxy of single`);
}

const serverUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
/** A test that starts again on the same data directory (a restart) finds its database again. */
const databaseOf = new Map<string, string>();

type WebProcess = LoggedProcess & { url: string };
export type ScaleOut = RunningServer & {
  web: WebProcess[];
  worker: Omit<LoggedProcess, "leaveToTeardown"> & { restart: () => Promise<void> };
  databaseUrl: string;
};

export async function startScaleOut(options: { dataDir: string; env?: Record<string, string> }): Promise<ScaleOut> {
  const { dataDir } = options;
  countWorldEvent("server-start");
  const databaseUrl = await databaseFor(dataDir);
  const [proxyPort = 0, ...webPorts] = await freePorts(3);
  const url = `http://127.0.0.1:${proxyPort}`;
  let output = "";
  const gather = (chunk: string) => (output += chunk);
  // The test's own settings go to every process; the topology's own cannot be overridden.
  const shared = {
    ...process.env,
    NODE_ENV: "production",
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    TEST_JOB_CONTROL: "true",
    ...options.env,
    DATABASE_URL: databaseUrl,
  };
  // All three start at once, as a deployment would start them: the migrations and the seed take turns.
  const startWorker = () => startLogged("Worker", process.execPath, ["server/worker.ts"], shared, gather);
  const worker = startWorker();
  const web = await Promise.all(
    ["Web 1", "Web 2"].map(async (name, index) => {
      const port = webPorts[index]!;
      const env = { ...shared, HOST: "127.0.0.1", PORT: String(port), WORKER: "false" };
      const started = startLogged(name, process.execPath, ["server/main.ts"], env, gather);
      return { ...started, url: `http://127.0.0.1:${port}` };
    }),
  );
  const workerRuns = (child: LoggedProcess) => waitUntilPrinted("Worker van", child.child, child.output);
  let nginx: Nginx;
  try {
    await Promise.all([
      workerRuns(worker),
      ...web.map((one) => waitUntilHealthy(`${one.url}/healthz`, one.child, one.output)),
    ]);
    nginx = await startNginx(
      proxyPort,
      web.map((one) => new URL(one.url).host),
    );
  } catch (error) {
    // Nothing may outlive a failed start: the processes would hold the database and their ports.
    await Promise.all([worker, ...web].map((one) => one.stop()));
    throw error;
  }

  let current = worker;
  const workerHandle = {
    name: "Worker",
    get child() {
      return current.child;
    },
    output: () => current.output(),
    stop: () => current.stop(),
    async restart() {
      await current.stop();
      current = startWorker();
      await workerRuns(current);
    },
  };
  const stop = async () => {
    // The proxy first, so no request reaches a stopping process; the worker last, after the last mail was written.
    const codes = [await nginx.stop()];
    codes.push(...(await Promise.all(web.map((one) => one.stop()))));
    codes.push(await current.stop());
    return codes.find((code) => code !== 0) ?? 0;
  };
  return { url, dataDir, output: () => output, stop, web, worker: workerHandle, databaseUrl };
}

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect().catch((error: unknown) => {
    throw new Error(`E2E_TOPOLOGY=proxy heeft PostgreSQL nodig (TEST_DATABASE_URL, nu ${serverUrl})`, { cause: error });
  });
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function databaseFor(dataDir: string): Promise<string> {
  let name = databaseOf.get(dataDir);
  if (!name) {
    name = `ff_e2e_${randomBytes(6).toString("hex")}`;
    countWorldEvent("database-postgres");
    await admin(`create database ${name}`);
    databaseOf.set(dataDir, name);
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Drops the databases this test file made. Run after the file's own hooks (test/support/site/drop-databases.ts), not
 * in stop(): a test may stop the site and start it again on the same data.
 */
export async function dropScaleOutDatabases() {
  for (const [dataDir, name] of databaseOf) {
    await admin(`drop database if exists ${name} with (force)`);
    databaseOf.delete(dataDir);
  }
}

/**
 * The address of each web process: behind the proxy each one's own (each keeps its own page cache and in-process
 * copies, so a test that a change shows "everywhere" asks both), otherwise the one server's.
 */
export function webProcessUrls(server: RunningServer): string[] {
  return "web" in server ? (server as ScaleOut).web.map((web) => web.url) : [server.url];
}
