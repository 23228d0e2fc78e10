import { Form } from "react-router";
import { accreditationSchema, CERTIFICATE_LIMITS } from "../../../../common/validation/certificates.ts";
import { buttonStyles, headingStyles } from "../../../lib/styles.ts";
import { staffFields } from "../field-definitions.ts";
import { StaffCheckboxGroup, StaffTextField } from "../fields.tsx";
import { StaffFormErrors } from "../StaffFormErrors.tsx";

/** The form's text fields; the registers are checkboxes (`registerCodes`, one value per ticked register). */
export const ACCREDITATION_TEXT_FIELDS = [
  "hours",
  "points",
  "accreditationNumber",
  "signatoryName",
  "signatoryRole",
] as const;
export type AccreditationValues = Record<(typeof ACCREDITATION_TEXT_FIELDS)[number], string> & {
  registerCodes: string[];
};

/** A register the form offers: the active ones, and any inactive one the accreditation still names. */
export type RegisterChoice = { code: string; name: string };

const FIELDS = staffFields(accreditationSchema.shape, {
  hours: "Uren",
  points: "Punten",
  registerCodes: "Registers",
  accreditationNumber: "Accreditatienummer",
  signatoryName: "Naam ondertekenaar",
  signatoryRole: "Functie ondertekenaar",
});

/** The accreditation of an event or course: what its certificates of attendance state. */
export function AccreditationForm({
  values,
  registers,
  message,
  fieldErrors,
}: {
  values: AccreditationValues;
  registers: readonly RegisterChoice[];
  message: string | null;
  fieldErrors: Readonly<Record<string, string>>;
}) {
  return (
    <section aria-labelledby="accreditatie" className="mt-8">
      <h2 id="accreditatie" className={headingStyles.section}>
        Accreditatie
      </h2>
      <p className="mt-2 text-slate-700">
        Met deze gegevens krijgt iedereen die is ingecheckt na afloop een certificaat van deelname per e-mail.
      </p>
      <Form method="post" className="mt-4 max-w-xl space-y-4" noValidate>
        <input type="hidden" name="intent" value="accreditatie" />
        <StaffFormErrors failure={message ? { message, fieldErrors } : null} fields={FIELDS} />
        <StaffTextField
          {...FIELDS.hours}
          hint="Bijvoorbeeld 6,5"
          defaultValue={values.hours}
          error={fieldErrors.hours}
        />
        <StaffTextField
          {...FIELDS.points}
          hint="Bijvoorbeeld 6"
          defaultValue={values.points}
          error={fieldErrors.points}
        />
        <StaffCheckboxGroup
          name={FIELDS.registerCodes.name}
          legend="Registers die de accreditatie hebben toegekend"
          options={registers.map((register) => ({ value: register.code, label: register.name }))}
          checked={values.registerCodes}
          error={fieldErrors.registerCodes}
        />
        <StaffTextField
          {...FIELDS.accreditationNumber}
          defaultValue={values.accreditationNumber}
          maxLength={CERTIFICATE_LIMITS.accreditationNumber}
          error={fieldErrors.accreditationNumber}
        />
        <StaffTextField
          {...FIELDS.signatoryName}
          hint="Leeg: de programmadirecteur"
          defaultValue={values.signatoryName}
          maxLength={CERTIFICATE_LIMITS.signatory}
          error={fieldErrors.signatoryName}
        />
        <StaffTextField
          {...FIELDS.signatoryRole}
          defaultValue={values.signatoryRole}
          maxLength={CERTIFICATE_LIMITS.signatory}
          error={fieldErrors.signatoryRole}
        />
        <button type="submit" className={buttonStyles.primary}>
          Accreditatie opslaan
        </button>
      </Form>
    </section>
  );
}
