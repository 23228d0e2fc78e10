import type { ServiceDeps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { penalizeClient, refuseLimitedClient } from "../rate-limits/visitor-limits.ts";

/** Points an invalid code costs its client: with the default 30 a minute, a guesser gets 15 tries a minute. */
const INVALID_CODE_COST = 2;
/** The fields whose NOT_FOUND means the secret itself was unknown; another one (a workshop) is no guess. */
const CODE_FIELDS = new Set(["registrationToken", "token", "code", "cancelToken"]);

/**
 * Rate limiting of everything that checks a ticket code (decision 0004): only invalid codes cost their client
 * points (RATE_LIMIT_CODE_ATTEMPTS_PER_MINUTE), and a client over the limit is refused every check until the
 * minute has passed. A valid code costs its client nothing: a ticket holder clicking through the wizard, or
 * colleagues behind one office address, never notice the limit; the changes a valid code makes are counted per
 * ticket instead (limitTicketChanges). Counted in the database with the other abuse limits, so several app
 * processes share one budget per client.
 */
export async function withCodeAttemptLimit<T>(
  deps: ServiceDeps,
  work: () => Promise<T>,
  isInvalidCode: (result: T) => boolean = () => false,
): Promise<T> {
  await refuseLimitedClient(deps, "codeAttempts");
  try {
    const result = await work();
    if (isInvalidCode(result)) await penalizeClient(deps, "codeAttempts", INVALID_CODE_COST);
    return result;
  } catch (error) {
    if (error instanceof DomainError && error.code === "NOT_FOUND" && CODE_FIELDS.has(String(error.details.field))) {
      await penalizeClient(deps, "codeAttempts", INVALID_CODE_COST);
    }
    throw error;
  }
}
