import type { OrderStatus, PaymentMethod } from "../../../graphql/generated.ts";

/** Dutch names of an order's statuses, as the back office shows them. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  PENDING: "Wacht op betaling",
  AWAITING_APPROVAL: "Wacht op goedkeuring",
  PAID: "Betaald",
  INVOICED: "Gefactureerd",
  FREE: "Gratis",
  FAILED: "Mislukt",
  CANCELED: "Geannuleerd",
  EXPIRED: "Verlopen",
  REFUND_REQUIRED: "Terugbetalen",
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  IDEAL: "iDEAL",
  INVOICE: "Factuur",
  CARD: "Creditcard",
  PAYPAL: "PayPal",
};

export const ORDER_STATUSES = Object.keys(ORDER_STATUS_LABELS) as OrderStatus[];
export const PAYMENT_METHODS = Object.keys(PAYMENT_METHOD_LABELS) as PaymentMethod[];
