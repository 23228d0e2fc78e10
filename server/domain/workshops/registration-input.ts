import { z } from "zod";
import { attendeeDetailsSchema, registrationTokenField } from "../../../common/validation/attendee.ts";
import { emailField } from "../../../common/validation/email.ts";
import { MESSAGES } from "../../../common/validation/messages.ts";
import { DomainError } from "../errors.ts";

/** RegisterAttendee / UnregisterAttendee input (spec §7), checked with the wizard's own rules before any query. */
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

/** BAD_USER_INPUT naming the first wrong field; `fieldErrors` has every field's first message for the form. */
function parseWith<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) fieldErrors[issue.path.join(".")] ??= issue.message;
  const [field, message] = Object.entries(fieldErrors)[0] ?? ["", MESSAGES.invalid];
  throw new DomainError("BAD_USER_INPUT", message, { field, fieldErrors });
}
