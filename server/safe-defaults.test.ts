import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

const PUBLIC_SITE = "https://www.forensischforum.example.org";
const MOLLIE_API_KEY = "live_abcdefghijklmnopqrstuvwxyz12";
/** Seller details that are not the demo's: what a real site sets. */
const REAL_SELLER = {
  SELLER_ADDRESS: "Kerkstraat 1",
  SELLER_POSTAL_CODE: "1234 AB",
  SELLER_KVK: "87654321",
  SELLER_IBAN: "NL91 ABNA 0417 1643 00",
};
/** A public production site configured as it should be. */
const PRODUCTION = { NODE_ENV: "production", PUBLIC_URL: PUBLIC_SITE, MOLLIE_API_KEY, ...REAL_SELLER };

/** The message loadConfig stops with, or a failure when it does not stop. */
function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe("safe by default: the test aids run only where they cannot hurt", () => {
  it("runs a fresh `npm start` and the browser tests on this machine with all of them, without a notice", () => {
    for (const env of [
      { NODE_ENV: "production" },
      { NODE_ENV: "production", PUBLIC_URL: "http://127.0.0.1:41234", HOST: "127.0.0.1" },
      { NODE_ENV: "production", PUBLIC_URL: "http://[::1]:3000" },
    ]) {
      expect(loadConfig(env)).toMatchObject({ payments: { provider: "test" }, devMailbox: true });
      expect(loadConfig(env).testEnvironmentNotice).toBe(false);
    }
  });

  it("allows them in development anywhere, with the notice when others can reach the test provider", () => {
    const onTheNetwork = loadConfig({ PUBLIC_URL: "http://laptop.example.org:3000", HOST: "0.0.0.0" });
    expect(onTheNetwork).toMatchObject({ payments: { provider: "test" }, devMailbox: true });
    expect(onTheNetwork.testEnvironmentNotice).toBe(true);
    expect(loadConfig({ NODE_ENV: "development" }).testEnvironmentNotice).toBe(false);
  });

  it("refuses the test provider on a public production site unless PAYMENTS=test asks for it", () => {
    const message = refusal({ ...PRODUCTION, MOLLIE_API_KEY: "" });
    expect(message).toMatch(/^Ongeldige configuratie:\n {2}MOLLIE_API_KEY: ontbreekt op een publieke productiesite/);
    expect(message).toContain(`PUBLIC_URL=${PUBLIC_SITE}`);
    expect(message).toContain("PAYMENTS=test voor een testomgeving");
  });

  it("counts a server listening beyond this machine as public, whatever PUBLIC_URL says", () => {
    const message = refusal({ NODE_ENV: "production", HOST: "0.0.0.0" });
    expect(message).toMatch(/MOLLIE_API_KEY: ontbreekt op een publieke productiesite \(.*HOST=0\.0\.0\.0\)/);
    expect(message).toMatch(/SELLER_ADDRESS, SELLER_POSTAL_CODE, SELLER_KVK, SELLER_IBAN: nog de fictieve demowaarden/);
  });

  it("makes a test environment of PAYMENTS=test: test provider, demo seller, notice on every page, no mailbox", () => {
    const staging = loadConfig({ NODE_ENV: "production", PUBLIC_URL: PUBLIC_SITE, PAYMENTS: "test" });
    expect(staging).toMatchObject({ payments: { provider: "test" }, testEnvironmentNotice: true, devMailbox: false });
    expect(staging.seller.iban).toBe("NL00 FAKE 0123 4567 89");
    // Even with a Mollie key in the environment, the explicit choice wins.
    expect(loadConfig({ ...PRODUCTION, PAYMENTS: "test" }).payments).toEqual({ provider: "test" });
  });

  it("takes Mollie when its key is set, and refuses PAYMENTS=mollie without one, even on this machine", () => {
    expect(loadConfig(PRODUCTION)).toMatchObject({
      payments: { provider: "mollie", apiKey: MOLLIE_API_KEY },
      testEnvironmentNotice: false,
    });
    expect(loadConfig({ MOLLIE_API_KEY }).payments.provider).toBe("mollie");
    expect(refusal({ PAYMENTS: "mollie" })).toContain("MOLLIE_API_KEY: ontbreekt, terwijl PAYMENTS=mollie");
    expect(refusal({ PAYMENTS: "stripe" })).toMatch(/PAYMENTS: /);
  });

  it("refuses the demo seller's placeholders on a public production site, naming each one left", () => {
    expect(refusal({ ...PRODUCTION, SELLER_IBAN: "NL00 FAKE 0123 4567 89" })).toMatch(
      /\n {2}SELLER_IBAN: nog de fictieve demowaarden; facturen op een publieke productiesite/,
    );
    const fromExample = refusal({ ...PRODUCTION, SELLER_KVK: "01234567", SELLER_ADDRESS: "" });
    expect(fromExample).toContain("SELLER_ADDRESS, SELLER_KVK: nog de fictieve demowaarden");
    // The demo's name and city may well be the real foundation's.
    const real = loadConfig({ ...PRODUCTION, SELLER_NAME: "Stichting Forensisch Forum", SELLER_CITY: "Groningen" });
    expect(real.seller).toMatchObject({ name: "Stichting Forensisch Forum", city: "Groningen", kvk: "87654321" });
  });

  it("names every refused variable in one message", () => {
    const message = refusal({ NODE_ENV: "production", PUBLIC_URL: PUBLIC_SITE });
    expect(message).toContain("MOLLIE_API_KEY: ");
    expect(message).toContain("SELLER_ADDRESS, SELLER_POSTAL_CODE, SELLER_KVK, SELLER_IBAN: ");
  });

  it("shows the dev mailbox only where no mail can leave the machine, unless DEV_MAILBOX says otherwise", () => {
    expect(loadConfig({ NODE_ENV: "production", SMTP_URL: "smtp://mail.example.org" }).devMailbox).toBe(false);
    expect(loadConfig(PRODUCTION).devMailbox).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", HOST: "0.0.0.0", PAYMENTS: "test" }).devMailbox).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", DEV_MAILBOX: "false" }).devMailbox).toBe(false);
    expect(loadConfig({ ...PRODUCTION, DEV_MAILBOX: "true" }).devMailbox).toBe(true);
  });

  it("allows job intervals below 5 s and the test controls only in development or on this machine", () => {
    const fast = {
      ORDER_WORKER_INTERVAL_SECONDS: "1",
      MAIL_WORKER_INTERVAL_SECONDS: "4",
      TEST_JOB_CONTROL: "true",
      TEST_STATE_CONTROL: "true",
    };
    expect(loadConfig({ NODE_ENV: "production", ...fast })).toMatchObject({
      jobIntervals: { orderWorkerMs: 1_000, mailWorkerMs: 4_000 },
      testJobControl: true,
      testStateControl: true,
    });
    expect(loadConfig({ ...fast, HOST: "0.0.0.0" }).testJobControl).toBe(true);
    const message = refusal({ ...PRODUCTION, ...fast });
    expect(message).toContain("ORDER_WORKER_INTERVAL_SECONDS: 1 is alleen voor tests");
    expect(message).toContain("MAIL_WORKER_INTERVAL_SECONDS: 4 is alleen voor tests");
    expect(message).toContain("TEST_JOB_CONTROL: alleen voor tests");
    expect(message).toContain("TEST_STATE_CONTROL: alleen voor tests");
    // A test environment (PAYMENTS=test) others can reach is public too.
    expect(refusal({ NODE_ENV: "production", HOST: "0.0.0.0", PAYMENTS: "test", TEST_JOB_CONTROL: "true" })).toContain(
      "TEST_JOB_CONTROL: ",
    );
    const slowEnough = { ...PRODUCTION, ORDER_WORKER_INTERVAL_SECONDS: "5", MAIL_WORKER_INTERVAL_SECONDS: "5" };
    expect(loadConfig(slowEnough).jobIntervals).toEqual({ orderWorkerMs: 5_000, mailWorkerMs: 5_000 });
  });

  it("allows CLOCK_START only with PUBLIC_URL and HOST on this machine, even in development", () => {
    const start = "2026-11-22T10:00:00Z";
    expect(loadConfig({ CLOCK_START: start, PUBLIC_URL: "http://127.0.0.1:4000" }).clockStart).toEqual(new Date(start));
    expect(refusal({ CLOCK_START: start, HOST: "0.0.0.0" })).toContain("CLOCK_START: alleen voor tests");
    expect(refusal({ CLOCK_START: start, PUBLIC_URL: PUBLIC_SITE })).toContain("CLOCK_START: alleen voor tests");
  });
});

describe("the listen address (HOST)", () => {
  it("is this machine unless configured, on the loopback PUBLIC_URL names", () => {
    expect(loadConfig({}).host).toBe("127.0.0.1");
    expect(loadConfig({ NODE_ENV: "production", PUBLIC_URL: "http://[::1]:3000" }).host).toBe("::1");
    expect(loadConfig({ ...PRODUCTION, HOST: "" }).host).toBe("127.0.0.1");
  });

  it("takes an address or a host name, such as a container's 0.0.0.0 or ::", () => {
    for (const host of ["0.0.0.0", "::", "10.1.2.3", "fd00::5", "app.internal"]) {
      expect(loadConfig({ ...PRODUCTION, HOST: host }).host).toBe(host);
    }
    expect(refusal({ HOST: "geen host!" })).toContain("HOST: moet een IP-adres of hostnaam zijn");
  });
});
