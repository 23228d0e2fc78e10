import { z } from "zod";
import { emailField } from "./email.ts";
import { MAX_LENGTH, phoneNumberField, requiredText } from "./fields.ts";
import { MESSAGES } from "./messages.ts";

/**
 * The ticket purchase form (spec §5 'Ticket purchase personal details' and 'Ticket quantity'): one schema for
 * the browser form, the route action (JavaScript off) and the CreateOrder resolver.
 */
export const DEFAULT_COUNTRY = "Nederland";
export const ORDER_CURRENCY = "EUR";
export const OFFERED_PAYMENT_METHODS = ["IDEAL", "INVOICE"] as const;
export type OfferedPaymentMethod = (typeof OFFERED_PAYMENT_METHODS)[number];

export const billingDetailsSchema = z.object({
  firstName: requiredText(MAX_LENGTH.name),
  lastName: requiredText(MAX_LENGTH.name),
  email: emailField,
  phoneNumber: phoneNumberField,
  address: requiredText(MAX_LENGTH.address),
  postalCode: requiredText(MAX_LENGTH.postalCode),
  city: requiredText(MAX_LENGTH.city),
  country: requiredText(MAX_LENGTH.country),
});
export type BillingDetails = z.infer<typeof billingDetailsSchema>;

/** The most tickets of one type in one order; larger groups are handled by the office. */
export const MAX_QUANTITY_PER_TICKET_TYPE = 100;

/** Step 1 messages beyond the shared ones: no ticket chosen, or a quantity outside 0..max. */
export const TICKET_MESSAGES = {
  noTickets: "Kies minstens één ticket.",
  quantity: (max: number) => `Kies een aantal van 0 tot en met ${max}.`,
} as const;

/**
 * Spec §5 'Ticket quantity': a whole number from 0 up to max, which is what is left of the type but never more
 * than MAX_QUANTITY_PER_TICKET_TYPE. The form and CreateOrder both check it; CreateOrder takes only lines above 0.
 */
export function ticketQuantitySchema(max: number = MAX_QUANTITY_PER_TICKET_TYPE) {
  const outOfRange = TICKET_MESSAGES.quantity(max);
  return z.number(MESSAGES.invalid).int(MESSAGES.invalid).min(0, outOfRange).max(max, outOfRange);
}

/** A quantity as typed in the form's number input: digits only (no sign, decimals or exponent); empty is 0. */
export function typedTicketQuantitySchema(max: number) {
  return z
    .string()
    .trim()
    .regex(/^\d*$/, TICKET_MESSAGES.quantity(max))
    .transform(Number)
    .pipe(ticketQuantitySchema(max));
}

export const paymentMethodSchema = z.enum(OFFERED_PAYMENT_METHODS, MESSAGES.invalid);

/** Total in cents of the chosen quantities (prices in cents), as the live total shows it. */
export function orderTotalCents(lines: { quantity: number; unitPriceCents: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
}
