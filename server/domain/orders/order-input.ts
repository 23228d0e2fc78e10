import { z } from "zod";
import {
  acceptedTermsVersionField,
  boundedDate,
  MAX_LENGTH,
  optionalText,
  requiredText,
} from "../../../common/validation/fields.ts";
import { MESSAGES } from "../../../common/validation/messages.ts";
import {
  billingDetailsSchema,
  OFFERED_PAYMENT_METHODS,
  ORDER_CURRENCY,
  TICKET_MESSAGES,
  ticketQuantitySchema,
} from "../../../common/validation/purchase.ts";
import { DomainError } from "../errors.ts";
import { parseWith } from "../parse-input.ts";

/** Dutch messages for the parts of CreateOrder that the form cannot get wrong but another client can. */
export const ORDER_INPUT_MESSAGES = {
  currency: "Bestellingen worden alleen in euro (EUR) afgerekend.",
  paymentMethod: "Kies iDEAL of betalen op factuur.",
  quantityAboveZero: "Geef alleen tickettypes door met een aantal van 1 of meer.",
  duplicateTicketType: "Elk tickettype mag maar één keer in de bestelling staan.",
  returnUrl: "Het terugkeeradres moet op deze website liggen.",
} as const;

const orderLineSchema = z.object({
  ticketTypeId: z.uuid(MESSAGES.invalid),
  // The order input carries only quantities above 0; checked first, so 0 and below get this message, not the form's.
  quantity: z.number(MESSAGES.invalid).min(1, ORDER_INPUT_MESSAGES.quantityAboveZero).pipe(ticketQuantitySchema()),
});

/** CreateOrder's input, checked with the same rules as the purchase form. */
const createOrderInputSchema = z.object({
  currency: z.string().refine((value) => value === ORDER_CURRENCY, ORDER_INPUT_MESSAGES.currency),
  eventId: z.uuid(MESSAGES.invalid),
  purchaseInformation: z.object({
    purchasedAt: boundedDate,
    // `name` is the first and last name joined by the form; we keep the two parts and ignore the join.
    billingInformation: billingDetailsSchema.extend({ name: optionalText(2 * MAX_LENGTH.name + 1) }),
  }),
  ticketTypeQuantities: z
    .array(orderLineSchema)
    .min(1, TICKET_MESSAGES.noTickets)
    .superRefine((lines, context) => {
      const seen = new Set<string>();
      lines.forEach((line, index) => {
        if (seen.has(line.ticketTypeId)) {
          context.addIssue({
            code: "custom",
            message: ORDER_INPUT_MESSAGES.duplicateTicketType,
            path: [index, "ticketTypeId"],
          });
        }
        seen.add(line.ticketTypeId);
      });
    }),
  paymentMethod: z.enum(OFFERED_PAYMENT_METHODS, ORDER_INPUT_MESSAGES.paymentMethod),
  returnUrl: requiredText(MAX_LENGTH.url),
  /** The terms version the form linked (server/domain/site-pages/terms-in-force.ts); absent: the one in force. */
  acceptedTermsVersion: acceptedTermsVersionField,
});

export type ValidOrderInput = z.output<typeof createOrderInputSchema>;

/**
 * Checks the whole input before anything is read or written. Throws BAD_USER_INPUT naming the first wrong
 * field as a dotted path (`purchaseInformation.billingInformation.email`); `fieldErrors` holds every field's
 * first message, so a form can mark them all at once.
 */
export function parseOrderInput(input: unknown, publicUrl: string): ValidOrderInput {
  const valid = parseWith(createOrderInputSchema, input);
  if (!isOnOrigin(valid.returnUrl, publicUrl)) {
    throw new DomainError("BAD_USER_INPUT", ORDER_INPUT_MESSAGES.returnUrl, { field: "returnUrl" });
  }
  return valid;
}

/** Only our own site: nothing foreign is stored, and returnUrl stays safe to follow one day (docs/decisions/0008). */
function isOnOrigin(url: string, publicUrl: string): boolean {
  try {
    const target = new URL(url);
    return target.origin === new URL(publicUrl).origin && !target.username && !target.password;
  } catch {
    return false;
  }
}
