import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  absent,
  audienceValues,
  emailValues,
  enumValues,
  idempotencyKeyValues,
  refusedPatternText,
  stringField,
  webAddressValues,
  withoutEmpty,
  wrongTypesForString,
  type BadValue,
} from "../../test/security/bad-values.ts";
import { expectBadValues, expectNeverThrows, refusalOf, type FieldRule } from "../../test/support/field-rules.ts";
import { logoField, optionalLogoField, optionalWebUrlField, webUrlField } from "./content.ts";
import { EMAIL_LOCAL_PART_MAX_LENGTH, EMAIL_MAX_LENGTH, emailField } from "./email.ts";
import { MAX_LENGTH } from "./fields.ts";
import { idempotencyKey } from "./invoices.ts";
import { MESSAGES } from "./messages.ts";
import { phoneNumberField } from "./phone-field.ts";
import { paymentMethodSchema } from "./purchase.ts";
import { imageUrlField } from "./staff-events.ts";
import { audienceField } from "./staff-messages.ts";
import { idempotencyKeyField } from "./staff-orders.ts";

/**
 * The rules of text with a fixed form (an e-mail address, a phone number, a web address, a key, a choice), with the
 * bad-input corpus's whole lists and with any input fast-check makes up. None of them may throw, and every refusal
 * is Dutch.
 */
type Case = { name: string; rule: FieldRule; values: BadValue[] };

const CASES: Case[] = [
  { name: "emailField", rule: emailField, values: stringField(emailValues("roosmarijn@corpus.example.org")) },
  { name: "phoneNumberField", rule: phoneNumberField, values: stringField(refusedPatternText("0687654321")) },
  { name: "webUrlField", rule: webUrlField, values: stringField(webAddressValues("https://corpus.example.org")) },
  {
    name: "optionalWebUrlField",
    rule: optionalWebUrlField,
    values: [...withoutEmpty(webAddressValues("https://corpus.example.org")), ...wrongTypesForString()],
  },
  { name: "logoField", rule: logoField, values: stringField(webAddressValues("/images/logo.svg")) },
  {
    name: "optionalLogoField",
    rule: optionalLogoField,
    values: [...withoutEmpty(webAddressValues("/images/logo.svg")), ...wrongTypesForString()],
  },
  {
    name: "imageUrlField",
    rule: imageUrlField,
    values: [...withoutEmpty(webAddressValues("/assets/demo/events/default.webp")), ...wrongTypesForString()],
  },
  { name: "audienceField", rule: audienceField, values: stringField(audienceValues()) },
  { name: "idempotencyKey (invoices)", rule: idempotencyKey, values: stringField(idempotencyKeyValues()) },
  { name: "idempotencyKeyField (orders)", rule: idempotencyKeyField, values: stringField(idempotencyKeyValues()) },
  { name: "paymentMethodSchema", rule: paymentMethodSchema, values: enumValues("ideal") },
];

describe.each(CASES)("$name", ({ rule, values }) => {
  it("refuses the corpus's whole list of its kinds in Dutch", () => expectBadValues(rule, values));
  it("never throws on any input, and refuses in Dutch", () => expectNeverThrows(rule));
});

describe("the boundaries of the patterned fields", () => {
  const local = fc.stringMatching(/^[a-z0-9._+-]{1,64}$/).filter((text) => !/^\.|\.$|\.\./.test(text));

  it("an e-mail address: 64 characters before the @ and 254 in all, and not one more", () => {
    fc.assert(
      fc.property(local, (name) => {
        expect(refusalOf(emailField, ` ${name}@corpus.example.org `)).toBeUndefined();
      }),
    );
    const domain = (length: number) => `${"d".repeat(length - 3)}.nl`;
    const longest = `${"a".repeat(EMAIL_LOCAL_PART_MAX_LENGTH)}@${domain(EMAIL_MAX_LENGTH - 65)}`;
    expect(longest).toHaveLength(EMAIL_MAX_LENGTH);
    expect(refusalOf(emailField, longest)).toBeUndefined();
    expect(refusalOf(emailField, `a${longest}`)).toBe(MESSAGES.email);
    expect(refusalOf(emailField, `${"a".repeat(EMAIL_LOCAL_PART_MAX_LENGTH + 1)}@x.nl`)).toBe(MESSAGES.email);
  });

  it("a phone number: stored as E.164 however it is written, and never longer than its maximum as typed", () => {
    const notations = fc.constantFrom(
      "06-87654321",
      "06 8765 4321",
      "+31 6 87654321",
      "0031687654321",
      "(06) 87654321",
    );
    fc.assert(
      fc.property(notations, fc.string({ unit: fc.constantFrom(" "), maxLength: 4 }), (typed, spaces) => {
        expect(phoneNumberField.parse(`${spaces}${typed}${spaces}`)).toBe("+31687654321");
      }),
    );
    expect(refusalOf(phoneNumberField, `06${" ".repeat(MAX_LENGTH.phoneNumber)}87654321`)).toBe(
      MESSAGES.maxLength(MAX_LENGTH.phoneNumber),
    );
  });

  it("a web address: any http(s) address with a host is taken up to the maximum, one character more is not", () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ["https", "http"] }), (url) => {
        fc.pre(url.length <= MAX_LENGTH.url && !/\s/.test(url) && new URL(url).username === "");
        expect(refusalOf(webUrlField, url)).toBeUndefined();
      }),
    );
    const longest = `https://corpus.example.org/${"p".repeat(MAX_LENGTH.url - 27)}`;
    expect(refusalOf(webUrlField, longest)).toBeUndefined();
    expect(refusalOf(webUrlField, `${longest}p`)).toBe(MESSAGES.maxLength(MAX_LENGTH.url));
  });

  it("a key: any 16 to 100 of its characters, and not 15 or 101", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{16,100}$/), (key) => {
        expect(refusalOf(idempotencyKeyField, key)).toBeUndefined();
        expect(refusalOf(idempotencyKey, key)).toBeUndefined();
      }),
    );
    expect(refusalOf(idempotencyKeyField, "k".repeat(15))).toBeDefined();
    expect(refusalOf(idempotencyKey, "k".repeat(101))).toBeDefined();
  });

  it("an audience: each kind with any UUID", () => {
    fc.assert(
      fc.property(fc.constantFrom("evenement", "workshop", "cursus"), fc.uuid(), (kind, id) => {
        expect(refusalOf(audienceField, ` ${kind}:${id} `)).toBeUndefined();
      }),
    );
  });
});

it("every list above holds values of more than one kind, and absence where the field is required", () => {
  for (const { name, values } of CASES) {
    expect(new Set(values.map((bad) => bad.kind)).size, name).toBeGreaterThan(1);
  }
  expect(absent().every((bad) => CASES[0]!.values.some((value) => value.label === bad.label))).toBe(true);
});
