/**
 * The deps a factory hands the domain services: the test settings, the built-in test payment provider on the same
 * database, and the system as the actor, at one fixed moment (the moment the data is made, not the test's clock).
 */
import type { DbOrTx } from "../../../server/db/client.ts";
import type { ServiceDeps } from "../../../server/domain/deps.ts";
import { TestPaymentProvider } from "../../../server/domain/payments/test-provider.ts";
import { TEST_SETTINGS } from "../deps.ts";

const FACTORY_ACTOR = { kind: "system", name: "testfabriek" } as const;

export function factoryDeps(db: DbOrTx, now: Date): ServiceDeps {
  const clock = () => now;
  return {
    db,
    clock,
    payments: new TestPaymentProvider(db, TEST_SETTINGS.site.publicUrl, clock),
    settings: TEST_SETTINGS,
    actor: FACTORY_ACTOR,
    mailEnqueued: () => undefined,
  };
}
