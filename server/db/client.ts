import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openPgliteClient } from "./pglite.ts";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import pg from "pg";
import * as schema from "./schema/index.ts";
import { log } from "../log/logger.ts";
import { listenOnPostgres, type Listener } from "./notifications.ts";
import { nameStatement } from "./prepared-statements.ts";

type Schema = typeof schema;
/** The database as the domain services see it; the same for PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A service accepts either, so it can run on its own or inside a caller's transaction. */
export type DbOrTx = Database | Transaction;

/** The rows of a raw statement's result: node-postgres and PGlite both answer execute() with them in `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as T[]) : [];
}

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** Applies the committed migrations that have not run yet. */
  migrate: () => Promise<void>;
  /**
   * Calls `onNotify` for every NOTIFY on `channel` (delivered when the sending transaction commits), and once when
   * listening starts or starts again after a lost connection.
   */
  listen: (channel: string, onNotify: () => void) => Promise<Listener>;
  close: () => Promise<void>;
};

/**
 * How long opening a connection to PostgreSQL may take: a database that does not answer (rather than refusing)
 * fails a request after this instead of holding it, answered "tijdelijk niet beschikbaar" (./unreachable.ts).
 */
const CONNECT_TIMEOUT_MS = 5_000;
/**
 * How long a request may wait for a free connection of the pool. In a rush (a hundred buyers at once on two
 * cores) that wait is a queue, not an outage: it gets far longer than the connect timeout before it is a 503.
 */
const POOL_WAIT_TIMEOUT_MS = 30_000;

/**
 * node-postgres's client with its own connect timeout (the pool's option bounds the wait for a free one), whose
 * parameterised statements are prepared once per connection (./prepared-statements.ts).
 */
class SiteClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    const options = typeof config === "string" ? { connectionString: config } : (config ?? {});
    super({ ...options, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((...args: unknown[]) => {
      nameStatement(args[0], args[1]);
      return query(...args);
    }) as pg.Client["query"];
  }
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export type DatabaseOptions = {
  /** A PostgreSQL URL; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; "memory" keeps nothing (tests). */
  pgliteDir?: string;
  /**
   * An in-memory PGlite starts from this dumped data directory (`PGlite.dumpDataDir`) instead of an empty one:
   * tests load one migrated copy in a fraction of the time the migrations take.
   */
  pgliteSnapshot?: Blob;
};

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.pgliteDir ?? "memory", options.pgliteSnapshot);
}

function openPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: POOL_WAIT_TIMEOUT_MS,
    Client: SiteClient,
  });
  // An idle connection that the server drops (restart, failover) must not crash the process; the pool
  // discards it and opens a new one for the next query.
  pool.on("error", (error) => log.error("db.connection_lost", "PostgreSQL-verbinding verbroken.", { error }));
  const db = drizzlePg(pool, { schema });
  return {
    db,
    kind: "postgres",
    migrate: () => migratePg(db, { migrationsFolder }),
    listen: (channel, onNotify) => listenOnPostgres(connectionString, channel, onNotify),
    close: () => pool.end(),
  };
}

function openPglite(dir: string, snapshot: Blob | undefined): DatabaseHandle {
  if (dir !== "memory") mkdirSync(dir, { recursive: true });
  const client = openPgliteClient(dir === "memory" ? undefined : dir, snapshot ? { loadDataDir: snapshot } : {});
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    listen: async (channel, onNotify) => {
      // One process owns PGlite: its notifications never cross a connection that could be lost.
      const unlisten = await client.listen(channel, () => onNotify());
      onNotify();
      return { close: () => unlisten() };
    },
    close: () => client.close(),
  };
}
