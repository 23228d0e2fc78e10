import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { rowsOf, type Database, type DatabaseHandle } from "../../server/db/client.ts";
import { seedDemoContent } from "../../server/db/seed/index.ts";
import { restoreState, saveState } from "../../server/db/test-state.ts";
import { STATE_CONTROL_PATH } from "../../server/http/state-control-route.ts";
import { stateControl } from "../../server/state-control.ts";
import { dialectParityDatabases, openMigratedPglite } from "../support/databases.ts";
import { testDeps, TEST_SETTINGS } from "../support/deps.ts";
import { listenOnFreePort, testHttpApp } from "../support/http-app.ts";
import { postWhole } from "../support/raw-http.ts";

// The test control of the database's state (TEST_STATE_CONTROL, decision 0027): the browser tests' shared server
// saves the seeded world once and puts it back before every file. This suite is about storage itself, so it
// changes the rows with plain SQL: whatever a file did, the restore must give back every row and sequence exactly.
const now = new Date("2026-11-22T10:00:00Z");
const CHANNEL = "public_content";

async function query<T>(db: Database, statement: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(statement));
}

/** Every row of every public table, as JSON ordered by its text, and where every sequence stands. */
async function everything(db: Database): Promise<Record<string, unknown>> {
  const tables = await query<{ name: string }>(
    db,
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const all: Record<string, unknown> = {};
  for (const { name } of tables) {
    const [result] = await query<{ rows: unknown }>(
      db,
      sql.raw(`SELECT coalesce(json_agg(r ORDER BY r::text), '[]') AS rows FROM public."${name}" r`),
    );
    all[name] = result?.rows;
  }
  all["(sequences)"] = await query(
    db,
    sql`SELECT sequencename, last_value FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
  );
  return all;
}

describe.each(dialectParityDatabases())("saving and restoring the state on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
    await seedDemoContent(handle.db, { now, settings: TEST_SETTINGS });
  });
  afterAll(() => handle?.close());

  it("gives back every row and sequence of the seeded world after rows were changed, added and removed", async () => {
    const { db } = handle;
    const before = await everything(db);
    const saved = await saveState(db);
    expect(saved.tables.reduce((rows, table) => rows + table.count, 0)).toBeGreaterThan(50);

    await db.execute(sql`UPDATE courses SET title = 'Gewijzigd'`);
    await db.execute(sql`DELETE FROM vacancies`);
    await db.execute(sql`INSERT INTO rate_limit_counters (key, bucket_start, points, expires_at)
      VALUES ('test:1', now(), 3, now() + interval '1 hour')`);
    expect(await everything(db)).not.toEqual(before);

    await restoreState(db, saved, CHANNEL);
    expect(await everything(db)).toEqual(before);
    // Twice in a row changes nothing: each restore starts from what was saved, not from the last restore.
    await restoreState(db, saved, CHANNEL);
    expect(await everything(db)).toEqual(before);
  });

  it("tells the listeners on the content channel, so page caches drop what they rendered", async () => {
    const saved = await saveState(handle.db);
    let told = 0;
    const listener = await handle.listen(CHANNEL, () => told++);
    const afterConnect = told;
    await restoreState(handle.db, saved, CHANNEL);
    await expect.poll(() => told).toBeGreaterThan(afterConnect);
    await listener.close();
  });
});

describe("POST /dev/state over HTTP", () => {
  let handle: DatabaseHandle;
  const sites: { close: () => Promise<void> }[] = [];
  beforeAll(async () => {
    handle = await openMigratedPglite();
    await seedDemoContent(handle.db, { now, settings: TEST_SETTINGS });
  });
  afterAll(async () => {
    for (const site of sites) await site.close();
    await handle?.close();
  });

  /** The app as server/main.ts composes it from `env`; pages answer 404 'web app', as for an unknown address. */
  async function site(env: Record<string, string>) {
    const config = loadConfig({ NODE_ENV: "production", ...env });
    const app = testHttpApp(testDeps(handle.db, now), {
      stateControl: config.testStateControl ? stateControl(handle.db) : undefined,
      trustProxy: config.trustProxy,
      pages: (_req, res) => void res.status(404).send("web app"),
    });
    const served = await listenOnFreePort(app);
    sites.push(served);
    return (pathname: string, headers: Record<string, string> = {}) =>
      postWhole(`${served.url}${pathname}`, headers, Buffer.alloc(0)).then(({ status, body }) => ({ status, body }));
  }
  const UNKNOWN = "/dev/state/onbekend";
  const vacancies = async () =>
    (await query<{ n: number }>(handle.db, sql`SELECT count(*)::int AS n FROM vacancies`))[0];

  it("saves and restores for a test on this machine, and refuses a restore before a save", async () => {
    const post = await site({ TEST_STATE_CONTROL: "true" });
    const early = await post(`${STATE_CONTROL_PATH}/restore`);
    expect(early.status).toBe(409);
    expect(JSON.parse(early.body)).toEqual({ error: "Er is nog geen toestand bewaard." });

    const saved = await post(`${STATE_CONTROL_PATH}/save`);
    expect(saved.status).toBe(200);
    const summary = JSON.parse(saved.body) as { tables: number; rows: number };
    expect(summary.rows).toBeGreaterThan(50);
    const seeded = await vacancies();
    await handle.db.execute(sql`DELETE FROM vacancies`);
    const restored = await post(`${STATE_CONTROL_PATH}/restore`);
    expect(restored.status).toBe(200);
    expect(JSON.parse(restored.body)).toEqual(summary);
    expect(await vacancies()).toEqual(seeded);
  });

  it("is not there when TEST_STATE_CONTROL is off, the default", async () => {
    const post = await site({});
    for (const action of ["save", "restore"]) {
      expect(await post(`${STATE_CONTROL_PATH}/${action}`)).toEqual(await post(UNKNOWN));
    }
  });

  it("answers a client elsewhere, a page of another site or a rebound DNS name as if it were not there", async () => {
    const post = await site({ TEST_STATE_CONTROL: "true" });
    await post(`${STATE_CONTROL_PATH}/save`);
    const seeded = await vacancies();
    await handle.db.execute(sql`DELETE FROM vacancies`);
    const refused: Record<string, string>[] = [
      { "x-forwarded-for": "203.0.113.9" },
      { forwarded: "for=203.0.113.9" },
      { origin: "https://aanvaller.example.net" },
      { origin: "null" },
      { host: "rebind.example.net:3000" },
    ];
    for (const headers of refused) {
      const answer = await post(`${STATE_CONTROL_PATH}/restore`, headers);
      expect(answer, JSON.stringify(headers)).toEqual(await post(UNKNOWN, headers));
    }
    // None of them restored anything: the vacancies are still gone, until a test on this machine asks.
    expect(await vacancies()).toEqual({ n: 0 });
    await post(`${STATE_CONTROL_PATH}/restore`);
    expect(await vacancies()).toEqual(seeded);
  });
});
