import { describe, expect, it } from "vitest";
import { isCancelTokenShape } from "./cancel-token.ts";

describe("the cancel token shape", () => {
  it("accepts the URL-safe base64 tokens the e-mail links", () => {
    expect(isCancelTokenShape("q3Jx_2-abcdefghijklmnopqrstuvwx")).toBe(true);
    expect(isCancelTokenShape("x".repeat(16))).toBe(true);
    expect(isCancelTokenShape("x".repeat(128))).toBe(true);
  });

  it("refuses what is no token of ours", () => {
    expect(isCancelTokenShape("kort")).toBe(false);
    expect(isCancelTokenShape("x".repeat(15))).toBe(false);
    expect(isCancelTokenShape("x".repeat(129))).toBe(false);
    expect(isCancelTokenShape("met spaties en zo verder enzovoort")).toBe(false);
    expect(isCancelTokenShape("")).toBe(false);
    expect(isCancelTokenShape(undefined)).toBe(false);
  });
});
