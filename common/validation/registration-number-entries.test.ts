import { describe, expect, it } from "vitest";
import {
  checkRegistrationNumberEntries,
  registrationNumbersField,
  ticketRegistrationNumbersSchema,
} from "./registration-number-entries.ts";
import { SEEDED_REGISTERS } from "../../content/registers.ts";

const seeded = (code: string) => SEEDED_REGISTERS.find((register) => register.code === code)!;
const BIG = seeded("BIG");
const NIP = seeded("NIP");
const KNOWN = new Set(["BIG", "NIP", "SKJ"]);

describe("a list of registration numbers", () => {
  it("normalises each number, and reads an empty one as none for that register", () => {
    expect(
      checkRegistrationNumberEntries([BIG, NIP], KNOWN, [
        { registerCode: "BIG", number: "#BIG-1234.5678.901" },
        { registerCode: "NIP", number: "  " },
      ]),
    ).toEqual({ ok: true, numbers: [{ registerCode: "BIG", number: "12345678901" }], cleared: ["NIP"] });
  });

  it("refuses, per field and in Dutch, a bad number, a register not asked, an unknown one and a second number", () => {
    const checked = checkRegistrationNumberEntries([BIG, NIP], KNOWN, [
      { registerCode: "BIG", number: "1234" },
      { registerCode: "SKJ", number: "123" },
      { registerCode: "GEEN", number: "123" },
      { registerCode: "NIP", number: "123" },
      { registerCode: "NIP", number: "456" },
    ]);
    expect(checked).toEqual({
      ok: false,
      errors: {
        "registrationNumber.BIG": "Een BIG-nummer bestaat uit 11 cijfers.",
        "registrationNumber.SKJ": "Voor deze bijeenkomst worden geen punten bij ‘SKJ’ aangevraagd.",
        "registrationNumber.GEEN": "Het register ‘GEEN’ bestaat niet. Laad de pagina opnieuw.",
        "registrationNumber.NIP": "Vul bij NIP (psychologen) één registratienummer in.",
      },
    });
  });

  it("takes the list's shape before any query: optional, at most 20, codes of the registers' pattern", () => {
    expect(registrationNumbersField.parse(undefined)).toEqual([]);
    expect(registrationNumbersField.parse(null)).toEqual([]);
    expect(registrationNumbersField.safeParse([{ registerCode: "big\u0000", number: "1" }]).success).toBe(false);
    const many = Array.from({ length: 21 }, () => ({ registerCode: "BIG", number: "12345678901" }));
    expect(registrationNumbersField.safeParse(many).error?.issues[0]?.message).toBe(
      "Je kunt hoogstens 20 registratienummers opgeven.",
    );
    expect(ticketRegistrationNumbersSchema.safeParse({ registrationToken: "", registrationNumbers: [] }).success).toBe(
      false,
    );
  });
});
