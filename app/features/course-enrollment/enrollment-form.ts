import type { CourseParticipant } from "../../../common/validation/course-enrollment.ts";
import type { CourseFormField } from "../../../common/validation/course-form-fields.ts";
import type { FieldErrors } from "../../../common/validation/field-errors.ts";
import { visitorMessage } from "../../lib/api-errors.ts";
import { formText } from "../../lib/form-data.ts";

/**
 * The course registration form as plain data, shared by the browser (live checks) and the route action
 * (JavaScript off), both with the shared rules of common/validation/course-enrollment.ts.
 */
export type EnrollmentTextField = Exclude<CourseFormField, "privacyAgreement">;
export type EnrollmentValues = Record<EnrollmentTextField, string> & { privacyAgreement: boolean };
export type EnrollmentErrors = FieldErrors<CourseFormField>;

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
  };
}

/** The check itself is in ./enrollment-rules.ts, which the browser loads after the page (zod stays out of it). */
export type EnrollmentCheck = { ok: true; participant: CourseParticipant } | { ok: false; errors: EnrollmentErrors };

/** Whether the form was the waitlist's (its hidden `intent` field). */
export function isWaitlistPost(formData: FormData): boolean {
  return formText(formData, "intent") === WAITLIST_INTENT;
}

export function enrollmentErrorMessage(error: unknown, waitlist = false): string {
  return visitorMessage(error, waitlist ? WAITLIST_FAILED_MESSAGE : ENROLLMENT_FAILED_MESSAGE);
}
