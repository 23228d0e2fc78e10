/**
 * The bad values of the corpus, per kind of field. Each says what must happen to it:
 * - `refused`: nothing is written, and the answer says why;
 * - `tolerated`: text a person may really type (an emoji, a name in Arabic script, "O'Brien; DROP TABLE", markup
 *   as text): the site may accept it, as text, or refuse it; accepted markup must never come back unescaped.
 * and who reads the answer:
 * - `person`: a value of the right type, which only the site's rules can refuse, and whose message people see
 *   through the web app: it must be Dutch;
 * - `client`: a value no page sends (a wrong type, null, an unknown field): any answer that is not a failure.
 */
import type { CorpusWorld } from "./corpus-world.ts";

export type Expectation = "refused" | "tolerated";
export type Audience = "person" | "client";

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

/** The object a field holds in the valid input, with one field more (a mass-assignment attempt). */
export class WithExtraField {
  readonly key: string;
  readonly value: unknown;
  constructor(key: string, value: unknown) {
    this.key = key;
    this.value = value;
  }
}

export type BadValue = {
  label: string;
  value: unknown;
  expect: Expectation;
  audience: Audience;
  /** Markup in the value, which must never come back unescaped. */
  markup?: string;
};

export const KB10 = 10 * 1024;
export const MB1 = 1024 * 1024;

const refused = (label: string, value: unknown, audience: Audience = "person"): BadValue => ({
  label,
  value,
  expect: "refused",
  audience,
});

/** Puts a character in the middle of a value, where trimming cannot remove it. */
const within = (base: string, character: string) =>
  base.slice(0, Math.ceil(base.length / 2)) + character + base.slice(Math.ceil(base.length / 2));

type Pick = (world: CorpusWorld) => string;

/** A fixed text, or one picked from the fixtures (a real ticket code, so a lenient check would let it through). */
export type BaseText = string | Pick;

/** A value made from the base text: fixed when the base is, picked from the fixtures when the base is. */
const derive = (base: BaseText, make: (text: string) => string): unknown =>
  typeof base === "string" ? make(base) : fromWorld((world) => make(base(world)));

/** Text that no field of the site may store: empty, huge, or with characters that are not text. */
export function refusedText(base: BaseText): BadValue[] {
  const from = (label: string, make: (text: string) => string) => refused(label, derive(base, make));
  return [
    refused("leeg", ""),
    refused("alleen spaties", "   "),
    refused("10 kB", "x".repeat(KB10)),
    refused("1 MB", "x".repeat(MB1)),
    from("NUL-teken", (text) => within(text, "\u0000")),
    from("stuurteken SOH", (text) => within(text, "\u0001")),
    from("ANSI-escape", (text) => `\u001b[31m${text}`),
    from("DEL-teken", (text) => `${text}\u007f`),
    from("C1-stuurteken NEL", (text) => within(text, "\u0085")),
    from("CR LF met mailkop", (text) => `${text}\r\nBcc: slachtoffer@example.org`),
    from("rechts-naar-links-override", (text) => `\u202e${text}`),
    from("los surrogaat", (text) => `${text}\ud800`),
  ];
}

const SCRIPT = "<script>alert(1)</script>";
const IMAGE = "<img src=x onerror=alert(1)>";

/** What a person may type in a free text field and the site must handle as text. */
export function toleratedText(base: BaseText): BadValue[] {
  const tolerated = (label: string, value: unknown, markup?: string): BadValue => ({
    label,
    value,
    expect: "tolerated",
    audience: "person",
    ...(markup ? { markup } : {}),
  });
  return [
    tolerated(
      "emoji",
      derive(base, (text) => `${text} 🙂`),
    ),
    tolerated(
      "emoji met zero-width joiner",
      derive(base, (text) => `👩‍⚕️ ${text}`),
    ),
    tolerated("rechts-naar-links schrift", "نور الهدى"),
    // Invisible characters nobody can see to remove: the shared text rules drop them (common/validation/
    // characters.ts), so the value is stored without them or refused for another reason.
    tolerated(
      "zero-width space",
      derive(base, (text) => within(text, "\u200b")),
    ),
    tolerated(
      "BOM",
      derive(base, (text) => within(text, "\ufeff")),
    ),
    tolerated(
      "HTML-script",
      derive(base, (text) => `${text}${SCRIPT}`),
      SCRIPT,
    ),
    tolerated(
      "HTML-attribuut",
      derive(base, (text) => `${text}${IMAGE}`),
      IMAGE,
    ),
    tolerated(
      "SQL-achtig",
      derive(base, (text) => `${text}'); DROP TABLE orders;--`),
    ),
    tolerated("SQL-achtig OR", `' OR '1'='1`),
  ];
}

