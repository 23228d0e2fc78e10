import { loadConfig } from "../../server/config.ts";
import type { Database, Transaction } from "../../server/db/client.ts";
import type { AbuseLimits, Clock, ServiceDeps, Settings, UnitOfWork } from "../../server/domain/deps.ts";
import { TestPaymentProvider } from "../../server/domain/payments/test-provider.ts";
import { settingsFrom } from "../../server/settings.ts";

/** The settings of a server started without any environment: the demo seller, http://localhost:3000. */
export const TEST_SETTINGS = settingsFrom(loadConfig({}));

/** A fixed moment, or a clock function for tests that let time pass. */
export type TestTime = Date | Clock;

export const clockOf = (time: TestTime): Clock => (typeof time === "function" ? time : () => time);

/**
 * The service deps of a test, built like the composition root builds them: the built-in test payment provider on
 * the same database, the default settings, a visitor without an address, and no mail worker to tell.
 */
export function testDeps(db: Database, time: TestTime, overrides: Partial<ServiceDeps> = {}): ServiceDeps {
  const clock = clockOf(time);
  return {
    db,
    clock,
    payments: new TestPaymentProvider(db, TEST_SETTINGS.site.publicUrl, clock),
    settings: TEST_SETTINGS,
    actor: { kind: "visitor", clientIp: null },
    mailEnqueued: () => undefined,
    ...overrides,
  };
}

/** The unit of work of a change made by hand inside a test's own transaction. */
export function testUnit(tx: Transaction, now: Date, overrides: Partial<UnitOfWork> = {}): UnitOfWork {
  return {
    tx,
    now,
    payments: new TestPaymentProvider(tx, TEST_SETTINGS.site.publicUrl, () => now),
    settings: TEST_SETTINGS,
    actor: { kind: "system", name: "test" },
    mailEnqueued: () => undefined,
    ...overrides,
  };
}

/**
 * The test settings with other abuse limits: a suite that makes many enrolments or orders for one address, about
 * something else, raises the limit it would meet; the suites of the limits keep the real ones.
 */
export function settingsWithLimits(limits: Partial<AbuseLimits>): Settings {
  return { ...TEST_SETTINGS, abuseLimits: { ...TEST_SETTINGS.abuseLimits, ...limits } };
}

/** The test settings for another site name, address and sender, as a server configured with them would have. */
export function settingsForSite(site: { name: string; publicUrl: string }, mailFrom?: string): Settings {
  return {
    ...TEST_SETTINGS,
    site: { siteName: site.name, publicUrl: site.publicUrl, mailFrom: mailFrom ?? TEST_SETTINGS.site.mailFrom },
  };
}
