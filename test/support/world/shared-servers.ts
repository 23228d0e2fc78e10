/**
 * The register of the browser-test workers' shared servers (test/support/site/shared-site.ts): a file per server,
 * named by its process id and holding its data directory. A worker cannot stop its server itself, since vitest may
 * end a worker without an exit event; the run's teardown stops every registered one and removes its directory.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { worldValue } from "./variables.ts";

export function registerSharedServer(pid: number, dataDir: string): void {
  const register = worldValue("sharedServers");
  if (register) writeFileSync(path.join(register, String(pid)), dataDir);
}

export async function stopSharedServers(register: string): Promise<void> {
  await Promise.all(
    readdirSync(register).map(async (name) => {
      const pid = Number(name);
      await stopProcessById(pid);
      rmSync(readFileSync(path.join(register, name), "utf8"), { recursive: true, force: true });
    }),
  );
}

/** SIGTERM, then SIGKILL if it still runs 10 s later; a process already gone is fine. */
async function stopProcessById(pid: number): Promise<void> {
  if (!signal(pid, "SIGTERM")) return;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (!signal(pid, 0)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  signal(pid, "SIGKILL");
}

/** Sends `which` to `pid`; false when there is no such process. */
function signal(pid: number, which: NodeJS.Signals | 0): boolean {
  try {
    process.kill(pid, which);
    return true;
  } catch {
    return false;
  }
}
