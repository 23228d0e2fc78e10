/** How often the background jobs run a round when nothing nudges them; their heartbeats are judged by these. */
export const ORDER_WORKER_INTERVAL_MS = 30_000;
export const MAIL_WORKER_INTERVAL_MS = 10_000;
