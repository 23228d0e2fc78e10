import { ApiError } from "./app-services.ts";

const STATUS_BY_CODE: Record<string, number> = {
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  SOLD_OUT: 409,
  CAPACITY_REACHED: 409,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  NETWORK_ERROR: 503,
};

/** The HTTP status a page answers with after a failed form action (what is seen when JavaScript is off). */
export function apiErrorStatus(error: unknown): number {
  if (!(error instanceof ApiError)) return 500;
  return STATUS_BY_CODE[error.code] ?? 500;
}
