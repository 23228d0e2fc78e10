/**
 * The background jobs' heartbeats (decision 0022): a job writes one after each round, with its own clock, and the
 * readiness check and the metrics read how long ago that was. A round may take long (a Mollie call per open
 * payment, PDFs for a batch of mails), so a heartbeat is stale only after several rounds and at least two minutes.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { workerHeartbeats } from "../db/schema/index.ts";
import type { JobIntervals } from "./job-intervals.ts";

const HEARTBEAT_JOBS = ["order-worker", "mail-worker"] as const;

export type HeartbeatJob = (typeof HEARTBEAT_JOBS)[number];

/** Each job's interval, as configured for the processes that run it. */
function intervalOf(job: HeartbeatJob, intervals: JobIntervals): number {
  return job === "order-worker" ? intervals.orderWorkerMs : intervals.mailWorkerMs;
}

function staleAfter(intervalMs: number): number {
  return Math.max(4 * intervalMs, 120_000);
}

/** The job ran a round that ended at `at`. */
export async function recordHeartbeat(db: Database, job: HeartbeatJob, at: Date): Promise<void> {
  await db
    .insert(workerHeartbeats)
    .values({ job, beatAt: at })
    .onConflictDoUpdate({ target: workerHeartbeats.job, set: { beatAt: sql`excluded.beat_at` } });
}

export type HeartbeatAge = {
  job: HeartbeatJob;
  /** Seconds since the last round ended; null when the job never ran on this database. */
  ageSeconds: number | null;
  stale: boolean;
};

/**
 * Every job's heartbeat age at `now` (never negative: another process's clock may run slightly ahead), judged by
 * the configured intervals: the web processes and the worker share one configuration.
 */
export async function heartbeatAges(db: Database, now: Date, intervals: JobIntervals): Promise<HeartbeatAge[]> {
  const rows = await db.select().from(workerHeartbeats);
  const beats = new Map(rows.map((row) => [row.job, row.beatAt]));
  return HEARTBEAT_JOBS.map((job) => {
    const beatAt = beats.get(job);
    if (!beatAt) return { job, ageSeconds: null, stale: true };
    const ageMs = Math.max(0, now.getTime() - beatAt.getTime());
    const stale = ageMs > staleAfter(intervalOf(job, intervals));
    return { job, ageSeconds: Math.round(ageMs / 1000), stale };
  });
}
