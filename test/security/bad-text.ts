/**
 * The bad values of text fields, per kind (value-kinds.ts). Each says what must happen to it:
 * - `refused`: nothing is written, and the answer says why;
 * - `tolerated`: text a person may really type (an emoji, a name in Arabic script, "O'Brien; DROP TABLE", markup
 *   as text): the site may accept it, as text, or refuse it; accepted markup must never come back unescaped.
 * and who reads the answer:
 * - `person`: a value of the right type, which only the site's rules can refuse, and whose message people see
 *   through the web app: it must be Dutch;
 * - `client`: a value no page sends (a wrong type, null, an unknown field): any answer that is not a failure.
 * Each builder names its most telling values first. Made from a fixed text, every value is fixed too, so the unit
 * tests of the shared field rules send these very lists.
 */
import type { CorpusWorld } from "./corpus-world.ts";
import { fromWorld, MISSING, ofKind, refused, type BadValue } from "./value-kinds.ts";

export const KB10 = 10 * 1024;
export const MB1 = 1024 * 1024;

/** Puts a character in the middle of a value, where trimming cannot remove it. */
export const within = (base: string, character: string) =>
  base.slice(0, Math.ceil(base.length / 2)) + character + base.slice(Math.ceil(base.length / 2));

type Pick = (world: CorpusWorld) => string;

/** A fixed text, or one picked from the fixtures (a real ticket code, so a lenient check would let it through). */
export type BaseText = string | Pick;

/** A value made from the base text: fixed when the base is, picked from the fixtures when the base is. */
export const derive = (base: BaseText, make: (text: string) => string): unknown =>
  typeof base === "string" ? make(base) : fromWorld((world) => make(base(world)));

/** Text that no field of the site may store: characters that are not text, empty, or huge. */
export function refusedText(base: BaseText): BadValue[] {
  const from = (label: string, make: (text: string) => string) => refused(label, derive(base, make));
  return ofKind("refusedText", [
    from("CR LF met mailkop", (text) => `${text}\r\nBcc: slachtoffer@example.org`),
    from("NUL-teken", (text) => within(text, "\u0000")),
    from("stuurteken SOH", (text) => within(text, "\u0001")),
    from("ANSI-escape", (text) => `\u001b[31m${text}`),
    from("DEL-teken", (text) => `${text}\u007f`),
    from("C1-stuurteken NEL", (text) => within(text, "\u0085")),
    from("rechts-naar-links-override", (text) => `\u202e${text}`),
    from("los surrogaat", (text) => `${text}\ud800`),
    refused("10 kB", "x".repeat(KB10)),
    refused("1 MB", "x".repeat(MB1)),
    refused("leeg", ""),
    refused("alleen spaties", "   "),
  ]);
}

const SCRIPT = "<script>alert(1)</script>";
const IMAGE = "<img src=x onerror=alert(1)>";

/** What a person may type in a free text field and the site must handle as text. */
function toleratedText(base: BaseText): BadValue[] {
  const tolerated = (label: string, value: unknown, markup?: string): BadValue => ({
    label,
    value,
    expect: "tolerated",
    audience: "person",
    ...(markup ? { markup } : {}),
  });
  const from = (label: string, make: (text: string) => string, markup?: string) =>
    tolerated(label, derive(base, make), markup);
  return ofKind("typedText", [
    from("HTML-attribuut", (text) => `${text}${IMAGE}`, IMAGE),
    from("HTML-script", (text) => `${text}${SCRIPT}`, SCRIPT),
    from("emoji", (text) => `${text} 🙂`),
    from("emoji met zero-width joiner", (text) => `👩‍⚕️ ${text}`),
    tolerated("rechts-naar-links schrift", "نور الهدى"),
    // Invisible characters nobody can see to remove: the shared text rules drop them (common/validation/
    // characters.ts), so the value is stored without them or refused for another reason.
    from("zero-width space", (text) => within(text, "\u200b")),
    from("BOM", (text) => within(text, "\ufeff")),
    from("SQL-achtig", (text) => `${text}'); DROP TABLE orders;--`),
    tolerated("SQL-achtig OR", `' OR '1'='1`),
  ]);
}

/** Dropped by the text rules before the pattern is checked, so in a patterned field they are tolerated too. */
const INVISIBLE = new Set(["zero-width space", "BOM"]);

/** The same values in a field with a fixed form (e-mail, phone, code): none of them fits, so all are refused. */
export function refusedPatternText(base: BaseText): BadValue[] {
  return [
    ...refusedText(base),
    ...toleratedText(base).map((bad) =>
      INVISIBLE.has(bad.label) ? bad : { ...refused(bad.label, bad.value), kind: bad.kind },
    ),
  ];
}

/** A ticket code: its form is fixed like an e-mail address's; nothing of the typed code is stored. */
export function ticketCodeText(base: BaseText): BadValue[] {
  return refusedPatternText(base);
}

export function freeText(base: BaseText): BadValue[] {
  return [...refusedText(base), ...toleratedText(base)];
}

/** Text of several lines (a description, a message): a CR LF is a line break there, not a refusal. */
export function multilineValues(base: BaseText): BadValue[] {
  return freeText(base).map((bad) => (bad.label === "CR LF met mailkop" ? { ...bad, expect: "tolerated" } : bad));
}

/** Leaves out the values an optional text accepts: empty and blank. */
export const withoutEmpty = (values: BadValue[]) =>
  values.filter((bad) => bad.label !== "leeg" && bad.label !== "alleen spaties");

export function emailValues(base: BaseText): BadValue[] {
  return [
    ...refusedPatternText(base),
    ...ofKind("emailAddress", [
      refused("tweede adres in punthaken", "roosmarijn@voorbeeld.example.org <slachtoffer@example.org>"),
      refused("HTML in adres", `${SCRIPT}@voorbeeld.example.org`),
      refused("zonder @", "roosmarijn"),
      refused("domein zonder punt", "roosmarijn@voorbeeld"),
      refused("deel voor @ langer dan 64", `${"a".repeat(65)}@voorbeeld.example.org`),
    ]),
  ];
}

/** A web address or a path on this site (a link, a logo, an image): http(s) with a host, or '/...' without '..'. */
export function webAddressValues(base: BaseText): BadValue[] {
  return [
    ...refusedPatternText(base),
    ...ofKind("webAddress", [
      refused("javascript:", "javascript:alert(1)"),
      refused("data:", "data:text/html,<b>x</b>"),
      refused("protocol-relatief", "//evil.example/x.webp"),
      refused("ftp:", "ftp://bestanden.example.org/x.webp"),
      refused("zonder host", "https://"),
      refused("met gebruikersnaam", "https://iemand@evil.example/x.webp"),
      refused("pad omhoog", "/../../etc/passwd"),
      refused("backslash", "/\\evil.example"),
    ]),
  ];
}

/** Values of the wrong JSON type for a GraphQL String, which only an API client can send. */
export function wrongTypesForString(): BadValue[] {
  return ofKind("wrongType", [
    refused("object in plaats van tekst", { tekst: "x" }, "client"),
    refused("getal in plaats van tekst", 5, "client"),
    refused("boolean in plaats van tekst", true, "client"),
    refused("lijst in plaats van tekst", ["x"], "client"),
  ]);
}

/** A required field left out or null: a GraphQL error for API clients. */
export function absent(): BadValue[] {
  return ofKind("absent", [refused("null", null, "client"), refused("ontbreekt", MISSING, "client")]);
}

/** A GraphQL String: its text values, then wrong types and absence. */
export function stringField(values: BadValue[]): BadValue[] {
  return [...values, ...wrongTypesForString(), ...absent()];
}
