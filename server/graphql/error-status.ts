import type { Plugin } from "graphql-yoga";

type ResultError = { extensions?: Record<string, unknown> };

/**
 * The error codes that give /graphql an HTTP status of its own, with Retry-After, so HTTP clients, proxies and the
 * 5xx alert see the refusal without reading the body. The first code found wins: an outage before a rate limit.
 */
const STATUS_BY_CODE = [
  ["SERVICE_UNAVAILABLE", 503],
  ["RATE_LIMITED", 429],
] as const;

/**
 * An answer that carries such an error goes out with its status and Retry-After (the longest wait among those
 * errors). Yoga takes the status and headers from the result's `extensions.http` and leaves that out of the JSON.
 */
export const errorStatusResponse: Plugin = {
  onExecutionResult({ result, setResult }) {
    if (!result || Symbol.asyncIterator in result) return;
    const answer = httpAnswerOf(result.errors ?? []);
    if (!answer) return;
    setResult({
      ...result,
      extensions: {
        ...result.extensions,
        http: { status: answer.status, headers: { "Retry-After": String(answer.retryAfterSeconds) } },
      },
    });
  },
};

/** The status and wait an answer with these errors goes out with; null when none asks for one. */
export function httpAnswerOf(errors: readonly ResultError[]): { status: number; retryAfterSeconds: number } | null {
  for (const [code, status] of STATUS_BY_CODE) {
    const retryAfterSeconds = longestWait(errors, code);
    if (retryAfterSeconds !== null) return { status, retryAfterSeconds };
  }
  return null;
}

/** The longest retryAfterSeconds of the errors with this code, in whole seconds (60 when absent); null when none. */
export function longestWait(errors: readonly ResultError[], code: string): number | null {
  const waits = errors
    .filter((error) => error.extensions?.code === code)
    .map((error) => error.extensions?.retryAfterSeconds)
    .map((seconds) => (typeof seconds === "number" && Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : 60));
  return waits.length === 0 ? null : Math.max(...waits);
}
