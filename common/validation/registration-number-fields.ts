/**
 * The names the forms give registration numbers, and the shape of one entry: no zod here, so the course page and
 * the workshop wizard can name their number fields without loading the validation library before a visitor
 * touches the form (registration-number-entries.ts has the rules, and is loaded with them).
 */

/** More than every register there is: a list longer than this is not a form's. */
export const MAX_REGISTRATION_NUMBER_ENTRIES = 20;

/** One number as given: the register's code and the number as typed (empty means none). */
export type RegistrationNumberEntry = { registerCode: string; number: string };

/** The name of a register's number field in a form, and the key of its error: `registrationNumber.BIG`. */
export const REGISTRATION_NUMBER_FIELD_PREFIX = "registrationNumber.";
export type RegistrationNumberFieldName = `${typeof REGISTRATION_NUMBER_FIELD_PREFIX}${string}`;
export const registrationNumberFieldName = (registerCode: string): RegistrationNumberFieldName =>
  `${REGISTRATION_NUMBER_FIELD_PREFIX}${registerCode}`;
