import type { PaymentsChoice } from "./domain/payments/create-provider.ts";
import { isLoopbackHost, isLoopbackUrl } from "./net/loopback.ts";
import { TEST_ONLY_INTERVAL_BELOW_SECONDS } from "./ops/job-intervals.ts";

/**
 * Safe by default in production, decided here once and applied by loadConfig (server/config.ts).
 *
 * Four aids make a fresh machine work without accounts or waiting, and would hurt on a public site:
 * - the built-in test payment provider: anyone can mark their own order paid at /test-betaalprovider/{id};
 * - the dev mailbox at /dev/mail: every mail the site wrote, with names, ticket codes and cancel links;
 * - the demo seller (SELLER_*): a fictional address, KvK number and IBAN on invoices people are asked to pay;
 * - CLOCK_START: a shifted clock puts every hold, sale window and invoice date off.
 *
 * They run only where they reach nobody but the person running the server:
 * 1. development: NODE_ENV is not production; or
 * 2. this machine only: PUBLIC_URL on loopback (localhost, 127.0.0.1, [::1]) and HOST on loopback, as on a fresh
 *    `npm start` and in the browser tests; or
 * 3. an explicit opt-in: PAYMENTS=test makes a test environment (the test provider and the demo seller, and every
 *    page shows a "Testomgeving" notice whenever others can reach it); DEV_MAILBOX=true turns the mailbox on.
 * Anywhere else the server refuses to start, naming the variable to set; the dev mailbox is simply off there.
 * CLOCK_START is for tests only: rule 2, nothing else. Whatever the configuration, the dev mailbox answers only
 * clients on this machine (server/http/dev-mailbox-route.ts).
 *
 * Three more settings serve the tests only and are refused on a public production site (rules 1 and 2 allow them):
 * job intervals below TEST_ONLY_INTERVAL_BELOW_SECONDS, TEST_JOB_CONTROL, which lets a client on this machine
 * run the background jobs at will (server/http/job-control-route.ts), and TEST_STATE_CONTROL, with which it could
 * put every table back to an earlier state (server/http/state-control-route.ts).
 */

/** The fictional seller of the demo content (contact page), the defaults of SELLER_*. */
export const DEMO_SELLER = {
  name: "Stichting Forensisch Forum",
  address: "Postbus 4120",
  postalCode: "9701 EC",
  city: "Groningen",
  kvk: "01234567",
  iban: "NL00 FAKE 0123 4567 89",
} as const;

/**
 * The demo values that cannot be the real seller's. Name and city are left out: the real foundation may well
 * carry that name and sit in that city.
 */
const PLACEHOLDER_SELLER_VARIABLES = {
  SELLER_ADDRESS: DEMO_SELLER.address,
  SELLER_POSTAL_CODE: DEMO_SELLER.postalCode,
  SELLER_KVK: DEMO_SELLER.kvk,
  SELLER_IBAN: DEMO_SELLER.iban,
} as const;

type PlaceholderSellerVariable = keyof typeof PLACEHOLDER_SELLER_VARIABLES;

export type SafeDefaultsInput = {
  production: boolean;
  publicUrl: string;
  host: string;
  /** PAYMENTS, when set. */
  payments: "mollie" | "test" | undefined;
  mollieApiKey: string | undefined;
  /** DEV_MAILBOX, when set. */
  devMailbox: boolean | undefined;
  smtpUrl: string | undefined;
  seller: Record<PlaceholderSellerVariable, string>;
  clockStart: string | undefined;
  jobIntervalSeconds: Record<"ORDER_WORKER_INTERVAL_SECONDS" | "MAIL_WORKER_INTERVAL_SECONDS", number>;
  testJobControl: boolean;
  testStateControl: boolean;
};

export type SafeDefaults = {
  payments: PaymentsChoice;
  /** The test provider can be reached by others than the person running the server: every page says so. */
  testEnvironmentNotice: boolean;
  devMailbox: boolean;
  clockStart: Date | undefined;
};

