import { describe, expect, it } from "vitest";
import { MAX_LENGTH } from "./fields.ts";
import { phoneNumberField } from "./phone-field.ts";
import { MESSAGES } from "./messages.ts";
import { formatPhoneNumber, parsePhoneNumber, toE164 } from "./phone.ts";

/** The first message the field gives, undefined when it accepts the value. */
const refusal = (typed: unknown) => phoneNumberField.safeParse(typed).error?.issues[0]?.message;

describe("phone numbers as people type them (decision 0016)", () => {
  it.each([
    // Dutch mobile numbers in the usual notations.
    ["06-12345678", "+31612345678"],
    ["06 1234 5678", "+31612345678"],
    ["0612345678", "+31612345678"],
    ["06 12 34 56 78", "+31612345678"],
    ["06.12.34.56.78", "+31612345678"],
    ["06 - 12 34 56 78", "+31612345678"],
    ["+31 6 12345678", "+31612345678"],
    ["+31612345678", "+31612345678"],
    ["+31 (0)6 12345678", "+31612345678"],
    ["0031612345678", "+31612345678"],
    ["0031 6 12345678", "+31612345678"],
    // Dutch landlines: a 3-digit and a 2-digit area code, with and without brackets.
    ["050-1234567", "+31501234567"],
    ["(050) 123 45 67", "+31501234567"],
    ["050 - 123 45 67", "+31501234567"],
    ["020-1234567", "+31201234567"],
    ["(020) 123 4567", "+31201234567"],
    ["0201234567", "+31201234567"],
    ["0591-123456", "+31591123456"],
    ["088-1234567", "+31881234567"],
    ["0800-1234", "+318001234"],
    // Belgium and Germany, with + or 00.
    ["+32 470 12 34 56", "+32470123456"],
    ["0032 470 12 34 56", "+32470123456"],
    ["0032 2 123 45 67", "+3221234567"],
    ["+32 2 123 45 67", "+3221234567"],
    ["+49 30 1234567", "+49301234567"],
    ["0049 30 1234567", "+49301234567"],
    ["+49 1512 3456789", "+4915123456789"],
    ["+49 (0)30 1234567", "+49301234567"],
    // Further abroad: whatever the number plan of its country allows, also a short Andorran number.
    ["+44 20 7946 0958", "+442079460958"],
    ["+376 312 345", "+376312345"],
  ])("takes %s as %s", (typed, e164) => {
    expect(toE164(typed)).toBe(e164);
    expect(phoneNumberField.parse(typed)).toBe(e164);
  });

  it("trims and drops invisible pasted characters first", () => {
    expect(phoneNumberField.parse("  06-12345678 ")).toBe("+31612345678");
    expect(phoneNumberField.parse("06\u200b12345678")).toBe("+31612345678");
    expect(phoneNumberField.parse("06\u00a012345678")).toBe("+31612345678");
  });

  it("keeps a stored number as it is: parsing E.164 again gives the same", () => {
    for (const e164 of ["+31612345678", "+31501234567", "+32470123456", "+49301234567"]) {
      expect(toE164(e164)).toBe(e164);
    }
  });

  it.each([
    ["123", "too short for any number"],
    ["abc", "letters"],
    ["06-1234", "a mobile number cut short"],
    ["0612345", "a mobile number cut short"],
    ["06123456789", "a mobile number with a digit too many"],
    ["0612345678901234", "far too long"],
    ["+31 6 123456789012", "far too long, with country code"],
    ["112", "an emergency number, not a subscriber's"],
    ["12345", "five digits: the metadata's Dutch 14-numbers"],
    ["123456", "six digits"],
    ["14 050", "a municipality's 14-number, no one's own"],
    ["0012345678", "00 and then no country"],
    ["+999 123456789", "an unknown country code"],
    ["telefoon", "a word"],
    ["06-12345678 ext. 12", "an extension"],
    ["+31612345678x5", "an extension"],
    ["tel:+31612345678", "a URI"],
    ["06-12345678#", "a character beyond the notation"],
    ["06-1234567a", "a letter among the digits"],
    ["06-12345678 🙂", "an emoji"],
    ["06-12345678<b>1</b>", "markup"],
    ["0612345678' OR '1'='1", "SQL"],
    ["++31612345678", "two plusses"],
    ["06+12345678", "a plus within"],
    ["٠٦١٢٣٤٥٦٧٨", "digits of another script"],
    ["+", "only a plus"],
    ["()-. /", "only separators"],
  ])("refuses %s (%s)", (typed) => {
    expect(parsePhoneNumber(typed)).toBeUndefined();
    expect(toE164(typed)).toBeNull();
    expect(refusal(typed)).toBe(MESSAGES.phone);
  });

  it("is required", () => {
    expect(refusal("")).toBe(MESSAGES.required);
    expect(refusal("   ")).toBe(MESSAGES.required);
  });

  it("keeps its length cap, with the cap's own message", () => {
    expect(refusal("0".repeat(MAX_LENGTH.phoneNumber + 1))).toBe(MESSAGES.maxLength(MAX_LENGTH.phoneNumber));
    expect(refusal(`06-12345678${" ".repeat(MAX_LENGTH.phoneNumber)}1`)).toBe(
      MESSAGES.maxLength(MAX_LENGTH.phoneNumber),
    );
    // The widest usual notation fits.
    expect(phoneNumberField.parse("0031 (0)6 12 34 56 78")).toBe("+31612345678");
  });

  it("refuses a control character with its own message, before the number is read", () => {
    expect(refusal("06123\u000045678")).toBe(MESSAGES.forbiddenCharacter);
    expect(refusal("\u202e0612345678")).toBe(MESSAGES.bidiControl);
  });

  it("refuses what is no text", () => {
    expect(refusal(612345678)).toBe(MESSAGES.invalid);
    expect(refusal(null)).toBe(MESSAGES.invalid);
  });
});

describe("showing a stored number the Dutch way", () => {
  it.each([
    ["+31612345678", "06 12345678"],
    ["+31501234567", "050 123 4567"],
    ["+31201234567", "020 123 4567"],
    ["+31591123456", "0591 123 456"],
    ["+31881234567", "088 123 4567"],
    ["+318001234", "0800 1234"],
    ["+32470123456", "+32 470 12 34 56"],
    ["+3221234567", "+32 2 123 45 67"],
    ["+49301234567", "+49 30 1234567"],
    ["+4915123456789", "+49 1512 3456789"],
  ])("shows %s as %s", (stored, shown) => {
    expect(formatPhoneNumber(stored)).toBe(shown);
  });

  it("shows a number stored before parsing (as typed) the same way", () => {
    expect(formatPhoneNumber("0612345678")).toBe("06 12345678");
    expect(formatPhoneNumber("(020) 123 4567")).toBe("020 123 4567");
  });

  it("shows text that is no number as it is", () => {
    expect(formatPhoneNumber("onbekend")).toBe("onbekend");
    expect(formatPhoneNumber("")).toBe("");
  });

  it("gives what the form takes back: typing a shown number stores the same number", () => {
    for (const stored of ["+31612345678", "+31501234567", "+32470123456", "+49301234567"]) {
      expect(toE164(formatPhoneNumber(stored))).toBe(stored);
    }
  });
});
