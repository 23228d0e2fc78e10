import { courseEnrollmentFormSchema } from "../../../common/validation/course-enrollment.ts";
import { checkDetails } from "../../../common/validation/field-errors.ts";
import { checkRegistrationNumberEntries } from "../../../common/validation/registration-number-entries.ts";
import type { RegistrationNumberEntry } from "../../../common/validation/registration-number-fields.ts";
import type { RegisterNumberRules } from "../../../common/validation/registration-numbers.ts";
import type { EnrollmentCheck, EnrollmentErrors, EnrollmentValues } from "./enrollment-form.ts";

/**
 * The course form's rules (common/validation/course-enrollment.ts), the same in the route action and the browser.
 * The route action imports this module; the browser loads it after the page (use-enrollment-form.ts), so zod is
 * not part of the course page's first JavaScript.
 *
 * The participant as EnrollCourseParticipant takes it (function null when empty) with the numbers given, or the
 * first error per field. `registers` are the course's (Course.registrationNumberRegisters); the route action does
 * not read them and passes null: the numbers typed go on as they are, and the API checks them with the same rules.
 */
export function checkEnrollment(
  values: EnrollmentValues,
  registers: readonly RegisterNumberRules[] | null,
): EnrollmentCheck {
  const check = checkDetails(courseEnrollmentFormSchema, values);
  const numbers = checkNumbers(values.registrationNumbers, registers);
  if (!check.ok || !numbers.ok) {
    return { ok: false, errors: { ...(check.ok ? {} : check.errors), ...(numbers.ok ? {} : numbers.errors) } };
  }
  const { privacyAgreement: _agreed, ...participant } = check.details;
  return { ok: true, participant, registrationNumbers: numbers.entries };
}

function checkNumbers(
  typed: Record<string, string>,
  registers: readonly RegisterNumberRules[] | null,
): { ok: true; entries: RegistrationNumberEntry[] } | { ok: false; errors: EnrollmentErrors } {
  const entries = Object.entries(typed)
    .filter(([, number]) => number.trim() !== "")
    .map(([registerCode, number]) => ({ registerCode, number }));
  if (registers === null) return { ok: true, entries };
  const known = new Set(registers.map((register) => register.code));
  const checked = checkRegistrationNumberEntries(registers, known, entries);
  if (!checked.ok) return { ok: false, errors: checked.errors as EnrollmentErrors };
  return { ok: true, entries: checked.numbers };
}
