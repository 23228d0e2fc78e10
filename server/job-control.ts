/**
 * The jobs behind the test control (TEST_JOB_CONTROL, server/http/job-control-route.ts, decision 0026): this
 * process's own when it runs them, otherwise (WORKER=false, beside `npm run worker`) jobs built from the same
 * configuration on the first request, with no timers, so a round runs wherever the request lands. The domain
 * functions claim their work with conditional updates and the outbox leases the mails it sends, so a round here
 * beside the worker's never does a thing twice.
 */
import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import type { Clock, ServiceDeps } from "./domain/deps.ts";
import { log } from "./log/logger.ts";
import { createJobs, type Jobs, type JobsRun } from "./process-start.ts";

export type JobControl = {
  /** One order round and one mail pass, begun now; resolves with what the mail pass did once both are done. */
  runNow: () => Promise<JobsRun>;
  /** Stops the jobs built here, if any; the process stops its own. */
  stop: () => Promise<void>;
};

export function jobControl(
  config: Config,
  handles: { database: DatabaseHandle; clock: Clock },
  { jobs, deps }: { jobs: Jobs | undefined; deps: ServiceDeps },
): JobControl {
  let onDemand: Jobs | undefined;
  const build = () => {
    log.info("jobs.on_demand", "Testbediening: achtergrondtaken op verzoek in dit proces (TEST_JOB_CONTROL).");
    return createJobs(config, handles);
  };
  return {
    runNow: () => (jobs ?? (onDemand ??= build())).runNow(deps),
    stop: async () => {
      await onDemand?.stop();
    },
  };
}