/** The same values in a field with a fixed form (e-mail, phone, code): none of them fits, so all are refused. */
export function refusedPatternText(base: BaseText): BadValue[] {
  return [
    ...refusedText(base),
    ...toleratedText(base).map((bad) => (INVISIBLE.has(bad.label) ? bad : refused(bad.label, bad.value))),
  ];
}

/** Dropped by the text rules before the pattern is checked, so in a patterned field they are tolerated too. */
const INVISIBLE = new Set(["zero-width space", "BOM"]);

/** A ticket code: its form is fixed like an e-mail address's; nothing of the typed code is stored. */
export function ticketCodeText(base: BaseText): BadValue[] {
  return refusedPatternText(base);
}

export function freeText(base: BaseText): BadValue[] {
  return [...refusedText(base), ...toleratedText(base)];
}

export function emailValues(base: BaseText): BadValue[] {
  return [
    ...refusedPatternText(base),
    refused("zonder @", "roosmarijn"),
    refused("domein zonder punt", "roosmarijn@voorbeeld"),
    refused("deel voor @ langer dan 64", `${"a".repeat(65)}@voorbeeld.example.org`),
    refused("HTML in adres", `${SCRIPT}@voorbeeld.example.org`),
    refused("tweede adres in punthaken", "roosmarijn@voorbeeld.example.org <slachtoffer@example.org>"),
  ];
}

/** Values of the wrong JSON type for a GraphQL String, which only an API client can send. */
export function wrongTypesForString(): BadValue[] {
  return [
    refused("getal in plaats van tekst", 5, "client"),
    refused("boolean in plaats van tekst", true, "client"),
    refused("object in plaats van tekst", { tekst: "x" }, "client"),
    refused("lijst in plaats van tekst", ["x"], "client"),
  ];
}

/** A required field left out or null: a GraphQL error for API clients. */
export function absent(): BadValue[] {
  return [refused("ontbreekt", MISSING, "client"), refused("null", null, "client")];
}

export const UNKNOWN_UUID = "00000000-0000-4000-8000-000000000000";

/** A UUID field: malformed ones only an API client sends, and well-formed ones the site must not find. */
export function uuidValues(pick: Pick, otherKind: Pick): BadValue[] {
  return [
    refused("geen UUID", "geen-uuid", "client"),
    refused("leeg", "", "client"),
    refused(
      "UUID met extra teken",
      fromWorld((world) => `${pick(world)}x`),
      "client",
    ),
    refused(
      "UUID met NUL-teken",
      fromWorld((world) => within(pick(world), "\u0000")),
      "client",
    ),
    refused("SQL-achtig", "' OR '1'='1", "client"),
    refused("10 kB", "a".repeat(KB10), "client"),
    refused("getal", 5, "client"),
    refused("onbekende UUID", UNKNOWN_UUID),
    refused("UUID van iets anders", fromWorld(otherKind)),
    ...absent(),
  ];
}

/** An input object: absent, of the wrong type, or with a field the schema does not know. */
export function objectValues(): BadValue[] {
  return [
    ...absent(),
    refused("tekst in plaats van object", "x", "client"),
    refused("lijst in plaats van object", [], "client"),
    refused("onbekend veld", new WithExtraField("onbekend", 1), "client"),
    refused("onbekend veld status", new WithExtraField("status", "PAID"), "client"),
    refused("veld __proto__", new WithExtraField("__proto__", { isAdmin: true }), "client"),
  ];
}

/** A form field sent twice; the site reads the first. */
export class RepeatedField {
  readonly values: readonly string[];
  constructor(values: readonly string[]) {
    this.values = values;
  }
}

/** A file upload where the form has a text field (the post becomes multipart). */
export class FileInField {}

/** What a form post can do to a field besides its text: leave it out, send it twice, send a file. */
export function formStructure(base: BaseText): BadValue[] {
  const twice = (text: string) => new RepeatedField([within(text, "\u0000"), text]);
  return [
    refused("ontbreekt", MISSING, "client"),
    refused(
      "twee keer, eerst met NUL-teken",
      typeof base === "string" ? twice(base) : fromWorld((world) => twice(base(world))),
      "client",
    ),
    refused("bestand in plaats van tekst", new FileInField(), "client"),
  ];
}

/** The same bad values, for a field whose errors the page does not show (the post is not one the page sends). */
export function forClient(values: BadValue[]): BadValue[] {
  return values.map((bad) => ({ ...bad, audience: "client" }));
}

