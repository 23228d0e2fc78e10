import { Form } from "react-router";
import { formatInAmsterdam } from "../../../../common/format/dates.ts";
import { reissueCertificateSchema } from "../../../../common/validation/certificates.ts";
import type { StaffCertificateOverviewQuery } from "../../../graphql/generated.ts";
import { buttonStyles, headingStyles } from "../../../lib/styles.ts";
import { rowFields, staffFields } from "../field-definitions.ts";
import { StaffTextField } from "../fields.tsx";
import { StaffFormErrors } from "../StaffFormErrors.tsx";

type Certificate = StaffCertificateOverviewQuery["certificateOverview"]["certificates"][number];

const moment = (value: string | Date) => formatInAmsterdam(value, "d-M-yyyy HH:mm");

const NAME_FIELDS = staffFields(reissueCertificateSchema.shape, { firstName: "Voornaam", lastName: "Achternaam" });
type NameField = keyof typeof NAME_FIELDS;

/** A re-issue that was refused: for which certificate, why, each field's message and what was typed. */
export type ReissueFailure = {
  certificateId: string;
  message: string;
  fieldErrors: Readonly<Record<string, string>>;
  values: Record<NameField, string>;
};

/**
 * The certificates of an event or course, with per certificate the name as it is printed: staff correct
 * it and send the certificate again (same code). A revoked one (its check-in was removed) cannot be sent.
 */
export function CertificateList({
  certificates,
  failure,
}: {
  certificates: readonly Certificate[];
  failure: ReissueFailure | null;
}) {
  return (
    <section aria-labelledby="certificaten" className="mt-10">
      <h2 id="certificaten" className={headingStyles.section}>
        Certificaten ({certificates.length})
      </h2>
      {certificates.length === 0 ? (
        <p className="mt-2 text-slate-700">
          Nog geen certificaten. Ze worden na afloop verstuurd aan wie is ingecheckt, als de accreditatie is ingevuld.
        </p>
      ) : (
        <>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="alles-opnieuw" />
            <button type="submit" className={buttonStyles.secondary}>
              Alle geldige certificaten opnieuw versturen
            </button>
          </Form>
          <ul className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
            {certificates.map((certificate) => (
              <li key={certificate.id} className="py-4">
                <p className="font-semibold text-slate-900">
                  {certificate.firstName} {certificate.lastName}{" "}
                  <span className="font-normal text-slate-700">({certificate.email ?? "e-mailadres verwijderd"})</span>
                </p>
                <p className="text-sm text-slate-700">
                  Code <span className="font-mono">{certificate.code}</span> · verstuurd {moment(certificate.issuedAt)}
                  {certificate.reissuedAt && ` · opnieuw verstuurd ${moment(certificate.reissuedAt)}`}
                  {!certificate.valid && " · ingetrokken (niet meer ingecheckt)"}
                </p>
                {certificate.requestedName && (
                  <p className="mt-1 font-semibold text-amber-900">
                    Correctie gevraagd: &lsquo;{certificate.requestedName}&rsquo;. Pas de naam aan en verstuur opnieuw.
                  </p>
                )}
                {certificate.valid && (
                  <ReissueForm
                    certificate={certificate}
                    failure={failure?.certificateId === certificate.id ? failure : null}
                  />
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The name as it will be printed, corrected by staff, and the certificate sent again with the same code. */
function ReissueForm({ certificate, failure }: { certificate: Certificate; failure: ReissueFailure | null }) {
  const fields = rowFields(NAME_FIELDS, certificate.id);
  return (
    <Form method="post" className="mt-2 space-y-3" noValidate>
      <input type="hidden" name="intent" value="opnieuw" />
      <input type="hidden" name="certificateId" value={certificate.id} />
      <StaffFormErrors failure={failure} title="Niet verstuurd" fields={fields} />
      <div className="flex flex-wrap items-end gap-3">
        {(["firstName", "lastName"] as const).map((field) => (
          <StaffTextField
            key={field}
            {...fields[field]}
            defaultValue={failure ? failure.values[field] : certificate[field]}
            error={failure?.fieldErrors[field]}
            maxLength={100}
          />
        ))}
        <button type="submit" className={buttonStyles.secondary}>
          Opnieuw versturen
          <span className="sr-only">
            {" "}
            voor {certificate.firstName} {certificate.lastName}
          </span>
        </button>
      </div>
    </Form>
  );
}
