import { z } from "zod";
import { emailField } from "./email.ts";
import { acceptedTermsVersionField, MAX_LENGTH, optionalText, requiredText } from "./fields.ts";
import { phoneNumberField } from "./phone-field.ts";
import { registrationNumbersField } from "./registration-number-entries.ts";
import { MESSAGES } from "./messages.ts";

/**
 * The Vakschool registration form: one schema for the browser form, the route action
 * (JavaScript off) and the EnrollCourseParticipant resolver, so all three refuse the same input with the same words.
 */
const COURSE_NAME_MIN_LENGTH = 2;

const name = requiredText(MAX_LENGTH.name).min(COURSE_NAME_MIN_LENGTH, MESSAGES.minLength(COURSE_NAME_MIN_LENGTH));

/** The participant's details as the API takes them: function is null when left empty. */
const courseParticipantSchema = z.object({
  firstName: name,
  lastName: name,
  email: emailField,
  phoneNumber: phoneNumberField,
  organization: requiredText(MAX_LENGTH.organization),
  function: optionalText(MAX_LENGTH.function),
});
export type CourseParticipant = z.output<typeof courseParticipantSchema>;

/**
 * EnrollParticipantForStaff's input: the person's details only. They saw no form, so they agreed to no terms, and
 * their registration numbers are theirs to give.
 */
export const staffEnrollmentSchema = courseParticipantSchema.extend({
  courseId: z.uuid(MESSAGES.invalid),
});

/** EnrollCourseParticipant's input. */
export const enrollCourseParticipantSchema = staffEnrollmentSchema.extend({
  acceptedTermsVersion: acceptedTermsVersionField,
  /** Only for the registers of the course's accreditation; checked against them in the enrolment's transaction. */
  registrationNumbers: registrationNumbersField,
});

/** The form adds the privacy agreement, which must be checked but is not sent to the API. */
export const courseEnrollmentFormSchema = courseParticipantSchema.extend({
  privacyAgreement: z.literal(true, MESSAGES.privacy),
});

// The form's field names, without zod, for the browser's first JavaScript (app/lib/lazy-module.ts).