/** An id or token in the address: a page that does not find it must say so in Dutch. */
export function pathValues(pick: Pick, otherKind: Pick): BadValue[] {
  return [
    refused("geen UUID", "geen-uuid"),
    refused("onbekende UUID", UNKNOWN_UUID),
    refused("UUID van iets anders", fromWorld(otherKind)),
    refused(
      "met NUL-teken",
      fromWorld((world) => `${pick(world)}\u0000`),
    ),
    refused("SQL-achtig", "' OR '1'='1"),
    refused("pad omhoog", "../../etc/passwd"),
    refused("10 kB", "a".repeat(KB10)),
    refused("HTML", "<script>alert(1)</script>"),
  ];
}

/** A GraphQL String: its text values, then wrong types and absence. */
export function stringField(values: BadValue[]): BadValue[] {
  return [...values, ...wrongTypesForString(), ...absent()];
}

export function datetimeValues(): BadValue[] {
  return [
    refused("ver verleden (jaar 1)", "0001-01-01T00:00:00Z"),
    refused("ver toekomst (jaar 9999)", "9999-12-31T23:59:59Z"),
    refused("grootste JavaScript-datum", "+275760-09-13T00:00:00.000Z"),
    refused("kleinste JavaScript-datum", "-271821-04-20T00:00:00.000Z"),
    refused("geen datum", "morgen", "client"),
    refused("leeg", "", "client"),
    refused("getal", 0, "client"),
    refused("heel groot getal", 1e20, "client"),
    ...absent(),
  ];
}

/** An Int of the API (quantity). */
export function intValues(): BadValue[] {
  return [
    refused("negatief", -1),
    refused("nul", 0),
    refused("boven het maximum", 101),
    refused("grootste Int", 2147483647),
    refused("groter dan Int", 2147483648, "client"),
    refused("1e308", 1e308, "client"),
    refused("breuk", 1.5, "client"),
    refused("tekst", "1", "client"),
    refused("boolean", true, "client"),
    ...absent(),
  ];
}

/** A quantity as typed in the purchase form's number field. */
export function typedQuantityValues(): BadValue[] {
  const typed = (label: string, value: string) => refused(label, value);
  return [
    typed("negatief", "-1"),
    typed("nul (geen ticket gekozen)", "0"),
    typed("boven het maximum", "101"),
    typed("groter dan Int", "2147483648"),
    typed("exponent", "1e2"),
    typed("breuk", "1.5"),
    typed("hexadecimaal", "0x10"),
    typed("Infinity", "Infinity"),
    typed("Arabisch-Indisch cijfer", "١"),
    typed("NUL-teken", "1\u0000"),
    typed("10 kB cijfers", "1".repeat(KB10)),
    typed("1 MB cijfers", "1".repeat(MB1)),
  ];
}

/** The value to send: picked from the fixtures when it depends on them. */
export function resolveValue(value: unknown, world: CorpusWorld): unknown {
  return value instanceof FromWorld ? value.pick(world) : value;
}

/**
 * A form cannot carry a lone surrogate: the browser's encoding, like any invalid UTF-8 in a post, turns it into
 * U+FFFD, a character of its own that a server cannot tell from one typed. So in a form that case sends U+FFFD,
 * which the site may store or refuse.
 */
export const asPosted = (values: BadValue[]): BadValue[] =>
  values.map((bad) =>
    bad.label === "los surrogaat" && typeof bad.value === "string"
      ? {
          ...bad,
          label: "U+FFFD (zo komt ongeldige UTF-8 aan)",
          value: bad.value.replace(/\ud800/g, "\ufffd"),
          expect: "tolerated",
        }
      : bad,
  );

/**
 * The bad values for the fields of a target whose fields pass the very same rules as a twin's that sends them all
 * (an edit form beside its new form, an update beside its create, the staff enrolment beside the public one): one in
 * `every` of each field's values, the choice turning one step per field, so every kind of value still reaches this
 * target on some field and a rule the twins stop sharing can still show. Sending all of them twice cost CI a quarter
 * of its time (closing note of issue 14). Addresses, ids and fields of their own stay complete where the target
 * defines them.
 */
export function sampledLikeTwin(fields: Record<string, BadValue[]>, every = 4): Record<string, BadValue[]> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, values], fieldIndex) => {
      const sampled = values.filter((_, index) => (index + fieldIndex) % every === 0);
      return [field, sampled.length > 0 ? sampled : values.slice(0, 1)];
    }),
  );
}
