import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns.ts";

/**
 * The abuse limits' counters (server/domain/rate-limits/), shared by every app process. A rule's window is split
 * into buckets; each row holds the points one key (a rule and a hashed client or e-mail address, never the address
 * itself) spent in one bucket. Rows are deleted once their bucket can no longer count (`expires_at`).
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").notNull(),
    bucketStart: timestamptz("bucket_start").notNull(),
    points: integer("points").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
  },
  (t) => [
    primaryKey({ name: "rate_limit_counters_pkey", columns: [t.key, t.bucketStart] }),
    check("rate_limit_counters_points_not_negative", sql`${t.points} >= 0`),
    index("rate_limit_counters_expires_idx").on(t.expiresAt),
  ],
);
