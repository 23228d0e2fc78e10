import { afterAll, beforeAll } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { collectPageErrors, launchBrowser } from "./browser.ts";
import { startServer, type RunningServer } from "../site/server.ts";
import { wantsScaleOut } from "../site/scale-out.ts";
import { claimSharedSite, claimWorkerBrowser, SHARED_SERVER_SETTINGS } from "../site/shared-site.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../smtp-server.ts";

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

/**
 * What makes a visitor: an IP of its own (sent as X-Forwarded-For, which the server trusts from loopback, for its
 * per-client rate limits), and whether the browser runs JavaScript.
 */
export type VisitorOptions = { ip?: string; javaScriptEnabled?: boolean };

type SiteSessionOptions = {
  /**
   * Settings for a server of the file's own; without them (or with only the shared server's values) the file runs
   * on its worker's shared server (../site/shared-site.ts). A function is read only in beforeAll, so earlier hooks
   * (a helper server, say) can supply values.
   */
  env?: Record<string, string> | (() => Record<string, string>);
  /** The server sends its mail to a test SMTP server, which the file reads as `site.smtp`. */
  mail?: boolean;
  /** A server of the file's own starts from a copy of the seeded world whatever its settings (../site/server.ts). */
  fromSeededWorld?: boolean;
  /** A server of the file's own, opened as http://localhost (passkeys need a domain name): ../site/server.ts. */
  hostName?: "localhost";
};

/**
 * A production server and a browser for a test file: the worker's shared ones, or with settings of its own a server
 * of its own (and behind the proxy, E2E_TOPOLOGY=proxy, always its own topology and browser). `open` gives a fresh
 * page (own storage) at a size, with its console errors collected, so every test starts like a new visitor.
 */
export function useSiteSession(options: SiteSessionOptions = {}) {
  const session = {} as { server: RunningServer; browser: Browser; smtp: TestSmtpServer | undefined };
  const contexts: BrowserContext[] = [];
  const stops: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    const env = typeof options.env === "function" ? options.env() : (options.env ?? {});
    if (!wantsScaleOut() && !options.hostName && runsOnSharedServer(env)) {
      const shared = await claimSharedSite();
      Object.assign(session, shared);
      return;
    }
    const smtp = options.mail ? await startTestSmtpServer() : undefined;
    if (smtp) stops.push(() => smtp.stop());
    const serverEnv = smtp ? { ...env, SMTP_URL: smtp.url } : env;
    const [server, browser] = await Promise.all([
      startServer({ env: serverEnv, fromSeededWorld: options.fromSeededWorld, hostName: options.hostName }),
      wantsScaleOut() ? launchBrowser() : claimWorkerBrowser(),
    ]);
    stops.unshift(() => server.stop());
    if (wantsScaleOut()) stops.unshift(() => browser.close());
    Object.assign(session, { server, browser, smtp });
  });
  afterAll(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    for (const stop of stops.splice(0)) await stop();
  });

  async function open(
    path: string,
    viewport = DESKTOP,
    visitor: VisitorOptions = {},
  ): Promise<{ page: Page; errors: string[]; status: number }> {
    const context = await session.browser.newContext({
      viewport,
      locale: "nl-NL",
      timezoneId: "America/New_York",
      javaScriptEnabled: visitor.javaScriptEnabled ?? true,
      ...(visitor.ip ? { extraHTTPHeaders: { "x-forwarded-for": visitor.ip } } : {}),
    });
    contexts.push(context);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const response = await page.goto(`${session.server.url}${path}`);
    return { page, errors, status: response?.status() ?? 0 };
  }

  return {
    get url() {
      return session.server.url;
    },
    get server() {
      return session.server;
    },
    /** The browser, for a test that sets up its own contexts (e.g. with init scripts before the first page). */
    get browser() {
      return session.browser;
    },
    /** The SMTP server the site sends its mail to (with `mail: true`). */
    get smtp(): TestSmtpServer {
      if (!session.smtp) throw new Error("deze sessie is zonder mail gestart (useSiteSession({ mail: true }))");
      return session.smtp;
    },
    open,
  };
}

/** Whether a file with these settings can use its worker's shared server: it asks for none the server lacks. */
function runsOnSharedServer(env: Record<string, string>): boolean {
  return Object.entries(env).every(([name, value]) => SHARED_SERVER_SETTINGS[name] === value);
}
