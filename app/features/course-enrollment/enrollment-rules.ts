import { courseEnrollmentFormSchema } from "../../../common/validation/course-enrollment.ts";
import { checkDetails } from "../../../common/validation/field-errors.ts";
import type { EnrollmentCheck, EnrollmentValues } from "./enrollment-form.ts";

/**
 * The course form's rules (common/validation/course-enrollment.ts), the same in the route action and the browser.
 * The route action imports this module; the browser loads it after the page (use-enrollment-form.ts), so zod is
 * not part of the course page's first JavaScript.
 *
 * The participant as EnrollCourseParticipant takes it (function null when empty), or the first error per field. */
export function checkEnrollment(values: EnrollmentValues): EnrollmentCheck {
  const check = checkDetails(courseEnrollmentFormSchema, values);
  if (!check.ok) return check;
  const { privacyAgreement: _agreed, ...participant } = check.details;
  return { ok: true, participant };
}
