import { z } from "zod";
import { emailField } from "./email.ts";
import { MAX_LENGTH, requiredText } from "./fields.ts";

/**
 * The personal details of the workshop wizard: one schema for the browser
 * form and the RegisterAttendee / UnregisterAttendee API, so both refuse the same input with the same words.
 */
export const attendeeDetailsSchema = z.object({
  firstName: requiredText(MAX_LENGTH.name),
  lastName: requiredText(MAX_LENGTH.name),
  email: emailField,
});
export type AttendeeDetails = z.infer<typeof attendeeDetailsSchema>;

/** The ticket code as typed; its form is checked by the lookup, which answers 'invalid' rather than 'malformed'. */
export const registrationTokenField = requiredText(MAX_LENGTH.registrationCode);
