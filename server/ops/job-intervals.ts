/**
 * How often the background jobs run a round when nothing nudges them (ORDER_WORKER_INTERVAL_SECONDS and
 * MAIL_WORKER_INTERVAL_SECONDS, server/config.ts); their heartbeats are judged by these (./heartbeats.ts).
 */
export type JobIntervals = { orderWorkerMs: number; mailWorkerMs: number };

export const DEFAULT_JOB_INTERVALS: JobIntervals = { orderWorkerMs: 30_000, mailWorkerMs: 10_000 };

/**
 * Shorter intervals are for tests only: every order round asks the payment provider about each open payment and
 * refund, so on a public site they would hammer Mollie and the database (server/safe-defaults.ts refuses them).
 */
export const TEST_ONLY_INTERVAL_BELOW_SECONDS = 5;
