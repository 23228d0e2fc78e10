/**
 * The worker process (`npm run worker`, decision 0015): the background jobs without the web server, so rendering the
 * PDFs of outgoing mail never competes with page requests. It runs beside web processes started with WORKER=false
 * on the same PostgreSQL database; they tell it of new mail with a NOTIFY (server/jobs/mail-notifications.ts),
 * and its mail worker's interval catches anything a lost notification leaves.
 */
import { setPriority } from "node:os";
import path from "node:path";
import type { Config } from "./config.ts";
import { ConfigError, loadConfig } from "./config.ts";
import type { ServiceDeps } from "./domain/deps.ts";
import { fileMediaStorage } from "./domain/media/storage.ts";
import { listenForMail } from "./jobs/mail-notifications.ts";
import { log } from "./log/logger.ts";
import { createJobs, openProcess, stopOnSignals } from "./process-start.ts";

async function start(config: Config) {
  const { databaseUrl } = config;
  if (!databaseUrl) {
    throw new ConfigError(
      "Ongeldige configuratie:\n  DATABASE_URL: ontbreekt; npm run worker werkt alleen met PostgreSQL. De ingebouwde " +
        "PGlite-database kan maar één proces openen: zonder DATABASE_URL voert npm start de achtergrondtaken zelf uit.",
    );
  }
  // Below the web processes: in a ticket rush the buyers get the CPU first and the mails follow (WORKER_NICE).
  setPriority(config.workerNice);
  const { clock, settings, database, provider } = await openProcess(config);
  const jobs = createJobs(config, { database, clock });
  // Mail written by the jobs themselves (reminders, expired holds) nudges this process's mail worker directly.
  const deps: ServiceDeps = {
    db: database.db,
    clock,
    payments: provider,
    settings,
    actor: { kind: "system", name: "worker" },
    mailEnqueued: () => jobs.mailWorker.nudge(),
    // The retention job deletes unused uploads' files: the worker needs the shared DATA_DIR too (README).
    mediaStorage: fileMediaStorage(path.join(config.dataDir, "media")),
  };
  jobs.start(deps);
  const listener = await listenForMail(databaseUrl, () => jobs.mailWorker.nudge());
  log.info(
    "worker.started",
    `Worker van ${config.siteName} draait: e-mail, verlopen reserveringen, betalingscontrole en herinneringen ` +
      `(database: ${database.kind}, betalingen: ${provider.name}).`,
    { database: database.kind, payments: provider.name },
  );
  // No more nudges, then the running rounds finish, then the database closes.
  stopOnSignals("worker", listener.close, jobs.stop, database.close);
}

try {
  await start(loadConfig());
} catch (error) {
  if (error instanceof ConfigError) console.error(error.message);
  else log.error("worker.start_failed", "De worker kon niet starten.", { error });
  process.exit(1);
}
