import { z } from "zod";
import { emailField } from "./email.ts";
import { MESSAGES } from "./messages.ts";

/**
 * The ticket purchase form (spec §5 'Ticket purchase personal details' and 'Ticket quantity'): one schema for
 * the browser form, the route action (JavaScript off) and the CreateOrder resolver.
 */
export const DEFAULT_COUNTRY = "Nederland";
export const ORDER_CURRENCY = "EUR";
export const OFFERED_PAYMENT_METHODS = ["IDEAL", "INVOICE"] as const;
export type OfferedPaymentMethod = (typeof OFFERED_PAYMENT_METHODS)[number];

const requiredText = z.string().trim().min(1, MESSAGES.required).max(200, MESSAGES.invalid);

export const billingDetailsSchema = z.object({
  firstName: requiredText,
  lastName: requiredText,
  email: emailField,
  phoneNumber: requiredText,
  address: requiredText,
  postalCode: requiredText,
  city: requiredText,
  country: requiredText,
});
export type BillingDetails = z.infer<typeof billingDetailsSchema>;

/** The most tickets of one type in one order; larger groups are handled by the office. */
export const MAX_QUANTITY_PER_TICKET_TYPE = 100;

/** Step 1 messages beyond the shared ones: no ticket chosen, or a quantity outside 0..max. */
export const TICKET_MESSAGES = {
  noTickets: "Kies minstens één ticket.",
  quantity: (max: number) => `Kies een aantal van 0 tot en met ${max}.`,
} as const;

export const ticketQuantitySchema = z.object({
  ticketTypeId: z.uuid(MESSAGES.invalid),
  quantity: z
    .number(MESSAGES.invalid)
    .int(MESSAGES.invalid)
    .min(0, MESSAGES.invalid)
    .max(MAX_QUANTITY_PER_TICKET_TYPE, MESSAGES.invalid),
});

/** Step 1 may move on only when at least one quantity is above 0 (spec §4). */
export const ticketSelectionSchema = z
  .array(ticketQuantitySchema)
  .refine((lines) => lines.some((line) => line.quantity > 0), TICKET_MESSAGES.noTickets);

export const paymentMethodSchema = z.enum(OFFERED_PAYMENT_METHODS, MESSAGES.invalid);

/** Total in cents of the chosen quantities (prices in cents), as the live total shows it. */
export function orderTotalCents(lines: { quantity: number; unitPriceCents: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
}
