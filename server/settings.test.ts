import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";
import { clockFrom, settingsFrom } from "./settings.ts";

describe("the clock and settings of the composition root", () => {
  it("runs on the system clock unless CLOCK_START shifts it, and then keeps running from there", async () => {
    const system = clockFrom(loadConfig({}));
    expect(Math.abs(system().getTime() - Date.now())).toBeLessThan(50);

    const shifted = clockFrom(loadConfig({ CLOCK_START: "2026-11-22T10:00:00Z" }));
    const first = shifted().getTime();
    expect(Math.abs(first - Date.parse("2026-11-22T10:00:00Z"))).toBeLessThan(50);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shifted().getTime()).toBeGreaterThan(first);
  });

  it("refuses CLOCK_START on a public site and an invalid moment", () => {
    const onPublicSite = { CLOCK_START: "2026-11-22T10:00:00Z", PUBLIC_URL: "https://forensischforum.nl" };
    expect(() => loadConfig(onPublicSite)).toThrow(ConfigError);
    expect(() => loadConfig(onPublicSite)).toThrow(/CLOCK_START/);
    expect(() => loadConfig({ CLOCK_START: "morgen" })).toThrow(/CLOCK_START/);
  });

  it("trusts a proxy on this machine by default, and what TRUST_PROXY names otherwise", () => {
    expect(loadConfig({}).trustProxy).toBe("loopback");
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8" }).trustProxy).toBe("10.0.0.0/8");
  });

  it("hands the services the site, the sender and the invoice seller of the configuration", () => {
    const settings = settingsFrom(loadConfig({ SITE_NAME: "Testforum", SELLER_VAT_NUMBER: "NL123456789B01" }));
    expect(settings.site).toEqual({
      siteName: "Testforum",
      publicUrl: "http://localhost:3000",
      mailFrom: "Forensisch Forum <info@forensischforum.example.org>",
    });
    expect(settings.invoices.seller).toMatchObject({ country: "Nederland", vatNumber: "NL123456789B01" });
    expect(settings.invoices.paymentTermDays).toBe(14);
  });

  it("hands the order service the approval thresholds in cents and tickets", () => {
    const settings = settingsFrom(
      loadConfig({ ORDER_APPROVAL_MIN_TOTAL_EUROS: "750", ORDER_APPROVAL_MIN_TICKETS: "8" }),
    );
    expect(settings.orderApproval).toEqual({ minTotalCents: 75000, minTickets: 8 });
    expect(settingsFrom(loadConfig({})).orderApproval).toEqual({ minTotalCents: 100000, minTickets: 10 });
  });
});
