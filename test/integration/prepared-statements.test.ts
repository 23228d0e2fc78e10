/**
 * The app's PostgreSQL connections prepare every parameterised statement once, by name
 * (server/db/prepared-statements.ts): the same query shape with other values reuses it and still answers for
 * those values, a statement without values stays a plain one, and past the cap a new text runs unnamed.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf, type DatabaseHandle } from "../../server/db/client.ts";
import { nameStatement, StatementNames } from "../../server/db/prepared-statements.ts";
import { events } from "../../server/db/schema/index.ts";
import { createEvent } from "../support/factories/events.ts";
import { openFreshPostgres, postgresSuiteCanRun, postgresUrl } from "../support/databases.ts";

describe("statement names", () => {
  it("gives one text one name, and stops naming new texts at the cap", () => {
    const names = new StatementNames(2);
    const first = names.nameOf("select $1");
    expect(first).toBeDefined();
    expect(names.nameOf("select $1")).toBe(first);
    const second = names.nameOf("select $1, $2");
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(names.nameOf("select $1, $2, $3")).toBeUndefined();
    expect(names.nameOf("select $1")).toBe(first);
  });

  it("names only a parameterised query config that has no name of its own", () => {
    const names = new StatementNames();
    const withValues = { text: "select $1" };
    nameStatement(withValues, [1], names);
    expect(withValues).toHaveProperty("name", names.nameOf("select $1"));
    const withoutValues = { text: "begin" };
    nameStatement(withoutValues, [], names);
    expect(withoutValues).not.toHaveProperty("name");
    const ownName = { text: "select $1", name: "eigen" };
    nameStatement(ownName, [1], names);
    expect(ownName.name).toBe("eigen");
  });
});

type PreparedStatement = { statement: string; calls: number };

describe.runIf(postgresSuiteCanRun("prepared-statements"))("prepared statements on PostgreSQL", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openFreshPostgres(postgresUrl!);
  });
  afterAll(() => handle?.close());

  it("prepares a query shape once per connection and answers each call for its own values", async () => {
    const now = new Date("2026-11-22T10:00:00Z");
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.push((await createEvent(handle.db, now, { name: `Congres ${i}` })).eventId);

    const { names, prepared } = await handle.db.transaction(async (tx) => {
      const found: string[] = [];
      for (const id of ids) {
        const [row] = await tx.select({ name: events.name }).from(events).where(eq(events.id, id));
        found.push(row!.name);
      }
      await tx.execute(sql`select 1`);
      const result = await tx.execute(
        sql`select statement, generic_plans + custom_plans as calls from pg_prepared_statements`,
      );
      return { names: found, prepared: rowsOf<PreparedStatement>(result) };
    });

    expect(names).toEqual(ids.map((_, i) => `Congres ${i}`));
    const byEventId = prepared.filter((row) => row.statement.includes(`from "events" where "events"."id" = $1`));
    expect(byEventId).toHaveLength(1);
    expect(Number(byEventId[0]!.calls)).toBe(ids.length);
    expect(prepared.some((row) => row.statement.trim() === "select 1")).toBe(false);
  });
});
