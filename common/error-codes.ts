/**
 * The codes GraphQL errors carry in `extensions.code`, so clients can react without parsing Dutch text
 * (docs/product.md §8). The domain's codes come with a Dutch message written for the visitor (server/domain/errors.ts);
 * the other two come with a generic Dutch message and could hide anything.
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
] as const;

export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

/** An unexpected error, masked by the API (server/graphql/errors.ts). */
export const INTERNAL_ERROR_CODE = "INTERNAL_SERVER_ERROR";
/** The web app could not reach the API at all (app/lib/app-services.ts). */
export const NETWORK_ERROR_CODE = "NETWORK_ERROR";

export type ApiErrorCode = DomainErrorCode | typeof INTERNAL_ERROR_CODE | typeof NETWORK_ERROR_CODE;

/** Whether an error's message was written for the visitor, and so may be shown as it is. */
export function isVisitorFacingCode(code: string): code is DomainErrorCode {
  return (DOMAIN_ERROR_CODES as readonly string[]).includes(code);
}
