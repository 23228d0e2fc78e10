import { createMollieClient, Locale, PaymentMethod, type MollieClient } from "@mollie/api-client";
import type {
  CreatedPayment,
  CreatePaymentRequest,
  CreateRefundRequest,
  ProviderRefund,
  ProviderRefundStatus,
  PaymentProvider,
  PaymentStatus,
  ProviderPayment,
} from "./payment-provider.ts";
import { isPaymentStatus, isProviderRefundStatus, RefundRefusedError } from "./payment-provider.ts";

export type MollieProviderOptions = {
  apiKey: string;
  /** Only for tests against a local stand-in of the Mollie API; production uses Mollie's default. */
  apiEndpoint?: string;
};

/** Payments through Mollie (https://docs.mollie.com/reference/create-payment), iDEAL only. */
export class MollieProvider implements PaymentProvider {
  readonly name = "mollie" as const;
  readonly #client: MollieClient;

  constructor({ apiKey, apiEndpoint }: MollieProviderOptions) {
    this.#client = createMollieClient({ apiKey, ...(apiEndpoint ? { apiEndpoint } : {}) });
  }

  async createPayment(request: CreatePaymentRequest): Promise<CreatedPayment> {
    const payment = await this.#client.payments.create({
      amount: { currency: "EUR", value: centsToMollieAmount(request.amountCents) },
      description: request.description,
      redirectUrl: request.redirectUrl,
      webhookUrl: request.webhookUrl,
      method: PaymentMethod.ideal,
      locale: Locale.nl_NL,
      metadata: { orderId: request.orderId },
    });
    const checkoutUrl = payment.getCheckoutUrl();
    if (!checkoutUrl) throw new Error(`Mollie gaf geen checkout-URL voor betaling ${payment.id}`);
    return { providerPaymentId: payment.id, checkoutUrl, status: toStatus(payment.status) };
  }

  async getPayment(providerPaymentId: string): Promise<ProviderPayment | null> {
    // Mollie payment ids start with tr_; anything else cannot exist, and the client would refuse it anyway.
    if (!/^tr_\w+$/.test(providerPaymentId)) return null;
    try {
      const payment = await this.#client.payments.get(providerPaymentId);
      return {
        providerPaymentId: payment.id,
        status: toStatus(payment.status),
        amountCents: mollieAmountToCents(payment.amount.value),
        orderId: orderIdFrom(payment.metadata),
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** POST /v2/payments/{id}/refunds (https://docs.mollie.com/reference/create-refund), with an Idempotency-Key. */
  async createRefund(request: CreateRefundRequest): Promise<ProviderRefund> {
    try {
      const refund = await this.#client.paymentRefunds.create({
        paymentId: request.providerPaymentId,
        amount: { currency: "EUR", value: centsToMollieAmount(request.amountCents) },
        description: request.description,
        idempotencyKey: request.idempotencyKey,
      });
      return toProviderRefund(refund);
    } catch (error) {
      throw refusalOf(error) ?? error;
    }
  }

  /** GET /v2/payments/{paymentId}/refunds/{refundId} (https://docs.mollie.com/reference/get-refund). */
  async getRefund(providerPaymentId: string, providerRefundId: string): Promise<ProviderRefund | null> {
    if (!/^tr_\w+$/.test(providerPaymentId) || !/^re_\w+$/.test(providerRefundId)) return null;
    try {
      return toProviderRefund(
        await this.#client.paymentRefunds.get(providerRefundId, { paymentId: providerPaymentId }),
      );
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }
}

function toProviderRefund(refund: { id: string; status: string; amount: { value: string } }): ProviderRefund {
  return {
    providerRefundId: refund.id,
    status: toRefundStatus(refund.status),
    amountCents: mollieAmountToCents(refund.amount.value),
  };
}

function toRefundStatus(status: string): ProviderRefundStatus {
  if (!isProviderRefundStatus(status)) throw new Error(`Onbekende Mollie-terugbetaalstatus: '${status}'`);
  return status;
}

/** Mollie wants amounts as strings with exactly two decimals: 1250 cents is '12.50'. */
export function centsToMollieAmount(cents: number): string {
  if (!Number.isInteger(cents) || cents < 0) throw new Error(`Ongeldig bedrag in centen: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

export function mollieAmountToCents(value: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) throw new Error(`Onverwacht bedrag van Mollie: '${value}'`);
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

function toStatus(status: string): PaymentStatus {
  if (!isPaymentStatus(status)) throw new Error(`Onbekende Mollie-betaalstatus: '${status}'`);
  return status;
}

function orderIdFrom(metadata: unknown): string {
  const orderId = (metadata as { orderId?: unknown } | null)?.orderId;
  return typeof orderId === "string" ? orderId : "";
}

/**
 * Mollie's 4xx answers to a refund (422 too much or not refundable, 404 unknown payment, 400 bad request) are
 * final; 429 (too many requests) and 5xx are not, and stay errors for a retry.
 */
function refusalOf(error: unknown): RefundRefusedError | null {
  const { statusCode, message } = (error ?? {}) as { statusCode?: unknown; message?: unknown };
  if (typeof statusCode !== "number" || statusCode < 400 || statusCode >= 500 || statusCode === 429) return null;
  return new RefundRefusedError(`Mollie weigerde de terugbetaling (${statusCode})`, String(message ?? ""));
}

function isNotFound(error: unknown): boolean {
  return (error as { statusCode?: unknown } | null)?.statusCode === 404;
}
