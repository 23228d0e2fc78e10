import { PHONE_HINT } from "../../../common/validation/messages.ts";
import type { TextFieldConfig } from "../../components/form/TextField.tsx";
import type { DetailField } from "./purchase-form.ts";

/** A personal details field of the purchase form. */
export type DetailFieldConfig = TextFieldConfig & { name: DetailField };

export const DETAIL_FIELD_CONFIG: readonly DetailFieldConfig[] = [
  { name: "firstName", label: "Voornaam", autoComplete: "given-name", half: true },
  { name: "lastName", label: "Achternaam", autoComplete: "family-name", half: true },
  {
    name: "email",
    label: "E-mailadres",
    autoComplete: "email",
    type: "email",
    hint: "Hier sturen we je tickets en de bevestiging naartoe.",
  },
  { name: "phoneNumber", label: "Telefoonnummer", autoComplete: "tel", type: "tel", hint: PHONE_HINT },
  { name: "address", label: "Straat en huisnummer", autoComplete: "street-address" },
  { name: "postalCode", label: "Postcode", autoComplete: "postal-code", half: true },
  { name: "city", label: "Plaats", autoComplete: "address-level2", half: true },
  { name: "country", label: "Land", autoComplete: "country-name" },
];

export function detailFieldLabel(name: string): string | undefined {
  return DETAIL_FIELD_CONFIG.find((field) => field.name === name)?.label;
}
