/** An order's statuses, its payment methods and its payments' statuses, with their Dutch names. */

export const ORDER_STATUSES = [
  "PENDING",
  "AWAITING_APPROVAL",
  "PAID",
  "INVOICED",
  "FREE",
  "FAILED",
  "CANCELED",
  "EXPIRED",
  "REFUND_REQUIRED",
] as const;
export type OrderStatusValue = (typeof ORDER_STATUSES)[number];

/** One name per status for everyone who sees it: staff, the buyer on "Mijn gegevens", mails and documents. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatusValue, string>> = {
  PENDING: "Wacht op betaling",
  AWAITING_APPROVAL: "Wacht op goedkeuring",
  PAID: "Betaald",
  INVOICED: "Gefactureerd",
  FREE: "Gratis",
  FAILED: "Mislukt",
  CANCELED: "Geannuleerd",
  EXPIRED: "Verlopen",
  REFUND_REQUIRED: "Terugbetaling nodig",
};

export const PAYMENT_METHODS = ["CARD", "IDEAL", "INVOICE", "PAYPAL"] as const;
export type PaymentMethodValue = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethodValue, string>> = {
  IDEAL: "iDEAL",
  INVOICE: "Factuur",
  CARD: "Creditcard",
  PAYPAL: "PayPal",
};

/** A payment's statuses as the payment provider reports them (Mollie's, which the test provider copies). */
export const PAYMENT_STATUSES = ["open", "pending", "authorized", "paid", "failed", "canceled", "expired"] as const;
export type PaymentStatusValue = (typeof PAYMENT_STATUSES)[number];

/** Statuses after which a payment never changes again. */
export const FINAL_PAYMENT_STATUSES: readonly PaymentStatusValue[] = ["paid", "failed", "canceled", "expired"];

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatusValue, string>> = {
  open: "Gestart",
  pending: "In behandeling",
  authorized: "Geautoriseerd",
  paid: "Betaald",
  failed: "Mislukt",
  canceled: "Afgebroken",
  expired: "Verlopen",
};
