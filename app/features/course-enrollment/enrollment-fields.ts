import { PHONE_HINT } from "../../../common/validation/messages.ts";
import type { TextFieldConfig } from "../../components/form/TextField.tsx";
import type { EnrollmentTextField } from "./enrollment-form.ts";

/** The text fields of the course form, in order, with what the browser may fill in (WCAG 1.3.5). */
export const ENROLLMENT_FIELDS: readonly (TextFieldConfig & { name: EnrollmentTextField })[] = [
  { name: "firstName", label: "Voornaam", autoComplete: "given-name" },
  { name: "lastName", label: "Achternaam", autoComplete: "family-name" },
  {
    name: "email",
    label: "E-mailadres",
    autoComplete: "email",
    type: "email",
    hint: "Hier sturen we de bevestiging naartoe.",
  },
  { name: "phoneNumber", label: "Telefoonnummer", autoComplete: "tel", type: "tel", hint: PHONE_HINT },
  { name: "organization", label: "Organisatie", autoComplete: "organization" },
  { name: "function", label: "Functie", autoComplete: "organization-title", optional: true },
];
