import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "../../server/db/client.ts";

/**
 * The databases the integration suites run on: always the embedded PGlite, and a real PostgreSQL when
 * TEST_DATABASE_URL is set. In CI PostgreSQL is mandatory: a missing URL fails the run instead of skipping.
 */
export type TestDatabase = { name: "pglite" | "postgres"; open: () => Promise<DatabaseHandle> };

export const postgresUrl = process.env.TEST_DATABASE_URL || undefined;
const inCI = process.env.CI === "true";

/**
 * For suites that only make sense on PostgreSQL: true when they can run. Locally a missing requirement skips
 * them with a warning; in CI it fails the run, so a PostgreSQL test can never be skipped silently there.
 */
export function postgresSuiteCanRun(suite: string, requirements: Record<string, boolean> = {}): boolean {
  const missing = Object.entries({ TEST_DATABASE_URL: Boolean(postgresUrl), ...requirements })
    .filter(([, met]) => !met)
    .map(([name]) => name);
  if (missing.length === 0) return true;
  const message = `${suite}: ontbreekt ${missing.join(", ")}`;
  if (inCI) throw new Error(`${message} (in CI verplicht).`);
  console.warn(`${message}; deze suite wordt overgeslagen.`);
  return false;
}

export function testDatabases(): TestDatabase[] {
  if (!postgresUrl && inCI) {
    throw new Error("TEST_DATABASE_URL ontbreekt: in CI draaien de PostgreSQL-tests altijd (zie .ci/run).");
  }
  if (!postgresUrl) {
    console.warn("TEST_DATABASE_URL is niet gezet: de PostgreSQL-variant van de integratietests wordt overgeslagen.");
  }
  return [
    { name: "pglite", open: openMigratedPglite },
    ...(postgresUrl ? [{ name: "postgres" as const, open: () => openFreshPostgres(postgresUrl) }] : []),
  ];
}

async function openMigratedPglite(): Promise<DatabaseHandle> {
  const handle = openDatabase({ pgliteDir: "memory" });
  await handle.migrate();
  return handle;
}

/** Creates a database of its own on the server, migrates it, and drops it again on close. */
export async function openFreshPostgres(serverUrl: string): Promise<DatabaseHandle> {
  return (await createFreshPostgres(serverUrl)).handle;
}

/**
 * A database of its own on the server, migrated, with its URL, so a server process started by the test can use
 * it while the test reads it; the handle's close drops it.
 */
export async function createFreshPostgres(serverUrl: string): Promise<{ url: string; handle: DatabaseHandle }> {
  const name = `ff_test_${randomBytes(6).toString("hex")}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString() });
  await handle.migrate();
  return {
    url: url.toString(),
    handle: {
      ...handle,
      close: async () => {
        await handle.close();
        await withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
      },
    },
  };
}

async function withAdminClient<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
