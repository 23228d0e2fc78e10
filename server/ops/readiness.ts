/**
 * Whether this process should receive traffic (/readyz, decision 0022), and why not. Each check answers ok, warn or
 * fail; only a fail makes the process unready (503). What a web process cannot fix by being taken out of the
 * proxy is reported as a warning, for the alerts (decision in the README's monitoring section):
 * - database: fail when it does not answer within a short time: no page or order works;
 * - migrations: fail when the database lacks a migration of this build (its queries would break); a database that
 *   newer code migrated is a warning: migrations are backwards compatible, and during a deploy every old process
 *   would otherwise leave the proxy at once, before a new one is up;
 * - worker: fail when a job that runs in this process has a stale heartbeat; a warning in a web process that
 *   leaves the jobs to `npm run worker` (taking every web process out would not restart the worker);
 * - outbox: a warning when mail due for a while is not sent: the pages and orders still work, the mail waits.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { heartbeatAges, type HeartbeatAge } from "./heartbeats.ts";
import type { JobIntervals } from "./job-intervals.ts";
import { migrationStatus } from "./migration-status.ts";
import { stuckOutboxMails } from "./operational-figures.ts";

type CheckStatus = "ok" | "warn" | "fail";
type Check = { status: CheckStatus } & Record<string, unknown>;
export type Readiness = { ready: boolean; checks: Record<string, Check> };

/** A database that does not answer within this time counts as down: a proxy's check must not hang. */
export const DATABASE_TIMEOUT_MS = 2_000;

export type ReadinessOptions = {
  now: Date;
  /** Whether this process runs the background jobs itself (WORKER, default true). */
  runsJobs: boolean;
  /** The jobs' configured intervals, by which their heartbeats are stale. */
  intervals: JobIntervals;
  timeoutMs?: number;
};

export async function checkReadiness(db: Database, options: ReadinessOptions): Promise<Readiness> {
  const timeoutMs = options.timeoutMs ?? DATABASE_TIMEOUT_MS;
  const database = await withTimeout(db.execute(sql`select 1`), timeoutMs).then(
    (): Check => ({ status: "ok" }),
    (): Check => ({ status: "fail", reason: "database antwoordt niet" }),
  );
  if (database.status === "fail") return { ready: false, checks: { database } };
  // One after another: a check takes one pooled connection, never several during a rush of orders.
  const migrations = await withTimeout(migrationsCheck(db), timeoutMs).catch(() => unanswered("fail"));
  const worker = await withTimeout(workerCheck(db, options), timeoutMs).catch(() => unanswered("fail"));
  const outbox = await withTimeout(outboxCheck(db, options.now), timeoutMs).catch(() => unanswered("warn"));
  const checks = { database, migrations, worker, outbox };
  return { ready: Object.values(checks).every((check) => check.status !== "fail"), checks };
}

async function migrationsCheck(db: Database): Promise<Check> {
  const { missing, unknown } = await migrationStatus(db);
  if (missing.length > 0) return { status: "fail", missing };
  if (unknown > 0) return { status: "warn", newerThanThisBuild: unknown };
  return { status: "ok" };
}

async function workerCheck(db: Database, { now, runsJobs, intervals }: ReadinessOptions): Promise<Check> {
  const ages = await heartbeatAges(db, now, intervals);
  const jobs = Object.fromEntries(ages.map(({ job, ageSeconds }) => [job, { ageSeconds }]));
  const stale = ages.filter((age: HeartbeatAge) => age.stale).map((age) => age.job);
  if (stale.length === 0) return { status: "ok", jobs };
  return { status: runsJobs ? "fail" : "warn", stale, jobs };
}

async function outboxCheck(db: Database, now: Date): Promise<Check> {
  const stuck = await stuckOutboxMails(db, now);
  return stuck > 0 ? { status: "warn", stuck } : { status: "ok" };
}

function unanswered(status: CheckStatus): Check {
  return { status, reason: "database antwoordt niet" };
}

/** Rejects when the work takes longer than `ms`; the query itself runs on, its answer is ignored. */
export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`geen antwoord binnen ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
