import { describe, expect, it } from "vitest";
import { formatInvoiceNumber } from "./invoice-number.ts";
import {
  VAT_EXEMPTION_TEXT,
  creditLines,
  hasExemptLine,
  invoiceTotals,
  toInvoiceLine,
  vatIncludedIn,
  vatRateLabel,
  vatSummary,
} from "./vat.ts";

describe("VAT included in a price", () => {
  it("is total * rate / (100 + rate), rounded to whole cents", () => {
    expect(vatIncludedIn(12100, "21")).toBe(2100);
    expect(vatIncludedIn(19000, "21")).toBe(3298); // 3297.52
    expect(vatIncludedIn(10900, "9")).toBe(900);
    expect(vatIncludedIn(1250, "9")).toBe(103); // 103.21
    expect(vatIncludedIn(1, "21")).toBe(0); // 0.17
    expect(vatIncludedIn(3, "21")).toBe(1); // 0.52
  });

  it("is nothing for exempt and free lines", () => {
    expect(vatIncludedIn(4500, "EXEMPT")).toBe(0);
    expect(vatIncludedIn(0, "21")).toBe(0);
  });

  it("is symmetric, so a credit line is exactly the negative of the original", () => {
    for (const cents of [1, 3, 99, 1250, 19000, 123457]) {
      expect(vatIncludedIn(-cents, "21")).toBe(-vatIncludedIn(cents, "21"));
      expect(vatIncludedIn(-cents, "9")).toBe(-vatIncludedIn(cents, "9"));
    }
  });

  it("agrees with exact arithmetic for every amount up to 1000 euros", () => {
    const wrong: string[] = [];
    for (let cents = 0; cents <= 100_000; cents++) {
      for (const rate of ["21", "9"] as const) {
        const exact = (cents * Number(rate)) / (100 + Number(rate));
        if (Math.abs(vatIncludedIn(cents, rate) - exact) > 0.5) wrong.push(`${cents} ct at ${rate}%`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("invoice lines and totals", () => {
  const lines = [
    toInvoiceLine({ description: "Regulier", quantity: 2, unitPriceCents: 9500, vatRate: "21" }),
    toInvoiceLine({ description: "Lunch", quantity: 1, unitPriceCents: 1250, vatRate: "9" }),
    toInvoiceLine({ description: "Nascholing", quantity: 1, unitPriceCents: 4500, vatRate: "EXEMPT" }),
  ];

  it("computes VAT per line over the line total", () => {
    expect(lines[0]).toEqual({
      description: "Regulier",
      quantity: 2,
      unitPriceCents: 9500,
      vatRate: "21",
      totalCents: 19000,
      vatCents: 3298,
    });
  });

  it("adds the lines up, excl. VAT + VAT = total", () => {
    const totals = invoiceTotals(lines);
    expect(totals).toEqual({ totalExclVatCents: 21349, vatCents: 3401, totalCents: 24750 });
    expect(totals.totalExclVatCents + totals.vatCents).toBe(totals.totalCents);
  });

  it("summarises the VAT per rate, in the order 21%, 9%, exempt", () => {
    expect(vatSummary(lines)).toEqual([
      { rate: "21", baseCents: 15702, vatCents: 3298 },
      { rate: "9", baseCents: 1147, vatCents: 103 },
      { rate: "EXEMPT", baseCents: 4500, vatCents: 0 },
    ]);
    expect(vatSummary([lines[0]!])).toHaveLength(1);
  });

  it("knows when the exemption text must be printed", () => {
    expect(hasExemptLine(lines)).toBe(true);
    expect(hasExemptLine(lines.slice(0, 2))).toBe(false);
    expect(VAT_EXEMPTION_TEXT).toBe("Vrijgesteld van btw op grond van artikel 11 Wet OB");
  });

  it("negates every amount on a credit invoice, so its totals are the exact opposite", () => {
    const credit = creditLines(lines);
    expect(credit.map((line) => line.quantity)).toEqual([2, 1, 1]);
    expect(invoiceTotals(credit)).toEqual({ totalExclVatCents: -21349, vatCents: -3401, totalCents: -24750 });
    expect(Object.is(credit[2]?.vatCents, 0)).toBe(true);
  });

  it("labels rates as the invoice prints them", () => {
    expect(["21", "9", "EXEMPT"].map((rate) => vatRateLabel(rate as "21"))).toEqual(["21%", "9%", "vrijgesteld"]);
  });
});

describe("invoice numbers", () => {
  it("are FF-{year}-{five digits}", () => {
    expect(formatInvoiceNumber(2026, 1)).toBe("FF-2026-00001");
    expect(formatInvoiceNumber(2026, 42)).toBe("FF-2026-00042");
    expect(formatInvoiceNumber(2027, 123456)).toBe("FF-2027-123456");
  });
});
