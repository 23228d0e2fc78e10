import { ApiError } from "../../lib/app-services.ts";

/** DESIGN §7: the Dutch form of spec §8's 'Failed to process order. Please try again.' */
export const ORDER_FAILED_MESSAGE = "Je bestelling kon niet worden verwerkt. Probeer het opnieuw.";

/** Codes whose message the API writes for the buyer (in Dutch): the rest could leak internals. */
const BUYER_FACING_CODES = new Set(["SOLD_OUT", "BAD_USER_INPUT"]);

/** The text of the red banner for a failed CreateOrder. */
export function orderErrorMessage(error: unknown): string {
  if (error instanceof ApiError && BUYER_FACING_CODES.has(error.code) && error.message) return error.message;
  return ORDER_FAILED_MESSAGE;
}
