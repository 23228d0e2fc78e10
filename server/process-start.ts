/**
 * What the web process (server/main.ts) and the worker process (server/worker.ts) both do: open, migrate and seed
 * the database the same way, build the payment provider, run the background jobs, and stop cleanly on a signal.
 */
import path from "node:path";
import { once } from "node:events";
import type { Server } from "node:http";
import pg from "pg";
import type { Config } from "./config.ts";
import { openDatabase, type DatabaseHandle } from "./db/client.ts";
import { ensureDemoContent } from "./db/seed/demo-content.ts";
import type { Clock, ServiceDeps } from "./domain/deps.ts";
import { createPaymentProvider } from "./domain/payments/create-provider.ts";
import { startOrderWorker, type OrderWorker } from "./jobs/order-worker.ts";
import { createMailWorker } from "./jobs/mail-worker.ts";
import { createMailTransport } from "./mail/transport.ts";
import { clockFrom, settingsFrom } from "./settings.ts";
import { routeConsoleToLog } from "./log/console.ts";
import { configureLog, log } from "./log/logger.ts";

/** The log, the clock, the migrated (and, when asked or empty, seeded) database, the settings, the payments. */
export async function openProcess(config: Config) {
  configureLog(config.log);
  routeConsoleToLog();
  const clock = clockFrom(config);
  const settings = settingsFrom(config);
  const database = openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, "pglite") });
  await oneStartAtATime(config.databaseUrl, async () => {
    await database.migrate();
    const seeded = await ensureDemoContent(database.db, config.seedDemo, { now: clock(), settings });
    if (seeded === "seeded") log.info("seed.loaded", "Democontent geladen.");
  });
  const { payments, publicUrl } = config;
  const { provider, testProvider } = createPaymentProvider({ payments, publicUrl, db: database.db, clock });
  return { clock, settings, database, provider, testProvider };
}

/**
 * A web process and a worker started together on one PostgreSQL database would otherwise both apply the
 * migrations (drizzle's migrator takes no lock) and both seed an empty database. A session advisory lock on a
 * connection of its own makes them take turns; closing the connection releases it, also when the work fails.
 */
async function oneStartAtATime(databaseUrl: string | undefined, work: () => Promise<void>): Promise<void> {
  if (!databaseUrl) return work();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock(hashtext('forensisch-forum:start'))");
    await work();
  } finally {
    await client.end();
  }
}

export type Jobs = ReturnType<typeof createJobs>;

/**
 * The background jobs: the mail outbox, and the order worker (holds, payment and refund reconciliation, invoice
 * reminders, expired abuse counters). Built before the deps, since the deps' mailEnqueued may nudge the mail worker.
 */
export function createJobs(config: Config, { database, clock }: { database: DatabaseHandle; clock: Clock }) {
  const transport = createMailTransport(config, clock);
  const site = { name: config.siteName, publicUrl: config.publicUrl };
  const mailWorker = createMailWorker({ db: database.db, transport, from: config.mailFrom, site, clock });
  let orderWorker: OrderWorker | undefined;
  return {
    mailWorker,
    transport,
    start(deps: ServiceDeps) {
      orderWorker = startOrderWorker({ deps, mailDirectory: path.join(config.dataDir, "mail") });
      // The first round at once, not an interval later: holds that expired while no process ran, reminders due.
      void orderWorker.runOnce();
      mailWorker.start();
      const mailbox = config.devMailbox ? `, te lezen op ${config.publicUrl}/dev/mail` : "";
      log.info("mail.transport", `E-mail: ${transport.description}${mailbox}.`);
    },
    /** A running round finishes first, so the database can be closed after this. */
    async stop() {
      await orderWorker?.stop();
      await mailWorker.stop();
      transport.close();
    },
  };
}

/** Stops an HTTP server taking connections and waits for its running requests. */
export function closeServer(server: Server) {
  return async () => {
    server.close();
    server.closeIdleConnections();
    await once(server, "close").catch(() => undefined);
  };
}

/**
 * On SIGTERM or SIGINT: run the closers in order (the server, the jobs, the database last), then exit. A process
 * that hangs is ended after ten seconds.
 */
export function stopOnSignals(kind: "server" | "worker", ...closers: (() => Promise<void>)[]) {
  const name = kind === "server" ? "Server" : "Worker";
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${kind}.stopping`, `${signal} ontvangen, ${kind} stopt.`);
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    for (const close of closers) await close();
    log.info(`${kind}.stopped`, `${name} gestopt.`);
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}
