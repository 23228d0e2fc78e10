import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  absent,
  datetimeValues,
  intValues,
  refusedText,
  typedDayText,
  typedEurosText,
  typedMomentText,
  typedQuantityValues,
  typedWholeNumberText,
  withoutEmpty,
  wrongTypesForString,
  type BadValue,
} from "../../test/security/bad-values.ts";
import { expectBadValues, expectNeverThrows, refusalOf, type FieldRule } from "../../test/support/field-rules.ts";
import { toAmsterdamDateInput, toAmsterdamLocalInput } from "../format/amsterdam-input.ts";
import { boundedDate, DATE_BOUNDS, DATE_OUT_OF_RANGE_MESSAGE } from "./fields.ts";
import { typedDay } from "./invoices.ts";
import { MAX_QUANTITY_PER_TICKET_TYPE, ticketQuantitySchema, typedTicketQuantitySchema } from "./purchase.ts";
import {
  centsToTypedEuros,
  optionalTypedMoment,
  optionalTypedWholeNumber,
  TYPED_MESSAGES,
  typedEuros,
  typedMoment,
  typedWholeNumber,
} from "./staff-typed.ts";

/**
 * The rules of what is typed as a moment, a day, a number or an amount, with the bad-input corpus's whole lists and
 * with any input fast-check makes up: none may throw, every refusal is Dutch, and what is in range is read back
 * exactly.
 */
const asDate = (bad: BadValue): BadValue =>
  typeof bad.value === "string" || typeof bad.value === "number" ? { ...bad, value: new Date(bad.value) } : bad;

type Case = { name: string; rule: FieldRule; values: BadValue[]; laterRefused?: Record<string, string> };

/** A typed text that must be there: its own values, then what is not text at all. */
const required = (values: BadValue[]) => [...values, ...wrongTypesForString(), ...absent()];
/** One that may stay empty: empty, null and absent are none. */
const optional = (values: BadValue[]) => [...withoutEmpty(values), ...wrongTypesForString()];

const CASES: Case[] = [
  {
    name: "typedMoment",
    rule: typedMoment,
    values: required([...typedMomentText(), ...refusedText("2027-03-11T10:00")]),
  },
  {
    name: "optionalTypedMoment",
    rule: optionalTypedMoment,
    values: optional([...typedMomentText(), ...refusedText("2027-03-11T10:00")]),
  },
  { name: "typedWholeNumber", rule: typedWholeNumber(1, 100_000), values: required(typedWholeNumberText("100001")) },
  {
    name: "optionalTypedWholeNumber",
    rule: optionalTypedWholeNumber(1, 100_000),
    values: optional(typedWholeNumberText("100001")),
  },
  { name: "typedEuros", rule: typedEuros, values: required([...typedEurosText(), ...refusedText("35,00")]) },
  { name: "typedDay", rule: typedDay, values: required([...typedDayText(), ...refusedText("11-03-2027")]) },
  // The Datetime scalar of the API hands the rule a Date made of what was sent.
  { name: "boundedDate", rule: boundedDate, values: datetimeValues().map(asDate) },
  {
    name: "ticketQuantitySchema",
    rule: ticketQuantitySchema(),
    values: intValues(),
    laterRefused: { nul: "0 of one type is fine; CreateOrder takes only lines above 0" },
  },
  {
    name: "typedTicketQuantitySchema",
    rule: typedTicketQuantitySchema(MAX_QUANTITY_PER_TICKET_TYPE),
    values: required(typedQuantityValues()),
    laterRefused: { "nul (geen ticket gekozen)": "0 of one type is fine; the form wants one ticket in all" },
  },
];

describe.each(CASES)("$name", ({ rule, values, laterRefused }) => {
  it("refuses the corpus's whole list of its kinds in Dutch", () => expectBadValues(rule, values, laterRefused));
  it("never throws on any input, and refuses in Dutch", () => expectNeverThrows(rule));
});

// A day's margin inside the bounds: a day or a local time near them is a moment on the other side in UTC.
const DAY = 86_400_000;
const inBounds = fc.date({
  min: new Date(DATE_BOUNDS.from.getTime() + DAY),
  max: new Date(DATE_BOUNDS.to.getTime() - DAY),
  noInvalidDate: true,
});
const minute = inBounds.map((date) => new Date(Math.floor(date.getTime() / 60_000) * 60_000));

describe("what is in range is read back exactly, what is out of it is refused", () => {
  it("a moment: as the form posts it in Amsterdam time, and as ISO 8601 with a zone", () => {
    fc.assert(
      fc.property(minute, (moment) => {
        // Read back as the same Amsterdam time: in the hour the clocks go back, that time is there twice.
        const local = toAmsterdamLocalInput(moment);
        expect(toAmsterdamLocalInput(typedMoment.parse(local))).toBe(local);
        expect(typedMoment.parse(` ${moment.toISOString()} `)).toEqual(moment);
      }),
    );
    for (const far of ["1999-12-31T22:00:00Z", "2100-01-01T01:00:00Z"]) {
      expect(refusalOf(typedMoment, far)).toBe(DATE_OUT_OF_RANGE_MESSAGE);
    }
  });

  it("a day: as the date input posts it and as '11-03-2027'", () => {
    fc.assert(
      fc.property(inBounds, (date) => {
        const iso = toAmsterdamDateInput(date);
        const [year, month, day] = iso.split("-");
        expect(typedDay.parse(iso)).toBe(iso);
        expect(typedDay.parse(`${day}-${month}-${year}`)).toBe(iso);
      }),
    );
  });

  it("a date of the API: inside the bounds taken, outside refused with the bounds named", () => {
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true }), (date) => {
        const inside = date >= DATE_BOUNDS.from && date < DATE_BOUNDS.to;
        expect(refusalOf(boundedDate, date)).toBe(inside ? undefined : DATE_OUT_OF_RANGE_MESSAGE);
      }),
    );
  });

  it("a whole number: every one from min to max, and none just outside", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 10_000 }), (a, b) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        const rule = typedWholeNumber(min, max);
        expect(rule.parse(` ${max} `)).toBe(max);
        expect(rule.parse(String(min))).toBe(min);
        expect(refusalOf(rule, String(max + 1))).toBe(TYPED_MESSAGES.wholeNumber(min, max));
        if (min > 0) expect(refusalOf(rule, String(min - 1))).toBe(TYPED_MESSAGES.wholeNumber(min, max));
      }),
    );
  });

  it("an amount: every number of cents up to € 999.999,99, as the price field shows it again", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (cents) => {
        expect(typedEuros.parse(centsToTypedEuros(cents))).toBe(cents);
        expect(typedEuros.parse(`€ ${centsToTypedEuros(cents).replace(",", ".")}`)).toBe(cents);
      }),
    );
    expect(refusalOf(typedEuros, "1000000,00")).toBe(TYPED_MESSAGES.amount);
  });

  it("a ticket quantity: 0 up to the maximum, typed or given as a number", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 1, max: 100 }), (quantity, max) => {
        const inside = quantity >= 0 && quantity <= max;
        expect(refusalOf(ticketQuantitySchema(max), quantity) === undefined).toBe(inside);
        expect(refusalOf(typedTicketQuantitySchema(max), String(quantity)) === undefined).toBe(inside);
      }),
    );
  });
});
