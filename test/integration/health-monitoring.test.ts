import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "../../app/routes.ts";
import type { DatabaseHandle } from "../../server/db/client.ts";
import type { OpsOptions } from "../../server/http/create-app.ts";
import { createMailWorker } from "../../server/jobs/mail-worker.ts";
import { startOrderWorker } from "../../server/jobs/order-worker.ts";
import { createMailTransport } from "../../server/mail/transport.ts";
import { buildMigrations } from "../../server/ops/migration-status.ts";
import { routePatternMatcher, type RouteShape } from "../../server/ops/route-patterns.ts";
import { testDatabases } from "../support/databases.ts";
import { testDeps } from "../support/deps.ts";
import { graphqlClient } from "../support/graphql-client.ts";
import { listenOnFreePort, testHttpApp } from "../support/http-app.ts";
import { orderInput } from "../support/factories/orders.ts";
import { createEvent } from "../support/factories/events.ts";
import { failedMail, queueMail } from "../support/factories/mail.ts";
import { CreateOrderDocument } from "../../app/graphql/generated.ts";

// Decision 0022: /healthz (alive), /readyz (database, migrations, worker heartbeat, outbox) and /metrics (Prometheus),
// over real HTTP against the app as server/main.ts composes it, with a fixed clock.
const start = new Date("2026-11-22T10:00:00Z");
const minutes = (n: number) => new Date(start.getTime() + n * 60_000);
const METRICS_TOKEN = "3f9c1b7e5a2d8c4f6b0e9a1d7c3f5b8e";
const pagePatternOf = routePatternMatcher(routes as RouteShape[]);
const mailDir = mkdtempSync(path.join(tmpdir(), "ff-health-"));
afterAll(() => rmSync(mailDir, { recursive: true, force: true }));

type Site = { url: string; close: () => Promise<void>; setNow: (moment: Date) => void };

/** The app on a free port with the database's clock at `start`; closing it leaves the database open. */
async function startSite(
  handle: DatabaseHandle,
  ops: OpsOptions = {},
): Promise<Site & { deps: ReturnType<typeof testDeps> }> {
  let now = start;
  const deps = testDeps(handle.db, () => now);
  const server = await listenOnFreePort(
    testHttpApp(deps, { ops: { metricsToken: METRICS_TOKEN, pagePatternOf, ...ops } }),
  );
  return { ...server, deps, setNow: (moment) => void (now = moment) };
}

/** One round of each background job, as the process runs them, at the site's clock. */
async function runJobsOnce(handle: DatabaseHandle, deps: ReturnType<typeof testDeps>) {
  const orderWorker = startOrderWorker({ deps, intervalMs: 3_600_000 });
  await orderWorker.runOnce();
  await orderWorker.stop();
  const transport = createMailTransport({ smtpUrl: undefined, dataDir: mailDir }, deps.clock);
  const site = { name: "Forensisch Forum", publicUrl: "http://localhost:3000" };
  await createMailWorker({
    db: handle.db,
    transport,
    from: "FF <info@example.org>",
    site,
    clock: deps.clock,
  }).runOnce();
}

async function readiness(site: Site) {
  const response = await fetch(`${site.url}/readyz`);
  return { status: response.status, cacheControl: response.headers.get("cache-control"), body: await response.json() };
}

