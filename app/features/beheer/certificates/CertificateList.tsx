import { Form } from "react-router";
import { formatInAmsterdam } from "../../../../common/format/dates.ts";
import type { StaffCertificateOverviewQuery } from "../../../graphql/generated.ts";
import { buttonStyles, headingStyles } from "../../../lib/styles.ts";

type Certificate = StaffCertificateOverviewQuery["certificateOverview"]["certificates"][number];

const moment = (value: string | Date) => formatInAmsterdam(value, "d-M-yyyy HH:mm");

/**
 * The certificates of an event or course, with per certificate the name as it is printed: staff correct
 * it and send the certificate again (same code). A revoked one (its check-in was removed) cannot be sent.
 */
export function CertificateList({ certificates }: { certificates: readonly Certificate[] }) {
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
                  <Form method="post" className="mt-2 flex flex-wrap items-end gap-3">
                    <input type="hidden" name="intent" value="opnieuw" />
                    <input type="hidden" name="certificateId" value={certificate.id} />
                    <NameInput
                      id={`voornaam-${certificate.id}`}
                      name="firstName"
                      label="Voornaam"
                      value={certificate.firstName}
                    />
                    <NameInput
                      id={`achternaam-${certificate.id}`}
                      name="lastName"
                      label="Achternaam"
                      value={certificate.lastName}
                    />
                    <button type="submit" className={buttonStyles.secondary}>
                      Opnieuw versturen
                    </button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function NameInput({ id, name, label, value }: { id: string; name: string; label: string; value: string }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        {label}
      </label>
      <input
        id={id}
        name={name}
        defaultValue={value}
        required
        maxLength={100}
        autoComplete="off"
        className="mt-1 rounded border border-slate-400 px-2 py-1"
      />
    </div>
  );
}
