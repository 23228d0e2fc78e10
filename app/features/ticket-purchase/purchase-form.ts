import type { FieldErrors } from "../../../common/validation/field-errors.ts";
import {
  DEFAULT_COUNTRY,
  ORDER_CURRENCY,
  orderTotalCents,
  parseTypedTicketQuantity,
  TICKET_MESSAGES,
  type OfferedPaymentMethod,
} from "../../../common/validation/purchase-basics.ts";
import type { BillingDetails } from "../../../common/validation/purchase.ts";
import { centsToEuros, eurosToCents } from "../../../common/format/money.ts";
import { ticketPurchaseCompletePath } from "../../../common/site-paths.ts";
import type { CreateOrderInput } from "../../graphql/generated.ts";
import type { OfferedTicketType } from "./offered-ticket-types.ts";

/**
 * The purchase form as plain data, shared by the browser (live checks) and the route action (JavaScript off):
 * both steps live in one <form>, so every submit carries all values and nothing is lost going back and forth.
 * Without zod, so it is part of the page's first JavaScript; the personal details' rules are in
 * purchase-rules.ts, which the browser loads after the page.
 */
export const DETAIL_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phoneNumber",
  "address",
  "postalCode",
  "city",
  "country",
] as const satisfies readonly (keyof BillingDetails)[];
export type DetailField = (typeof DETAIL_FIELDS)[number];

export type PurchaseStep = 1 | 2;
/** What a submit button asks for: the next step, the previous one, or placing the order. */
export type PurchaseIntent = "next" | "back" | "order";

export type PurchaseFormValues = {
  /** Quantity per ticket type id, as typed (a number input may hold anything until checked). */
  quantities: Record<string, string>;
  details: Record<DetailField, string>;
  paymentMethod: OfferedPaymentMethod;
};

/** Error message per field name (the shared type); TICKETS_ERROR is the step-wide 'choose at least one' error. */
export type { FieldErrors };
export const TICKETS_ERROR = "tickets";

/** What the route action answers when the page is shown again: the step, everything entered, the errors. */
export type PurchaseActionData = {
  step: PurchaseStep;
  values: PurchaseFormValues;
  errors: FieldErrors;
  /** The red banner's text when CreateOrder failed. */
  orderError?: string;
};

export type ChosenLine = { ticketType: OfferedTicketType; quantity: number };

export function quantityFieldName(ticketTypeId: string): string {
  return `qty-${ticketTypeId}`;
}

/** The element id of a field, for labels, aria-describedby and the error summary's links. */
export function fieldId(name: string): string {
  return `aanmelden-${name}`;
}

export function emptyPurchaseForm(offered: OfferedTicketType[]): PurchaseFormValues {
  const details = Object.fromEntries(DETAIL_FIELDS.map((field) => [field, ""])) as Record<DetailField, string>;
  return {
    quantities: Object.fromEntries(offered.map((ticketType) => [ticketType.id, "0"])),
    details: { ...details, country: DEFAULT_COUNTRY },
    paymentMethod: "IDEAL",
  };
}

export function readIntent(formData: FormData): PurchaseIntent {
  const intent = formData.get("intent");
  return intent === "back" || intent === "order" ? intent : "next";
}

/** A whole number from 0 to max (an empty field counts as 0), or null when the input is anything else. */
export function parseQuantity(raw: string, max: number): number | null {
  return parseTypedTicketQuantity(raw, max);
}

/** The ticket types with a valid quantity above 0, in the order they are offered. */
export function chosenLines(values: PurchaseFormValues, offered: OfferedTicketType[]): ChosenLine[] {
  return offered.flatMap((ticketType) => {
    const quantity = parseQuantity(values.quantities[ticketType.id] ?? "", ticketType.maxQuantity);
    return quantity ? [{ ticketType, quantity }] : [];
  });
}

/** The live total in euros (the sum of quantity times price), summed in cents. */
export function orderTotal(lines: ChosenLine[]): number {
  const cents = orderTotalCents(
    lines.map((line) => ({ quantity: line.quantity, unitPriceCents: eurosToCents(line.ticketType.price) })),
  );
  return centsToEuros(cents);
}

/** Step 1: every quantity a whole number within what is left, and at least one above 0. */
export function ticketStepErrors(values: PurchaseFormValues, offered: OfferedTicketType[]): FieldErrors {
  const errors: FieldErrors = {};
  let any = false;
  for (const ticketType of offered) {
    const quantity = parseQuantity(values.quantities[ticketType.id] ?? "", ticketType.maxQuantity);
    if (quantity === null) errors[quantityFieldName(ticketType.id)] = TICKET_MESSAGES.quantity(ticketType.maxQuantity);
    else if (quantity > 0) any = true;
  }
  if (!any && Object.keys(errors).length === 0) errors[TICKETS_ERROR] = TICKET_MESSAGES.noTickets;
  return errors;
}

/** The CreateOrder input: only quantities above 0, the name joined, the return on our own site. */
export function createOrderInput(options: {
  eventId: string;
  lines: ChosenLine[];
  details: BillingDetails;
  paymentMethod: OfferedPaymentMethod;
  /** The terms version the form linked; undefined when it linked none. */
  acceptedTermsVersion: number | undefined;
  publicUrl: string;
  now: Date;
}): CreateOrderInput {
  const { eventId, lines, details, paymentMethod, acceptedTermsVersion, publicUrl, now } = options;
  return {
    currency: ORDER_CURRENCY,
    eventId,
    purchaseInformation: {
      purchasedAt: now.toISOString(),
      billingInformation: { ...details, name: `${details.firstName} ${details.lastName}` },
    },
    ticketTypeQuantities: lines.map((line) => ({ ticketTypeId: line.ticketType.id, quantity: line.quantity })),
    paymentMethod,
    returnUrl: `${publicUrl}${ticketPurchaseCompletePath(eventId)}`,
    acceptedTermsVersion,
  };
}
