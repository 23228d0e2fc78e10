import { describe, expect, it } from "vitest";
import { centsToEuros, eurosToCents, formatEuros, formatEurosPlain } from "./money.ts";

describe("formatEurosPlain", () => {
  it("shows euros with a comma and always two decimals", () => {
    expect(formatEurosPlain(1250)).toBe("€ 12,50");
    expect(formatEurosPlain(0)).toBe("€ 0,00");
    expect(formatEurosPlain(14900)).toBe("€ 149,00");
  });

  it("groups thousands with a dot", () => {
    expect(formatEurosPlain(123450)).toBe("€ 1.234,50");
  });

  it("rounds to cents", () => {
    expect(formatEurosPlain(eurosToCents(0.1 + 0.2))).toBe("€ 0,30");
  });
});

describe("formatEuros", () => {
  it("keeps the sign and the amount together with a no-break space", () => {
    expect(formatEuros(9500)).toBe("€\u00a095,00");
    expect(formatEuros(-9500)).toBe("€\u00a0-95,00");
  });
});

describe("euros and cents", () => {
  it("converts euros to whole cents without floating-point noise", () => {
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(eurosToCents(149)).toBe(14900);
    expect(eurosToCents(17.5)).toBe(1750);
  });

  it("converts cents back to the euros of the GraphQL contract", () => {
    expect(centsToEuros(29830)).toBe(298.3);
  });
});
