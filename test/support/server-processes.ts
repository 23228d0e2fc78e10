import { randomBytes } from "node:crypto";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { startServer, type RunningServer } from "./site/server.ts";
import { postgresUrl } from "./databases.ts";

/** Whether the production build of the web app exists (npm run build), which server/main.ts serves. */
export const builtApp = existsSync(path.resolve(import.meta.dirname, "../../build/server/index.js"));

/**
 * Two app processes (server/main.ts, as deployed) on one fresh PostgreSQL database of their own, for the suites
 * that prove something holds across processes. Registers the suite's beforeAll and afterAll; check
 * postgresSuiteCanRun with `builtApp` first. `env` is added to both processes' environment.
 */
export function useTwoServerProcesses(env: Record<string, string> = {}) {
  const name = `ff_test_${randomBytes(6).toString("hex")}`;
  const processes = { databaseUrl: "", servers: [] as RunningServer[] };

  beforeAll(async () => {
    await admin((client) => client.query(`create database ${name}`));
    const url = new URL(postgresUrl!);
    url.pathname = `/${name}`;
    processes.databaseUrl = url.toString();
    const serverEnv = { DATABASE_URL: processes.databaseUrl, SEED_DEMO: "false", ...env };
    // One after the other: the first applies the migrations, the second finds them done.
    processes.servers.push(await startServer({ env: serverEnv }));
    processes.servers.push(await startServer({ env: serverEnv }));
  });

  afterAll(async () => {
    for (const server of processes.servers) {
      await server.stop();
      rmSync(server.dataDir, { recursive: true, force: true });
    }
    processes.servers = [];
    await admin((client) => client.query(`drop database if exists ${name} with (force)`));
  });

  return processes;
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
