import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { makeSeededSiteDir } from "./snapshots.ts";
import { WORLD } from "./variables.ts";

/**
 * Global setup of the browser-test projects: one data directory with the migrated, seeded PGlite, made once per
 * run at the real time (the demo's dates are relative to it), which each server copies (test/support/site/server.ts).
 */
export default async function setup(): Promise<() => void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "ff-test-site-"));
  await makeSeededSiteDir(dataDir);
  process.env[WORLD.seededSite] = dataDir;
  return () => rmSync(dataDir, { recursive: true, force: true });
}
