/**
 * The wizard's rules for the personal details (zod), which the browser loads after the page
 * (use-workshop-signup.ts): the same schema as the route action's, so both say the same.
 */
import { attendeeDetailsSchema, type AttendeeDetails } from "../../../common/validation/attendee.ts";
import { checkDetails } from "../../../common/validation/field-errors.ts";

export const checkAttendeeDetails = (values: unknown) => checkDetails(attendeeDetailsSchema, values);

export const isAttendeeDetails = (value: unknown): value is AttendeeDetails =>
  attendeeDetailsSchema.safeParse(value).success;
