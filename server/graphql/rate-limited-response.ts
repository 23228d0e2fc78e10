import type { Plugin } from "graphql-yoga";

type ResultError = { extensions?: Record<string, unknown> };

/**
 * An answer that carries a RATE_LIMITED error goes out as HTTP 429 with Retry-After (the longest wait among its
 * errors), so HTTP clients and proxies see the refusal without reading the body. Yoga takes the status and headers
 * from the result's `extensions.http` and leaves that out of the JSON it sends.
 */
export const rateLimitedResponse: Plugin = {
  onExecutionResult({ result, setResult }) {
    if (!result || Symbol.asyncIterator in result) return;
    const retryAfterSeconds = longestWait(result.errors ?? []);
    if (retryAfterSeconds === null) return;
    setResult({
      ...result,
      extensions: {
        ...result.extensions,
        http: { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
      },
    });
  },
};

/** The longest retryAfterSeconds of the RATE_LIMITED errors; null when there is none. */
export function longestWait(errors: readonly ResultError[]): number | null {
  const waits = errors
    .filter((error) => error.extensions?.code === "RATE_LIMITED")
    .map((error) => error.extensions?.retryAfterSeconds)
    .map((seconds) => (typeof seconds === "number" && Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : 60));
  return waits.length === 0 ? null : Math.max(...waits);
}
