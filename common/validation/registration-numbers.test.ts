import { describe, expect, it } from "vitest";
import { SEEDED_REGISTERS } from "../../content/registers.ts";
import {
  checkRegistrationNumber,
  normalizeRegistrationNumber,
  peOnlineLine,
  registrationNumberHint,
  type RegisterNumberRules,
} from "./registration-numbers.ts";

const seeded = (code: string): RegisterNumberRules => {
  const register = SEEDED_REGISTERS.find((entry) => entry.code === code);
  if (!register) throw new Error(`geen register ${code}`);
  return register;
};
const BIG = seeded("BIG");
const NIP = seeded("NIP");
const KNMG = seeded("KNMG");
const SKJ = seeded("SKJ");
const NVP = seeded("NVP");

// Registration numbers per register (decision 0036): read as typed or pasted, checked with a Dutch message that
// names the register, and written as PE-online takes them.
describe("registration numbers", () => {
  describe("the BIG number", () => {
    it("takes 11 digits, leading zeros included", () => {
      expect(checkRegistrationNumber(BIG, "49064114102")).toEqual({ ok: true, number: "49064114102" });
      expect(checkRegistrationNumber(BIG, "09911009701")).toEqual({ ok: true, number: "09911009701" });
    });

    it("computes no check digit: the register publishes none, so numbers failing the 11-test still pass", () => {
      // Both fail every usual 11-test variant (weights 11..1, BSN-style); real numbers must not be refused.
      const weighted = (number: string) =>
        [...number].reduce((sum, digit, index) => sum + Number(digit) * (11 - index), 0);
      expect(weighted("09911009701") % 11).not.toBe(0);
      expect(checkRegistrationNumber(BIG, "09911009701").ok).toBe(true);
    });

    it("refuses other lengths and letters, in Dutch", () => {
      const refusal = { ok: false, message: "Een BIG-nummer bestaat uit 11 cijfers." };
      expect(checkRegistrationNumber(BIG, "1234567890")).toEqual(refusal);
      expect(checkRegistrationNumber(BIG, "123456789012")).toEqual(refusal);
      expect(checkRegistrationNumber(BIG, "1234567890A")).toEqual(refusal);
      expect(checkRegistrationNumber(BIG, "   ")).toEqual({ ok: false, message: "Vul je BIG-nummer in." });
      expect(checkRegistrationNumber(BIG, "1".repeat(100))).toEqual(refusal);
    });
  });

  describe("normalising", () => {
    it("drops spaces, dots and hyphens and upper-cases", () => {
      expect(normalizeRegistrationNumber(BIG, " 1234 5678.901 ")).toBe("12345678901");
      expect(normalizeRegistrationNumber(BIG, "123-456-789-01")).toBe("12345678901");
      expect(normalizeRegistrationNumber(NVP, "ab 12")).toBe("AB12");
      expect(normalizeRegistrationNumber(BIG, "1234\u00a05678901")).toBe("12345678901");
    });

    it("strips a pasted prefix in any of its notations", () => {
      for (const typed of [
        "BIG-12345678901",
        "big 12345678901",
        "BIG:12345678901",
        "#BIG-12345678901",
        "BIG12345678901",
      ]) {
        expect(normalizeRegistrationNumber(BIG, typed), typed).toBe("12345678901");
      }
      expect(normalizeRegistrationNumber(NIP, "NIP 123456")).toBe("00123456");
      expect(normalizeRegistrationNumber(NIP, "nip-00123456")).toBe("00123456");
    });

    it("pads a padded register's number with its leading zeros", () => {
      expect(checkRegistrationNumber(NIP, "123456")).toEqual({ ok: true, number: "00123456" });
      expect(checkRegistrationNumber(NIP, "123456789")).toEqual({
        ok: false,
        message:
          "Een registratienummer bij NIP (psychologen) bestaat uit hoogstens 8 cijfers (voorloopnullen mogen weg).",
      });
    });

    it("names the register in its message", () => {
      expect(checkRegistrationNumber(SKJ, "12AB")).toEqual({
        ok: false,
        message: "Een registratienummer bij Kwaliteitsregister Jeugd (SKJ) bestaat uit 1 tot 12 cijfers.",
      });
      expect(checkRegistrationNumber(NVP, "")).toEqual({
        ok: false,
        message: "Vul je registratienummer bij NVP (psychotherapeuten) in.",
      });
      expect(checkRegistrationNumber(NVP, "AB-12!")).toMatchObject({ ok: false });
    });
  });

  describe("the PE-online line", () => {
    it("is the prefix, a hyphen and the number, as PE-online's import takes it", () => {
      expect(peOnlineLine(NIP, "123456")).toBe("NIP-00123456");
      expect(peOnlineLine(BIG, "BIG 1234 5678 901")).toBe("BIG-12345678901");
    });

    it("is the bare number for a register without a prefix", () => {
      expect(peOnlineLine(seeded("REGISTERPLEIN"), "4610 12345")).toBe("461012345");
    });

    it("is null for a register reported elsewhere, or a number not of the register's format", () => {
      expect(peOnlineLine(KNMG, "12345678901")).toBeNull();
      expect(peOnlineLine(SKJ, "12345")).toBeNull();
      expect(peOnlineLine(BIG, "123")).toBeNull();
    });
  });

  describe("every seeded register", () => {
    for (const register of SEEDED_REGISTERS) {
      it(`${register.code}: takes a number of its longest length, refuses one longer, and has a hint`, () => {
        const digits = "1".repeat(register.numberMaxLength);
        expect(checkRegistrationNumber(register, digits)).toMatchObject({ ok: true });
        expect(checkRegistrationNumber(register, `${digits}1`)).toMatchObject({ ok: false });
        expect(checkRegistrationNumber(register, `${register.code}-${digits}`)).toMatchObject({ ok: true });
        expect(registrationNumberHint(register)).toMatch(/^[A-Z0-9]/);
        expect(register.numberMinLength).toBeLessThanOrEqual(register.numberMaxLength);
      });
    }
  });
});
