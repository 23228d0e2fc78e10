/**
 * How a run's global setup (./node-world.ts, ./site-world.ts) tells the test processes where its copies are: the
 * environment, which the workers, the servers they start and scripts run without vitest all see. Unset (a test
 * file run some other way), the helpers migrate and seed as a first start would.
 */
export const WORLD = {
  /** A file with a migrated PGlite data directory, dumped (`PGlite.dumpDataDir`). */
  pgliteSnapshot: "FF_TEST_PGLITE_SNAPSHOT",
  /** The name of a migrated PostgreSQL database on TEST_DATABASE_URL's server, to copy as a template. */
  postgresTemplate: "FF_TEST_POSTGRES_TEMPLATE",
  /** A DATA_DIR with a PGlite that has the migrations and the demo content, to copy for a server. */
  seededSite: "FF_TEST_SEEDED_SITE",
  /**
   * A directory where each worker's shared server (test/support/site/shared-site.ts) leaves a file named by its
   * process id, holding its data directory, so the run's teardown stops it: a worker may end without an exit event.
   */
  sharedServers: "FF_TEST_SHARED_SERVERS",
} as const;

export function worldValue(name: keyof typeof WORLD): string | undefined {
  return process.env[WORLD[name]] || undefined;
}
