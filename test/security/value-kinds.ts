/**
 * What a bad value is, and the kinds they come in. A kind is the list one builder of bad-text.ts, bad-typed-values.ts
 * or bad-values.ts makes: every value a field rule must refuse (or tolerate) in the same way. The full list of each
 * kind is sent once, in the unit tests of the shared field rules (common/validation/*.property.test.ts); over HTTP
 * each field gets one value per kind, its representative (`oneOfEachKind`), so the corpus still proves that the
 * field is wired to such a rule, that refusing it writes nothing and is said in Dutch, and that accepted markup
 * comes back escaped, without sending every value of the kind to every field again. The kinds no rule of
 * common/validation judges still go over HTTP whole, once per corpus file or form (whole-lists.ts).
 */
import type { CorpusWorld } from "./corpus-world.ts";

export type Expectation = "refused" | "tolerated";
export type Audience = "person" | "client";

export type BadValue = {
  label: string;
  value: unknown;
  expect: Expectation;
  audience: Audience;
  /** Markup in the value, which must never come back unescaped. */
  markup?: string;
  /** The builder's kind; a value without one is a rule of its target's own and is always sent. */
  kind?: Kind;
};

/** A field left out of the input or the form. */
export const MISSING = Symbol("ontbreekt");

/** A value that depends on the fixtures (an id, a code), picked when the case is sent. */
export class FromWorld {
  readonly pick: (world: CorpusWorld) => unknown;
  constructor(pick: (world: CorpusWorld) => unknown) {
    this.pick = pick;
  }
}

export const fromWorld = (pick: (world: CorpusWorld) => unknown) => new FromWorld(pick);

/** The value to send: picked from the fixtures when it depends on them. */
export function resolveValue(value: unknown, world: CorpusWorld): unknown {
  return value instanceof FromWorld ? value.pick(world) : value;
}

export const refused = (label: string, value: unknown, audience: Audience = "person"): BadValue => ({
  label,
  value,
  expect: "refused",
  audience,
});

/**
 * Per kind, the value sent over HTTP and why that one: the value most likely to slip past a field that is not
 * wired to the shared rule, or the most harmful if it did.
 */
export const REPRESENTATIVES = {
  refusedText: {
    label: "CR LF met mailkop",
    why:
      "a mail-header injection: PostgreSQL stores it and trimming keeps it (it sits mid-text), so only the shared " +
      "character rule refuses it, and a name or subject reaches a mail's headers",
  },
  typedText: {
    label: "HTML-attribuut",
    why:
      "markup that runs without a closing tag and survives a filter that looks for <script>: the value that shows " +
      "an unescaped page or mail",
  },
  emailAddress: {
    label: "tweede adres in punthaken",
    why: "passes a check for an @ and a dot, and would add a second recipient to a mail",
  },
  wrongType: {
    label: "object in plaats van tekst",
    why: "a custom scalar or a JSON field may take it, and code that expects text then fails on it",
  },
  absent: { label: "null", why: "slips past a check for undefined and a default that only fills a missing key" },
  inputObject: { label: "veld __proto__", why: "an object spread or merge of the input would carry it along" },
  malformedId: {
    label: "UUID met NUL-teken",
    why: "a well-formed id with a NUL: a lenient prefix check passes it, and PostgreSQL fails on it (a 5xx)",
  },
  unknownId: {
    label: "UUID van iets anders",
    why: "well-formed and in the database: a lookup in the wrong table, or one without a check of its kind, finds it",
  },
  postedField: {
    label: "twee keer, eerst met NUL-teken",
    why: "a reader that takes the last value, or checks one and stores another, lets it through",
  },
  malformedPath: {
    label: "met NUL-teken",
    why: "an id in the address that reaches the database unparsed fails there, where an error page should answer",
  },
  unknownPath: { label: "UUID van iets anders", why: "the same as for an id in the input" },
  moment: {
    label: "grootste JavaScript-datum",
    why: "a valid JavaScript date beyond what PostgreSQL stores: without the site's own bounds, a 5xx",
  },
  count: {
    label: "grootste Int",
    why: "a valid GraphQL Int that only the site's maximum refuses; multiplied by a price it overflows the database",
  },
  typedQuantity: { label: "exponent", why: "'1e2' is 100 to Number(), a quantity a digits-only rule must refuse" },
  typedMoment: {
    label: "30 februari",
    why: "a JavaScript date rolls it over to 2 March instead of refusing it",
  },
  typedWholeNumber: {
    label: "duizendtallen",
    why: "'3.000' is 3 to Number() and parseFloat: a thousand times fewer, silently",
  },
  typedDay: { label: "31 februari", why: "a JavaScript date rolls it over to 3 March instead of refusing it" },
  key: {
    label: "NUL-teken",
    why: "a key is stored and compared as it comes: unchecked, PostgreSQL fails on it (a 5xx)",
  },
  audience: {
    label: "andere soort",
    why: "well-formed ('kind:uuid') with a kind no message goes to: passes a check for a colon and a UUID",
  },
  typedEuros: { label: "negatief", why: "a parser without a lower bound turns a price into a payment to the buyer" },
  webAddress: { label: "javascript:", why: "script that runs from a link, and passes a check for 'a scheme, a colon'" },
  choice: { label: "kleine letters", why: "passes a comparison that ignores case" },
  yesNo: { label: "tekst", why: "'ja' is truthy: a check of truthiness instead of the type lets it through" },
} as const satisfies Record<string, { label: string; why: string }>;

export type Kind = keyof typeof REPRESENTATIVES;

/** The values, each of the given kind. */
export function ofKind(kind: Kind, values: BadValue[]): BadValue[] {
  return values.map((bad) => ({ ...bad, kind }));
}

/**
 * The values a field sends over HTTP: of each kind one, and every value of the target's own. The representative,
 * unless the field tolerates it while it refuses others of the kind (a line break in a text of several lines): then
 * the first refused value of the kind, in the builder's order (each names its most telling values first).
 */
export function oneOfEachKind(values: readonly BadValue[]): BadValue[] {
  const chosen = new Set<BadValue>();
  for (const kind of new Set(values.flatMap((bad) => (bad.kind ? [bad.kind] : [])))) {
    const ofThisKind = values.filter((bad) => bad.kind === kind);
    const representative = ofThisKind.find((bad) => bad.label === REPRESENTATIVES[kind].label);
    const firstRefused = ofThisKind.find((bad) => bad.expect === "refused");
    const tolerantExtra = representative?.expect === "tolerated" && firstRefused !== undefined;
    chosen.add((tolerantExtra ? firstRefused : representative) ?? firstRefused ?? ofThisKind[0]!);
  }
  return values.filter((bad) => !bad.kind || chosen.has(bad));
}
