import { spawn } from "node:child_process";
import { once } from "node:events";
import { randomBytes } from "node:crypto";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { openPgliteClient } from "../../../server/db/pglite.ts";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { openDatabase } from "../../../server/db/client.ts";

/**
 * The migrated and seeded databases a test run makes once (in a vitest global setup) and every suite or server
 * copies, instead of applying the migrations again for each: a PostgreSQL template database, a dumped PGlite data
 * directory, and a PGlite data directory with the demo content for the browser tests' servers. They live for one
 * run, so a changed migration or seed is always in them.
 */
const root = path.resolve(import.meta.dirname, "../../..");
const migrationsFolder = path.join(root, "server/db/migrations");

/** Creates and migrates a database that suites copy with CREATE DATABASE … TEMPLATE; the result drops it. */
export async function makePostgresTemplate(serverUrl: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `ff_template_${randomBytes(6).toString("hex")}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const handle = openDatabase({ databaseUrl: databaseUrlOf(serverUrl, name) });
  try {
    await handle.migrate();
  } finally {
    // A template may have no connections while it is copied.
    await handle.close();
  }
  const drop = () =>
    withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
  return { name, drop: async () => void (await drop()) };
}

/** Migrates an in-memory PGlite and writes its data directory as one file, which a suite loads in a fraction. */
export async function makePgliteSnapshot(file: string): Promise<void> {
  const client = openPgliteClient();
  try {
    await migrate(drizzle(client), { migrationsFolder });
    await writeFile(file, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  } finally {
    await client.close();
  }
}

/** `npm run db:seed` on PGlite in `dataDir`, as a first start would do: migrated, with the demo content. */
export async function makeSeededSiteDir(dataDir: string): Promise<void> {
  const child = spawn(process.execPath, ["scripts/db-seed.ts"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, "exit")) as [number | null];
  if (code !== 0) throw new Error(`De democontent kon niet worden geladen (code ${code}):\n${output}`);
}

export function databaseUrlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdminClient<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
