import type { Browser, BrowserContext, Page } from "playwright-core";
import { collectPageErrors } from "./browser.ts";
import { DESKTOP, type VisitorOptions } from "./session.ts";

/**
 * A visitor whose browser reports every Content-Security-Policy violation, of every document it opens: the
 * `securitypolicyviolation` events of each page (passed to the test through a binding, so a navigation loses none)
 * and Chrome's console lines about the policy, which also come when JavaScript is off or a frame runs no scripts.
 */
export type CspWatchedVisitor = {
  context: BrowserContext;
  page: Page;
  /** Every violation so far, one line each. */
  violations: string[];
  /** Console errors and uncaught exceptions, as collectPageErrors gives them. */
  errors: string[];
};

type ViolationReport = { directive: string; blocked: string; source: string; line: number; sample: string };

// Chrome: "Refused to execute inline script because it violates the following Content Security Policy directive".
const CSP_CONSOLE_LINE = /Content Security Policy/i;

export async function cspWatchedVisitor(
  browser: Browser,
  { viewport = DESKTOP, ...visitor }: VisitorOptions & { viewport?: { width: number; height: number } } = {},
): Promise<CspWatchedVisitor> {
  const context = await browser.newContext({
    viewport,
    locale: "nl-NL",
    javaScriptEnabled: visitor.javaScriptEnabled ?? true,
    ...(visitor.ip ? { extraHTTPHeaders: { "x-forwarded-for": visitor.ip } } : {}),
  });
  const violations: string[] = [];
  await context.exposeBinding("reportCspViolation", ({ frame }, report: ViolationReport) => {
    violations.push(
      `${report.directive} blocked ${report.blocked || "(inline)"} at ${report.source}:${report.line} ` +
        `[${report.sample}] in ${frame.url()}`,
    );
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation: (report: ViolationReport) => Promise<void> })
        .reportCspViolation;
      void report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: event.sourceFile,
        line: event.lineNumber,
        sample: event.sample,
      });
    });
  });
  context.on("console", (message) => {
    if (CSP_CONSOLE_LINE.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  const page = await context.newPage();
  return { context, page, violations, errors: collectPageErrors(page) };
}
