/** What the web app makes of a failed API call: the HTTP status a page answers with, and what a visitor reads. */
import { isVisitorFacingCode, NETWORK_ERROR_CODE, type ApiErrorCode } from "../../common/error-codes.ts";
import { ApiError } from "./app-services.ts";

const STATUS_BY_CODE: Record<ApiErrorCode, number> = {
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  SOLD_OUT: 409,
  CAPACITY_REACHED: 409,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL_SERVER_ERROR: 500,
  [NETWORK_ERROR_CODE]: 503,
};

/** The HTTP status a page answers with after a failed form action (what is seen when JavaScript is off). */
export function apiErrorStatus(error: unknown): number {
  if (!(error instanceof ApiError)) return 500;
  return STATUS_BY_CODE[error.code as ApiErrorCode] ?? 500;
}

export function hasErrorCode(error: unknown, code: ApiErrorCode): error is ApiError {
  return error instanceof ApiError && error.code === code;
}

/** The API's Dutch message when it was written for the visitor (a domain rule), otherwise the page's own text. */
export function visitorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && isVisitorFacingCode(error.code) && error.message ? error.message : fallback;
}
