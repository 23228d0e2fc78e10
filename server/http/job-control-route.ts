/**
 * POST /dev/jobs/run, the test control of the background jobs (TEST_JOB_CONTROL, decision 0026): runs one round
 * of the order worker and one pass of the mail outbox, both begun after the request came, and answers when they
 * are done with what the mail pass did (`{"mails":{"sent":1,"failed":0}}`). A browser test calls it where it would
 * otherwise wait up to a timer's interval for a mail, a reminder, a certificate or a settled refund.
 *
 * It is a test aid, guarded like the dev mailbox: create-app.ts mounts it only when TEST_JOB_CONTROL is on, which
 * server/safe-defaults.ts refuses on a public production site; it answers only a client on this machine
 * and takes no request that names another page in its Origin (./this-machine-only.ts). Everyone else gets what any
 * unknown address gets, as if it were not there. It reads no body, so it needs no body limit.
 */
import type { JobsRun } from "../process-start.ts";
import { testAidRouter } from "./this-machine-only.ts";

export const JOB_CONTROL_PATH = "/dev/jobs/run";

export function jobControlRouter({ publicUrl, runNow }: { publicUrl: string; runNow: () => Promise<JobsRun> }) {
  const router = testAidRouter(publicUrl);
  router.post("/", async (_req, res) => {
    const run = await runNow();
    res.set("Cache-Control", "no-store").json(run);
  });
  return router;
}