/** The decisions, or the problems (`VARIABLE: reason` lines) that must stop the start. */
export function decideSafeDefaults(input: SafeDefaultsInput): { decided: SafeDefaults; problems: string[] } {
  const thisMachineOnly = isLoopbackUrl(input.publicUrl) && isLoopbackHost(input.host);
  const harmless = !input.production || thisMachineOnly;
  const problems: string[] = [];

  const payments = paymentsFor(input, harmless, problems);
  const sellerPlaceholders = placeholderSellerVariables(input.seller);
  if (!harmless && input.payments !== "test" && sellerPlaceholders.length > 0) {
    problems.push(
      `${sellerPlaceholders.join(", ")}: nog de fictieve demowaarden; facturen op een publieke productiesite ` +
        `(${where(input)}) hebben de echte gegevens van de verkoper nodig. Zet ze, of PAYMENTS=test voor een testomgeving.`,
    );
  }
  if (input.clockStart && !thisMachineOnly) {
    problems.push("CLOCK_START: alleen voor tests, met PUBLIC_URL en HOST op localhost");
  }
  if (!harmless) problems.push(...testOnlySettings(input));
  return {
    decided: {
      payments,
      testEnvironmentNotice: payments.provider === "test" && !thisMachineOnly,
      devMailbox: input.devMailbox ?? (!input.production || (thisMachineOnly && !input.smtpUrl)),
      clockStart: input.clockStart ? new Date(input.clockStart) : undefined,
    },
    problems,
  };
}

/**
 * PAYMENTS=mollie|test says it; unset, MOLLIE_API_KEY decides: Mollie with a key, otherwise the test provider,
 * but only where it is harmless.
 */
function paymentsFor(input: SafeDefaultsInput, harmless: boolean, problems: string[]): PaymentsChoice {
  const { mollieApiKey } = input;
  const chosen = input.payments ?? (mollieApiKey ? "mollie" : "test");
  if (chosen === "mollie") {
    if (mollieApiKey) return { provider: "mollie", apiKey: mollieApiKey };
    problems.push("MOLLIE_API_KEY: ontbreekt, terwijl PAYMENTS=mollie");
  } else if (!input.payments && !harmless) {
    problems.push(
      `MOLLIE_API_KEY: ontbreekt op een publieke productiesite (${where(input)}); de ingebouwde testbetaalprovider ` +
        `laat iedereen zijn eigen bestelling als betaald markeren. Zet MOLLIE_API_KEY, of PAYMENTS=test voor een ` +
        `testomgeving (met een melding op elke pagina).`,
    );
  }
  return { provider: "test" };
}

/** The test-only settings that are set, each as a `VARIABLE: reason` line. */
function testOnlySettings(input: SafeDefaultsInput): string[] {
  const problems = Object.entries(input.jobIntervalSeconds)
    .filter(([, seconds]) => seconds < TEST_ONLY_INTERVAL_BELOW_SECONDS)
    .map(
      ([variable, seconds]) =>
        `${variable}: ${seconds} is alleen voor tests; op een publieke productiesite (${where(input)}) minstens ` +
        `${TEST_ONLY_INTERVAL_BELOW_SECONDS} seconden, anders belasten de rondes de betaalprovider en de database.`,
    );
  if (input.testJobControl) {
    problems.push(
      `TEST_JOB_CONTROL: alleen voor tests; op een publieke productiesite (${where(input)}) hoort niemand de ` +
        `achtergrondtaken naar believen te laten draaien. Laat het weg.`,
    );
  }
  if (input.testStateControl) {
    problems.push(
      `TEST_STATE_CONTROL: alleen voor tests; op een publieke productiesite (${where(input)}) zou dit alle ` +
        `gegevens kunnen terugzetten naar een eerdere toestand. Laat het weg.`,
    );
  }
  return problems;
}

function placeholderSellerVariables(seller: SafeDefaultsInput["seller"]): PlaceholderSellerVariable[] {
  const variables = Object.keys(PLACEHOLDER_SELLER_VARIABLES) as PlaceholderSellerVariable[];
  return variables.filter((variable) => seller[variable] === PLACEHOLDER_SELLER_VARIABLES[variable]);
}

/** Why the site counts as public, in the variables' own terms. */
function where(input: SafeDefaultsInput): string {
  return `NODE_ENV=production, PUBLIC_URL=${input.publicUrl}, HOST=${input.host}`;
}

/**
 * Where the server listens unless HOST says otherwise: this machine only, so nothing is reachable from outside
 * until a deployment opens it (HOST=0.0.0.0 in a container, behind its proxy). IPv6 loopback when PUBLIC_URL
 * names it.
 */
export function defaultListenHost(publicUrl: string): string {
  return new URL(publicUrl).hostname === "[::1]" ? "::1" : "127.0.0.1";
}
