import { describe, expect, it } from "vitest";
import { generateRegistrationCode, normalizeRegistrationCode } from "./registration-code.ts";

const CODE_FORMAT = /^FF-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

describe("registration codes", () => {
  it("generates codes in the form FF-XXXX-XXXX-XXXX without ambiguous letters", () => {
    for (let i = 0; i < 200; i++) expect(generateRegistrationCode()).toMatch(CODE_FORMAT);
  });

  it("draws each code from 60 random bits", () => {
    const allOnes = generateRegistrationCode((size) => new Uint8Array(size).fill(0xff));
    const allZeros = generateRegistrationCode((size) => new Uint8Array(size));
    expect(allOnes).toBe("FF-ZZZZ-ZZZZ-ZZZZ");
    expect(allZeros).toBe("FF-0000-0000-0000");
    const codes = new Set(Array.from({ length: 1000 }, () => generateRegistrationCode()));
    expect(codes.size).toBe(1000);
  });

  it("accepts any case, spaces and dashes, and the code without its prefix", () => {
    expect(normalizeRegistrationCode("ff-7kqm-3xpa-9tdv")).toBe("FF-7KQM-3XPA-9TDV");
    expect(normalizeRegistrationCode(" FF 7KQM 3XPA 9TDV ")).toBe("FF-7KQM-3XPA-9TDV");
    expect(normalizeRegistrationCode("7KQM3XPA9TDV")).toBe("FF-7KQM-3XPA-9TDV");
  });

  it("reads O as zero and I or L as one", () => {
    expect(normalizeRegistrationCode("FF-OOOO-IIII-LLLL")).toBe("FF-0000-1111-1111");
  });

  it("rejects input that cannot be a code", () => {
    expect(normalizeRegistrationCode("")).toBeNull();
    expect(normalizeRegistrationCode("FF-7KQM-3XPA")).toBeNull();
    expect(normalizeRegistrationCode("FF-7KQM-3XPA-9TDV-AAAA")).toBeNull();
    expect(normalizeRegistrationCode("FF-7KQM-3XPA-9TDU")).toBeNull();
    expect(normalizeRegistrationCode("'; drop table tickets; --")).toBeNull();
  });
});
