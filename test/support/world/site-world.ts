import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { stopSharedServers } from "./shared-servers.ts";
import { makeSeededSiteDir } from "./snapshots.ts";
import { WORLD } from "./variables.ts";

/**
 * Global setup of the browser-test projects: one data directory with the migrated, seeded PGlite, made once per
 * run at the real time (the demo's dates are relative to it), which each server copies (test/support/site/server.ts),
 * and the register of the workers' shared servers, which the teardown stops.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "ff-test-site-"));
  const sharedServers = mkdtempSync(path.join(tmpdir(), "ff-test-shared-servers-"));
  await makeSeededSiteDir(dataDir);
  process.env[WORLD.seededSite] = dataDir;
  process.env[WORLD.sharedServers] = sharedServers;
  return async () => {
    await stopSharedServers(sharedServers);
    rmSync(sharedServers, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  };
}
