import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { openDatabase, type DatabaseHandle } from "../../server/db/client.ts";
import { workerHeartbeats } from "../../server/db/schema/index.ts";
import { JOB_CONTROL_PATH } from "../../server/http/job-control-route.ts";
import { jobControl, type JobControl } from "../../server/job-control.ts";
import { createOrderWorker } from "../../server/jobs/order-worker.ts";
import { enqueueMail } from "../../server/mail/outbox.ts";
import { settingsFrom } from "../../server/settings.ts";
import { testDeps, testUnit } from "../support/deps.ts";
import { listenOnFreePort, testHttpApp } from "../support/http-app.ts";
import { postWhole } from "../support/raw-http.ts";

// The test control of the background jobs (TEST_JOB_CONTROL, decision 0026): POST /dev/jobs/run runs a round of the
// order worker and a pass of the mail outbox now, also in a process that leaves the jobs to `npm run worker`, and
// answers only a test on this machine.
const now = new Date("2026-11-22T10:00:00Z");
const dataDir = mkdtempSync(path.join(tmpdir(), "ff-job-control-"));
const mailFiles = () => readdirSync(path.join(dataDir, "mail")).filter((name) => name.endsWith(".eml"));

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = openDatabase({ pgliteDir: "memory" });
  await handle.migrate();
});
afterAll(async () => {
  await handle?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function enqueueOneMail(key: string) {
  await handle.db.transaction((tx) =>
    enqueueMail(testUnit(tx, now), {
      dedupeKey: key,
      to: "sanne@example.org",
      subject: "Een e-mail uit de wachtrij",
      html: "<p>Hallo</p>",
      text: "Hallo",
      attachments: [],
    }),
  );
}

/** The control as server/main.ts composes it from `env`, for a process that runs no jobs of its own. */
function controlFrom(env: Record<string, string>) {
  const config = loadConfig({ DATA_DIR: dataDir, ...env });
  const deps = testDeps(handle.db, now, { settings: settingsFrom(config) });
  const control = config.testJobControl
    ? jobControl(config, { database: handle, clock: () => now }, { jobs: undefined, deps })
    : undefined;
  return { config, deps, control };
}

describe("the jobs on demand", () => {
  let control: JobControl;
  afterAll(() => control?.stop());

  it("builds the jobs from the configuration in a process without them, and sends what is due", async () => {
    control = controlFrom({ TEST_JOB_CONTROL: "true" }).control!;
    await enqueueOneMail("op-verzoek-1");
    expect(await control.runNow()).toEqual({ mails: { sent: 1, failed: 0 } });
    expect(mailFiles()).toHaveLength(1);
    // The order worker's round ran too: its heartbeat is written at the end of every round.
    const beats = await handle.db.select().from(workerHeartbeats);
    expect(beats.map((beat) => beat.job).sort()).toEqual(["mail-worker", "order-worker"]);
    expect(await control.runNow()).toEqual({ mails: { sent: 0, failed: 0 } });
  });

  it("runs a round of its own for every call, also while another round runs", async () => {
    // The rounds read the clock a fixed number of times on a database with nothing to do, so the count tells them.
    let reads = 0;
    const deps = testDeps(handle.db, () => {
      reads++;
      return now;
    });
    const worker = createOrderWorker({ deps });
    await worker.runOnce();
    reads = 0;
    await worker.runOnce();
    const oneRound = reads;
    expect(oneRound).toBeGreaterThan(0);
    reads = 0;
    // The second call comes while the first round runs: it must not get that round, begun before it asked.
    await Promise.all([worker.runOnce(), worker.runOnce()]);
    expect(reads).toBe(2 * oneRound);
    await worker.stop();
  });
});

describe("POST /dev/jobs/run over HTTP", () => {
  const sites: { close: () => Promise<void> }[] = [];
  const controls: JobControl[] = [];
  afterAll(async () => {
    for (const site of sites) await site.close();
    for (const control of controls) await control.stop();
  });

  /** The app as server/main.ts composes it from `env`; pages answer 404 'web app', as for an unknown address. */
  async function site(env: Record<string, string>) {
    const { config, deps, control } = controlFrom({ NODE_ENV: "production", ...env });
    if (control) controls.push(control);
    const app = testHttpApp(deps, {
      jobControl: control?.runNow,
      trustProxy: config.trustProxy,
      pages: (_req, res) => void res.status(404).send("web app"),
    });
    const served = await listenOnFreePort(app);
    sites.push(served);
    return (pathname: string, headers: Record<string, string> = {}) =>
      postWhole(`${served.url}${pathname}`, headers, Buffer.alloc(0)).then(({ status, body }) => ({ status, body }));
  }

  /** What a POST to an address the site does not have gets, with the same headers. */
  const UNKNOWN = "/dev/jobs/onbekend";

  it("runs the jobs for a test on this machine and answers what the mail pass did", async () => {
    const post = await site({ TEST_JOB_CONTROL: "true" });
    await enqueueOneMail("via-http-1");
    const answer = await post(JOB_CONTROL_PATH);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ mails: { sent: 1, failed: 0 } });
    // Through the proxy on this machine, and from the site's own pages.
    expect((await post(JOB_CONTROL_PATH, { "x-forwarded-for": "127.0.0.1" })).status).toBe(200);
    expect((await post(JOB_CONTROL_PATH, { origin: "http://localhost:3000" })).status).toBe(200);
  });

  it("is not there when TEST_JOB_CONTROL is off, the default", async () => {
    const post = await site({});
    expect(await post(JOB_CONTROL_PATH)).toEqual(await post(UNKNOWN));
    expect(await post(JOB_CONTROL_PATH, { origin: "http://localhost:3000" })).toEqual(
      await post(UNKNOWN, { origin: "http://localhost:3000" }),
    );
  });

  it("answers a client elsewhere, a page of another site or a rebound DNS name as if it were not there", async () => {
    const post = await site({ TEST_JOB_CONTROL: "true" });
    await enqueueOneMail("niet-verstuurd-1");
    const refused: Record<string, string>[] = [
      { "x-forwarded-for": "203.0.113.9" },
      { "x-forwarded-for": "2001:db8::7, 127.0.0.1" },
      { forwarded: "for=203.0.113.9" },
      { origin: "https://aanvaller.example.net" },
      { origin: "null" },
      { host: "rebind.example.net:3000" },
    ];
    for (const headers of refused) {
      expect(await post(JOB_CONTROL_PATH, headers), JSON.stringify(headers)).toEqual(await post(UNKNOWN, headers));
    }
    // None of them ran a pass: the mail still waits, until a test on this machine asks.
    expect(JSON.parse((await post(JOB_CONTROL_PATH)).body)).toEqual({ mails: { sent: 1, failed: 0 } });
  });
});
