import { z } from "zod";
import { emailField } from "./email.ts";
import { requiredText } from "./fields.ts";
import { MESSAGES } from "./messages.ts";

/**
 * The personal details of the workshop wizard (spec §5 'Workshop wizard', step 2): one schema for the browser
 * form and the RegisterAttendee / UnregisterAttendee API, so both refuse the same input with the same words.
 */
export const attendeeDetailsSchema = z.object({
  firstName: requiredText,
  lastName: requiredText,
  email: emailField,
});
export type AttendeeDetails = z.infer<typeof attendeeDetailsSchema>;

/** The ticket code as typed; its form is checked by the lookup, which answers 'invalid' rather than 'malformed'. */
export const registrationTokenField = z.string().trim().min(1, MESSAGES.required).max(100, MESSAGES.invalid);
