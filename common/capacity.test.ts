import { describe, expect, it } from "vitest";
import { filledPercentage } from "./capacity.ts";

describe("filledPercentage", () => {
  it("computes the filled share for the course progress bar", () => {
    expect(filledPercentage(20, 15)).toBe(25);
    expect(filledPercentage(8, 0)).toBe(100);
    expect(filledPercentage(8, 8)).toBe(0);
    expect(filledPercentage(0, 0)).toBe(100);
  });
});
