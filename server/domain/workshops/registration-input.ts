import { z } from "zod";
import { attendeeDetailsSchema, registrationTokenField } from "../../../common/validation/attendee.ts";
import { emailField } from "../../../common/validation/email.ts";
import { MESSAGES } from "../../../common/validation/messages.ts";
import { parseWith } from "../parse-input.ts";

/** RegisterAttendee / UnregisterAttendee input, checked with the wizard's own rules before any query. */
const registerInputSchema = attendeeDetailsSchema.extend({
  registrationToken: registrationTokenField,
  workshopId: z.uuid(MESSAGES.invalid),
});
const unregisterInputSchema = z.object({
  registrationToken: registrationTokenField,
  workshopId: z.uuid(MESSAGES.invalid),
  email: emailField,
});

export type RegisterInput = z.output<typeof registerInputSchema>;
export type UnregisterInput = z.output<typeof unregisterInputSchema>;

export const parseRegisterInput = (input: unknown): RegisterInput => parseWith(registerInputSchema, input);
export const parseUnregisterInput = (input: unknown): UnregisterInput => parseWith(unregisterInputSchema, input);
