import { randomBytes } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import type { Clock } from "../deps.ts";
import { siteUrl, testCheckoutPath } from "../../../common/site-paths.ts";
import { testProviderPayments } from "../../db/schema/index.ts";
import type {
  CreatedPayment,
  CreatePaymentRequest,
  PaymentProvider,
  PaymentStatus,
  ProviderPayment,
} from "./payment-provider.ts";

/** The outcomes a person can choose on the test checkout page. */
export const TEST_CHECKOUT_OUTCOMES = ["paid", "failed", "canceled", "expired"] as const;
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

export function isTestCheckoutOutcome(value: unknown): value is TestCheckoutOutcome {
  return typeof value === "string" && (TEST_CHECKOUT_OUTCOMES as readonly string[]).includes(value);
}
