/**
 * The metrics in Prometheus format (decision 0022), one registry per HTTP app. Two kinds:
 * - this process's own: HTTP requests by route pattern and status, their latency, Node's process metrics. With
 *   several web processes each has its own; Prometheus scrapes each, and the queries sum them.
 * - the site's, from the database at scrape time (server/ops/operational-figures.ts): orders by status, the
 *   outbox, the oldest open payment, the workers' heartbeats. Every process reports the same values, so the
 *   queries take max() of them, not sum().
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../db/client.ts";
import { ORDER_STATUSES } from "../db/schema/index.ts";
import type { Clock } from "../domain/deps.ts";
import { heartbeatAges } from "./heartbeats.ts";
import { DEFAULT_JOB_INTERVALS } from "./job-intervals.ts";
import { migrationStatus } from "./migration-status.ts";
import {
  oldestOpenPaymentAgeSeconds,
  ordersByStatus,
  outboxByStatus,
  overdueHolds,
  stuckOutboxMails,
} from "./operational-figures.ts";
import { DATABASE_TIMEOUT_MS, withTimeout } from "./readiness.ts";

export type Metrics = {
  observeRequest: (request: { method: string; route: string; status: number; seconds: number }) => void;
  /** The text a scrape gets: the database figures are read first. */
  render: () => Promise<string>;
  contentType: string;
};

export function createMetrics({ db, clock }: { db: Database; clock: Clock }): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestLabels = ["method", "route", "status"] as const;
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP-verzoeken aan dit proces, per routepatroon en status.",
    labelNames: requestLabels,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Duur van HTTP-verzoeken aan dit proces, per routepatroon en status.",
    labelNames: requestLabels,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const figures = databaseGauges(registry);
  return {
    observeRequest({ method, route, status, seconds }) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
    async render() {
      await figures.refresh(db, clock());
      return registry.metrics();
    },
    contentType: registry.contentType,
  };
}

function databaseGauges(registry: Registry) {
  const gauge = (name: string, help: string, labelNames: string[] = []) =>
    new Gauge({ name, help, labelNames, registers: [registry] });
  const up = gauge("ff_database_up", "1 als de database bij deze scrape antwoordde, anders 0.");
  const site = {
    orders: gauge("ff_orders", "Bestellingen per status (de hele site).", ["status"]),
    outboxPending: gauge("ff_mail_outbox_pending", "E-mails in de outbox die nog verstuurd moeten worden."),
    outboxFailed: gauge("ff_mail_outbox_failed", "E-mails die na alle pogingen niet verstuurd zijn (FAILED)."),
    outboxStuck: gauge(
      "ff_mail_outbox_stuck",
      "PENDING-e-mails die al meer dan 10 minuten verstuurd hadden moeten zijn.",
    ),
    paymentLag: gauge(
      "ff_payment_reconciliation_lag_seconds",
      "Leeftijd van de oudste openstaande betaling van een wachtende bestelling (0: geen).",
    ),
    overdueHolds: gauge(
      "ff_orders_overdue_holds",
      "PENDING-bestellingen waarvan de reservering al 10 minuten verlopen is.",
    ),
    heartbeat: gauge(
      "ff_worker_heartbeat_age_seconds",
      "Seconden sinds de laatste ronde van een achtergrondtaak (+Inf: nooit).",
      ["job"],
    ),
    migrationsMissing: gauge("ff_migrations_missing", "Migraties van deze build die de database mist."),
    migrationsUnknown: gauge(
      "ff_migrations_unknown",
      "Migraties in de database die deze build niet kent (nieuwere code).",
    ),
  };
  const read = async (db: Database, now: Date) => {
    // One query after another: a scrape takes one pooled connection, never several during a rush of orders.
    const orders = await ordersByStatus(db);
    const outbox = await outboxByStatus(db);
    const stuck = await stuckOutboxMails(db, now);
    const lag = await oldestOpenPaymentAgeSeconds(db, now);
    const overdue = await overdueHolds(db, now);
    // Only the ages are shown, which no interval changes: whether they are stale is for /readyz to judge.
    const beats = await heartbeatAges(db, now, DEFAULT_JOB_INTERVALS);
    const migrations = await migrationStatus(db);
    // Set only once everything was read in time: a late answer never overwrites what a failed scrape cleared.
    return () => {
      for (const status of ORDER_STATUSES) site.orders.set({ status }, orders.get(status) ?? 0);
      site.outboxPending.set(outbox.get("PENDING") ?? 0);
      site.outboxFailed.set(outbox.get("FAILED") ?? 0);
      site.outboxStuck.set(stuck);
      site.paymentLag.set(lag);
      site.overdueHolds.set(overdue);
      for (const { job, ageSeconds } of beats) site.heartbeat.set({ job }, ageSeconds ?? Infinity);
      site.migrationsMissing.set(migrations.missing.length);
      site.migrationsUnknown.set(migrations.unknown);
    };
  };
  return {
    /** Reads the figures anew; when the database does not answer they are left out rather than shown stale. */
    async refresh(db: Database, now: Date) {
      try {
        const show = await withTimeout(read(db, now), DATABASE_TIMEOUT_MS);
        show();
        up.set(1);
      } catch {
        for (const one of Object.values(site)) one.reset();
        up.set(0);
      }
    },
  };
}
