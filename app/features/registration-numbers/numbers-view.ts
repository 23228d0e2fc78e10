/**
 * The registration numbers form of a participant's own page (the ticket's page, the course enrolment's link page):
 * what it shows, as the page's loader or action built it from the API's answer.
 */

/** A register the page asks a number for, with what the form shows of it. */
export type AskedNumber = {
  registerCode: string;
  label: string;
  hint: string;
  /** As stored (normalised); null when none was given. */
  number: string | null;
  /** Reported to the register: shown, no longer a field (the server refuses a change). */
  frozen: boolean;
};

export type NumbersView = {
  asked: AskedNumber[];
  /** What was typed, when the API refused it, by register code. */
  values: Record<string, string>;
  /** The API's message per field (`registrationNumber.<code>`). */
  errors: Record<string, string>;
  saved: boolean;
  failure: string | null;
};

export const EMPTY_NUMBERS: NumbersView = { asked: [], values: {}, errors: {}, saved: false, failure: null };

/** The numbers form's own intent: it posts apart from the page's other forms. */
export const NUMBERS_INTENT = "registratienummers";

/** A new answer of the numbers form (stored, or refused with what was typed) starts its fields afresh. */
export function numbersKey(numbers: NumbersView): string {
  const shown = numbers.asked.map((asked) => numbers.values[asked.registerCode] ?? asked.number ?? "");
  return `${numbers.saved}:${shown.join()}:${Object.keys(numbers.errors).join()}`;
}
