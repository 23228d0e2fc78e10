import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { startServer, type RunningServer } from "./site/server.ts";
import { createPostgresDatabase, dropPostgresDatabase, postgresUrl } from "./databases.ts";

/** Whether the production build of the web app exists (npm run build), which server/main.ts serves. */
export const builtApp = existsSync(path.resolve(import.meta.dirname, "../../build/server/index.js"));

/**
 * Two app processes (server/main.ts, as deployed) on one fresh PostgreSQL database of their own, for the suites
 * that prove something holds across processes. Registers the suite's beforeAll and afterAll; check
 * postgresSuiteCanRun with `builtApp` first. `env` is added to both processes' environment.
 */
export function useTwoServerProcesses(env: Record<string, string> = {}) {
  const processes = { databaseName: "", databaseUrl: "", servers: [] as RunningServer[] };

  beforeAll(async () => {
    const database = await createPostgresDatabase(postgresUrl!);
    processes.databaseName = database.name;
    processes.databaseUrl = database.url;
    const serverEnv = { DATABASE_URL: processes.databaseUrl, SEED_DEMO: "false", ...env };
    // One after the other: the first applies any migrations the copy lacks, the second finds them done.
    processes.servers.push(await startServer({ env: serverEnv }));
    processes.servers.push(await startServer({ env: serverEnv }));
  });

  afterAll(async () => {
    for (const server of processes.servers) {
      await server.stop();
      rmSync(server.dataDir, { recursive: true, force: true });
    }
    processes.servers = [];
    if (processes.databaseName) await dropPostgresDatabase(postgresUrl!, processes.databaseName);
  });

  return processes;
}
