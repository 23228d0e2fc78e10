import { Form } from "react-router";
import { ErrorBox } from "../../../components/ErrorBox.tsx";
import { CERTIFICATE_LIMITS } from "../../../../common/validation/certificates.ts";
import { buttonStyles, headingStyles } from "../../../lib/styles.ts";
import { StaffTextField } from "../fields.tsx";

export const ACCREDITATION_FIELDS = [
  "hours",
  "points",
  "registers",
  "accreditationNumber",
  "signatoryName",
  "signatoryRole",
] as const;
export type AccreditationValues = Record<(typeof ACCREDITATION_FIELDS)[number], string>;

/** The accreditation of an event or course: what its certificates of attendance state. */
export function AccreditationForm({
  values,
  message,
  fieldErrors,
}: {
  values: AccreditationValues;
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
        {message && <ErrorBox title="Niet opgeslagen">{message}</ErrorBox>}
        <StaffTextField
          name="hours"
          label="Uren"
          hint="Bijvoorbeeld 6,5"
          defaultValue={values.hours}
          error={fieldErrors.hours}
        />
        <StaffTextField
          name="points"
          label="Punten"
          hint="Bijvoorbeeld 6"
          defaultValue={values.points}
          error={fieldErrors.points}
        />
        <StaffTextField
          name="registers"
          label="Registers"
          hint="Gescheiden door komma's, bijvoorbeeld BIG, V&VN, NIP/NVO, SKJ"
          defaultValue={values.registers}
          maxLength={CERTIFICATE_LIMITS.registers}
          error={fieldErrors.registers}
        />
        <StaffTextField
          name="accreditationNumber"
          label="Accreditatienummer"
          defaultValue={values.accreditationNumber}
          maxLength={CERTIFICATE_LIMITS.accreditationNumber}
          error={fieldErrors.accreditationNumber}
        />
        <StaffTextField
          name="signatoryName"
          label="Naam ondertekenaar"
          optional
          hint="Leeg: de programmadirecteur"
          defaultValue={values.signatoryName}
          maxLength={CERTIFICATE_LIMITS.signatory}
          error={fieldErrors.signatoryName}
        />
        <StaffTextField
          name="signatoryRole"
          label="Functie ondertekenaar"
          optional
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