async function metricsText(site: Site): Promise<string> {
  const response = await fetch(`${site.url}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

/** The value of one sample, e.g. `ff_orders{status="PENDING"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((one) => one.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

for (const database of testDatabases()) {
  describe(`health and monitoring on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let site: Awaited<ReturnType<typeof startSite>>;

    beforeAll(async () => {
      handle = await database.open();
      site = await startSite(handle);
    });
    afterAll(async () => {
      await site?.close();
      await handle?.close();
    });

    it("/healthz answers 200 with a tiny body that no cache keeps", async () => {
      const response = await fetch(`${site.url}/healthz`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: "ok" });
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    });

    it("/readyz is 503 naming the worker before any job ran, and 200 once both jobs beat", async () => {
      const before = await readiness(site);
      expect(before.status).toBe(503);
      expect(before.body.checks.worker).toMatchObject({ status: "fail", stale: ["order-worker", "mail-worker"] });

      await runJobsOnce(handle, site.deps);
      const after = await readiness(site);
      expect(after).toMatchObject({ status: 200, cacheControl: "no-store" });
      expect(after.body).toEqual({
        status: "ready",
        ready: true,
        checks: {
          database: { status: "ok" },
          migrations: { status: "ok" },
          worker: { status: "ok", jobs: { "order-worker": { ageSeconds: 0 }, "mail-worker": { ageSeconds: 0 } } },
          outbox: { status: "ok" },
        },
      });
    });

    it("/readyz is 503 naming the worker when its heartbeat is stale, in a process that runs the jobs", async () => {
      await runJobsOnce(handle, site.deps);
      site.setNow(minutes(1));
      expect((await readiness(site)).status).toBe(200);
      site.setNow(minutes(3));
      const stale = await readiness(site);
      expect(stale.status).toBe(503);
      expect(stale.body.ready).toBe(false);
      expect(stale.body.checks.worker).toEqual({
        status: "fail",
        stale: ["order-worker", "mail-worker"],
        jobs: { "order-worker": { ageSeconds: 180 }, "mail-worker": { ageSeconds: 180 } },
      });
      expect(stale.body.checks.database).toEqual({ status: "ok" });
      site.setNow(start);
    });

    it("a web process that leaves the jobs to npm run worker only reports a stale heartbeat", async () => {
      const web = await startSite(handle, { runsJobs: false });
      try {
        web.setNow(minutes(30));
        const report = await readiness(web);
        expect(report.status).toBe(200);
        expect(report.body.checks.worker).toMatchObject({ status: "warn", stale: ["order-worker", "mail-worker"] });
      } finally {
        await web.close();
      }
    });

    it("judges each heartbeat by its job's configured interval (ORDER_WORKER_INTERVAL_SECONDS)", async () => {
      const slow = await startSite(handle, { jobIntervals: { orderWorkerMs: 300_000, mailWorkerMs: 10_000 } });
      try {
        await runJobsOnce(handle, slow.deps);
        // Rounds every 5 minutes: the order worker is stale only after four of them; the mail worker after 2 minutes.
        slow.setNow(minutes(19));
        expect((await readiness(slow)).body.checks.worker).toMatchObject({ status: "fail", stale: ["mail-worker"] });
        slow.setNow(minutes(21));
        const stale = (await readiness(slow)).body.checks.worker;
        expect(stale).toMatchObject({ status: "fail", stale: ["order-worker", "mail-worker"] });
      } finally {
        await slow.close();
      }
    });

    it("/metrics is refused through the public proxy without the token, and served with it or on loopback", async () => {
      const viaProxy = { "x-forwarded-for": "203.0.113.9" };
      const refused = await fetch(`${site.url}/metrics`, { headers: viaProxy });
      expect(refused.status).toBe(404);
      expect(await refused.text()).not.toMatch(/http_requests_total/);
      const wrong = await fetch(`${site.url}/metrics`, { headers: { ...viaProxy, authorization: "Bearer raden" } });
      expect(wrong.status).toBe(404);
      const forwarded = await fetch(`${site.url}/metrics`, { headers: { forwarded: "for=203.0.113.9" } });
      expect(forwarded.status).toBe(404);

      const withToken = await fetch(`${site.url}/metrics`, {
        headers: { ...viaProxy, authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(withToken.status).toBe(200);
      expect(withToken.headers.get("cache-control")).toBe("no-store");
      expect(await withToken.text()).toMatch(/^process_cpu_user_seconds_total /m);
      // A scraper on this machine, talking to the process directly.
      expect((await fetch(`${site.url}/metrics`)).status).toBe(200);
    });

    it("without METRICS_TOKEN nobody through the proxy reads /metrics, whatever they send", async () => {
      const tokenless = await startSite(handle, { metricsToken: undefined });
      try {
        const headers = { "x-forwarded-for": "127.0.0.1", authorization: "Bearer undefined" };
        expect((await fetch(`${tokenless.url}/metrics`, { headers })).status).toBe(404);
        expect((await fetch(`${tokenless.url}/metrics`)).status).toBe(200);
      } finally {
        await tokenless.close();
      }
    });

    it("labels requests by route pattern and status, never by the raw path with its token", async () => {
      const token = "Wq7xT3kLm9Pz2Rv5Yb8Nc4Hd6Jf1Gs0a";
      expect((await fetch(`${site.url}/vakschool/wachtlijst/${token}`)).status).toBe(418);
      expect((await fetch(`${site.url}/vakschool/wachtlijst/${token}.data`)).status).toBe(418);
      expect((await fetch(`${site.url}/certificaat/FF-7KQM-3XPA-9TDV`)).status).toBe(418);
      expect((await fetch(`${site.url}/geen/pagina/${token}`)).status).toBe(418);
      expect((await fetch(`${site.url}/${token}.png`)).status).toBe(418);
      await fetch(`${site.url}/healthz`);
      // The smallest query by hand: only the route's label is at stake, not an operation.
      const graphql = await fetch(`${site.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "{ __typename }" }),
      });
      expect(graphql.status).toBe(200);
      const webhook = await fetch(`${site.url}/api/payments/webhook`, { method: "POST" });
      const text = await metricsText(site);
      expect(text).not.toContain(token);
      expect(text).not.toContain("7KQM");
      const count = (route: string, status: number) =>
        sample(text, `http_requests_total{method="GET",route="${route}",status="${status}"}`);
      expect(count("/vakschool/wachtlijst/:token", 418)).toBe(1);
      expect(count("/vakschool/wachtlijst/:token.data", 418)).toBe(1);
      expect(count("/certificaat/:code", 418)).toBe(1);
      // The web app's catch-all route (its 404 page) and a file the static files lack: still no token.
      expect(count("/*", 418)).toBe(1);
      expect(count("(bestand)", 418)).toBe(1);
      expect(sample(text, `http_requests_total{method="POST",route="/graphql",status="200"}`)).toBe(1);
      const webhookRoute = `http_requests_total{method="POST",route="/api/payments/webhook",status="${webhook.status}"}`;
      expect(sample(text, webhookRoute)).toBe(1);
      expect(count("/healthz", 200)).toBeGreaterThanOrEqual(1);
      const bucket = `http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/vakschool/wachtlijst/:token",status="418"}`;
      expect(sample(text, bucket)).toBe(1);
    });

    it("counts orders by status, the open payments' lag and the workers' heartbeat age at scrape time", async () => {
      const { eventId, ticketTypeIds } = await createEvent(handle.db, start);
      const line = [{ ticketTypeId: ticketTypeIds[0]!, quantity: 1 }];
      const client = graphqlClient(handle.db, start);
      for (const paymentMethod of ["IDEAL", "IDEAL", "INVOICE"] as const) {
        const input = orderInput(eventId, line, { paymentMethod });
        const { errors } = await client.run(CreateOrderDocument, { input });
        expect(errors).toBeUndefined();
      }
      await runJobsOnce(handle, site.deps);
      site.setNow(minutes(5));
      const text = await metricsText(site);
      expect(sample(text, 'ff_orders{status="PENDING"}')).toBe(2);
      expect(sample(text, 'ff_orders{status="INVOICED"}')).toBe(1);
      expect(sample(text, 'ff_orders{status="PAID"}')).toBe(0);
      expect(sample(text, "ff_payment_reconciliation_lag_seconds")).toBe(300);
      expect(sample(text, 'ff_worker_heartbeat_age_seconds{job="order-worker"}')).toBe(300);
      expect(sample(text, 'ff_worker_heartbeat_age_seconds{job="mail-worker"}')).toBe(300);
      expect(sample(text, "ff_orders_overdue_holds")).toBe(0);
      expect(sample(text, "ff_migrations_missing")).toBe(0);
      expect(sample(text, "ff_database_up")).toBe(1);
      site.setNow(start);
    });

    it("reports a stuck outbox on /readyz and in the metrics, without taking the process out", async () => {
      // The workers beat now; then a mail due 15 minutes ago that no worker took, and one given up on.
      await runJobsOnce(handle, site.deps);
      await queueMail(handle.db, { to: "a@example.org", subject: "vast" }, minutes(-15));
      await failedMail(handle.db, { to: "b@example.org", subject: "mislukt" }, minutes(0));
      const report = await readiness(site);
      expect(report.status).toBe(200);
      expect(report.body.checks.outbox).toEqual({ status: "warn", stuck: 1 });
      const text = await metricsText(site);
      expect(sample(text, "ff_mail_outbox_stuck")).toBe(1);
      expect(sample(text, "ff_mail_outbox_failed")).toBe(1);
      expect(sample(text, "ff_mail_outbox_pending")).toBe(1);
      expect(text).not.toContain("example.org");
    });
  });

  describe(`readiness of a database that does not fit this build, or is gone, on ${database.name}`, () => {
    it("is 503 naming the missing migration when drizzle's table lacks the last one", async () => {
      const handle = await database.open();
      const site = await startSite(handle);
      try {
        await runJobsOnce(handle, site.deps);
        expect((await readiness(site)).status).toBe(200);
        await handle.db.execute(
          sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
        );
        const report = await readiness(site);
        expect(report.status).toBe(503);
        const last = buildMigrations().at(-1)!.tag;
        expect(report.body.checks.migrations).toEqual({ status: "fail", missing: [last] });
        expect(sample(await metricsText(site), "ff_migrations_missing")).toBe(1);
      } finally {
        await site.close();
        await handle.close();
      }
    });

    it("only warns when newer code migrated the database: old processes stay in the proxy during a deploy", async () => {
      const handle = await database.open();
      const site = await startSite(handle);
      try {
        await runJobsOnce(handle, site.deps);
        await handle.db.execute(
          sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('later', 4102444800000)`,
        );
        const report = await readiness(site);
        expect(report.status).toBe(200);
        expect(report.body.checks.migrations).toEqual({ status: "warn", newerThanThisBuild: 1 });
      } finally {
        await site.close();
        await handle.close();
      }
    });

    it("is 503 naming the database when it is closed, while /healthz stays 200", async () => {
      const handle = await database.open();
      const site = await startSite(handle);
      try {
        await handle.close();
        const report = await readiness(site);
        expect(report.status).toBe(503);
        expect(report.body).toEqual({
          status: "not ready",
          ready: false,
          checks: { database: { status: "fail", reason: "database antwoordt niet" } },
        });
        expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
        const text = await metricsText(site);
        expect(sample(text, "ff_database_up")).toBe(0);
        expect(text).not.toMatch(/^ff_orders\{/m);
      } finally {
        await site.close();
      }
    });
  });
}
