import { readFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { openDatabase, type DatabaseHandle } from "../../server/db/client.ts";
import { countWorldEvent } from "./world/stats.ts";
import { databaseUrlOf, withAdminClient } from "./world/snapshots.ts";
import { worldValue } from "./world/variables.ts";

/**
 * The databases the integration suites run on. A functional suite runs on one dialect: PostgreSQL, as production
 * does, when TEST_DATABASE_URL is set (always in CI), else the embedded PGlite; the dialect parity suite runs on
 * both (docs/decisions/0025-one-test-world.md). Each suite gets a database of its own, copied from the run's
 * migrated one (./world/) rather than migrated again. In CI PostgreSQL is mandatory: a missing URL fails the run.
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

const PGLITE: TestDatabase = { name: "pglite", open: openMigratedPglite };

/** The one database a functional suite runs on (a list, so a suite reads `for (const database of …)`). */
export function testDatabases(): TestDatabase[] {
  requirePostgresInCI();
  if (!postgresUrl) {
    console.warn("TEST_DATABASE_URL is niet gezet: de integratietests draaien op PGlite in plaats van PostgreSQL.");
    return [PGLITE];
  }
  return [{ name: "postgres", open: () => openFreshPostgres(postgresUrl) }];
}

/** Both dialects, for the suite that proves they behave the same (migrations, driver types, notifications). */
export function dialectParityDatabases(): TestDatabase[] {
  requirePostgresInCI();
  if (!postgresUrl) console.warn("TEST_DATABASE_URL is niet gezet: de PostgreSQL-kant van de pariteitstest ontbreekt.");
  return [PGLITE, ...(postgresUrl ? [{ name: "postgres" as const, open: () => openFreshPostgres(postgresUrl) }] : [])];
}

function requirePostgresInCI() {
  if (!postgresUrl && inCI) {
    throw new Error("TEST_DATABASE_URL ontbreekt: in CI draaien de PostgreSQL-tests altijd (zie .ci/run).");
  }
}

/** An in-memory PGlite with every migration: loaded from the run's snapshot, or migrated when there is none. */
export async function openMigratedPglite(): Promise<DatabaseHandle> {
  countWorldEvent("database-pglite");
  const snapshot = worldValue("pgliteSnapshot");
  if (snapshot) return openDatabase({ pgliteDir: "memory", pgliteSnapshot: new Blob([readFileSync(snapshot)]) });
  const handle = openDatabase({ pgliteDir: "memory" });
  await handle.migrate();
  return handle;
}

/** Creates a database of its own on the server, migrated, and drops it again on close. */
export async function openFreshPostgres(serverUrl: string): Promise<DatabaseHandle> {
  return (await createFreshPostgres(serverUrl)).handle;
}

/**
 * A migrated database of its own on the server, with its URL, so a server process started by the test can use it
 * while the test reads it; the handle's close drops it. A copy of the run's template, or migrated when there is none.
 */
export async function createFreshPostgres(serverUrl: string): Promise<{ url: string; handle: DatabaseHandle }> {
  const { name, url } = await createPostgresDatabase(serverUrl);
  const handle = openDatabase({ databaseUrl: url });
  if (!worldValue("postgresTemplate")) await handle.migrate();
  return {
    url,
    handle: {
      ...handle,
      close: async () => {
        await handle.close();
        await dropPostgresDatabase(serverUrl, name);
      },
    },
  };
}

/** An empty database when the run has no template, else a migrated copy; for a server process to open. */
export async function createPostgresDatabase(serverUrl: string): Promise<{ name: string; url: string }> {
  countWorldEvent("database-postgres");
  const name = `ff_test_${randomBytes(6).toString("hex")}`;
  const template = worldValue("postgresTemplate");
  const sql = template ? `create database ${name} template ${template}` : `create database ${name}`;
  await withAdminClient(serverUrl, (client) => client.query(sql));
  return { name, url: databaseUrlOf(serverUrl, name) };
}

export async function dropPostgresDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
}
