import type { DetailField } from "./purchase-form.ts";

/** How a personal details field is shown: its Dutch label and what the browser may fill in (WCAG 1.3.5). */
export type DetailFieldConfig = {
  name: DetailField;
  label: string;
  autoComplete: string;
  type?: "text" | "email" | "tel";
  hint?: string;
  /** Half width from the small breakpoint up, so pairs like first and last name sit side by side. */
  half?: boolean;
};

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
  { name: "phoneNumber", label: "Telefoonnummer", autoComplete: "tel", type: "tel" },
  { name: "address", label: "Straat en huisnummer", autoComplete: "street-address" },
  { name: "postalCode", label: "Postcode", autoComplete: "postal-code", half: true },
  { name: "city", label: "Plaats", autoComplete: "address-level2", half: true },
  { name: "country", label: "Land", autoComplete: "country-name" },
];

export function detailFieldLabel(name: string): string | undefined {
  return DETAIL_FIELD_CONFIG.find((field) => field.name === name)?.label;
}
