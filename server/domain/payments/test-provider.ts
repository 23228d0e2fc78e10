import { randomBytes } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import type { Clock } from "../deps.ts";
import { siteUrl, testCheckoutPath } from "../../../common/site-paths.ts";
import { testProviderPayments, testProviderRefunds } from "../../db/schema/index.ts";
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
import { RefundRefusedError } from "./payment-provider.ts";

/** The outcomes a person can choose on the test checkout page. */
const TEST_CHECKOUT_OUTCOMES = ["paid", "failed", "canceled", "expired"] as const;
export type TestCheckoutOutcome = (typeof TEST_CHECKOUT_OUTCOMES)[number];

export type TestCheckout = typeof testProviderPayments.$inferSelect;

/**
 * The built-in payment provider for development and tests: it keeps its payments in its own table and offers a
 * local checkout page (server/http/test-checkout-route.ts) where a person picks the outcome. It then calls our
 * webhook exactly as Mollie does, so the rest of the system cannot tell the difference.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = "test" as const;
  readonly #db: DbOrTx;
  readonly #publicUrl: string;
  readonly #clock: Clock;

  constructor(db: DbOrTx, publicUrl: string, clock: Clock) {
    this.#db = db;
    this.#publicUrl = publicUrl;
    this.#clock = clock;
  }

  async createPayment(request: CreatePaymentRequest): Promise<CreatedPayment> {
    const id = `tr_test_${randomBytes(8).toString("hex")}`;
    await this.#db.insert(testProviderPayments).values({
      id,
      orderId: request.orderId,
      amountCents: request.amountCents,
      description: request.description,
      redirectUrl: request.redirectUrl,
      webhookUrl: request.webhookUrl,
      createdAt: this.#clock(),
      updatedAt: this.#clock(),
    });
    return { providerPaymentId: id, checkoutUrl: siteUrl(this.#publicUrl, testCheckoutPath(id)), status: "open" };
  }

  async getPayment(providerPaymentId: string): Promise<ProviderPayment | null> {
    const row = await this.findCheckout(providerPaymentId);
    if (!row) return null;
    return { providerPaymentId: row.id, status: row.status, amountCents: row.amountCents, orderId: row.orderId };
  }

  async findCheckout(providerPaymentId: string): Promise<TestCheckout | null> {
    const [row] = await this.#db
      .select()
      .from(testProviderPayments)
      .where(eq(testProviderPayments.id, providerPaymentId));
    return row ?? null;
  }

  /**
   * Settles an open payment with the chosen outcome. Like at Mollie, a settled payment never changes again:
   * a second choice (a double click, the back button) leaves the first one standing.
   */
  async settle(providerPaymentId: string, outcome: TestCheckoutOutcome): Promise<TestCheckout | null> {
    const openStatuses: PaymentStatus[] = ["open", "pending", "authorized"];
    await this.#db
      .update(testProviderPayments)
      .set({ status: outcome, updatedAt: this.#clock() })
      .where(and(eq(testProviderPayments.id, providerPaymentId), inArray(testProviderPayments.status, openStatuses)));
    return this.findCheckout(providerPaymentId);
  }

  /**
   * Refunds (part of) a paid payment, like Mollie: at most what was paid minus what is refunded already, and a
   * retried call with the same idempotency key returns the refund it made the first time. A new refund is
   * 'pending' until it is settled (settleRefund, or the first status query after it, as a bank that pays out).
   */
  async createRefund(request: CreateRefundRequest): Promise<ProviderRefund> {
    const known = await this.#refundByKey(request.idempotencyKey);
    if (known) return toProviderRefund(known);
    const payment = await this.findCheckout(request.providerPaymentId);
    if (payment?.status !== "paid") {
      throw new RefundRefusedError(`Testbetaling ${request.providerPaymentId} is niet betaald`, "not paid");
    }
    const earlier = await this.#db
      .select({ amountCents: testProviderRefunds.amountCents, status: testProviderRefunds.status })
      .from(testProviderRefunds)
      .where(eq(testProviderRefunds.paymentId, payment.id));
    const refunded = earlier
      .filter((refund) => refund.status !== "failed" && refund.status !== "canceled")
      .reduce((sum, refund) => sum + refund.amountCents, 0);
    if (request.amountCents > payment.amountCents - refunded) {
      throw new RefundRefusedError(`Testbetaling ${payment.id}: meer terugbetalen dan er over is`, "too much");
    }
    const now = this.#clock();
    await this.#db
      .insert(testProviderRefunds)
      .values({
        id: `re_test_${randomBytes(8).toString("hex")}`,
        paymentId: payment.id,
        amountCents: request.amountCents,
        description: request.description,
        idempotencyKey: request.idempotencyKey,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: testProviderRefunds.idempotencyKey });
    const created = await this.#refundByKey(request.idempotencyKey);
    if (!created) throw new Error(`Testterugbetaling ${request.idempotencyKey} is niet opgeslagen`);
    return toProviderRefund(created);
  }

  /** The refund's status; a pending refund is paid out ('refunded') when it is first asked about. */
  async getRefund(providerPaymentId: string, providerRefundId: string): Promise<ProviderRefund | null> {
    await this.settleRefund(providerRefundId, "refunded");
    const [row] = await this.#db
      .select()
      .from(testProviderRefunds)
      .where(and(eq(testProviderRefunds.id, providerRefundId), eq(testProviderRefunds.paymentId, providerPaymentId)));
    return row ? toProviderRefund(row) : null;
  }

  /** Settles a pending refund with an outcome; a settled refund never changes again. */
  async settleRefund(providerRefundId: string, outcome: "refunded" | "failed" | "canceled"): Promise<void> {
    const open: ProviderRefundStatus[] = ["queued", "pending", "processing"];
    await this.#db
      .update(testProviderRefunds)
      .set({ status: outcome, updatedAt: this.#clock() })
      .where(and(eq(testProviderRefunds.id, providerRefundId), inArray(testProviderRefunds.status, open)));
  }

  async #refundByKey(idempotencyKey: string) {
    const [row] = await this.#db
      .select()
      .from(testProviderRefunds)
      .where(eq(testProviderRefunds.idempotencyKey, idempotencyKey));
    return row ?? null;
  }

  /** Tells the shop the status changed, as Mollie does: a form POST carrying only the payment id. */
  async notifyWebhook(checkout: TestCheckout): Promise<number> {
    const response = await fetch(checkout.webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ id: checkout.id }).toString(),
      signal: AbortSignal.timeout(10_000),
    });
    await response.body?.cancel();
    return response.status;
  }
}

function toProviderRefund(row: typeof testProviderRefunds.$inferSelect): ProviderRefund {
  // The test provider's rows never hold 'creating' (that status is only ours).
  const status = row.status === "creating" ? "pending" : row.status;
  return { providerRefundId: row.id, status, amountCents: row.amountCents };
}

export function isTestCheckoutOutcome(value: unknown): value is TestCheckoutOutcome {
  return typeof value === "string" && (TEST_CHECKOUT_OUTCOMES as readonly string[]).includes(value);
}
