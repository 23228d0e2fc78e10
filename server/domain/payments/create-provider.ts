import type { DbOrTx } from "../../db/client.ts";
import type { Clock } from "../deps.ts";
import { MollieProvider } from "./mollie-provider.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { TestPaymentProvider } from "./test-provider.ts";

/** Which provider the configuration chose (PAYMENTS, MOLLIE_API_KEY; see server/safe-defaults.ts). */
export type PaymentsChoice = { provider: "mollie"; apiKey: string } | { provider: "test" };

/**
 * Mollie with its API key, or the built-in test provider, so every flow works on a fresh machine. `testProvider`
 * is set only in the second case: its checkout page, where anyone can mark a payment paid, is mounted only then.
 */
export function createPaymentProvider(options: {
  payments: PaymentsChoice;
  db: DbOrTx;
  publicUrl: string;
  clock: Clock;
}): {
  provider: PaymentProvider;
  testProvider: TestPaymentProvider | undefined;
} {
  if (options.payments.provider === "mollie") {
    return { provider: new MollieProvider({ apiKey: options.payments.apiKey }), testProvider: undefined };
  }
  const testProvider = new TestPaymentProvider(options.db, options.publicUrl, options.clock);
  return { provider: testProvider, testProvider };
}
