import { DomainError } from "../errors.ts";
import { SlidingWindowLimiter } from "../rate-limiter.ts";

/**
 * Rate limiting of everything that checks a ticket code (DESIGN §5, decision 0004): per client 30 points a
 * minute, one per attempt and one more when the code turned out invalid, so a guesser gets 15 tries a minute
 * while a ticket holder clicking through the wizard never notices.
 */
export const CODE_ATTEMPTS_PER_MINUTE = 30;
export const RATE_LIMITED_MESSAGE = "Te veel pogingen. Wacht een minuut en probeer het opnieuw.";

export function createCodeAttemptLimiter(clock?: () => number): SlidingWindowLimiter {
  return new SlidingWindowLimiter({ limit: CODE_ATTEMPTS_PER_MINUTE, windowMs: 60_000, ...(clock ? { clock } : {}) });
}

/**
 * Runs one code check for a client. `clientIp` null means no client is known (an in-process call outside any
 * HTTP request, e.g. a script): nothing to limit by, so it is not limited.
 */
export async function withCodeAttemptLimit<T>(
  limiter: SlidingWindowLimiter,
  clientIp: string | null,
  work: () => Promise<T>,
  isInvalidCode: (result: T) => boolean = () => false,
): Promise<T> {
  if (clientIp === null) return work();
  if (!limiter.attempt(clientIp)) throw new DomainError("RATE_LIMITED", RATE_LIMITED_MESSAGE);
  try {
    const result = await work();
    if (isInvalidCode(result)) limiter.penalize(clientIp);
    return result;
  } catch (error) {
    if (error instanceof DomainError && error.code === "NOT_FOUND") limiter.penalize(clientIp);
    throw error;
  }
}
