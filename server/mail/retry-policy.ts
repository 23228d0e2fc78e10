/**
 * When to try a mail again: after 1 minute, then 2, 4, 8 ... capped at an hour, so a short SMTP outage costs a
 * minute and a long one does not flood the server. After MAX_ATTEMPTS (about four and a half hours of
 * trying) the mail is FAILED: a person has to look at it.
 */
export const MAX_ATTEMPTS = 10;

const MINUTE_MS = 60_000;
const MAX_DELAY_MS = 60 * MINUTE_MS;

/** The wait after the `attempts`-th failed attempt (1-based). */
export function retryDelayMs(attempts: number): number {
  return Math.min(MINUTE_MS * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
}

/**
 * How long a mail being sent stays claimed. Longer than any send can take (the SMTP timeouts are a minute), so
 * no other worker picks it up meanwhile; if the process dies mid-send, the mail is due again after it.
 */
export const CLAIM_LEASE_MS = 5 * MINUTE_MS;
