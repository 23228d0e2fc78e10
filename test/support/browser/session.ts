import { afterAll, beforeAll } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { collectPageErrors, launchBrowser } from "./browser.ts";
import { startServer, type RunningServer } from "../site/server.ts";

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

/**
 * What makes a visitor: an IP of its own (sent as X-Forwarded-For, which the server trusts from loopback, for its
 * per-client rate limits), and whether the browser runs JavaScript.
 */
export type VisitorOptions = { ip?: string; javaScriptEnabled?: boolean };

/**
 * One production server and one browser for a test file. `open` gives a fresh page (own storage) at a size,
 * with its console errors collected, so every test starts like a new visitor.
 */
export function useSiteSession(options: { env?: Record<string, string> | (() => Record<string, string>) } = {}) {
  const session = {} as { server: RunningServer; browser: Browser };
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    // A function is read only now, so earlier hooks (a helper server, say) can supply values.
    const env = typeof options.env === "function" ? options.env() : options.env;
    [session.server, session.browser] = await Promise.all([startServer({ env }), launchBrowser()]);
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.server?.stop();
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
    open,
  };
}
