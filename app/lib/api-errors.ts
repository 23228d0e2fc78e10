/** What the web app makes of a failed API call: the HTTP status a page answers with, and what a visitor reads. */
import { isVisitorFacingCode, SERVICE_UNAVAILABLE_CODE, type ApiErrorCode } from "../../common/error-codes.ts";
import type { HeadersArgs } from "react-router";
import { ApiError } from "./app-services.ts";

const STATUS_BY_CODE: Record<ApiErrorCode, number> = {
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  SOLD_OUT: 409,
  CAPACITY_REACHED: 409,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  PASSKEY_REQUIRED: 403,
  PASSKEY_CHECK_REQUIRED: 403,
  INTERNAL_SERVER_ERROR: 500,
  [SERVICE_UNAVAILABLE_CODE]: 503,
};

/** The HTTP status a page answers with after a failed form action (what is seen when JavaScript is off). */
export function apiErrorStatus(error: unknown): number {
  if (!(error instanceof ApiError)) return 500;
  return STATUS_BY_CODE[error.code as ApiErrorCode] ?? 500;
}

/**
 * Status and headers of a page's answer to a failed operation: over a rate limit, 429 with Retry-After.
 * The route passes the header on to the document with `headers` (retryAfterHeaders below).
 */
export function apiErrorInit(error: unknown): { status: number; headers?: Record<string, string> } {
  const status = apiErrorStatus(error);
  const seconds = error instanceof ApiError ? error.retryAfterSeconds : null;
  return status === 429
    ? { status, headers: { "Retry-After": String(Math.max(1, Math.ceil(seconds ?? 60))) } }
    : { status };
}

/**
 * A route's `headers` export: the page's headers as without one, plus the Retry-After its action or loader answered
 * with (React Router passes on only their cookies unless a route says otherwise).
 */
export function retryAfterHeaders({ actionHeaders, loaderHeaders, parentHeaders }: HeadersArgs): Headers {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

/**
 * For a catch that answers the API's refusals itself: anything else is thrown on. So an outage (runOperation's 503
 * page, ./service-unavailable.ts) reaches the error page rather than looking like an empty list or a refusal.
 */
export function rethrowUnlessApiError(error: unknown): asserts error is ApiError {
  if (!(error instanceof ApiError)) throw error;
}

export function hasErrorCode(error: unknown, code: ApiErrorCode): error is ApiError {
  return error instanceof ApiError && error.code === code;
}

/** The API's Dutch message when it was written for the visitor (a domain rule), otherwise the page's own text. */
export function visitorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && isVisitorFacingCode(error.code) && error.message ? error.message : fallback;
}
