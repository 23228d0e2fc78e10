import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, startLogged, waitUntilHealthy, type RunningServer } from "./processes.ts";
import { startScaleOut, wantsScaleOut } from "./scale-out.ts";

export type { RunningServer } from "./processes.ts";

export function freshDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), "ff-e2e-"));
}

/**
 * Starts the production build (`npm run build` first) as its own process, on PGlite in `dataDir`. With
 * E2E_TOPOLOGY=proxy the same test runs against two web processes and a worker on PostgreSQL behind nginx
 * instead (./scale-out.ts), at the proxy's URL.
 */
export async function startServer(
  options: { dataDir?: string; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? freshDataDir();
  if (wantsScaleOut()) return startScaleOut({ dataDir, env: options.env });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = startLogged(`Server ${url}`, process.execPath, ["server/main.ts"], {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    TEST_JOB_CONTROL: "true",
    ...options.env,
  });
  await waitUntilHealthy(`${url}/healthz`, server.child, server.output);
  return { url, dataDir, output: server.output, stop: server.stop };
}
