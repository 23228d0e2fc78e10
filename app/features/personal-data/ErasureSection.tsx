import { Form, useNavigation } from "react-router";
import { formatDate } from "../../../common/format/dates.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import type { ErasePersonalDataMutation } from "../../graphql/generated.ts";
import { buttonStyles, headingStyles } from "../../lib/styles.ts";

export const ERASE_INTENT = "verwijderen";

export type ErasureOutcome =
  | { intent: typeof ERASE_INTENT; outcome: "erased"; report: ErasePersonalDataMutation["erasePersonalData"] }
  | { intent: typeof ERASE_INTENT; outcome: "failed"; message: string };

/** The delete form: an explicit tick and a button, a plain post, so it works without JavaScript. */
export function ErasureForm({ failed }: { failed: string | null }) {
  const sending = useNavigation().state === "submitting";
  return (
    <section className="mt-12 rounded-lg border-2 border-red-700 bg-white p-5" aria-labelledby="verwijderen">
      <h2 id="verwijderen" className={headingStyles.section}>
        Gegevens laten verwijderen
      </h2>
      <p className="mt-3 text-slate-800">
        We verwijderen of anonimiseren alles hierboven, behalve wat de wet ons verplicht te bewaren (zoals facturen voor
        de belastingdienst). Daarna zie je wat we nog bewaren en waarom. Dit kun je niet ongedaan maken. Inschrijvingen
        voor cursussen die nog moeten beginnen annuleren we en workshopkeuzes voor komende evenementen geven we vrij;
        gekochte tickets blijven geldig.
      </p>
      <Form method="post" className="mt-5 space-y-4">
        {failed && <ErrorBox title="Verwijderen lukte niet">{failed}</ErrorBox>}
        <input type="hidden" name="intent" value={ERASE_INTENT} />
        <div className="flex items-start gap-3">
          <input id="bevestigen" name="confirm" type="checkbox" value="ja" required className="mt-1 size-5" />
          <label htmlFor="bevestigen" className="font-semibold text-slate-900">
            Ja, verwijder al mijn gegevens. Ik begrijp dat dit niet ongedaan kan worden.
          </label>
        </div>
        <button type="submit" disabled={sending} className={`${buttonStyles.primary} bg-red-700 hover:bg-red-800`}>
          {sending ? "Bezig met verwijderen..." : "Verwijder mijn gegevens"}
        </button>
      </Form>
    </section>
  );
}

/** The confirmation over the report: to the person themselves, or to the staff member who erased on their behalf. */
const DONE_TEXTS = {
  self: {
    title: "Je gegevens zijn verwijderd",
    note: "We hebben je ook een e-mail gestuurd met wat we nog bewaren en waarom.",
  },
  staff: {
    title: "De gegevens van dit adres zijn verwijderd",
    note: "De persoon krijgt een e-mail met wat we nog bewaren en waarom. Het logboek vermeldt het verzoek, zonder adres.",
  },
};

export function ErasureReport({
  report,
  audience = "self",
}: {
  report: ErasePersonalDataMutation["erasePersonalData"];
  audience?: keyof typeof DONE_TEXTS;
}) {
  const done = DONE_TEXTS[audience];
  return (
    <div role="status" className="mt-8 space-y-6">
      <div className="rounded-lg border-2 border-brand-700 bg-white px-5 py-4 text-brand-900">
        <p className="font-bold">{done.title}</p>
        <p className="mt-1">{done.note}</p>
      </div>
      <section aria-labelledby="verwijderd">
        <h2 id="verwijderd" className={headingStyles.section}>
          Verwijderd
        </h2>
        {report.removed.length === 0 ? (
          <p className="mt-3 text-slate-800">Er was niets te verwijderen.</p>
        ) : (
          <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-900">
            {report.removed.map((row) => (
              <li key={row.what}>
                {row.what}: {row.count}
              </li>
            ))}
          </ul>
        )}
      </section>
      {report.anonymised.length > 0 && (
        <section aria-labelledby="zonder-gegevens">
          <h2 id="zonder-gegevens" className={headingStyles.section}>
            Bewaard, zonder je gegevens
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-900">
            {report.anonymised.map((row) => (
              <li key={row.what}>
                <strong>
                  {row.what}: {row.count}
                </strong>
                {row.why && `. ${row.why}`}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="bewaard">
        <h2 id="bewaard" className={headingStyles.section}>
          Wat we bewaren, en waarom
        </h2>
        {report.kept.length === 0 ? (
          <p className="mt-3 text-slate-800">We bewaren niets meer van dit adres.</p>
        ) : (
          <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-900">
            {report.kept.map((item, index) => (
              <li key={index}>
                <strong>{item.what}</strong>: {item.why}
                {item.until ? ` (tot ${formatDate(item.until)})` : ""}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
