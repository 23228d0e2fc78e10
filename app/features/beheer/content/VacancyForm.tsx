import { Form, useNavigation } from "react-router";
import { ErrorBox } from "../../../components/ErrorBox.tsx";
import { buttonStyles } from "../../../lib/styles.ts";
import { StaffSelect, StaffTextArea, StaffTextField } from "../fields.tsx";
import { SALARY_FREQUENCY_LABELS } from "../../../../common/vocabulary/content.ts";
import { LOGO_HINT } from "./content-labels.ts";
import { withListErrors } from "./form-values.ts";
import type { VacancyValues } from "./vacancy-values.ts";
import { PHONE_HINT } from "../../../../common/validation/messages.ts";

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
  const text = (name: keyof VacancyValues, label: string, extra: { hint?: string; optional?: boolean } = {}) => (
    <StaffTextField name={name} label={label} defaultValue={values[name]} error={errors[name]} {...extra} />
  );
  const area = (name: keyof VacancyValues, label: string) => (
    <StaffTextArea name={name} label={label} defaultValue={values[name]} error={errors[name]} maxLength={10000} />
  );
  return (
    <Form method="post" noValidate className="mt-8 max-w-2xl space-y-6">
      {failure && <ErrorBox title="Niet opgeslagen">{failure.message}</ErrorBox>}
      <input type="hidden" name="intent" value="save" />
      {text("title", "Functietitel")}
      {text("organization", "Organisatie")}
      {text("hoursPerWeek", "Uren per week", { hint: "Een heel getal groter dan 0, zoals 32." })}
      {area("summary", "Over de functie")}
      {area("responsibilities", "Wat ga je doen?")}
      {area("requirements", "Wat vragen wij?")}
      <fieldset className="space-y-6">
        <legend className="text-lg font-semibold text-brand-900">Standplaats</legend>
        {text("street", "Straat en huisnummer", { optional: true })}
        {text("postalCode", "Postcode", { optional: true })}
        {text("city", "Plaats")}
        {text("country", "Land", { optional: true })}
      </fieldset>
      <fieldset className="space-y-6">
        <legend className="text-lg font-semibold text-brand-900">Salaris</legend>
        <StaffSelect
          name="salaryFrequency"
          label="Periode"
          defaultValue={values.salaryFrequency}
          options={Object.entries(SALARY_FREQUENCY_LABELS).map(([value, label]) => ({ value, label }))}
          error={errors.salaryFrequency}
        />
        {text("salaryMin", "Minimum in euro's", {
          hint: "Zoals 3100 of 3100,50; leeg als het niet bekend is.",
          optional: true,
        })}
        {text("salaryMax", "Maximum in euro's", { hint: "Niet lager dan het minimum.", optional: true })}
      </fieldset>
      {text("applyUrl", "Sollicitatielink", { hint: "Begint met https:// of http://.", optional: true })}
      {text("contactPhones", "Telefoonnummers voor vragen", {
        hint: `Gescheiden door een komma. ${PHONE_HINT}`,
        optional: true,
      })}
      {text("logoUrl", "Logo (URL of pad)", { hint: LOGO_HINT, optional: true })}
      {text("sortOrder", "Volgorde", {
        hint: "Lager staat eerder op /vacatures; 0 als het niet uitmaakt.",
        optional: true,
      })}
      <button type="submit" disabled={sending} className={buttonStyles.primary}>
        {sending ? "Bezig met opslaan..." : submitLabel}
      </button>
    </Form>
  );
}
