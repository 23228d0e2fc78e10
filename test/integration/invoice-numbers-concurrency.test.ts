import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { invoices } from "../../server/db/schema/index.ts";
import { createInvoiceForOrder } from "../../server/domain/invoices/create-invoice.ts";
import { settingsFrom } from "../../server/settings.ts";
import { openFreshPostgres, postgresSuiteCanRun, postgresUrl } from "../support/databases.ts";
import { insertConfirmedOrder } from "../support/factories/orders.ts";

/** The settings the services run with; a test may replace them (the settings of another configuration). */
let settings = settingsFrom(loadConfig({}));

/**
 * The invoice counter under real concurrency: only PostgreSQL has several connections (PGlite has one, so
 * its transactions never overlap). Runs whenever TEST_DATABASE_URL is set, which CI requires.
 */
describe.runIf(postgresSuiteCanRun("invoice numbers under concurrency on PostgreSQL"))(
  "invoice numbers under concurrency on PostgreSQL",
  () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await openFreshPostgres(postgresUrl ?? "");
      settings = settingsFrom(loadConfig({}));
    });
    afterAll(async () => {
      await handle?.close();
    });

    it("stay gapless with 30 invoices at once, some of whose transactions roll back", async () => {
      const orderIds = [];
      for (let i = 0; i < 30; i++) orderIds.push((await insertConfirmedOrder(handle.db)).orderId);
      const now = new Date("2042-05-01T10:00:00Z");
      const results = await Promise.allSettled(
        orderIds.map((orderId, index) =>
          handle.db.transaction(async (tx) => {
            const created = await createInvoiceForOrder({ tx, now, settings }, orderId);
            // Holding the number a moment lets the others queue up behind its lock.
            await new Promise((resolve) => setTimeout(resolve, 5));
            if (index % 4 === 1) throw new Error("teruggedraaid");
            return created;
          }),
        ),
      );
      const committed = results.flatMap((result) => (result.status === "fulfilled" ? [result.value.number] : []));
      const rolledBack = results.filter((result) => result.status === "rejected");
      expect(rolledBack).toHaveLength(8);
      expect(rolledBack.every((result) => String(result.reason).includes("teruggedraaid"))).toBe(true);

      const stored = (await handle.db.select({ number: invoices.number }).from(invoices)).map((row) => row.number);
      const expected = Array.from({ length: 22 }, (_, i) => `FF-2042-${String(i + 1).padStart(5, "0")}`);
      expect(committed.sort()).toEqual(expected);
      expect(stored.sort()).toEqual(expected);
    });
  },
);
