/**
 * The daily retention job (decision 0024): applies RETENTION_STEPS, at most once per calendar day (Europe/Amsterdam)
 * across every worker process, and logs only how many rows each step changed, never whose.
 */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { jobRuns } from "../../db/schema/index.ts";
import { log } from "../../log/logger.ts";
import { inTransaction, type ServiceDeps } from "../deps.ts";
import { RETENTION_STEPS, retentionCutoffs, type RetentionStep } from "./retention-steps.ts";

export const RETENTION_JOB = "privacy-retention";

export type RetentionOptions = {
  mailDirectory?: string | null;
  /** Run even when it already ran today (tests, and a manual run). */
  force?: boolean;
  steps?: readonly RetentionStep[];
};

export type RetentionResult = { ran: boolean; counts: Record<string, number> };

export async function runRetention(deps: ServiceDeps, options: RetentionOptions = {}): Promise<RetentionResult> {
  const now = deps.clock();
  if (!options.force && !(await claimDailyRun(deps.db, RETENTION_JOB, now))) return { ran: false, counts: {} };
  const cutoffs = retentionCutoffs(now, deps.settings.privacy);
  const counts: Record<string, number> = {};
  for (const step of options.steps ?? RETENTION_STEPS) {
    counts[step.name] = await inTransaction(
      deps,
      (unit) =>
        step.run({
          tx: unit.tx,
          now: unit.now,
          settings: unit.settings,
          cutoffs,
          mailDirectory: options.mailDirectory ?? null,
          mediaStorage: deps.mediaStorage ?? null,
        }),
      now,
    );
  }
  log.info("privacy.retention", "Bewaartermijnen toegepast.", { counts });
  return { ran: true, counts };
}

/**
 * Claims today's run of `name`: inserts the row, or moves it forward only when it was last started on an earlier
 * day in Amsterdam. Of several processes at the same moment exactly one sees its row come back.
 */
async function claimDailyRun(db: DbOrTx, name: string, now: Date): Promise<boolean> {
  const day = (column: unknown) => sql`((${column}) at time zone 'Europe/Amsterdam')::date`;
  const claimed = await db
    .insert(jobRuns)
    .values({ name, lastStartedAt: now })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: { lastStartedAt: now },
      setWhere: sql`${day(sql`${jobRuns.lastStartedAt}`)} < ${day(sql`excluded.last_started_at`)}`,
    })
    .returning({ name: jobRuns.name });
  return claimed.length > 0;
}
