import type { PAYMENT_PROVIDERS, PAYMENT_STATUSES } from "../../db/schema/index.ts";
import { REFUND_STATUSES } from "../../../common/vocabulary/refunds.ts";
import { FINAL_PAYMENT_STATUSES } from "../../../common/vocabulary/orders.ts";

/** Mollie's payment statuses; the test provider uses the same ones. */
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export type CreatePaymentRequest = {
  amountCents: number;
  description: string;
  /** Where the provider sends the buyer's browser after paying (our completion page). */
  redirectUrl: string;
  /** Where the provider posts `id=<paymentId>` when the status changes. */
  webhookUrl: string;
  orderId: string;
};

/**
 * What a provider's payment id looks like (Mollie: tr_WDqYK6vllg; the test provider: tr_test_ and hex). Anything
 * else that arrives in a webhook or a URL is no payment of ours, and is refused before a query sees it.
 */
const PAYMENT_ID_SHAPE = /^[A-Za-z0-9_]{1,100}$/;

export function isPaymentIdShape(id: unknown): id is string {
  return typeof id === "string" && PAYMENT_ID_SHAPE.test(id);
}

export type CreatedPayment = { providerPaymentId: string; checkoutUrl: string; status: PaymentStatus };

export type ProviderPayment = {
  providerPaymentId: string;
  status: PaymentStatus;
  amountCents: number;
  /** From the payment's metadata; lets us find the order even if our payment row was never written. */
  orderId: string;
};

/** A refund's status as the provider reports it (Mollie's refund statuses; 'creating' is only ours). */
export type ProviderRefundStatus = Exclude<(typeof REFUND_STATUSES)[number], "creating">;

export type CreateRefundRequest = {
  providerPaymentId: string;
  amountCents: number;
  description: string;
  /** Our refund row's id: a retried call with the same key makes no second refund at the provider. */
  idempotencyKey: string;
};

/**
 * The provider refused a refund for good (e.g. Mollie's 422: more than is left, or the payment cannot be refunded):
 * asking again with the same request will not help. Any other error is temporary and worth a retry.
 */
export class RefundRefusedError extends Error {
  /** The provider's own explanation (may be English); for the staff to-do, never for a buyer. */
  readonly reason: string;

  constructor(message: string, reason: string) {
    super(message);
    this.name = "RefundRefusedError";
    this.reason = reason;
  }
}

export type ProviderRefund = { providerRefundId: string; status: ProviderRefundStatus; amountCents: number };

/**
 * A payment service provider (Mollie, or the built-in test provider). Calls go over the network:
 * never call these inside a database transaction.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createPayment(request: CreatePaymentRequest): Promise<CreatedPayment>;
  /** The payment as the provider knows it now; null when the provider does not know the id. */
  getPayment(providerPaymentId: string): Promise<ProviderPayment | null>;
  /** Refunds (part of) a paid payment; the provider later reports the refund's progress on the payment's webhook. */
  createRefund(request: CreateRefundRequest): Promise<ProviderRefund>;
  /** The refund as the provider knows it now; null when the provider does not know it. */
  getRefund(providerPaymentId: string, providerRefundId: string): Promise<ProviderRefund | null>;
}

/** Every refund status but our own 'creating', which only we set before the provider knows the refund. */
const PROVIDER_REFUND_STATUSES: readonly string[] = REFUND_STATUSES.filter((status) => status !== "creating");

export function isProviderRefundStatus(value: unknown): value is ProviderRefundStatus {
  return typeof value === "string" && PROVIDER_REFUND_STATUSES.includes(value);
}

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return (
    typeof value === "string" &&
    (["open", "pending", "authorized", ...FINAL_PAYMENT_STATUSES] as string[]).includes(value)
  );
}
