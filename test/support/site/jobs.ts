/**
 * The test control of the server's background jobs (POST /dev/jobs/run, TEST_JOB_CONTROL, decision 0026), which
 * startServer turns on: a test runs one order-worker round and one mail-outbox pass now and waits for them, where it
 * would otherwise wait for the jobs' timers (30 s and 10 s) to bring a mail, a reminder, a certificate or a refund.
 */
import { JOB_CONTROL_PATH } from "../../../server/http/job-control-route.ts";
import type { JobsRun } from "../../../server/process-start.ts";

/**
 * How long a check still waits once the jobs ran: the test SMTP server may still be reading a mail it was sent, and
 * behind the proxy the worker process may be finishing one it had claimed just before the control's pass.
 */
export const AFTER_JOBS_MS = 5_000;

/** Runs one round of the jobs in the server at `serverUrl` (through the proxy: in one of its web processes). */
export async function runJobsNow(serverUrl: string): Promise<JobsRun> {
  const response = await fetch(`${serverUrl}${JOB_CONTROL_PATH}`, { method: "POST" });
  if (!response.ok) throw new Error(`${JOB_CONTROL_PATH}: ${response.status} ${await response.text()}`);
  return (await response.json()) as JobsRun;
}

/** Runs the jobs now, then gives what `find` finds, asking again for AFTER_JOBS_MS at most. */
export async function afterJobs<T>(serverUrl: string, find: () => T | undefined, what: () => string): Promise<T> {
  await runJobsNow(serverUrl);
  const deadline = Date.now() + AFTER_JOBS_MS;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what()}, ook niet ${AFTER_JOBS_MS / 1000} s na een ronde`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
