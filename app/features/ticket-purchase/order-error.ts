import { visitorMessage } from "../../lib/api-errors.ts";

/** The Dutch form of 'Failed to process order. Please try again.' (error catalogue, docs/product.md §8). */
export const ORDER_FAILED_MESSAGE = "Je bestelling kon niet worden verwerkt. Probeer het opnieuw.";

/**
 * The text of the red banner for a failed CreateOrder: the API's own Dutch message for a broken rule (sold out,
 * bad input, the payment provider unreachable, ...), otherwise the general one, as the rest could leak internals.
 */
export function orderErrorMessage(error: unknown): string {
  return visitorMessage(error, ORDER_FAILED_MESSAGE);
}
