import { z } from "zod";
import { STAFF_ROLES } from "../staff-roles.ts";
import { emailField } from "./email.ts";
import { MAX_LENGTH, requiredText } from "./fields.ts";
import { MESSAGES } from "./messages.ts";

/** The sign-in form of /beheer/inloggen. */
export const staffSignInRequestSchema = z.object({ email: emailField });

/** A staff account as a beheerder (or the command line) enters it. */
export const staffMemberSchema = z.object({
  email: emailField,
  name: requiredText(MAX_LENGTH.name),
  roles: z
    .array(z.enum(STAFF_ROLES, "Kies een bestaande rol."), "Kies ten minste één rol.")
    .min(1, "Kies ten minste één rol.")
    .max(STAFF_ROLES.length)
    .transform((roles) => [...new Set(roles)]),
});

export type StaffMemberInput = z.output<typeof staffMemberSchema>;

/** A change of an account: its fields, and whether it is active (the form's checkbox, read as a yes or no). */
export const staffMemberChangeSchema = staffMemberSchema.extend({ active: z.boolean(MESSAGES.invalid) });
