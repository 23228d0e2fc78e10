import { MESSAGES } from "./messages.ts";

/**
 * The ticket purchase rules that need no zod (the purchase page's first JavaScript holds no zod, to stay small): the
 * quantity of a ticket type and the order total, which the page computes while it renders, and the form's fixed
 * values. purchase.ts builds its zod schemas on these and exports them too, so each rule is defined once.
 */
export const DEFAULT_COUNTRY = "Nederland";
export const ORDER_CURRENCY = "EUR";
export const OFFERED_PAYMENT_METHODS = ["IDEAL", "INVOICE"] as const;
export type OfferedPaymentMethod = (typeof OFFERED_PAYMENT_METHODS)[number];

/** The most tickets of one type in one order; larger groups are handled by the office. */
export const MAX_QUANTITY_PER_TICKET_TYPE = 100;

/** Step 1 messages beyond the shared ones: no ticket chosen, or a quantity outside 0..max. */
export const TICKET_MESSAGES = {
  noTickets: "Kies minstens één ticket.",
  quantity: (max: number) => `Kies een aantal van 0 tot en met ${max}.`,
} as const;

/**
 * A ticket quantity is a whole number from 0 up to max, which is what is left of the type but never more
 * than MAX_QUANTITY_PER_TICKET_TYPE. The message for a number that breaks it, undefined when it keeps it.
 */
export function ticketQuantityProblem(quantity: number, max: number = MAX_QUANTITY_PER_TICKET_TYPE) {
  if (!Number.isSafeInteger(quantity)) return MESSAGES.invalid;
  if (quantity < 0 || quantity > max) return TICKET_MESSAGES.quantity(max);
  return undefined;
}

/** A quantity as typed in the form's number input: digits only (no sign, decimals or exponent); empty is 0. */
export const TYPED_QUANTITY = /^\d*$/;

/** A typed quantity as a number when it keeps the rule (surrounding spaces ignored, empty is 0), else null. */
export function parseTypedTicketQuantity(typed: string, max: number): number | null {
  const digits = typed.trim();
  if (!TYPED_QUANTITY.test(digits)) return null;
  const quantity = Number(digits);
  return ticketQuantityProblem(quantity, max) === undefined ? quantity : null;
}

/** Total in cents of the chosen quantities (prices in cents), as the live total shows it. */
export function orderTotalCents(lines: { quantity: number; unitPriceCents: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
}
