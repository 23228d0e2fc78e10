/**
 * The registration numbers on the course enrolment's link page (/vakschool/afmelden/{token}): read with the cancel
 * token for an active enrolment, and changed by their own small form (intent `registratienummers`) beside the
 * cancel button. The form is the ticket page's (RegistrationNumbersSection), so the two do not drift.
 */
import type { RouterContextProvider } from "react-router";
import {
  EnrollmentRegistrationNumbersDocument,
  SetEnrollmentRegistrationNumbersDocument,
} from "../../graphql/generated.ts";
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

type Context = Readonly<RouterContextProvider>;

/** The enrolment's numbers; none when the course is not accredited or the enrolment is not active. */
export async function numbersForEnrollment(context: Context, cancelToken: string): Promise<NumbersView> {
  const { enrollmentRegistrationNumbers } = await runOperation(context, EnrollmentRegistrationNumbersDocument, {
    token: cancelToken,
  });
  return { ...EMPTY_NUMBERS, asked: askedOf(enrollmentRegistrationNumbers) };
}

/** The numbers form's post: stored, or the form with the API's messages and what was typed. */
export async function saveEnrollmentNumbers(
  context: Context,
  cancelToken: string,
  formData: FormData,
): Promise<NumbersView> {
  let asked: NumbersView["asked"] = [];
  let typed: Record<string, string> = {};
  try {
    // Which registers are asked (and which numbers frozen) is the server's answer, read again for this post.
    asked = (await numbersForEnrollment(context, cancelToken)).asked;
    typed = typedNumbers(asked, formData);
    const { setEnrollmentRegistrationNumbers } = await runOperation(context, SetEnrollmentRegistrationNumbersDocument, {
      input: { cancelToken, registrationNumbers: numberEntries(typed) },
    });
    return savedNumbers(setEnrollmentRegistrationNumbers.numbers);
  } catch (error) {
    rethrowUnlessApiError(error);
    return refusedNumbers(asked, typed, error);
  }
}
