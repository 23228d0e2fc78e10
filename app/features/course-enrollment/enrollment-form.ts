import type { CourseParticipant } from "../../../common/validation/course-enrollment.ts";
import type { CourseFormField } from "../../../common/validation/course-form-fields.ts";
import type { FieldErrors } from "../../../common/validation/field-errors.ts";
import {
  MAX_REGISTRATION_NUMBER_ENTRIES,
  REGISTRATION_NUMBER_FIELD_PREFIX,
  type RegistrationNumberEntry,
  type RegistrationNumberFieldName,
} from "../../../common/validation/registration-number-fields.ts";
import { visitorMessage } from "../../lib/api-errors.ts";
import { formText } from "../../lib/form-data.ts";

/**
 * The course registration form as plain data, shared by the browser (live checks) and the route action
 * (JavaScript off), both with the shared rules of common/validation/course-enrollment.ts.
 */
export type EnrollmentTextField = Exclude<CourseFormField, "privacyAgreement">;
export type EnrollmentValues = Record<EnrollmentTextField, string> & {
  privacyAgreement: boolean;
  /** As typed, by register code; empty is none. */
  registrationNumbers: Record<string, string>;
};
export type EnrollmentErrors = FieldErrors<CourseFormField | RegistrationNumberFieldName>;

/** A full course's form puts the visitor on the waitlist instead: a hidden field says so. */
export const WAITLIST_INTENT = "wachtlijst";

/**
 * What the route action answers: enrolled, on the waitlist (position null: a place was offered at once), or the
 * values back with the errors or the server's message.
 */
export type EnrollmentActionData =
  | { outcome: "enrolled" }
  | { outcome: "waitlisted"; position: number | null }
  | { outcome: "invalid"; values: EnrollmentValues; errors: EnrollmentErrors }
  | { outcome: "failed"; values: EnrollmentValues; message: string };

/** The error shown: the server's message, or this when it has none a visitor can use. */
const WAITLIST_FAILED_MESSAGE =
  "Er is een fout opgetreden bij het aanmelden voor de wachtlijst. Probeer het later opnieuw of neem contact op.";

export const ENROLLMENT_FAILED_MESSAGE =
  "Er is een fout opgetreden bij je aanmelding. Probeer het later opnieuw of neem contact op.";

/** The checkbox's submitted value; anything else means not checked. */
export const PRIVACY_AGREED = "ja";

export function emptyEnrollmentForm(): EnrollmentValues {
  return {
    firstName: "",
    lastName: "",
    email: "",
    phoneNumber: "",
    organization: "",
    function: "",
    privacyAgreement: false,
    registrationNumbers: {},
  };
}

export function readEnrollmentForm(formData: FormData): EnrollmentValues {
  const text = (name: string) => formText(formData, name);
  return {
    firstName: text("firstName"),
    lastName: text("lastName"),
    email: text("email"),
    phoneNumber: text("phoneNumber"),
    organization: text("organization"),
    function: text("function"),
    privacyAgreement: text("privacyAgreement") === PRIVACY_AGREED,
    registrationNumbers: readRegistrationNumbers(formData),
  };
}

/** The posted number fields (`registrationNumber.<code>`), as many as a form can have. */
function readRegistrationNumbers(formData: FormData): Record<string, string> {
  const numbers: Record<string, string> = {};
  for (const name of new Set(formData.keys())) {
    if (!name.startsWith(REGISTRATION_NUMBER_FIELD_PREFIX)) continue;
    if (Object.keys(numbers).length >= MAX_REGISTRATION_NUMBER_ENTRIES) break;
    numbers[name.slice(REGISTRATION_NUMBER_FIELD_PREFIX.length)] = formText(formData, name);
  }
  return numbers;
}

/** The API's refusal of a number, per field, so the form shows it where it belongs; null for any other error. */
export function numberErrorsOf(error: { code: string; fieldErrors: Readonly<Record<string, string>> }) {
  if (error.code !== "BAD_USER_INPUT") return null;
  const entries = Object.entries(error.fieldErrors).filter(([name]) =>
    name.startsWith(REGISTRATION_NUMBER_FIELD_PREFIX),
  );
  return entries.length > 0 ? (Object.fromEntries(entries) as EnrollmentErrors) : null;
}

/** The check itself is in ./enrollment-rules.ts, which the browser loads after the page (zod stays out of it). */
export type EnrollmentCheck =
  | { ok: true; participant: CourseParticipant; registrationNumbers: RegistrationNumberEntry[] }
  | { ok: false; errors: EnrollmentErrors };

/** Whether the form was the waitlist's (its hidden `intent` field). */
export function isWaitlistPost(formData: FormData): boolean {
  return formText(formData, "intent") === WAITLIST_INTENT;
}

export function enrollmentErrorMessage(error: unknown, waitlist = false): string {
  return visitorMessage(error, waitlist ? WAITLIST_FAILED_MESSAGE : ENROLLMENT_FAILED_MESSAGE);
}
