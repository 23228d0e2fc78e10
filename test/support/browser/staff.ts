import type { ParsedMail } from "mailparser";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import type { TestSmtpServer } from "../smtp-server.ts";
import { afterJobs } from "../site/jobs.ts";

/** The demo staff of the seed (server/db/seed/staff.ts). */
export const DEMO_BEHEERDER = { email: "beheer@forensischforum.example.org", name: "Demi de Beheerder" };
export const DEMO_REDACTEUR = { email: "redactie@forensischforum.example.org", name: "Rik de Redacteur" };

const MAIL_TIMEOUT_MS = 20_000;
/** How long a browser test waits for the page to show something (expect.poll waits 1 s by default): CI is busy. */
export const POLL = { timeout: 20_000 } as const;
const LINK = /https?:\/\/[^\s"<>]+\/beheer\/inloggen\/link\?token=[A-Za-z0-9_-]+/;

function addressedTo(mail: ParsedMail, email: string): boolean {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.some((group) => group.value.some((entry) => entry.address === email));
}

/** The mails to `email` the test SMTP server received, in the order they came. */
export function mailsTo(smtp: TestSmtpServer, email: string): ParsedMail[] {
  return smtp.received.filter((mail) => addressedTo(mail, email));
}

/** Back-office pages have no cookie bar to wait for: their frame says when React has taken over. */
export async function waitForStaffHydration(page: Page): Promise<void> {
  await page.locator("[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Waits for the `count`-th mail to `email` on the test SMTP server, sent by whichever process's mail worker: for the
 * tests of the worker process itself. The others ask the server for it with mailAfterJobs.
 */
export async function waitForMailTo(smtp: TestSmtpServer, email: string, count = 1): Promise<ParsedMail> {
  const deadline = Date.now() + MAIL_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const mails = mailsTo(smtp, email);
    if (mails.length >= count) return mails[count - 1]!;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`geen ${count}e e-mail aan ${email} binnen ${MAIL_TIMEOUT_MS / 1000} s`);
}

/** The `count`-th mail to `email`, once the server at `serverUrl` ran its jobs (its mail outbox among them). */
export function mailAfterJobs(serverUrl: string, smtp: TestSmtpServer, email: string, count = 1): Promise<ParsedMail> {
  return afterJobs(
    serverUrl,
    () => mailsTo(smtp, email)[count - 1],
    () => `geen ${count}e e-mail aan ${email}`,
  );
}

export function signInLinkOf(mail: ParsedMail): string {
  const link = LINK.exec(mail.text ?? "")?.[0];
  if (!link) throw new Error("geen inloglink in de e-mail");
  return link;
}

/** Asks for a sign-in link on /beheer/inloggen with the keyboard, and gives the link from the mail that follows. */
export async function requestSignInLink(
  page: Page,
  baseUrl: string,
  smtp: TestSmtpServer,
  email: string,
  /** Where the staff member starts: the sign-in page, or a back-office page that sends them there. */
  startPath = "/beheer/inloggen",
): Promise<string> {
  const before = mailsTo(smtp, email).length;
  const linkOfThisSite = (mail: ParsedMail) => (mail.text ?? "").includes(`${baseUrl}/beheer/inloggen/link?`);
  await page.goto(`${baseUrl}${startPath}`);
  await waitForStaffHydration(page);
  await page.getByLabel("E-mailadres").focus();
  await page.keyboard.type(email);
  await page.keyboard.press("Enter");
  await expect.poll(() => page.getByRole("status").textContent(), POLL).toContain("Als dit adres bij ons bekend is");
  const mail = await afterJobs(
    baseUrl,
    () => mailsTo(smtp, email).slice(before).find(linkOfThisSite),
    () => `geen inloglink van ${baseUrl} aan ${email}`,
  );
  return signInLinkOf(mail);
}

/**
 * Signs in as a staff member the way a person does, with the keyboard only: the address on /beheer/inloggen,
 * the link from the real mail, the button on the page it opens. Ends on the dashboard.
 */
export async function signInByMail(page: Page, baseUrl: string, smtp: TestSmtpServer, email: string): Promise<void> {
  const link = await requestSignInLink(page, baseUrl, smtp, email);
  await page.goto(link);
  await waitForStaffHydration(page);
  await page.getByRole("button", { name: "Inloggen" }).focus();
  await page.keyboard.press("Enter");
  await page.waitForURL(`${baseUrl}/beheer`);
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), POLL).toMatch(/^Welkom, /);
}
