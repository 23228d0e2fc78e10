/**
 * The server part every registration numbers form shares: the API's asked numbers as the form shows them, what a
 * post typed, and a refusal as the form shows it. Each page keeps its own operations (ticket code, cancel token).
 * The API checks every number against the registers and answers the register's Dutch message per field.
 */
import { registrationNumberLabel } from "../../../common/validation/registration-numbers.ts";
import { registrationNumberFieldName } from "../../../common/validation/registration-number-fields.ts";
import type { AskedRegistrationNumberFieldsFragment } from "../../graphql/generated.ts";
import { hasErrorCode } from "../../lib/api-errors.ts";
import type { ApiError } from "../../lib/app-services.ts";
import { formText } from "../../lib/form-data.ts";
import { EMPTY_NUMBERS, type AskedNumber, type NumbersView } from "./numbers-view.ts";

const NUMBERS_FAILED = "Je registratienummers konden niet worden opgeslagen. Probeer het later opnieuw.";

/** The API's answer as the form shows it; a null (nothing opened) asks nothing. */
export function askedOf(rows: readonly AskedRegistrationNumberFieldsFragment[] | null | undefined): AskedNumber[] {
  return (rows ?? []).map(({ register, number, frozen }) => ({
    registerCode: register.code,
    label: registrationNumberLabel(register),
    hint: register.numberHint,
    number: number ?? null,
    frozen,
  }));
}

/** The numbers as stored after a save: the form says so. */
export function savedNumbers(rows: readonly AskedRegistrationNumberFieldsFragment[]): NumbersView {
  return { ...EMPTY_NUMBERS, asked: askedOf(rows), saved: true };
}

/**
 * What the post typed, by register code. A frozen number has no field on the page, so it is not posted and stays as
 * it is; one typed on a page opened before it froze is sent, and refused beside its field.
 */
export function typedNumbers(asked: readonly AskedNumber[], formData: FormData): Record<string, string> {
  return Object.fromEntries(
    asked
      .filter((one) => !one.frozen || formData.has(registrationNumberFieldName(one.registerCode)))
      .map(({ registerCode }) => [registerCode, formText(formData, registrationNumberFieldName(registerCode))]),
  );
}

export const numberEntries = (typed: Record<string, string>) =>
  Object.entries(typed).map(([registerCode, number]) => ({ registerCode, number }));

/** A refused save: the API's messages beside their fields, or one message above the form, and what was typed. */
export function refusedNumbers(asked: AskedNumber[], typed: Record<string, string>, error: ApiError): NumbersView {
  // A number frozen meanwhile (reported to its register) is refused beside its field, like a wrong one.
  const errors =
    hasErrorCode(error, "BAD_USER_INPUT") || hasErrorCode(error, "CONFLICT") ? { ...error.fieldErrors } : {};
  const failure =
    Object.keys(errors).length > 0 ? null : hasErrorCode(error, "RATE_LIMITED") ? error.message : NUMBERS_FAILED;
  return { ...EMPTY_NUMBERS, asked, values: typed, errors, failure };
}
