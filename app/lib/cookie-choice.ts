/**
 * That the visitor answered the cookie bar, remembered in the browser for a year (decision 0031): localStorage key
 * 'cookieNoticeSeen' holds `{ "value": true, "timestamp": <ms> }` (lib/expiring-storage.ts). Both buttons mean the
 * same, as the site has only functional storage, so only the answer is kept, not which button gave it.
 */
import { readExpiring, writeExpiring } from "./expiring-storage.ts";

export const COOKIE_CHOICE_KEY = "cookieNoticeSeen";

export const COOKIE_CHOICE_LIFETIME_DAYS = 365;

const LIFETIME_MS = COOKIE_CHOICE_LIFETIME_DAYS * 86_400_000;

const isAnswer = (value: unknown): value is true => value === true;

/** False where storage is missing or blocked: the bar then asks on every page load, as before. */
export function isCookieChoiceRemembered(): boolean {
  return readExpiring(COOKIE_CHOICE_KEY, isAnswer, { lifetimeMs: LIFETIME_MS }) !== null;
}

export function rememberCookieChoice(): void {
  writeExpiring(COOKIE_CHOICE_KEY, true);
}
