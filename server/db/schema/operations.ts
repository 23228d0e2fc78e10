import { pgTable, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns.ts";

/**
 * The background jobs' heartbeats: each round of a job writes the moment it ended, so /readyz and
 * /metrics can tell a worker that runs from one that stopped, also when the jobs run in a process of their own
 * (`npm run worker`). One row per job, whichever process ran it last: several workers share the work.
 */
export const workerHeartbeats = pgTable("worker_heartbeats", {
  job: text("job").primaryKey(),
  beatAt: timestamptz("beat_at").notNull(),
});
