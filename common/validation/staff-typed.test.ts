import { describe, expect, it } from "vitest";
import { centsToTypedEuros, optionalTypedWholeNumber, typedEuros, typedMoment } from "./staff-typed.ts";

describe("values as staff type them", () => {
  it("reads moments as Amsterdam time, typed either way, or ISO with a zone", () => {
    expect(typedMoment.parse("2027-03-11T09:30").toISOString()).toBe("2027-03-11T08:30:00.000Z");
    expect(typedMoment.parse("11-03-2027 09:30").toISOString()).toBe("2027-03-11T08:30:00.000Z");
    expect(typedMoment.parse("2027-07-01T10:00:00Z").toISOString()).toBe("2027-07-01T10:00:00.000Z");
    for (const bad of ["morgen", "2027-02-30T10:00", "30-02-2027 10:00", "0001-01-01T10:00"]) {
      expect(typedMoment.safeParse(bad).success).toBe(false);
    }
  });

  it("reads euros with a comma or a point as cents, and writes them back with a comma", () => {
    expect(["35", "35,00", "35,5", "€ 35.50", "0"].map((text) => typedEuros.parse(text))).toEqual([
      3500, 3500, 3550, 3550, 0,
    ]);
    for (const bad of ["-5", "35,001", "1e3", "gratis", "1000000"])
      expect(typedEuros.safeParse(bad).success).toBe(false);
    expect(centsToTypedEuros(3505)).toBe("35,05");
  });

  it("takes an empty optional number as none and explains a wrong one in Dutch", () => {
    const schema = optionalTypedWholeNumber(1, 100);
    expect(schema.parse("")).toBeNull();
    expect(schema.parse(undefined)).toBeNull();
    expect(schema.parse(" 12 ")).toBe(12);
    expect(schema.safeParse("0").error?.issues[0]?.message).toBe("Vul een heel getal in van 1 tot en met 100.");
  });
});
