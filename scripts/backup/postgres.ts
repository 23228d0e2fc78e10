/**
 * The PostgreSQL side of a backup: a pg_dump in custom format (compressed, restorable table by table) taken in the
 * same snapshot as the manifest's facts, and a restore into a new database of its own for the drill.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { run, toolMajorVersion } from "./commands.ts";
import { collectFacts, type DatabaseFacts, type Query } from "./facts.ts";

export function queryOf(client: pg.Client): Query {
  return async <Row extends Record<string, unknown>>(text: string) => (await client.query<Row>(text)).rows;
}

/**
 * pg_dump refuses a server newer than itself; say so before a night's backup fails on it. The Debian package of
 * the server's major version ships a matching one (postgresql-client-NN).
 */
async function checkPgDumpVersion(client: pg.Client): Promise<string> {
  const tool = await toolMajorVersion("pg_dump");
  const [row] = (await client.query<{ v: string }>("show server_version_num")).rows;
  const serverMajor = Math.floor(Number(row?.v) / 10_000);
  if (tool.major < serverMajor) {
    throw new Error(
      `pg_dump ${tool.major} is ouder dan de server (PostgreSQL ${serverMajor}): installeer postgresql-client-${serverMajor}.`,
    );
  }
  return tool.text;
}

/**
 * Dumps the database into `file`. The facts are read in a repeatable-read transaction whose snapshot pg_dump
 * shares (--snapshot), so the manifest describes exactly the data in the dump, however busy the site is.
 */
export async function dumpPostgres(databaseUrl: string, file: string): Promise<{ facts: DatabaseFacts; tool: string }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tool = await checkPgDumpVersion(client);
    await client.query("begin isolation level repeatable read read only");
    const [row] = (await client.query<{ id: string }>("select pg_export_snapshot() as id")).rows;
    const facts = await collectFacts(queryOf(client));
    await run("pg_dump", ["--format=custom", `--snapshot=${row?.id}`, `--file=${file}`, `--dbname=${databaseUrl}`]);
    await client.query("commit");
    return { facts, tool };
  } finally {
    await client.end();
  }
}

export type ScratchDatabase = { url: string; drop: () => Promise<void> };

/**
 * A new empty database on the server of `serverUrl`, for the drill (the role needs CREATEDB). Its name starts with
 * ff_drill_ so a leftover one after a crash is easy to recognise.
 */
export async function createScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `ff_drill_${randomBytes(6).toString("hex")}`;
  await withClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** Restores a custom-format dump; stops at the first error, since a half-restored database proves nothing. */
export async function restorePostgres(file: string, databaseUrl: string): Promise<void> {
  await run("pg_restore", ["--no-owner", "--no-acl", "--exit-on-error", `--dbname=${databaseUrl}`, file]);
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
