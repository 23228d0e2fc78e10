/**
 * The nudge across processes (decision 0015): a web process that runs no jobs (WORKER=false) tells the worker process
 * that a mail waits in the outbox, so it goes out at once instead of at the mail worker's next interval.
 *
 * PostgreSQL's LISTEN/NOTIFY carries it. A statement trigger on mail_outbox (migration 0016) calls `pg_notify` in the
 * transaction that wrote the mail, so the web process needs no round trip of its own for it; PostgreSQL delivers a
 * notification only when that transaction commits, and only after it, so the worker never
 * wakes for a mail it cannot see yet, nor for one that was rolled back. The worker listens on a connection of its
 * own (a pooled connection would lose the LISTEN when returned). Lost notifications cost only time: the mail
 * worker's interval stays the safety net, and after a reconnect the worker looks once at the outbox.
 */
import { listenOnPostgres } from "../db/notifications.ts";

const MAIL_CHANNEL = "mail_outbox";

/** Calls `onMail` for every mail enqueued (after its commit) and once after each (re)connect; see listenOnPostgres. */
export function listenForMail(databaseUrl: string, onMail: () => void, options: { retryMs?: number } = {}) {
  return listenOnPostgres(databaseUrl, MAIL_CHANNEL, onMail, options);
}
