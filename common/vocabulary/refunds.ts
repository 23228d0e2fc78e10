/**
 * A refund's statuses: 'creating' while we claimed it but the provider has not confirmed it yet (the call is retried
 * with the same idempotency key), then the provider's own statuses (Mollie: queued, pending, processing, refunded,
 * failed, canceled; the test provider uses the same).
 */
export const REFUND_STATUSES = [
  "creating",
  "queued",
  "pending",
  "processing",
  "refunded",
  "failed",
  "canceled",
] as const;
export type RefundStatusValue = (typeof REFUND_STATUSES)[number];

export const REFUND_STATUS_LABELS: Readonly<Record<RefundStatusValue, string>> = {
  creating: "Wordt aangemaakt",
  queued: "In de wachtrij",
  pending: "In behandeling",
  processing: "Wordt verwerkt",
  refunded: "Terugbetaald",
  failed: "Mislukt",
  canceled: "Geannuleerd",
};
