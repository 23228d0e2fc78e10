import type { ServiceDeps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { limitClient, penalizeClient } from "../rate-limits/visitor-limits.ts";

/**
 * Rate limiting of everything that checks a ticket code (decision 0004): per client 30 points a
 * minute (RATE_LIMIT_CODE_ATTEMPTS_PER_MINUTE), one per attempt and one more when the code turned out invalid, so
 * a guesser gets 15 tries a minute while a ticket holder clicking through the wizard never notices. Counted in the
 * database with the other abuse limits, so several app processes share one budget per client.
 */
export async function withCodeAttemptLimit<T>(
  deps: ServiceDeps,
  work: () => Promise<T>,
  isInvalidCode: (result: T) => boolean = () => false,
): Promise<T> {
  await limitClient(deps, "codeAttempts");
  try {
    const result = await work();
    if (isInvalidCode(result)) await penalizeClient(deps, "codeAttempts");
    return result;
  } catch (error) {
    if (error instanceof DomainError && error.code === "NOT_FOUND") await penalizeClient(deps, "codeAttempts");
    throw error;
  }
}
