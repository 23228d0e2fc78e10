/** The Vakschool registration form's fields, in the order the form shows them. */
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
