import type { Database } from "../db/client.ts";
import type { PaymentProvider } from "../domain/payments/payment-provider.ts";
import type { SlidingWindowLimiter } from "../domain/rate-limiter.ts";

/** What every resolver gets: the database, the clock and the payment side (all replaceable in tests). */
export type GraphQLContext = {
  db: Database;
  now: () => Date;
  /** Mollie, or the built-in test provider when MOLLIE_API_KEY is unset. */
  paymentProvider: PaymentProvider;
  /** Our own origin (config.publicUrl): an order's returnUrl must be on it; payment URLs are built on it. */
  publicUrl: string;
  /**
   * The visitor's IP: of the /graphql request, or of the page request whose loader or action runs the operation
   * in-process. Null when there is no request at all; such calls are not rate-limited.
   */
  clientIp: string | null;
  /** Limits ticket-code checks per client (one per process, shared by all requests). */
  codeAttempts: SlidingWindowLimiter;
};
