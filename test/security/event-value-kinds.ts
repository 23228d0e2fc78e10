import { absent, freeText, refusedPatternText, wrongTypesForString, type BadValue } from "./bad-values.ts";

/**
 * The kinds of value of the back office's event and ticket type inputs (issue 14): texts typed as staff type them
 * (moments in Amsterdam time, euros with a comma, whole numbers), shared by the GraphQL and the form targets.
 */
export const refused = (label: string, value: unknown, audience: BadValue["audience"] = "person"): BadValue => ({
  label,
  value,
  expect: "refused",
  audience,
});
const tolerated = (bad: BadValue): BadValue => ({ ...bad, expect: "tolerated" });

/** Leaves out the values an optional text accepts: empty and blank. */
export const withoutEmpty = (values: BadValue[]) =>
  values.filter((bad) => bad.label !== "leeg" && bad.label !== "alleen spaties");

/** A description: several lines and up to 50,000 characters are fine, empty too; 1 MB and control characters not. */
export const descriptionText = (base: string) =>
  withoutEmpty(freeText(base)).map((bad) =>
    bad.label === "CR LF met mailkop" || bad.label === "10 kB" ? tolerated(bad) : bad,
  );

export const typedMomentText = (): BadValue[] => [
  refused("geen datum", "morgen"),
  refused("30 februari", "2027-02-30T10:00"),
  refused("25 uur", "2027-03-11T25:00"),
  refused("jaar 1", "0001-01-01T10:00"),
  refused("jaar 9999", "9999-12-31T10:00"),
  refused("NUL-teken", "2027-03-11T10:00\u0000"),
  refused("10 kB", "2".repeat(10 * 1024)),
];

export const typedWholeNumberText = (tooBig: string): BadValue[] => [
  refused("tekst", "veel"),
  refused("negatief", "-1"),
  refused("breuk", "1,5"),
  refused("exponent", "1e2"),
  refused("duizendtallen", "3.000"),
  refused("Arabisch-Indisch cijfer", "١"),
  refused("NUL-teken", "1\u0000"),
  refused("boven het maximum", tooBig),
  refused("groter dan Int", "2147483648"),
];

export const typedEurosText = (): BadValue[] => [
  refused("tekst", "gratis"),
  refused("negatief", "-5,00"),
  refused("drie decimalen", "35,001"),
  refused("exponent", "1e3"),
  refused("te groot", "1000000,00"),
  refused("twee komma's", "3,5,0"),
  refused("NUL-teken", "35\u0000"),
];

export const imageUrlText = (base: string): BadValue[] => [
  ...withoutEmpty(refusedPatternText(base)),
  refused("javascript:", "javascript:alert(1)"),
  refused("data:", "data:text/html,<b>x</b>"),
  refused("protocol-relatief", "//evil.example/x.webp"),
  refused("ftp:", "ftp://bestanden.example.org/x.webp"),
  refused("zonder host", "https://"),
  refused("met gebruikersnaam", "https://iemand@evil.example/x.webp"),
  refused("pad omhoog", "/../../etc/passwd"),
  refused("backslash", "/\\evil.example"),
];

/** A GraphQL enum (the form offers only valid ones). */
export const enumValues = (): BadValue[] => [
  refused("onbekende waarde", "ONBEKEND", "client"),
  refused("kleine letters", "event", "client"),
  refused("leeg", "", "client"),
  refused("getal", 1, "client"),
  ...absent(),
];

export const booleanValues = (): BadValue[] => [
  refused("tekst", "ja", "client"),
  refused("getal", 1, "client"),
  ...absent(),
];

/** An optional GraphQL String: the text's own bad values and wrong types; absent and null are valid. */
export const optionalString = (values: BadValue[]) => [...values, ...wrongTypesForString()];
/** A required GraphQL String. */
export const requiredString = (values: BadValue[]) => [...values, ...wrongTypesForString(), ...absent()];
