import { z } from "zod";
import { emailField } from "./email.ts";
import { MESSAGES } from "./messages.ts";

/**
 * The Vakschool registration form (spec §5 'Course form'): one schema for the browser form, the route action
 * (JavaScript off) and the EnrollCourseParticipant resolver, so all three refuse the same input with the same words.
 */
export const COURSE_NAME_MIN_LENGTH = 2;
const MAX_TEXT_LENGTH = 200;

/**
 * Spec §5: an optional plus, an optional 3-digit group in optional brackets, an optional separator (dash, space or
 * dot), a 3-digit group, an optional separator, then 4 to 6 digits. So 0612345678, 020-1234567, (020) 123 4567
 * and +31612345678 pass; 06-12345678 does not (its first group has 2 digits), which the field's hint anticipates.
 */
export const PHONE_PATTERN = /^\+?\(?\d{3}\)?[-\s.]?\d{3}[-\s.]?\d{4,6}$/;

const requiredText = z.string().trim().min(1, MESSAGES.required).max(MAX_TEXT_LENGTH, MESSAGES.invalid);

const name = requiredText.min(COURSE_NAME_MIN_LENGTH, MESSAGES.minLength(COURSE_NAME_MIN_LENGTH));

/** The participant's details as the API takes them: function is null when left empty. */
export const courseParticipantSchema = z.object({
  firstName: name,
  lastName: name,
  email: emailField,
  phoneNumber: requiredText.regex(PHONE_PATTERN, MESSAGES.phone),
  organization: requiredText,
  function: z
    .string()
    .trim()
    .max(MAX_TEXT_LENGTH, MESSAGES.invalid)
    .nullish()
    .transform((value) => value || null),
});
export type CourseParticipant = z.output<typeof courseParticipantSchema>;

/** EnrollCourseParticipant's input (spec §7). */
export const enrollCourseParticipantSchema = courseParticipantSchema.extend({
  courseId: z.uuid(MESSAGES.invalid),
});
export type EnrollCourseParticipant = z.output<typeof enrollCourseParticipantSchema>;

/** The form adds the privacy agreement, which must be checked but is not sent to the API. */
export const courseEnrollmentFormSchema = courseParticipantSchema.extend({
  privacyAgreement: z.literal(true, MESSAGES.privacy),
});

export const COURSE_FORM_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phoneNumber",
  "organization",
  "function",
  "privacyAgreement",
] as const;
export type CourseFormField = (typeof COURSE_FORM_FIELDS)[number];
