/**
 * The two dialects behave the same where the code relies on it. Functional suites run on one dialect
 * (test/support/databases.ts, docs/decisions/0025-one-test-world.md); this suite runs on both: the migrations
 * leave the same catalogue, the drivers give the same JavaScript values for the column types the schema uses,
 * constraint violations are recognised, a failed transaction leaves nothing, row locks skip what another holds,
 * and a NOTIFY reaches a listener after its commit. Exporting a PGlite site into PostgreSQL is db-export-import's.
 */
import { sql } from "drizzle-orm";
import { bigint, boolean, check, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { isCheckViolation, isUniqueViolation } from "../../server/db/unique-violation.ts";
import { dialectParityDatabases, postgresUrl } from "../support/databases.ts";

/** A table of this suite's own with every kind of column the schema uses. */
const values = pgTable(
  "parity_values",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    queueNumber: bigint("queue_number", { mode: "number" }).generatedAlwaysAsIdentity(),
    label: text("label").notNull().unique("parity_values_label_key"),
    cents: integer("cents").notNull(),
    hours: numeric("hours", { precision: 5, scale: 2 }).notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    flag: boolean("flag").notNull(),
    phones: text("phones").array().notNull(),
    registers: jsonb("registers").$type<string[]>().notNull(),
  },
  (table) => [check("parity_values_cents_positive", sql`${table.cents} >= 0`)],
);

const CREATE_TABLE = sql`create table parity_values (
  id uuid primary key default gen_random_uuid(),
  queue_number bigint generated always as identity,
  label text not null constraint parity_values_label_key unique,
  cents integer not null constraint parity_values_cents_positive check (cents >= 0),
  hours numeric(5, 2) not null,
  at timestamptz not null,
  flag boolean not null,
  phones text[] not null,
  registers jsonb not null)`;

const ROW = {
  label: "één",
  cents: 12_345,
  hours: "2.50",
  at: new Date("2027-03-28T01:30:00.123Z"),
  flag: true,
  phones: ["+31612345678", "+3150 1234567"],
  registers: ["Register Forensische Zorg", "K&S"],
};

/**
 * The public schema as the catalogue describes it: columns, constraints and indexes, in a stable order. PGlite's
 * PostgreSQL (17) also lists NOT NULL as constraints, which older servers keep only in the columns' is_nullable.
 */
const CATALOGUE = {
  columns: `select table_name, column_name, data_type, udt_name, is_nullable, column_default
    from information_schema.columns where table_schema = 'public' order by 1, 2`,
  constraints: `select conrelid::regclass::text as "table", conname, pg_get_constraintdef(oid) as definition
    from pg_constraint where connamespace = 'public'::regnamespace and contype <> 'n' order by 1, 2`,
  indexes: `select tablename, indexname, indexdef from pg_indexes where schemaname = 'public' order by 1, 2`,
  migrations: `select hash from drizzle.__drizzle_migrations order by created_at`,
};

async function rowsOf(handle: DatabaseHandle, query: string): Promise<unknown[]> {
  const result = (await handle.db.execute(sql.raw(query))) as unknown as { rows: unknown[] };
  return result.rows;
}

async function catalogueOf(handle: DatabaseHandle) {
  const entries = await Promise.all(
    Object.entries(CATALOGUE).map(async ([name, query]) => [name, await rowsOf(handle, query)] as const),
  );
  return Object.fromEntries(entries);
}

const catalogues = new Map<string, Awaited<ReturnType<typeof catalogueOf>>>();

for (const database of dialectParityDatabases()) {
  describe(`The ${database.name} dialect`, () => {
    let handle: DatabaseHandle;

    beforeAll(async () => {
      handle = await database.open();
      // Read before this suite's own table exists, so both catalogues are the migrations' alone.
      catalogues.set(database.name, await catalogueOf(handle));
      await handle.db.execute(CREATE_TABLE);
    });
    afterAll(async () => handle?.close());

    it("has every committed migration applied", async () => {
      const applied = catalogues.get(database.name)?.migrations ?? [];
      const journal = await import("../../server/db/migrations/meta/_journal.json", { with: { type: "json" } });
      expect(applied).toHaveLength(journal.default.entries.length);
    });

    it("gives back the JavaScript values it was given, for each column type the schema uses", async () => {
      const [inserted] = await handle.db.insert(values).values(ROW).returning();
      const [read] = await handle.db
        .select()
        .from(values)
        .where(sql`${values.id} = ${inserted!.id}`);
      expect(read).toEqual({ ...ROW, id: inserted!.id, queueNumber: 1 });
      expect(read!.at).toBeInstanceOf(Date);
      expect(typeof read!.queueNumber).toBe("number");
    });

    it("recognises a unique and a check violation by their constraint's name", async () => {
      const duplicate = await handle.db
        .insert(values)
        .values({ ...ROW })
        .catch((error: unknown) => error);
      expect(isUniqueViolation(duplicate, "parity_values_label_key")).toBe(true);
      const negative = await handle.db
        .insert(values)
        .values({ ...ROW, label: "negatief", cents: -1 })
        .catch((error: unknown) => error);
      expect(isCheckViolation(negative, "parity_values_cents_positive")).toBe(true);
    });

    it("leaves nothing of a transaction that failed", async () => {
      const failed = handle.db.transaction(async (tx) => {
        await tx.insert(values).values({ ...ROW, label: "half" });
        throw new Error("afgebroken");
      });
      await expect(failed).rejects.toThrow("afgebroken");
      expect(
        await handle.db
          .select()
          .from(values)
          .where(sql`${values.label} = 'half'`),
      ).toEqual([]);
    });

    it("takes row locks with for update skip locked", async () => {
      const locked = await handle.db.transaction(async (tx) =>
        tx.select({ label: values.label }).from(values).for("update", { skipLocked: true }),
      );
      expect(locked).toEqual([{ label: ROW.label }]);
    });

    it("delivers a NOTIFY to a listener once its transaction commits, and not before", async () => {
      let calls = 0;
      const listener = await handle.listen("parity_channel", () => calls++);
      try {
        await expect.poll(() => calls).toBe(1); // once when listening starts
        await handle.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_notify('parity_channel', '')`);
          await new Promise((resolve) => setTimeout(resolve, 100));
          expect(calls).toBe(1);
        });
        await expect.poll(() => calls).toBe(2);
      } finally {
        await listener.close();
      }
    });
  });
}

describe.runIf(Boolean(postgresUrl))("PGlite and PostgreSQL", () => {
  it("have the same catalogue after the migrations: columns, constraints and indexes", () => {
    const pglite = catalogues.get("pglite");
    const postgres = catalogues.get("postgres");
    expect(pglite?.columns?.length).toBeGreaterThan(100);
    expect(pglite).toEqual(postgres);
  });
});
