import {
  absent,
  multilineValues,
  webAddressValues,
  withoutEmpty,
  wrongTypesForString,
  type BadValue,
} from "./bad-values.ts";

/**
 * The values of the back office's event and ticket type inputs that are the event's own, shared by the
 * GraphQL and the form targets; the typed moments, euros and whole numbers are in bad-typed-values.ts.
 */
const tolerated = (bad: BadValue): BadValue => ({ ...bad, expect: "tolerated" });

/** A description: several lines and up to 50,000 characters are fine, empty too; 1 MB and control characters not. */
export const descriptionText = (base: string) =>
  withoutEmpty(multilineValues(base)).map((bad) => (bad.label === "10 kB" ? tolerated(bad) : bad));

/**
 * The practical information of an event or course: optional rich text of several lines, at most 10,000 characters
 * (common/validation/practical-info.ts), so 10 kB is refused, unlike a description's.
 */
export const practicalInfoText = (base: string) => withoutEmpty(multilineValues(base));

/** An image: https, or a path on this site; empty is none. */
export const imageUrlText = (base: string): BadValue[] => withoutEmpty(webAddressValues(base));

/** An optional GraphQL String: the text's own bad values and wrong types; absent and null are valid. */
export const optionalString = (values: BadValue[]) => [...values, ...wrongTypesForString()];
/** A required GraphQL String. */
export const requiredString = (values: BadValue[]) => [...values, ...wrongTypesForString(), ...absent()];
