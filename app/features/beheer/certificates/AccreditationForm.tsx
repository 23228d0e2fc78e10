import { Form } from "react-router";
import { accreditationSchema, CERTIFICATE_LIMITS } from "../../../../common/validation/certificates.ts";
import { buttonStyles, headingStyles } from "../../../lib/styles.ts";
import { staffFields } from "../field-definitions.ts";
import { StaffCheckboxGroup, StaffTextField } from "../fields.tsx";
import { StaffFormErrors } from "../StaffFormErrors.tsx";
import type { StaffCertificateOverviewQuery } from "../../../graphql/generated.ts";
import type { PartValues } from "./accreditation-parts-form.ts";
import { AccreditationPartsFields, PART_RULE_FIELDS, partFieldDefinition } from "./AccreditationPartsFields.tsx";

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
  partValues,
  programme,
  message,
  fieldErrors,
}: {
  values: AccreditationValues;
  registers: readonly RegisterChoice[];
  partValues: PartValues;
  programme: StaffCertificateOverviewQuery["certificateOverview"]["programme"];
  message: string | null;
  fieldErrors: Readonly<Record<string, string>>;
}) {
  // An error about `parts.N` belongs to the Nth part sent (accreditation-parts-form.ts).
  const locatePart = (key: string) => {
    const name = partValues.partNames[Number(/^parts\.(\d+)\./.exec(key)?.[1] ?? -1)];
    return name ? partFieldDefinition(name, "Punten per onderdeel") : null;
  };
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
        <StaffFormErrors
          failure={message ? { message, fieldErrors } : null}
          fields={{ ...FIELDS, ...PART_RULE_FIELDS }}
          locate={locatePart}
        />
        <StaffTextField
          {...FIELDS.hours}
          hint="Bijvoorbeeld 6,5"
          defaultValue={values.hours}
          error={fieldErrors.hours}
        />
        <StaffTextField
          {...FIELDS.points}
          hint={programme.length > 0 ? "Voor het plenaire programma, bijvoorbeeld 3" : "Bijvoorbeeld 6"}
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
        <AccreditationPartsFields programme={programme} values={partValues} fieldErrors={fieldErrors} />
        <button type="submit" className={buttonStyles.primary}>
          Accreditatie opslaan
        </button>
      </Form>
    </section>
  );
}
