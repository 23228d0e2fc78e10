import { data } from "react-router";
import { apiErrorInit } from "../../lib/api-errors.ts";
import { ApiError } from "../../lib/app-services.ts";

/** What a back-office form's action answers when the API refused it: the message, each field's error, the values. */
export type FormFailure<Values> = {
  ok: false;
  message: string;
  fieldErrors: Readonly<Record<string, string>>;
  values: Values;
  /** The API asks for a fresh passkey check first (decision 0039): the form shows 'Bevestig met je passkey'. */
  passkeyCheck?: boolean;
};

/**
 * A refused save, answered with the API's status (400, 409, 429...) so the page shows the form again with what was
 * typed, the message and every field's error. Anything but an API refusal is thrown on.
 */
export function formFailure<Values>(error: unknown, values: Values) {
  if (!(error instanceof ApiError)) throw error;
  const failure: FormFailure<Values> = {
    ok: false,
    message: error.message,
    fieldErrors: error.fieldErrors,
    values,
    passkeyCheck: error.code === "PASSKEY_CHECK_REQUIRED",
  };
  return data(failure, apiErrorInit(error));
}
