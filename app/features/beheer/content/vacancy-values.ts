import type { StaffVacancyFieldsFragment, VacancyAction } from "../../../graphql/generated.ts";
import { textOf } from "./form-values.ts";

/** The button of each action the API offers on a vacancy (StaffVacancy.actions): its form's intent and its label. */
export const VACANCY_ACTION_BUTTONS: Readonly<Record<VacancyAction, { intent: string; label: string }>> = {
  CLOSE: { intent: "sluiten", label: "Sluiten" },
  REOPEN: { intent: "heropenen", label: "Heropenen" },
};

const TEXT_FIELDS = [
  "title",
  "organization",
  "hoursPerWeek",
  "logoUrl",
  "summary",
  "requirements",
  "responsibilities",
  "street",
  "postalCode",
  "city",
  "country",
  "salaryFrequency",
  "salaryMin",
  "salaryMax",
  "applyUrl",
  "contactPhones",
  "sortOrder",
] as const;

/** A vacancy form's values, as typed. */
export type VacancyValues = Record<(typeof TEXT_FIELDS)[number], string>;

export function vacancyValues(form: FormData): VacancyValues {
  return Object.fromEntries(TEXT_FIELDS.map((name) => [name, textOf(form, name)])) as VacancyValues;
}

/** The form's values of a stored vacancy. */
export function storedVacancyValues(vacancy: StaffVacancyFieldsFragment): VacancyValues {
  const amount = (value: number | null) =>
    value === null ? "" : (Number.isInteger(value) ? String(value) : value.toFixed(2)).replace(".", ",");
  return {
    title: vacancy.title,
    organization: vacancy.organization,
    hoursPerWeek: String(vacancy.hoursPerWeek),
    logoUrl: vacancy.logoUrl ?? "",
    summary: vacancy.summary,
    requirements: vacancy.requirements,
    responsibilities: vacancy.responsibilities,
    ...vacancy.location,
    salaryFrequency: vacancy.salaryFrequency,
    salaryMin: amount(vacancy.salaryMin),
    salaryMax: amount(vacancy.salaryMax),
    applyUrl: vacancy.applyUrl ?? "",
    contactPhones: vacancy.contactPhones.join(", "),
    sortOrder: String(vacancy.sortOrder),
  };
}

export const EMPTY_VACANCY: VacancyValues = {
  ...(Object.fromEntries(TEXT_FIELDS.map((name) => [name, ""])) as VacancyValues),
  country: "Nederland",
  salaryFrequency: "MONTHLY",
  sortOrder: "0",
};
