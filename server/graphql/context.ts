import type { Database } from "../db/client.ts";
import type { PaymentProvider } from "../domain/payments/payment-provider.ts";

/** What every resolver gets: the database, the clock and the payment side (all replaceable in tests). */
export type GraphQLContext = {
  db: Database;
  now: () => Date;
  /** Mollie, or the built-in test provider when MOLLIE_API_KEY is unset. */
  paymentProvider: PaymentProvider;
  /** Our own origin (config.publicUrl): an order's returnUrl must be on it; payment URLs are built on it. */
  publicUrl: string;
};
