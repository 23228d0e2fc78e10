/**
 * What the web process (server/main.ts) and the worker process (server/worker.ts) both do: open, migrate and seed
 * the database the same way, build the payment provider, run the background jobs, and stop cleanly on a signal.
 */
import path from "node:path";
import { once } from "node:events";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import net, { type Socket } from "node:net";
import pg from "pg";
import type { Config } from "./config.ts";
import { openDatabase, type DatabaseHandle } from "./db/client.ts";
import { ensureDemoContent } from "./db/seed/demo-content.ts";
import type { Clock, ServiceDeps } from "./domain/deps.ts";
import { createPaymentProvider } from "./domain/payments/create-provider.ts";
import { createOrderWorker, type OrderWorker } from "./jobs/order-worker.ts";
import { createMailWorker } from "./jobs/mail-worker.ts";
import { mailComposers } from "./jobs/mail-requests.ts";
import { createMailTransport, emlMailDirectory } from "./mail/transport.ts";
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
export async function oneStartAtATime(databaseUrl: string | undefined, work: () => Promise<void>): Promise<void> {
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

/** What one run of the jobs on demand did (the test control, server/http/job-control-route.ts). */
export type JobsRun = { mails: { sent: number; failed: number } };

/**
 * The background jobs: the mail outbox, and the order worker (holds, payment and refund reconciliation, invoice
 * reminders, expired abuse counters). Built before the deps, since the deps' mailEnqueued may nudge the mail worker.
 * They run on their intervals once started, and a round at once when asked (runNow), started or not.
 */
export function createJobs(config: Config, { database, clock }: { database: DatabaseHandle; clock: Clock }) {
  const transport = createMailTransport(config, clock);
  const site = { name: config.siteName, publicUrl: config.publicUrl };
  const { orderWorkerMs, mailWorkerMs } = config.jobIntervals;
  const mailWorker = createMailWorker({
    db: database.db,
    transport,
    from: config.mailFrom,
    site,
    clock,
    composers: mailComposers(settingsFrom(config)),
    intervalMs: mailWorkerMs,
  });
  let orderWorker: OrderWorker | undefined;
  const orderWorkerOf = (deps: ServiceDeps) =>
    (orderWorker ??= createOrderWorker({ deps, mailDirectory: emlMailDirectory(config) }));
  return {
    mailWorker,
    transport,
    start(deps: ServiceDeps) {
      const worker = orderWorkerOf(deps);
      worker.start(orderWorkerMs);
      // The first round at once, not an interval later: holds that expired while no process ran, reminders due.
      void worker.runOnce();
      mailWorker.start();
      const mailbox = config.devMailbox ? `, te lezen op ${config.publicUrl}/dev/mail` : "";
      log.info("mail.transport", `E-mail: ${transport.description}${mailbox}.`);
    },
    /**
     * One order round, then one mail pass (which sends what the round wrote), each begun after this call, and
     * resolves when both are done.
     */
    async runNow(deps: ServiceDeps): Promise<JobsRun> {
      await orderWorkerOf(deps).runOnce();
      return { mails: await mailWorker.runOnce() };
    },
    /** A running round finishes first, so the database can be closed after this. */
    async stop() {
      await orderWorker?.stop();
      await mailWorker.stop();
      transport.close();
    },
  };
}

/**
 * How long a stopping server keeps a proxy's idle connections: longer than the proxy keeps an idle connection to
 * it (nginx's keepalive_timeout, 4 s in deploy/nginx/), so the proxy closes them itself. Closing one from this
 * side could cross a request the proxy is just sending on it, and nginx never sends a POST (an order) again: a 502.
 */
const DRAIN_IDLE_MS = 4_500;

/**
 * Stops an HTTP server taking connections and waits for its running requests, without a gap a rolling restart
 * (scripts/deploy/deploy.sh) could fall into: the port closes at once (the proxy's next connection attempt is
 * refused and goes to the other web process, which is safe also for a POST), every answer from now on says
 * `Connection: close`, and the idle connections of a proxy (those whose requests were forwarded) are left to it
 * for up to `drainIdleMs`. Other idle connections close at once: a browser sends its request again on a new one.
 */
export function closeServer(server: Server, drainIdleMs = DRAIN_IDLE_MS) {
  const connections = trackConnections(server);
  return async () => {
    const closed = once(server, "close").catch(() => undefined);
    server.prependListener("request", (_req, res: ServerResponse) => res.setHeader("Connection", "close"));
    // http.Server's close() would close every idle connection at once; net.Server's only stops listening.
    net.Server.prototype.close.call(server);
    connections.closeIdle((socket) => !connections.proxied.has(socket));
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, drainIdleMs).unref())]);
    server.closeIdleConnections();
    await closed;
  };
}

/** The open connections of `server`, which of them carry a request now, and which came through a proxy. */
function trackConnections(server: Server) {
  const open = new Set<Socket>();
  const busy = new Set<Socket>();
  const proxied = new WeakSet<Socket>();
  server.on("connection", (socket: Socket) => {
    open.add(socket);
    socket.once("close", () => open.delete(socket));
  });
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const { socket } = req;
    if (req.headers["x-forwarded-for"]) proxied.add(socket);
    busy.add(socket);
    res.once("close", () => busy.delete(socket));
  });
  return {
    proxied,
    closeIdle(which: (socket: Socket) => boolean) {
      for (const socket of open) if (!busy.has(socket) && which(socket)) socket.destroy();
    },
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
