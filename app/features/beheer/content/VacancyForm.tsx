import { Form, useNavigation } from "react-router";
import { buttonStyles } from "../../../lib/styles.ts";
import { StaffSelect, StaffTextArea, StaffTextField } from "../fields.tsx";
import { SALARY_FREQUENCY_LABELS } from "../../../../common/vocabulary/content.ts";
import { LOGO_HINT } from "./content-labels.ts";
import { withListErrors } from "./form-values.ts";
import type { VacancyValues } from "./vacancy-values.ts";
import { PHONE_HINT } from "../../../../common/validation/messages.ts";
import { typedVacancyFields } from "../../../../common/validation/content.ts";
import { staffFields } from "../field-definitions.ts";
import { StaffFormErrors } from "../StaffFormErrors.tsx";

const FIELDS = staffFields(typedVacancyFields, {
  title: "Functietitel",
  organization: "Organisatie",
  hoursPerWeek: "Uren per week",
  summary: "Over de functie",
  responsibilities: "Wat ga je doen?",
  requirements: "Wat vragen wij?",
  street: "Straat en huisnummer",
  postalCode: "Postcode",
  city: "Plaats",
  country: "Land",
  salaryFrequency: "Periode",
  salaryMin: "Minimum in euro's",
  salaryMax: "Maximum in euro's",
  applyUrl: "Sollicitatielink",
  contactPhones: "Telefoonnummers voor vragen",
  logoUrl: "Logo (URL of pad)",
  sortOrder: "Volgorde",
});

/** Each phone number's error (contactPhones.0, ...) belongs to the one field they are typed in. */
const locatePhone = (errorKey: string) => (errorKey.startsWith("contactPhones.") ? FIELDS.contactPhones : null);

type Failure = { message: string; fieldErrors: Readonly<Record<string, string>> } | undefined;

export function VacancyForm({
  values,
  failure,
  submitLabel,
}: {
  values: VacancyValues;
  failure: Failure;
  submitLabel: string;
}) {
  const sending = useNavigation().state === "submitting";
  const errors = withListErrors(failure?.fieldErrors ?? {}, "contactPhones");
  const text = (name: keyof typeof FIELDS, hint?: string) => (
    <StaffTextField {...FIELDS[name]} hint={hint} defaultValue={values[name]} error={errors[name]} />
  );
  const area = (name: keyof typeof FIELDS) => (
    <StaffTextArea {...FIELDS[name]} defaultValue={values[name]} error={errors[name]} maxLength={10000} />
  );
  return (
    <Form method="post" noValidate className="mt-8 max-w-2xl space-y-6">
      <StaffFormErrors failure={failure} fields={FIELDS} locate={locatePhone} />
      <input type="hidden" name="intent" value="save" />
      {text("title")}
      {text("organization")}
      {text("hoursPerWeek", "Een heel getal groter dan 0, zoals 32.")}
      {area("summary")}
      {area("responsibilities")}
      {area("requirements")}
      <fieldset className="space-y-6">
        <legend className="text-lg font-semibold text-brand-900">Standplaats</legend>
        {text("street")}
        {text("postalCode")}
        {text("city")}
        {text("country")}
      </fieldset>
      <fieldset className="space-y-6">
        <legend className="text-lg font-semibold text-brand-900">Salaris</legend>
        <StaffSelect
          {...FIELDS.salaryFrequency}
          defaultValue={values.salaryFrequency}
          options={Object.entries(SALARY_FREQUENCY_LABELS).map(([value, label]) => ({ value, label }))}
          error={errors.salaryFrequency}
        />
        {text("salaryMin", "Zoals 3100 of 3100,50; leeg als het niet bekend is.")}
        {text("salaryMax", "Niet lager dan het minimum.")}
      </fieldset>
      {text("applyUrl", "Begint met https:// of http://.")}
      {text("contactPhones", `Gescheiden door een komma. ${PHONE_HINT}`)}
      {text("logoUrl", LOGO_HINT)}
      {text("sortOrder", "Lager staat eerder op /vacatures; 0 als het niet uitmaakt.")}
      <button type="submit" disabled={sending} className={buttonStyles.primary}>
        {sending ? "Bezig met opslaan..." : submitLabel}
      </button>
    </Form>
  );
}
