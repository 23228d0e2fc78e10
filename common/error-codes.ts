/**
 * The codes GraphQL errors carry in `extensions.code`, so clients can react without parsing Dutch text
 * (docs/product.md §8). The domain's codes come with a Dutch message written for the visitor (server/domain/errors.ts);
 * the others come with a generic Dutch message.
 */
export const DOMAIN_ERROR_CODES = [
  "BAD_USER_INPUT",
  "NOT_FOUND",
  "SOLD_OUT",
  "CAPACITY_REACHED",
  "CONFLICT",
  "RATE_LIMITED",
  // The back office: not signed in as staff, or signed in without the role an operation needs.
  "UNAUTHENTICATED",
  "FORBIDDEN",
  // Passkeys (decision 0039): a session started by mail link for someone whose role requires their passkey (a
  // recovery session), and a high-risk action whose session has not proved the passkey recently.
  "PASSKEY_REQUIRED",
  "PASSKEY_CHECK_REQUIRED",
] as const;

export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

/** An unexpected error, masked by the API (server/graphql/errors.ts). */
export const INTERNAL_ERROR_CODE = "INTERNAL_SERVER_ERROR";
/** The API cannot reach its database (server/db/unreachable.ts): the same request works once it is back. */
export const SERVICE_UNAVAILABLE_CODE = "SERVICE_UNAVAILABLE";

/** What a visitor reads during an outage, on every page and in the API's error. */
export const SERVICE_UNAVAILABLE_MESSAGE =
  "De website is tijdelijk niet beschikbaar door een storing. Probeer het over een halve minuut opnieuw.";
/** The Retry-After of an outage's answers: short, since service returns by itself once the database is back. */
export const SERVICE_UNAVAILABLE_RETRY_SECONDS = 30;

export type ApiErrorCode = DomainErrorCode | typeof INTERNAL_ERROR_CODE | typeof SERVICE_UNAVAILABLE_CODE;

/** Whether an error's message was written for the visitor, and so may be shown as it is. */
export function isVisitorFacingCode(code: string): code is DomainErrorCode {
  return (DOMAIN_ERROR_CODES as readonly string[]).includes(code);
}
