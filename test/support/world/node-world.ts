import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { makePgliteSnapshot, makePostgresTemplate } from "./snapshots.ts";
import { WORLD } from "./variables.ts";

/**
 * Global setup of the `node` project: the migrations run once per run, into a PostgreSQL template (when
 * TEST_DATABASE_URL is set) and a dumped PGlite, and every suite copies one (test/support/databases.ts).
 */
export default async function setup(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(tmpdir(), "ff-test-world-"));
  const snapshot = path.join(dir, "pglite-migrated.bin");
  const serverUrl = process.env.TEST_DATABASE_URL;
  const [template] = await Promise.all([
    serverUrl ? makePostgresTemplate(serverUrl) : undefined,
    makePgliteSnapshot(snapshot),
  ]);
  process.env[WORLD.pgliteSnapshot] = snapshot;
  if (template) process.env[WORLD.postgresTemplate] = template.name;
  return async () => {
    await template?.drop();
    rmSync(dir, { recursive: true, force: true });
  };
}
