/**
 * How the unit tests of common/validation judge a shared field rule (a zod builder): the bad-input corpus's whole
 * list of a kind (test/security/bad-text.ts, bad-typed-values.ts), sent once here instead of over HTTP to every field,
 * and property tests with fast-check: no input makes a rule throw, and every refusal is said in Dutch, in the words
 * the corpus holds the site's answers to (test/security/dutch.ts).
 */
import fc from "fast-check";
import { expect } from "vitest";
import type { z } from "zod";
import { isDutch } from "../security/dutch.ts";
import { FromWorld, MISSING, type BadValue } from "../security/value-kinds.ts";

export type FieldRule = z.ZodType;

type Verdict = { accepted: true; output: unknown } | { accepted: false; messages: string[] };

/** What the rule makes of a value; an exception is not caught, so a property shows the input that threw. */
function verdictOf(rule: FieldRule, value: unknown): Verdict {
  const parsed = rule.safeParse(value);
  return parsed.success
    ? { accepted: true, output: parsed.data }
    : { accepted: false, messages: parsed.error.issues.map((issue) => issue.message) };
}

/** What is wrong with a refusal, in words: no message, or one that is not Dutch. */
function refusalProblems(what: string, messages: readonly string[]): string[] {
  if (messages.length === 0) return [`${what}: geweigerd zonder melding`];
  return messages.filter((message) => !isDutch(message)).map((message) => `${what}: niet Nederlands: ${message}`);
}

/**
 * Sends every value of the list: a refused one must be refused in Dutch, a tolerated one accepted or refused in
 * Dutch, and none may throw. `laterRefused` names the values this rule accepts because a later step refuses them
 * (the ticket lookup, the form's own rule), each with why; such a value must still be accepted, so the list stays true.
 */
export function expectBadValues(
  rule: FieldRule,
  values: readonly BadValue[],
  laterRefused: Readonly<Record<string, string>> = {},
): void {
  const problems: string[] = [];
  for (const bad of values) {
    if (bad.value instanceof FromWorld) throw new Error(`${bad.label}: een waarde uit de fixtures, maak haar vast`);
    const verdict = verdictOf(rule, bad.value === MISSING ? undefined : bad.value);
    const later = bad.label in laterRefused;
    if (!verdict.accepted) {
      if (later) problems.push(`${bad.label}: geweigerd, maar staat bij laterRefused`);
      problems.push(...refusalProblems(bad.label, verdict.messages));
    } else if (bad.expect === "refused" && !later) {
      problems.push(`${bad.label}: aanvaard als ${JSON.stringify(verdict.output)?.slice(0, 80)}`);
    }
  }
  const unknown = Object.keys(laterRefused).filter((label) => !values.some((bad) => bad.label === label));
  expect([...problems, ...unknown.map((label) => `${label}: niet in de lijst`)]).toEqual([]);
  expect(values.length).toBeGreaterThan(0);
}

const UTF16_UNIT = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));
/** The characters the rules look at, more often than chance would pick them. */
const TELLING = fc.constantFrom(
  ..." \t\r\n\u0000\u0001\u001b\u007f\u0085\u00a0\u200b\u200d\u2060\u202e\u2066\ufeff\ud800\udc00",
  ..."<>&\"'`\\/@.,:;-_+()%#?=ü١€",
  ..."0123456789aZ",
);

/**
 * Any text a person or a client could send: whole code points of all Unicode, single UTF-16 units (so lone
 * surrogates too), graphemes (emoji with joiners), and mixes of the characters the rules look at.
 */
export const anyText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: "binary" }),
  fc.string({ unit: UTF16_UNIT }),
  fc.string({ unit: "grapheme-composite" }),
  fc.string({ unit: TELLING, maxLength: 40 }),
);

/** Any input at all: text, and what else JSON or a form reader could hand over (numbers, objects, dates, null). */
const anyInput: fc.Arbitrary<unknown> = fc.oneof(anyText, fc.anything(), fc.double(), fc.date());

/** No input makes the rule throw; each one it refuses, it refuses in Dutch; what it accepts passes `accepted`. */
export function expectNeverThrows(
  rule: FieldRule,
  inputs: fc.Arbitrary<unknown> = anyInput,
  accepted: (output: unknown, input: unknown) => void = () => {},
): void {
  fc.assert(
    fc.property(inputs, (input) => {
      const verdict = verdictOf(rule, input);
      if (verdict.accepted) accepted(verdict.output, input);
      else expect(refusalProblems("", verdict.messages)).toEqual([]);
    }),
  );
}

/** The first message of a refusal, or undefined when the rule accepts the value. */
export function refusalOf(rule: FieldRule, value: unknown): string | undefined {
  const verdict = verdictOf(rule, value);
  return verdict.accepted ? undefined : verdict.messages[0];
}
