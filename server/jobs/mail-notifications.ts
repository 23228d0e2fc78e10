/**
 * The nudge across processes (issue 16): a web process that runs no jobs (WORKER=false) tells the worker process
 * that a mail waits in the outbox, so it goes out at once instead of at the mail worker's next interval.
 *
 * PostgreSQL's LISTEN/NOTIFY carries it. The web process calls `pg_notify` in the transaction that wrote the mail;
 * PostgreSQL delivers a notification only when that transaction commits, and only after it, so the worker never
 * wakes for a mail it cannot see yet, nor for one that was rolled back. The worker listens on a connection of its
 * own (a pooled connection would lose the LISTEN when returned). Lost notifications cost only time: the mail
 * worker's interval stays the safety net, and after a reconnect the worker looks once at the outbox.
 */
import { sql } from "drizzle-orm";
import pg from "pg";
import type { DbOrTx } from "../db/client.ts";
import { log } from "../log/logger.ts";

export const MAIL_CHANNEL = "mail_outbox";

/** Sends the notification with the transaction `tx`: it reaches the listeners when (and if) `tx` commits. */
export async function notifyMailEnqueued(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_notify(${MAIL_CHANNEL}, '')`);
}

export type MailListener = { close(): Promise<void> };

/**
 * Listens on MAIL_CHANNEL and calls `onMail` for every notification, and once after each (re)connect. A lost
 * connection is logged and opened again after `retryMs`. The first connection must succeed: a worker that
 * cannot reach its database should not start.
 */
export async function listenForMail(
  databaseUrl: string,
  onMail: () => void,
  options: { retryMs?: number } = {},
): Promise<MailListener> {
  const { retryMs = 5_000 } = options;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on("notification", () => onMail());
    const lost = (error?: Error) => {
      if (closed || current !== client) return;
      current = undefined;
      log.warn("mail.listen_lost", "Verbinding voor e-mailmeldingen verbroken; de worker verbindt opnieuw.", {
        error,
      });
      void client.end().catch(() => undefined);
      reconnectLater();
    };
    client.on("error", lost);
    client.on("end", () => lost());
    try {
      await client.connect();
      await client.query(`listen ${MAIL_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await client.end();
      return;
    }
    current = client;
    // Mail written while nobody listened would otherwise wait for the interval.
    onMail();
  }

  function reconnectLater() {
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: unknown) => {
        log.warn("mail.listen_failed", "Opnieuw verbinden voor e-mailmeldingen mislukt; nieuwe poging.", { error });
        if (!closed) reconnectLater();
      });
    }, retryMs);
    retry.unref();
  }

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = undefined;
      await client?.end();
    },
  };
}
