import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { rateLimitCounters } from "../../server/db/schema/index.ts";
import {
  addPenalty,
  deleteExpiredCounters,
  pointsSpent,
  spendPoints,
  type LimitRule,
} from "../../server/domain/rate-limits/counters.ts";
import { startOrderWorker } from "../../server/jobs/order-worker.ts";
import { testDatabases } from "../support/databases.ts";
import { testDeps } from "../support/deps.ts";

// The one limiter of the abuse rules, counted in the database, on PGlite and PostgreSQL.
const start = new Date("2027-02-01T10:00:00Z");
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
let ruleCount = 0;
/** A rule of its own per test, so the tests of one database never count each other's points. */
const freshRule = (limit: number, windowSeconds = 60): LimitRule => ({
  name: `test-${++ruleCount}`,
  limit,
  windowSeconds,
});

for (const database of testDatabases()) {
  describe(`The database limiter on ${database.name}`, () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await database.open();
    });
    afterAll(async () => handle?.close());

    it("allows up to the limit within the window, then refuses without spending and says how long to wait", async () => {
      const rule = freshRule(3);
      for (let i = 0; i < 3; i++)
        expect(await spendPoints(handle.db, rule, "1.2.3.4", at(i))).toEqual({ allowed: true });
      expect(await spendPoints(handle.db, rule, "1.2.3.4", at(10))).toEqual({ allowed: false, retryAfterSeconds: 50 });
      expect(await pointsSpent(handle.db, rule, "1.2.3.4", at(10))).toBe(3);
      expect(await spendPoints(handle.db, rule, "5.6.7.8", at(10))).toEqual({ allowed: true });
    });

    it("slides: points spent a window ago no longer count, the later ones still do", async () => {
      const rule = freshRule(2);
      await spendPoints(handle.db, rule, "ip", at(1));
      await spendPoints(handle.db, rule, "ip", at(31));
      expect(await spendPoints(handle.db, rule, "ip", at(40))).toEqual({ allowed: false, retryAfterSeconds: 21 });
      expect(await spendPoints(handle.db, rule, "ip", at(61))).toEqual({ allowed: true });
      expect(await spendPoints(handle.db, rule, "ip", at(62))).toEqual({ allowed: false, retryAfterSeconds: 29 });
    });

    it("waits for as many old buckets as a larger cost needs, and a cost above the limit a whole window", async () => {
      const rule = freshRule(4, 3600);
      await spendPoints(handle.db, rule, "ip", at(0));
      await spendPoints(handle.db, rule, "ip", at(600), 3);
      expect(await spendPoints(handle.db, rule, "ip", at(900), 2)).toEqual({ allowed: false, retryAfterSeconds: 3300 });
      expect(await spendPoints(handle.db, rule, "ip", at(900), 5)).toEqual({ allowed: false, retryAfterSeconds: 3600 });
    });

    it("counts penalties even beyond the limit, until they leave the window", async () => {
      const rule = freshRule(2);
      await spendPoints(handle.db, rule, "ip", at(0));
      await addPenalty(handle.db, rule, "ip", at(0), 2);
      expect(await pointsSpent(handle.db, rule, "ip", at(1))).toBe(3);
      expect((await spendPoints(handle.db, rule, "ip", at(1))).allowed).toBe(false);
      expect(await pointsSpent(handle.db, rule, "ip", at(60))).toBe(0);
    });

    it("keeps rules apart and stores no address, only a hash of it", async () => {
      const orders = freshRule(1);
      const enrolments = freshRule(1);
      expect((await spendPoints(handle.db, orders, "203.0.113.7", at(0))).allowed).toBe(true);
      expect((await spendPoints(handle.db, enrolments, "203.0.113.7", at(0))).allowed).toBe(true);
      const keys = (await handle.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map((r) => r.key);
      expect(keys.filter((key) => key.startsWith(`${orders.name}:`))).toHaveLength(1);
      expect(keys.join(" ")).not.toContain("203.0.113.7");
    });

    it("lets concurrent spends through only up to the limit", async () => {
      const rule = freshRule(10);
      const outcomes = await Promise.all(Array.from({ length: 40 }, () => spendPoints(handle.db, rule, "rush", at(5))));
      expect(outcomes.filter((outcome) => outcome.allowed)).toHaveLength(10);
      expect(await pointsSpent(handle.db, rule, "rush", at(5))).toBe(10);
    });

    it("deletes the counters that can no longer count, and only those", async () => {
      const rule = freshRule(5);
      await spendPoints(handle.db, rule, "old", at(0));
      await spendPoints(handle.db, rule, "recent", at(50));
      expect(await deleteExpiredCounters(handle.db, at(60))).toBeGreaterThanOrEqual(1);
      const left = await handle.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters);
      expect(left.filter((row) => row.key.startsWith(`${rule.name}:`))).toHaveLength(1);
      expect(await pointsSpent(handle.db, rule, "recent", at(60))).toBe(1);
    });

    it("has the order worker of every process clear the expired counters each round", async () => {
      const rule = freshRule(5);
      await spendPoints(handle.db, rule, "ip", at(0));
      const worker = startOrderWorker({ deps: testDeps(handle.db, at(61)), intervalMs: 60_000 });
      await worker.runOnce();
      await worker.stop();
      const left = await handle.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters);
      expect(left.filter((row) => row.key.startsWith(`${rule.name}:`))).toEqual([]);
    });
  });
}
