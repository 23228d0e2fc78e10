import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  absent,
  freeText,
  malformedIdValues,
  multilineValues,
  ticketCodeText,
  withoutEmpty,
  wrongTypesForString,
} from "../../test/security/bad-values.ts";
import { anyText, expectBadValues, expectNeverThrows, refusalOf } from "../../test/support/field-rules.ts";
import { registrationTokenField } from "./attendee.ts";
import { hasBidiControl, hasControlCharacter } from "./characters.ts";
import { MAX_LENGTH, multilineText, optionalText, requiredText, uuidField, type TabRule } from "./fields.ts";
import { MESSAGES } from "./messages.ts";

/**
 * The text rules every form and the API are built from (fields.ts), with the bad-input corpus's whole lists
 * (the corpus itself sends one value of each kind per field over HTTP) and with any text fast-check makes up.
 */
const NAME = "Roosmarijn";
const INVISIBLE = /[\u200b\u2060\ufeff]/;

/** What any accepted text holds: one form, trimmed, within its maximum, nothing that is not text. */
function expectStoredText(max: number, allowed = /(?!)/g) {
  return (output: unknown) => {
    if (output === null) return;
    expect(typeof output).toBe("string");
    const text = output as string;
    expect(text.length).toBeLessThanOrEqual(max);
    expect(text).toBe(text.trim());
    expect(text).toBe(text.normalize("NFC"));
    expect(INVISIBLE.test(text)).toBe(false);
    expect(hasControlCharacter(text.replace(allowed, ""))).toBe(false);
    expect(hasBidiControl(text)).toBe(false);
  };
}

/** Letters of one UTF-16 unit each (zod counts units), so a repeat of n of them is n long. */
const letter = fc.constantFrom("a", "é", "ß", "字", "ü");
const padding = fc.string({ unit: fc.constantFrom(" ", "\u200b", "\ufeff"), maxLength: 5 });

describe("requiredText: a one-line text that must be there", () => {
  const rule = requiredText(MAX_LENGTH.name);

  it("refuses the corpus's refused texts and wrong types in Dutch, and takes or refuses its tolerated ones", () => {
    expectBadValues(rule, [...freeText(NAME), ...wrongTypesForString(), ...absent()]);
  });

  it("never throws, and keeps only one-line text within its maximum", () => {
    expectNeverThrows(rule, undefined, expectStoredText(MAX_LENGTH.name));
  });

  it("takes exactly its maximum (after trimming and invisibles), and refuses one more with the maximum named", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), letter, padding, padding, (max, character, before, after) => {
        const bounded = requiredText(max);
        const filled = character.repeat(max);
        expect(refusalOf(bounded, `${before}${filled}${after}`)).toBeUndefined();
        expect(refusalOf(bounded, `${filled}x`)).toBe(MESSAGES.maxLength(max));
      }),
    );
  });
});

describe("optionalText: a one-line text that may stay empty", () => {
  const rule = optionalText(MAX_LENGTH.organization);

  it("refuses the corpus's refused texts and wrong types in Dutch; empty, blank, null and absent are null", () => {
    expectBadValues(rule, [...withoutEmpty(freeText(NAME)), ...wrongTypesForString()]);
    for (const empty of ["", "   ", " \u200b ", null, undefined]) expect(rule.parse(empty)).toBeNull();
  });

  it("never throws, and keeps only one-line text within its maximum", () => {
    expectNeverThrows(rule, undefined, expectStoredText(MAX_LENGTH.organization));
  });
});

describe("multilineText: text of several lines", () => {
  const TAB_RULES: TabRule[] = ["refuse", "keep", "space"];

  it.each(TAB_RULES)("with tabs '%s': refuses the corpus's refused texts, takes line breaks, may be empty", (tabs) => {
    const rule = multilineText(2000, tabs);
    expectBadValues(rule, [...withoutEmpty(multilineValues(NAME)), ...wrongTypesForString()]);
    expect(rule.parse(" \r\n ")).toBe("");
    expect(rule.parse("Eerste regel\r\nTweede\rDerde")).toBe("Eerste regel\nTweede\nDerde");
    const tab = refusalOf(rule, "a\tb");
    expect(tab).toBe(tabs === "refuse" ? MESSAGES.forbiddenCharacter : undefined);
  });

  it.each(TAB_RULES)("with tabs '%s': never throws, keeps only line feeds (and tabs when kept)", (tabs) => {
    const allowed = tabs === "keep" ? /[\n\t]/g : /\n/g;
    expectNeverThrows(multilineText(500, tabs), undefined, expectStoredText(500, allowed));
  });

  it("holds its maximum after line breaks are made one character", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 300 }), (max) => {
        const rule = multilineText(max);
        expect(refusalOf(rule, `${"a".repeat(max - 2)}\r\nb`)).toBeUndefined();
        expect(refusalOf(rule, "a".repeat(max + 1))).toBe(MESSAGES.maxLength(max));
      }),
    );
  });
});

describe("registrationTokenField: a ticket code as typed", () => {
  it("refuses what is not text; a code's form is left to the lookup, which refuses the rest", () => {
    const lookup = "goed getypte tekst: de opzoeking vindt er geen code in en weigert";
    const laterRefused = Object.fromEntries(
      ticketCodeText("FF-7KQM-3XPA-9TDV")
        .filter((bad) => bad.kind === "typedText" && bad.expect === "refused")
        .map((bad) => [bad.label, lookup]),
    );
    expectBadValues(registrationTokenField, ticketCodeText("FF-7KQM-3XPA-9TDV"), laterRefused);
    expectBadValues(registrationTokenField, [...wrongTypesForString(), ...absent()]);
  });

  it("never throws, and holds its maximum", () => {
    expectNeverThrows(registrationTokenField, undefined, expectStoredText(MAX_LENGTH.registrationCode));
    expect(refusalOf(registrationTokenField, "F".repeat(MAX_LENGTH.registrationCode + 1))).toBe(
      MESSAGES.maxLength(MAX_LENGTH.registrationCode),
    );
  });
});

describe("uuidField: an id of ours", () => {
  const id = "3f1c6a52-6f7e-4b7e-9d0a-6e2a4c1b9f10";

  it("refuses the corpus's malformed ids and wrong types in Dutch", () => {
    expectBadValues(uuidField, [...malformedIdValues(id), ...wrongTypesForString(), ...absent()]);
  });

  it("takes every UUID, and refuses any other text in Dutch without throwing", () => {
    fc.assert(
      fc.property(fc.uuid(), (uuid) => {
        expect(refusalOf(uuidField, uuid)).toBeUndefined();
      }),
    );
    expectNeverThrows(uuidField, anyText);
    expectNeverThrows(uuidField);
  });
});
