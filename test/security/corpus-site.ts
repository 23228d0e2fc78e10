import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { startServer, type RunningServer } from "../support/site/server.ts";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { createFreshPostgres, postgresSuiteCanRun, postgresUrl } from "../support/databases.ts";
import { countRows, countsAgree, installRowCounters, tableNames, type TableCounts } from "./table-counts.ts";

/**
 * The site the corpus attacks: the production build (`npm run build` first) as its own process, exactly as
 * `npm run serve` runs it, on a PostgreSQL database of its own that the test reads too, to count rows.
 */

/** The moment the server's clock starts (CLOCK_START); the fixtures are dated around it. */
export const CORPUS_NOW = new Date("2026-11-22T10:00:00Z");

/**
 * The server's environment, the one place to change it. Every request comes from a client address of its own
 * (nextClientAddress) and every valid input uses an e-mail address of its own, so per-client and per-address
 * limits never refuse a case for the wrong reason; a limit keyed otherwise (per event, per course) can be raised
 * here with its variable.
 */
const CORPUS_SERVER_ENV: Record<string, string> = {
  SEED_DEMO: "false",
  CLOCK_START: CORPUS_NOW.toISOString(),
  // The staff sign-in cases all ask links for one known address.
  RATE_LIMIT_STAFF_SIGN_IN_PER_CLIENT_PER_HOUR: "100000",
  RATE_LIMIT_STAFF_SIGN_IN_PER_ADDRESS_PER_HOUR: "100000",
  // Likewise the "Mijn gegevens" link requests, whose form cases share one base address.
  RATE_LIMIT_PERSONAL_DATA_LINKS_PER_CLIENT_PER_HOUR: "100000",
  RATE_LIMIT_PERSONAL_DATA_LINKS_PER_ADDRESS_PER_HOUR: "100000",
  // The passkey sign-in cases start their ceremonies from the test's own clients as well.
  RATE_LIMIT_STAFF_PASSKEY_SIGN_IN_PER_HOUR: "100000",
};

const builtApp = existsSync(path.resolve(import.meta.dirname, "../../build/server/index.js"));

/**
 * True when the corpus can run here: it needs PostgreSQL and the production build. Both are there in CI (a missing
 * one fails the run there); locally a missing one skips the corpus with a warning.
 */
export function corpusCanRun(suite: string): boolean {
  return postgresSuiteCanRun(suite, { "build/ (npm run build)": builtApp });
}

let visitors = 0;

/**
 * A new client address for each request, sent as X-Forwarded-For, which the server trusts from loopback
 * (TRUST_PROXY=loopback). From 198.18.0.0/15, the range set aside for tests of network devices.
 */
export function nextClientAddress(): string {
  visitors++;
  return `198.${18 + ((visitors >> 16) & 1)}.${(visitors >> 8) & 255}.${visitors & 255}`;
}

let addresses = 0;

/** The domain of every e-mail address the corpus sends; the server's log must never show it. */
export const CORPUS_MAIL_DOMAIN = "corpus.example.org";

/** An e-mail address used once, so no per-address limit or 'already enrolled' hides what a case does. */
export function uniqueEmail(): string {
  addresses++;
  return `deelnemer.${addresses}@${CORPUS_MAIL_DOMAIN}`;
}

export type CorpusSite = {
  url: string;
  handle: DatabaseHandle;
  server: RunningServer;
  counts(): Promise<TableCounts>;
  /** The tables whose kept count no longer matches count(*) (installRowCounters): none. */
  countsDisagree(): Promise<string[]>;
  stop(): Promise<void>;
};

export async function startCorpusSite(): Promise<CorpusSite> {
  if (!postgresUrl) throw new Error("TEST_DATABASE_URL ontbreekt");
  const { url: databaseUrl, handle } = await createFreshPostgres(postgresUrl);
  let server: RunningServer;
  let tables: string[];
  try {
    // Before the server starts, so nothing writes while the counters are made.
    tables = await tableNames(handle.db);
    await installRowCounters(handle.db, tables);
    server = await startServer({ env: { ...CORPUS_SERVER_ENV, DATABASE_URL: databaseUrl } });
  } catch (error) {
    await handle.close();
    throw error;
  }
  return {
    url: server.url,
    handle,
    server,
    counts: () => countRows(handle.db),
    countsDisagree: () => countsAgree(handle.db, tables),
    async stop() {
      await server.stop();
      rmSync(server.dataDir, { recursive: true, force: true });
      await handle.close();
    },
  };
}

/** The server still answers: its health check, and a GraphQL query over the database. */
export async function stillAnswers(site: CorpusSite): Promise<string[]> {
  const problems: string[] = [];
  const health = await fetch(`${site.url}/healthz`).catch((error: Error) => error);
  if (health instanceof Error || health.status !== 200) problems.push(`/healthz: ${describe(health)}`);
  // A ping by hand, as a monitor would send it: the transport and the database answering is all it checks.
  const ping = await fetch(`${site.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "{ allCourses { totalCount } }" }),
  }).catch((error: Error) => error);
  if (ping instanceof Error || ping.status !== 200) problems.push(`/graphql: ${describe(ping)}`);
  return problems;
}

function describe(answer: Response | Error): string {
  return answer instanceof Error ? answer.message : `HTTP ${answer.status}`;
}
