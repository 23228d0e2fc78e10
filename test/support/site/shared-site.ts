/**
 * One production server, one SMTP server and one browser per browser-test worker, shared by the files that worker
 * runs one after another (the e2e project runs with `isolate: false`, so this module, and what it started, lives as
 * long as the worker). A server takes seconds to start and a browser most of one; two workers running some forty
 * files paid that forty times over, on two cores that the tests themselves need.
 *
 * Each file still starts from the same world: before a file's tests, `claimSharedSite` puts the server's database
 * back to the seeded state it saved after starting (the test control of the database's state, TEST_STATE_CONTROL),
 * empties the mailbox and closes what the previous file left open in the browser. A file that needs other settings
 * than these starts a server of its own (useSiteSession with `env`).
 */
import type { Browser } from "playwright-core";
import { STATE_CONTROL_PATH } from "../../../server/http/state-control-route.ts";
import { launchBrowser } from "../browser/browser.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../smtp-server.ts";
import { registerSharedServer } from "../world/shared-servers.ts";
import { startServerProcess, type RunningServer } from "./server.ts";

export type SharedSite = { server: RunningServer & { pid: number }; smtp: TestSmtpServer; browser: Browser };

/**
 * The settings of the shared server, beside its mail going to the worker's SMTP server: staff may sign in as often
 * as the files need, and orders of many tickets need no approval (both limits have their own tests, on servers of
 * their own with the default settings); the dev mailbox shows the mail as on a server without SMTP; and the state
 * can be restored.
 */
export const SHARED_SERVER_SETTINGS: Readonly<Record<string, string>> = {
  DEV_MAILBOX: "true",
  RATE_LIMIT_STAFF_SIGN_IN_PER_CLIENT_PER_HOUR: "1000",
  RATE_LIMIT_STAFF_SIGN_IN_PER_ADDRESS_PER_HOUR: "1000",
  ORDER_APPROVAL_MIN_TOTAL_EUROS: "1000000",
  ORDER_APPROVAL_MIN_TICKETS: "1000",
  TEST_STATE_CONTROL: "true",
};

let sharedServer: Promise<Omit<SharedSite, "browser">> | undefined;
let sharedBrowser: Promise<Browser> | undefined;

/** The worker's browser, launched on first use, with no context left open by an earlier file. */
export async function claimWorkerBrowser(): Promise<Browser> {
  const browser = await (sharedBrowser ??= launchBrowser());
  await Promise.all(browser.contexts().map((context) => context.close()));
  return browser;
}

/** The worker's site, started on first use, with its database back in the seeded state and nothing left over. */
export async function claimSharedSite(): Promise<SharedSite> {
  const [{ server, smtp }, browser] = await Promise.all([(sharedServer ??= startSharedServer()), claimWorkerBrowser()]);
  await stateControl(server.url, "restore");
  smtp.received.length = 0;
  return { server, smtp, browser };
}

async function startSharedServer(): Promise<Omit<SharedSite, "browser">> {
  const smtp = await startTestSmtpServer();
  const server = await startServerProcess({ env: { ...SHARED_SERVER_SETTINGS, SMTP_URL: smtp.url } });
  await stateControl(server.url, "save");
  // The run's teardown stops it: a worker may end without an exit event, and the server must not outlive the run.
  registerSharedServer(server.pid, server.dataDir);
  server.leaveToTeardown();
  return { server, smtp };
}

async function stateControl(serverUrl: string, action: "save" | "restore"): Promise<void> {
  const response = await fetch(`${serverUrl}${STATE_CONTROL_PATH}/${action}`, { method: "POST" });
  if (!response.ok) throw new Error(`${STATE_CONTROL_PATH}/${action}: ${response.status} ${await response.text()}`);
}
