import { z } from "zod";
import { emailField } from "./email.ts";
import { MAX_LENGTH, requiredText } from "./fields.ts";
import { phoneNumberField } from "./phone-field.ts";
import { MESSAGES } from "./messages.ts";
import {
  MAX_QUANTITY_PER_TICKET_TYPE,
  OFFERED_PAYMENT_METHODS,
  TICKET_MESSAGES,
  ticketQuantityProblem,
  TYPED_QUANTITY,
} from "./purchase-basics.ts";

export {
  MAX_QUANTITY_PER_TICKET_TYPE,
  OFFERED_PAYMENT_METHODS,
  ORDER_CURRENCY,
  orderTotalCents,
  TICKET_MESSAGES,
  type OfferedPaymentMethod,
} from "./purchase-basics.ts";

/**
 * The ticket purchase form: one schema for
 * the browser form, the route action (JavaScript off) and the CreateOrder resolver.
 */
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

/**
 * A ticket quantity is a whole number from 0 up to max, which is what is left of the type but never more
 * than MAX_QUANTITY_PER_TICKET_TYPE. The form and CreateOrder both check it; CreateOrder takes only lines above 0.
 */
export function ticketQuantitySchema(max: number = MAX_QUANTITY_PER_TICKET_TYPE) {
  return z.number(MESSAGES.invalid).superRefine((quantity, context) => {
    const problem = ticketQuantityProblem(quantity, max);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });
}

/** A quantity as typed in the form's number input: digits only (no sign, decimals or exponent); empty is 0. */
export function typedTicketQuantitySchema(max: number) {
  return z
    .string(MESSAGES.invalid)
    .trim()
    .regex(TYPED_QUANTITY, TICKET_MESSAGES.quantity(max))
    .transform(Number)
    .pipe(ticketQuantitySchema(max));
}

export const paymentMethodSchema = z.enum(OFFERED_PAYMENT_METHODS, MESSAGES.invalid);
