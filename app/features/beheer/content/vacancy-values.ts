import type {
  CreateVacancyInput,
  SalaryFrequency,
  StaffVacancyFieldsFragment,
  VacancyAction,
} from "../../../graphql/generated.ts";
import { numberErrors, numberOrNull, textOf } from "./form-values.ts";

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

const FREQUENCIES: readonly SalaryFrequency[] = ["HOURLY", "MONTHLY", "YEARLY"];

/**
 * The API's input for the typed values, or the errors of number fields that hold no number (which the API could
 * not even receive). Hours left empty become 0, which the API refuses with its own message.
 */
export function vacancyInput(
  values: VacancyValues,
): { ok: true; input: CreateVacancyInput } | { ok: false; fieldErrors: Record<string, string> } {
  const fieldErrors = numberErrors({
    hoursPerWeek: { text: values.hoursPerWeek, message: "Vul een heel aantal uren in, zoals 32." },
    salaryMin: { text: values.salaryMin, message: "Vul een bedrag in, zoals 3100 of 3100,50." },
    salaryMax: { text: values.salaryMax, message: "Vul een bedrag in, zoals 4200 of 4200,50." },
    sortOrder: { text: values.sortOrder, message: "Vul een heel getal in, zoals 10." },
  });
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  const hours = numberOrNull(values.hoursPerWeek) ?? 0;
  const sortOrder = numberOrNull(values.sortOrder);
  return {
    ok: true,
    input: {
      title: values.title,
      organization: values.organization,
      // An Int the API can carry; a fraction or a huge number is refused there with the field's message.
      hoursPerWeek: Number.isSafeInteger(hours) && Math.abs(hours) < 2 ** 31 ? hours : -1,
      logoUrl: values.logoUrl,
      summary: values.summary,
      requirements: values.requirements,
      responsibilities: values.responsibilities,
      street: values.street,
      postalCode: values.postalCode,
      city: values.city,
      country: values.country,
      salaryFrequency: FREQUENCIES.find((frequency) => frequency === values.salaryFrequency) ?? "MONTHLY",
      salaryMin: numberOrNull(values.salaryMin),
      salaryMax: numberOrNull(values.salaryMax),
      applyUrl: values.applyUrl,
      contactPhones: values.contactPhones
        .split(/[,\n]/)
        .map((phone) => phone.trim())
        .filter(Boolean),
      sortOrder: sortOrder === null || (Number.isSafeInteger(sortOrder) && sortOrder < 2 ** 31) ? sortOrder : -1,
    },
  };
}
