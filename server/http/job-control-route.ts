/**
 * POST /dev/jobs/run, the test control of the background jobs (TEST_JOB_CONTROL, decision 0026): runs one round
 * of the order worker and one pass of the mail outbox, both begun after the request came, and answers when they
 * are done with what the mail pass did (`{"mails":{"sent":1,"failed":0}}`). A browser test calls it where it would
 * otherwise wait up to a timer's interval for a mail, a reminder, a certificate or a settled refund.
 *
 * It is a test aid, guarded like the dev mailbox: create-app.ts mounts it only when TEST_JOB_CONTROL is on, which
 * server/safe-defaults.ts refuses on a public production site; it answers only a client on this machine
 * (./this-machine-only.ts); and since it is a POST that a page of any site could send from the browser of the
 * person running the tests, it takes no request that names another page in its Origin (a browser always names it;
 * a test's fetch sends none). Everyone else gets what any unknown address gets, as if it were not there. It reads
 * no body, so it needs no body limit.
 */
import { Router, type RequestHandler } from "express";
import { originAllowed, originOf } from "../graphql/request-info.ts";
import type { JobsRun } from "../process-start.ts";
import { onlyFromThisMachine } from "./this-machine-only.ts";

export const JOB_CONTROL_PATH = "/dev/jobs/run";

export function jobControlRouter({ publicUrl, runNow }: { publicUrl: string; runNow: () => Promise<JobsRun> }) {
  const router = Router();
  router.use(onlyFromThisMachine(publicUrl), fromNoOtherSite(publicUrl));
  router.post("/", async (_req, res) => {
    const run = await runNow();
    res.set("Cache-Control", "no-store").json(run);
  });
  return router;
}

/** Without an Origin (no browser page), or from this site's own pages: PUBLIC_URL or the address asked. */
function fromNoOtherSite(publicUrl: string): RequestHandler {
  const publicOrigin = originOf(publicUrl);
  return (req, _res, next) => {
    const ownOrigins = new Set([publicOrigin, `${req.protocol}://${req.host}`]);
    if (originAllowed(req.get("origin"), ownOrigins)) return next();
    next("router");
  };
}
