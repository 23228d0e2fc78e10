/**
 * PostgreSQL LISTEN on a connection of its own (a pooled connection would lose the LISTEN when returned), for the
 * notifications that cross processes: new mail for the worker (server/jobs/mail-notifications.ts) and changed
 * public content for the page caches (server/http/page-cache.ts). A notification sent in a transaction is
 * delivered only when, and after, it commits. Lost notifications cost only time: every user keeps a safety net
 * (an interval, a maximum age) and is called once after each (re)connect.
 */
import pg from "pg";
import { log } from "../log/logger.ts";

export type Listener = { close(): Promise<void> };

/**
 * Listens on `channel` and calls `onNotify` for every notification, and once after each (re)connect. A lost
 * connection is logged and opened again after `retryMs`. The first connection must succeed: a process that
 * cannot reach its database should not start.
 */
export async function listenOnPostgres(
  databaseUrl: string,
  channel: string,
  onNotify: () => void,
  options: { retryMs?: number } = {},
): Promise<Listener> {
  const { retryMs = 5_000 } = options;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on("notification", () => onNotify());
    const lost = (error?: Error) => {
      if (closed || current !== client) return;
      current = undefined;
      log.warn("db.listen_lost", "Verbinding voor meldingen verbroken; er wordt opnieuw verbonden.", {
        channel,
        error,
      });
      void client.end().catch(() => undefined);
      reconnectLater();
    };
    client.on("error", lost);
    client.on("end", () => lost());
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await client.end();
      return;
    }
    current = client;
    // What happened while nobody listened would otherwise wait for the safety net.
    onNotify();
  }

  function reconnectLater() {
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: unknown) => {
        log.warn("db.listen_failed", "Opnieuw verbinden voor meldingen mislukt; nieuwe poging.", { channel, error });
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
