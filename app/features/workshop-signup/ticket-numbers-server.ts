/**
 * The registration numbers on the ticket's page (/workshops/aanmelden?code=...): read with the code once it is
 * valid, and changed by their own small form (intent `registratienummers`), apart from the wizard's steps. The API
 * checks every number against the event's registers and answers the register's Dutch message per field.
 */
import type { RouterContextProvider } from "react-router";
import { registrationNumberLabel } from "../../../common/validation/registration-numbers.ts";
import { registrationNumberFieldName } from "../../../common/validation/registration-number-entries.ts";
import {
  SetTicketRegistrationNumbersDocument,
  TicketRegistrationNumbersDocument,
  type AskedRegistrationNumberFieldsFragment,
} from "../../graphql/generated.ts";
import { hasErrorCode, rethrowUnlessApiError } from "../../lib/api-errors.ts";
import { runOperation } from "../../lib/app-services.ts";
import { formText } from "../../lib/form-data.ts";
import { EMPTY_NUMBERS, type AskedNumber, type SignupView, type TicketNumbersView } from "./signup-view.ts";

type Context = Readonly<RouterContextProvider>;

const NUMBERS_FAILED = "Je registratienummers konden niet worden opgeslagen. Probeer het later opnieuw.";

function askedOf(rows: readonly AskedRegistrationNumberFieldsFragment[]): AskedNumber[] {
  return rows.map(({ register, number, frozen }) => ({
    registerCode: register.code,
    label: registrationNumberLabel(register),
    hint: register.numberHint,
    number: number ?? null,
    frozen,
  }));
}

/** The numbers of a valid code's ticket; none when the event is not accredited. */
export async function numbersForCode(context: Context, code: string): Promise<TicketNumbersView> {
  const { ticketRegistrationNumbers } = await runOperation(context, TicketRegistrationNumbersDocument, { token: code });
  return { ...EMPTY_NUMBERS, asked: askedOf(ticketRegistrationNumbers ?? []) };
}

/** The numbers form's post: stored, or the view with the API's messages and what was typed. */
export async function saveNumbers(context: Context, view: SignupView, formData: FormData): Promise<SignupView> {
  // A frozen number has no field on the page, so it is not posted and stays as it is; one typed on a page opened
  // before it froze is sent, and refused beside its field.
  const typed = Object.fromEntries(
    view.numbers.asked
      .filter((asked) => !asked.frozen || formData.has(registrationNumberFieldName(asked.registerCode)))
      .map(({ registerCode }) => [registerCode, formText(formData, registrationNumberFieldName(registerCode))]),
  );
  const registrationNumbers = Object.entries(typed).map(([registerCode, number]) => ({ registerCode, number }));
  try {
    const { setTicketRegistrationNumbers } = await runOperation(context, SetTicketRegistrationNumbersDocument, {
      input: { registrationToken: view.code, registrationNumbers },
    });
    return {
      ...view,
      numbers: { ...EMPTY_NUMBERS, asked: askedOf(setTicketRegistrationNumbers.numbers), saved: true },
    };
  } catch (error) {
    rethrowUnlessApiError(error);
    // A number frozen meanwhile (reported to its register) is refused beside its field, like a wrong one.
    const errors =
      hasErrorCode(error, "BAD_USER_INPUT") || hasErrorCode(error, "CONFLICT") ? { ...error.fieldErrors } : {};
    const failure =
      Object.keys(errors).length > 0 ? null : hasErrorCode(error, "RATE_LIMITED") ? error.message : NUMBERS_FAILED;
    return { ...view, numbers: { ...view.numbers, values: typed, errors, failure } };
  }
}
