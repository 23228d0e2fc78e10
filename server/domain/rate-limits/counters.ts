import { createHash } from "node:crypto";
import { and, asc, eq, gt, lte, sql, type SQL } from "drizzle-orm";
import { rowsOf, type DbOrTx } from "../../db/client.ts";
import { rateLimitCounters } from "../../db/schema/index.ts";

/**
 * The one limiter of the abuse rules, counted in the database so every app process shares it. Each rule
 * lets one subject (a client, an e-mail address) spend `limit` points within any `windowSeconds`. The window is
 * split into 60 buckets, one counter row each (a second of a minute, a minute of an hour); a spend counts while its
 * bucket starts within the window, so for the window less at most one bucket. A refused spend costs nothing, so the
 * wait it is told is the real one.
 */
export type LimitRule = { name: string; limit: number; windowSeconds: number };

export type SpendOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const BUCKETS_PER_WINDOW = 60;

/**
 * Spends `cost` points when they fit; refused, it spends nothing and says when they would fit. One statement:
 * the conditional upsert locks the current bucket's row, so concurrent spends (also from other processes) queue
 * on it and each sees the points spent before it; the earlier buckets no longer change.
 */
export async function spendPoints(
  db: DbOrTx,
  rule: LimitRule,
  subject: string,
  now: Date,
  cost = 1,
): Promise<SpendOutcome> {
  const key = counterKey(rule, subject);
  const { bucketStart, oldestCounted, expiresAt } = bucketOf(rule, now);
  const earlierBuckets = (keyColumn: SQL, bucketColumn: SQL) =>
    sql`(select coalesce(sum(earlier.points), 0) from rate_limit_counters earlier
         where earlier.key = ${keyColumn} and earlier.bucket_start > ${oldestCounted}::timestamptz
           and earlier.bucket_start < ${bucketColumn})`;
  const result = await db.execute(sql`
    insert into rate_limit_counters as counter (key, bucket_start, points, expires_at)
    select ${key}, ${bucketStart}::timestamptz, ${cost}, ${expiresAt}::timestamptz
    where ${cost} + ${earlierBuckets(sql`${key}`, sql`${bucketStart}::timestamptz`)} <= ${rule.limit}
    on conflict (key, bucket_start) do update set points = counter.points + excluded.points
    where counter.points + excluded.points + ${earlierBuckets(sql`counter.key`, sql`counter.bucket_start`)} <= ${rule.limit}
    returning counter.points`);
  if (rowsOf(result).length > 0) return { allowed: true };
  return { allowed: false, retryAfterSeconds: await secondsUntilFits(db, rule, key, now, cost) };
}

/** Spends points even beyond the limit: the penalty for an attempt that turned out wrong (an invalid code). */
export async function addPenalty(db: DbOrTx, rule: LimitRule, subject: string, now: Date, cost = 1): Promise<void> {
  const { bucketStart, expiresAt } = bucketOf(rule, now);
  await db
    .insert(rateLimitCounters)
    .values({
      key: counterKey(rule, subject),
      bucketStart: new Date(bucketStart),
      points: cost,
      expiresAt: new Date(expiresAt),
    })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.bucketStart],
      set: { points: sql`${rateLimitCounters.points} + excluded.points` },
    });
}

/** Whether one more point would fit, without spending it: a read, for rules that only penalties fill. */
export async function checkPoints(db: DbOrTx, rule: LimitRule, subject: string, now: Date): Promise<SpendOutcome> {
  const key = counterKey(rule, subject);
  const spent = (await countedBuckets(db, rule, key, now)).reduce((sum, bucket) => sum + bucket.points, 0);
  if (spent + 1 <= rule.limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: await secondsUntilFits(db, rule, key, now, 1) };
}

/** Points the subject has spent within the rule's window now. */
export async function pointsSpent(db: DbOrTx, rule: LimitRule, subject: string, now: Date): Promise<number> {
  const buckets = await countedBuckets(db, rule, counterKey(rule, subject), now);
  return buckets.reduce((sum, bucket) => sum + bucket.points, 0);
}

/** Deletes the counters whose bucket can no longer count; the order worker calls this every round. */
export async function deleteExpiredCounters(db: DbOrTx, now: Date): Promise<number> {
  const deleted = await db
    .delete(rateLimitCounters)
    .where(lte(rateLimitCounters.expiresAt, now))
    .returning({ key: rateLimitCounters.key });
  return deleted.length;
}

/**
 * The subject is hashed: the table holds no e-mail or IP address, only what tells one subject from another.
 * The rule's name keeps the counts of different rules apart.
 */
function counterKey(rule: LimitRule, subject: string): string {
  return `${rule.name}:${createHash("sha256").update(subject).digest("base64url").slice(0, 32)}`;
}

function bucketOf(rule: LimitRule, now: Date) {
  const windowMs = rule.windowSeconds * 1000;
  const bucketMs = Math.max(1000, Math.floor(windowMs / BUCKETS_PER_WINDOW));
  const bucketStart = Math.floor(now.getTime() / bucketMs) * bucketMs;
  return {
    bucketStart: new Date(bucketStart).toISOString(),
    // A bucket counts while it starts after this moment.
    oldestCounted: new Date(now.getTime() - windowMs).toISOString(),
    expiresAt: new Date(bucketStart + windowMs).toISOString(),
  };
}

function countedBuckets(db: DbOrTx, rule: LimitRule, key: string, now: Date) {
  const { oldestCounted } = bucketOf(rule, now);
  return db
    .select({ bucketStart: rateLimitCounters.bucketStart, points: rateLimitCounters.points })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.bucketStart, new Date(oldestCounted))))
    .orderBy(asc(rateLimitCounters.bucketStart));
}

/** When enough of the oldest buckets have left the window for `cost` more points to fit; at least one second. */
async function secondsUntilFits(db: DbOrTx, rule: LimitRule, key: string, now: Date, cost: number) {
  const windowMs = rule.windowSeconds * 1000;
  const buckets = await countedBuckets(db, rule, key, now);
  const secondsUntil = (moment: number) => Math.max(1, Math.ceil((moment - now.getTime()) / 1000));
  let toFree = buckets.reduce((sum, bucket) => sum + bucket.points, 0) + cost - rule.limit;
  for (const bucket of buckets) {
    if (toFree <= 0) break;
    toFree -= bucket.points;
    if (toFree <= 0) return secondsUntil(bucket.bucketStart.getTime() + windowMs);
  }
  // Fits already (the spends that filled the window have just left it), or never: a cost above the limit.
  return secondsUntil(toFree <= 0 ? now.getTime() : now.getTime() + windowMs);
}
