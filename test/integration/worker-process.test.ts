import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { getPriority } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDataDir, startServer, type RunningServer } from "../support/site/server.ts";
import { openDatabase } from "../../server/db/client.ts";
import { postgresSuiteCanRun, postgresUrl } from "../support/databases.ts";
import { orderInput } from "../support/factories/orders.ts";
import { createEvent } from "../support/factories/events.ts";
import { builtApp } from "../support/server-processes.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp-server.ts";
import { CreateOrderDocument } from "../../app/graphql/generated.ts";
import { operationBody } from "../support/operation-body.ts";

// The background jobs in a process of their own (npm run worker) beside a web process that runs none
// (WORKER=false), on one fresh PostgreSQL database, with a real SMTP server. The web process tells the worker of
// new mail through PostgreSQL's NOTIFY. The mail worker's own interval is set to an hour, so a mail that arrives
// at all in this test arrived because of the notification, not a timed round.
const root = path.resolve(import.meta.dirname, "../..");
const MAIL_BOUND_MS = 15_000;

const canRun = postgresSuiteCanRun("Worker process", { "build/ (npm run build)": builtApp });

type ChildRun = {
  pid: number | undefined;
  output: () => string;
  exited: Promise<number | null>;
  stop: () => Promise<number | null>;
};

/** Runs `node <script>` as the deployment would, with `env` over a production environment on this machine. */
function runNode(script: string, env: Record<string, string>): ChildRun {
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, "exit").then(([code]) => code as number | null);
  return {
    pid: child.pid,
    output: () => output,
    exited,
    stop: () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}

async function until(condition: () => boolean, timeoutMs: number, what: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`niet binnen ${timeoutMs} ms: ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe.skipIf(!canRun)("the worker as a process of its own (npm run worker)", () => {
  const name = `ff_test_${randomBytes(6).toString("hex")}`;
  const databaseUrl = (() => {
    const url = new URL(postgresUrl ?? "postgres://localhost/x");
    url.pathname = `/${name}`;
    return url.toString();
  })();
  const workerDataDir = freshDataDir();
  let smtp: TestSmtpServer;
  let web: RunningServer;
  let worker: ChildRun;

  beforeAll(async () => {
    await admin(`create database ${name}`);
    smtp = await startTestSmtpServer();
    const shared = { DATABASE_URL: databaseUrl, SEED_DEMO: "false" };
    // Started together on an empty database: they take turns to migrate it. The web process gets no SMTP_URL: a
    // mail worker in it would write .eml files to its DATA_DIR instead, so every mail the SMTP server receives
    // comes from the worker.
    worker = runNode("server/worker.ts", {
      ...shared,
      SMTP_URL: smtp.url,
      DATA_DIR: workerDataDir,
      MAIL_WORKER_INTERVAL_SECONDS: "3600",
    });
    web = await startServer({ env: { ...shared, WORKER: "false" } });
    await until(
      () => worker.output().includes("worker.started"),
      30_000,
      () => worker.output(),
    );
  }, 60_000);

  afterAll(async () => {
    await worker?.stop();
    await web?.stop();
    await smtp?.stop();
    for (const dir of [web?.dataDir, workerDataDir]) if (dir) rmSync(dir, { recursive: true, force: true });
    await admin(`drop database if exists ${name} with (force)`);
  });

  it("delivers the confirmation of an order placed on the web process within moments", async () => {
    const handle = openDatabase({ databaseUrl });
    const { eventId, ticketTypeIds } = await createEvent(handle.db, new Date()).finally(() => handle.close());
    // No timed round falls in this test (the interval is an hour): each mail is the notification's doing. The
    // bound leaves room for a busy machine (the invoice PDF is made on the way); a timed round would take an hour.
    for (const buyer of ["anna", "bram", "cees"]) {
      const email = `${buyer}@voorbeeld.example.org`;
      const input = orderInput(
        eventId,
        [{ ticketTypeId: ticketTypeIds[0]!, quantity: 1 }],
        { paymentMethod: "INVOICE", billing: { email } },
        web.url,
      );
      const placedAt = Date.now();
      const response = await fetch(`${web.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(operationBody(CreateOrderDocument, { input })),
      });
      expect(await response.json()).toMatchObject({ data: { createOrder: { paymentUrl: null } } });
      const delivered = () => smtp.received.find((mail) => mail.to && "text" in mail.to && mail.to.text === email);
      await until(
        () => Boolean(delivered()),
        MAIL_BOUND_MS,
        () => `geen mail aan ${email}\n${worker.output()}`,
      );
      expect(Date.now() - placedAt).toBeLessThan(MAIL_BOUND_MS);
      const attachments = delivered()!.attachments.map((attachment) => attachment.filename);
      expect(attachments.some((file) => file?.startsWith("factuur-"))).toBe(true);
    }
    expect(smtp.received).toHaveLength(3);
  });

  it("leaves the jobs to the worker: the web process says so and sends nothing itself", () => {
    expect(web.output()).toContain("jobs.elsewhere");
    expect(web.output()).toContain("WORKER=false");
    expect(web.output()).not.toContain("mail.transport");
    const webMail = path.join(web.dataDir, "mail");
    expect(existsSync(webMail) ? readdirSync(webMail) : []).toEqual([]);
  });

  it("runs below the web process's CPU priority (nice 10, WORKER_NICE)", () => {
    // /proc/<pid>/stat: after the command name in parentheses, the nice value is the 17th field.
    const niceOf = (pid: number | undefined) =>
      Number(readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")[16]);
    expect(getPriority()).toBe(0);
    expect(niceOf(worker.pid)).toBe(10);
  });

  it("stops cleanly on SIGTERM", async () => {
    expect(await worker.stop()).toBe(0);
    expect(worker.output()).toContain("worker.stopping");
    expect(worker.output()).toContain("worker.stopped");
  });
});

describe("refused without PostgreSQL", () => {
  it("the worker, on PGlite", async () => {
    const dataDir = freshDataDir();
    const run = runNode("server/worker.ts", { DATABASE_URL: "", DATA_DIR: dataDir });
    expect(await run.exited).toBe(1);
    rmSync(dataDir, { recursive: true, force: true });
    expect(run.output()).toContain("DATABASE_URL: ontbreekt; npm run worker werkt alleen met PostgreSQL");
  });

  it("a web process with WORKER=false, on PGlite", async () => {
    const dataDir = freshDataDir();
    const run = runNode("server/main.ts", { DATABASE_URL: "", WORKER: "false", DATA_DIR: dataDir });
    expect(await run.exited).toBe(1);
    rmSync(dataDir, { recursive: true, force: true });
    expect(run.output()).toContain("WORKER: false kan alleen met DATABASE_URL (PostgreSQL)");
  });
});
