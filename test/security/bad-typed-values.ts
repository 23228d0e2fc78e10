/**
 * The bad values of fields that are not free text, per kind (value-kinds.ts): ids, moments, numbers, and what staff
 * type for them in the back office (moments in Amsterdam time, euros with a comma, whole numbers). Each builder
 * names its most telling values first.
 */
import { absent, derive, KB10, MB1, within, type BaseText } from "./bad-text.ts";
import { ofKind, refused, type BadValue } from "./value-kinds.ts";

export const UNKNOWN_UUID = "00000000-0000-4000-8000-000000000000";

/** An id that is no UUID, which only an API client sends (uuidValues adds well-formed ones the site must not find). */
export function malformedIdValues(id: BaseText): BadValue[] {
  return ofKind("malformedId", [
    refused(
      "UUID met NUL-teken",
      derive(id, (text) => within(text, "\u0000")),
      "client",
    ),
    refused(
      "UUID met extra teken",
      derive(id, (text) => `${text}x`),
      "client",
    ),
    refused("geen UUID", "geen-uuid", "client"),
    refused("leeg", "", "client"),
    refused("SQL-achtig", "' OR '1'='1", "client"),
    refused("10 kB", "a".repeat(KB10), "client"),
    refused("getal", 5, "client"),
  ]);
}

/** A UUID field: malformed ones only an API client sends, and well-formed ones the site must not find. */
export function uuidValues(id: BaseText, otherKind: BaseText): BadValue[] {
  return [
    ...malformedIdValues(id),
    ...ofKind("unknownId", [
      refused(
        "UUID van iets anders",
        derive(otherKind, (text) => text),
      ),
      refused("onbekende UUID", UNKNOWN_UUID),
    ]),
    ...absent(),
  ];
}

/** A moment given to the API (the Datetime scalar): far from now, or not a moment at all. */
export function datetimeValues(): BadValue[] {
  return [
    ...ofKind("moment", [
      refused("grootste JavaScript-datum", "+275760-09-13T00:00:00.000Z"),
      refused("kleinste JavaScript-datum", "-271821-04-20T00:00:00.000Z"),
      refused("ver verleden (jaar 1)", "0001-01-01T00:00:00Z"),
      refused("ver toekomst (jaar 9999)", "9999-12-31T23:59:59Z"),
      refused("heel groot getal", 1e20, "client"),
      refused("geen datum", "morgen", "client"),
      refused("leeg", "", "client"),
      refused("getal", 0, "client"),
    ]),
    ...absent(),
  ];
}

/** An Int of the API with a maximum and at least 1 (a quantity, a capacity); `tooBig` is one above the maximum. */
export function intValues(tooBig = 101): BadValue[] {
  return [
    ...ofKind("count", [
      refused("grootste Int", 2147483647),
      refused("negatief", -1),
      refused("nul", 0),
      refused("boven het maximum", tooBig),
      refused("groter dan Int", 2147483648, "client"),
      refused("1e308", 1e308, "client"),
      refused("breuk", 1.5, "client"),
      refused("tekst", "1", "client"),
      refused("boolean", true, "client"),
    ]),
    ...absent(),
  ];
}

/** A quantity as typed in the purchase form's number field. */
export function typedQuantityValues(): BadValue[] {
  return ofKind("typedQuantity", [
    refused("exponent", "1e2"),
    refused("negatief", "-1"),
    refused("nul (geen ticket gekozen)", "0"),
    refused("boven het maximum", "101"),
    refused("groter dan Int", "2147483648"),
    refused("breuk", "1.5"),
    refused("hexadecimaal", "0x10"),
    refused("Infinity", "Infinity"),
    refused("Arabisch-Indisch cijfer", "١"),
    refused("NUL-teken", "1\u0000"),
    refused("10 kB cijfers", "1".repeat(KB10)),
    refused("1 MB cijfers", "1".repeat(MB1)),
  ]);
}

/** A moment as staff type it: what a datetime-local input posts, or '11-03-2027 09:30'. */
export const typedMomentText = (): BadValue[] =>
  ofKind("typedMoment", [
    refused("30 februari", "2027-02-30T10:00"),
    refused("25 uur", "2027-03-11T25:00"),
    refused("geen datum", "morgen"),
    refused("jaar 1", "0001-01-01T10:00"),
    refused("jaar 9999", "9999-12-31T10:00"),
    refused("NUL-teken", "2027-03-11T10:00\u0000"),
    refused("10 kB", "2".repeat(KB10)),
  ]);

/** A whole number as typed; `tooBig` is one above the field's maximum. */
export const typedWholeNumberText = (tooBig: string): BadValue[] =>
  ofKind("typedWholeNumber", [
    refused("duizendtallen", "3.000"),
    refused("exponent", "1e2"),
    refused("tekst", "veel"),
    refused("negatief", "-1"),
    refused("breuk", "1,5"),
    refused("Arabisch-Indisch cijfer", "١"),
    refused("NUL-teken", "1\u0000"),
    refused("boven het maximum", tooBig),
    refused("groter dan Int", "2147483648"),
  ]);

/** A calendar day as typed: what a date input posts ('2027-03-11'), or '11-03-2027'. */
export const typedDayText = (): BadValue[] =>
  ofKind("typedDay", [
    refused("31 februari", "31-02-2027"),
    refused("geen datum", "gisteren"),
    refused("verre toekomst", "01-01-9999"),
    refused("verre verleden", "01-01-0001"),
    refused("half ingevuld", "2027-03"),
  ]);

/** A key an action is done once with (an idempotency key): 8 to 100 letters, digits, '-' and '_'. */
export const idempotencyKeyValues = (): BadValue[] =>
  ofKind("key", [
    refused("NUL-teken", "sleutel-\u0000-0123456789", "client"),
    refused("met spaties", "sleutel met spaties erin", "client"),
    refused("te kort", "kort", "client"),
    refused("te lang", "a".repeat(101), "client"),
    refused("SQL-achtig", "' OR '1'='1' -- sleutel", "client"),
    refused("leeg", "", "client"),
  ]);

/** Whom a staff message is for, as the page's link writes it: 'evenement:<id>', 'workshop:<id>' or 'cursus:<id>'. */
export const audienceValues = (): BadValue[] =>
  ofKind("audience", [
    refused("andere soort", `bestelling:${UNKNOWN_UUID}`),
    refused("zonder id", "cursus:"),
    refused("NUL-teken", `cursus:${UNKNOWN_UUID}\u0000`),
    refused("leeg", ""),
    refused("10 kB", "c".repeat(KB10)),
  ]);

/** An amount in euros as typed. */
export const typedEurosText = (): BadValue[] =>
  ofKind("typedEuros", [
    refused("negatief", "-5,00"),
    refused("drie decimalen", "35,001"),
    refused("tekst", "gratis"),
    refused("exponent", "1e3"),
    refused("te groot", "1000000,00"),
    refused("twee komma's", "3,5,0"),
    refused("NUL-teken", "35\u0000"),
  ]);

/** A GraphQL enum (the form offers only valid ones); `lowerCase` is a valid value in small letters. */
export const enumValues = (lowerCase: string): BadValue[] => [
  ...ofKind("choice", [
    refused("kleine letters", lowerCase, "client"),
    refused("onbekende waarde", "ONBEKEND", "client"),
    refused("leeg", "", "client"),
    refused("getal", 1, "client"),
  ]),
  ...absent(),
];

export const booleanValues = (): BadValue[] => [
  ...ofKind("yesNo", [refused("tekst", "ja", "client"), refused("getal", 1, "client")]),
  ...absent(),
];
