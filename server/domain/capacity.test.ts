import { describe, expect, it } from "vitest";
import { fits, isFull, placesLeft } from "./capacity.ts";

describe("capacity arithmetic", () => {
  it("counts places left", () => {
    expect(placesLeft(8, 3)).toBe(5);
    expect(placesLeft(8, 8)).toBe(0);
  });

  it("never reports fewer than zero places, even when capacity was lowered below what is taken", () => {
    expect(placesLeft(5, 7)).toBe(0);
    expect(isFull(5, 7)).toBe(true);
  });

  it("is full exactly when no place is left", () => {
    expect(isFull(8, 7)).toBe(false);
    expect(isFull(8, 8)).toBe(true);
  });

  it("checks whether a request fits", () => {
    expect(fits(10, 7, 3)).toBe(true);
    expect(fits(10, 7, 4)).toBe(false);
    expect(fits(10, 0, -1)).toBe(false);
  });
});
