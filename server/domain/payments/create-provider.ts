import type { DbOrTx } from "../../db/client.ts";
import type { Clock } from "../deps.ts";
import { MollieProvider } from "./mollie-provider.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { TestPaymentProvider } from "./test-provider.ts";

/**
 * Mollie when an API key is configured, otherwise the built-in test provider, so every flow works on a fresh
 * machine. `testProvider` is set only in the second case: its checkout page is mounted only then.
 */
export function createPaymentProvider(options: {
  mollieApiKey: string | undefined;
  db: DbOrTx;
  publicUrl: string;
  clock: Clock;
}): {
  provider: PaymentProvider;
  testProvider: TestPaymentProvider | undefined;
} {
  if (options.mollieApiKey) {
    return { provider: new MollieProvider({ apiKey: options.mollieApiKey }), testProvider: undefined };
  }
  const testProvider = new TestPaymentProvider(options.db, options.publicUrl, options.clock);
  return { provider: testProvider, testProvider };
}
