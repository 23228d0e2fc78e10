/**
 * The registration numbers on the ticket's page (/workshops/aanmelden?code=...): read with the code once it is
 * valid, and changed by their own small form (intent `registratienummers`), apart from the wizard's steps.
 */
import type { RouterContextProvider } from "react-router";
import { SetTicketRegistrationNumbersDocument, TicketRegistrationNumbersDocument } from "../../graphql/generated.ts";
import { rethrowUnlessApiError } from "../../lib/api-errors.ts";
import { runOperation } from "../../lib/app-services.ts";
import {
  askedOf,
  numberEntries,
  refusedNumbers,
  savedNumbers,
  typedNumbers,
} from "../registration-numbers/numbers-server.ts";
import { EMPTY_NUMBERS, type NumbersView } from "../registration-numbers/numbers-view.ts";
import type { SignupView } from "./signup-view.ts";

type Context = Readonly<RouterContextProvider>;

/** The numbers of a valid code's ticket; none when the event is not accredited. */
export async function numbersForCode(context: Context, code: string): Promise<NumbersView> {
  const { ticketRegistrationNumbers } = await runOperation(context, TicketRegistrationNumbersDocument, { token: code });
  return { ...EMPTY_NUMBERS, asked: askedOf(ticketRegistrationNumbers) };
}

/** The numbers form's post: stored, or the view with the API's messages and what was typed. */
export async function saveNumbers(context: Context, view: SignupView, formData: FormData): Promise<SignupView> {
  const typed = typedNumbers(view.numbers.asked, formData);
  try {
    const { setTicketRegistrationNumbers } = await runOperation(context, SetTicketRegistrationNumbersDocument, {
      input: { registrationToken: view.code, registrationNumbers: numberEntries(typed) },
    });
    return { ...view, numbers: savedNumbers(setTicketRegistrationNumbers.numbers) };
  } catch (error) {
    rethrowUnlessApiError(error);
    return { ...view, numbers: refusedNumbers(view.numbers.asked, typed, error) };
  }
}
