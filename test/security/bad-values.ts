/**
 * The bad values of the corpus: every kind (value-kinds.ts) and its builder. Text in bad-text.ts, ids, moments and
 * numbers in bad-typed-values.ts; here what only a request can carry: input objects, and the structure of a form post
 * and its address.
 */
import { absent, derive, KB10, within, withoutEmpty, type BaseText } from "./bad-text.ts";
import { UNKNOWN_UUID } from "./bad-typed-values.ts";
import { fromWorld, MISSING, oneOfEachKind, ofKind, refused, type BadValue } from "./value-kinds.ts";

export * from "./bad-text.ts";
export * from "./bad-typed-values.ts";
export * from "./value-kinds.ts";

/** The object a field holds in the valid input, with one field more (a mass-assignment attempt). */
export class WithExtraField {
  readonly key: string;
  readonly value: unknown;
  constructor(key: string, value: unknown) {
    this.key = key;
    this.value = value;
  }
}

/** An input object: absent, of the wrong type, or with a field the schema does not know. */
export function objectValues(): BadValue[] {
  return [
    ...absent(),
    ...ofKind("inputObject", [
      refused("veld __proto__", new WithExtraField("__proto__", { isAdmin: true }), "client"),
      refused("onbekend veld status", new WithExtraField("status", "PAID"), "client"),
      refused("onbekend veld", new WithExtraField("onbekend", 1), "client"),
      refused("tekst in plaats van object", "x", "client"),
      refused("lijst in plaats van object", [], "client"),
    ]),
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
  return ofKind("postedField", [
    refused(
      "twee keer, eerst met NUL-teken",
      typeof base === "string" ? twice(base) : fromWorld((world) => twice(base(world))),
      "client",
    ),
    refused("ontbreekt", MISSING, "client"),
    refused("bestand in plaats van tekst", new FileInField(), "client"),
  ]);
}

/** The same bad values, for a field whose errors the page does not show (the post is not one the page sends). */
export function forClient(values: BadValue[]): BadValue[] {
  return values.map((bad) => ({ ...bad, audience: "client" }));
}

/** An id or token in the address: a page that does not find it must say so in Dutch. */
export function pathValues(id: BaseText, otherKind: BaseText): BadValue[] {
  return [
    ...ofKind("unknownPath", [
      refused(
        "UUID van iets anders",
        derive(otherKind, (text) => text),
      ),
      refused("onbekende UUID", UNKNOWN_UUID),
      refused("geen UUID", "geen-uuid"),
    ]),
    ...ofKind("malformedPath", [
      refused(
        "met NUL-teken",
        derive(id, (text) => `${text}\u0000`),
      ),
      refused("SQL-achtig", "' OR '1'='1"),
      refused("pad omhoog", "../../etc/passwd"),
      refused("10 kB", "a".repeat(KB10)),
      refused("HTML", "<script>alert(1)</script>"),
    ]),
  ];
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

/** A posted text field: its bad text as a form carries it, and what a post can do to a field. */
export const postedText = (values: BadValue[], base: BaseText): BadValue[] => [
  ...asPosted(values),
  ...formStructure(base),
];

/** A posted text field that may stay empty: empty, blank, left out and a file (read as empty) are valid. */
export const optionalPostedText = (values: BadValue[], base: BaseText): BadValue[] =>
  postedText(withoutEmpty(values), base)
    .filter((bad) => bad.label !== "ontbreekt")
    .map((bad) => (bad.label === "bestand in plaats van tekst" ? { ...bad, expect: "tolerated" } : bad));

/**
 * The bad values for the fields of a target whose fields pass the very same rules as a twin's that sends them all
 * (an edit form beside its new form, an update beside its create, the staff enrolment beside the public one): one
 * per field, the kind turning one step per field (of what oneOfEachKind would send), so every kind still reaches
 * this target on some field and a rule the twins stop sharing can still show. Addresses, ids and fields of their
 * own stay complete where the target defines them.
 */
export function sampledLikeTwin(fields: Record<string, BadValue[]>): Record<string, BadValue[]> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, values], fieldIndex) => {
      const sent = oneOfEachKind(values);
      return [field, sent.length > 0 ? [sent[fieldIndex % sent.length]!] : []];
    }),
  );
}
