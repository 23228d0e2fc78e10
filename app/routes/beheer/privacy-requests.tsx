import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/privacy-requests.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { StaffTextField } from "../../features/beheer/fields.tsx";
import { formFailure, type FormFailure } from "../../features/beheer/form-outcome.ts";
import { PasskeyRetryStep } from "../../features/beheer/passkeys/PasskeyCheckStep.tsx";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { ErasureReport } from "../../features/personal-data/ErasureSection.tsx";
import { PersonalDataOverview, type PersonalData } from "../../features/personal-data/PersonalDataOverview.tsx";
import { withShownPhoneNumbers } from "../../features/personal-data/shown-phone-numbers.ts";
import {
  StaffErasePersonalDataDocument,
  StaffPersonalDataDocument,
  type StaffErasePersonalDataMutation,
} from "../../graphql/generated.ts";
import { buttonStyles, headingStyles } from "../../lib/styles.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";

export const handle = staffPage("privacy.manage");

const INTENTS = { lookUp: "opzoeken", erase: "verwijderen" } as const;

type Outcome =
  | { ok: true; kind: "found"; email: string; data: PersonalData }
  | { ok: true; kind: "erased"; report: StaffErasePersonalDataMutation["staffErasePersonalData"] }
  | FormFailure<{ email: string }>;

/**
 * A person's request about their own data that came by post or phone: the same overview, JSON download
 * and erasure as /mijn-gegevens, for a staff member with privacy.manage. Every step is a form post, so the address
 * never lands in an address bar, a log line or the browser's history.
 */
export function loader() {
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  const intent = form.get("intent");
  try {
    if (intent === INTENTS.erase) {
      const input = { email, confirm: form.get("bevestigd") === "ja" };
      const { staffErasePersonalData } = await runStaffOperation(context, request, StaffErasePersonalDataDocument, {
        input,
      });
      return data<Outcome>({ ok: true, kind: "erased", report: staffErasePersonalData });
    }
    const { staffPersonalData } = await runStaffOperation(context, request, StaffPersonalDataDocument, {
      input: { email },
    });
    return data<Outcome>({ ok: true, kind: "found", email, data: withShownPhoneNumbers(staffPersonalData) });
  } catch (error) {
    return formFailure(error, { email });
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Privacyverzoeken", matches[0].loaderData);
}

export default function PrivacyRequests({ actionData }: Route.ComponentProps) {
  const outcome = actionData as Outcome | undefined;
  const failure = outcome && !outcome.ok ? outcome : null;
  const found = outcome?.ok && outcome.kind === "found" ? outcome : null;
  const sending = useNavigation().state === "submitting";
  return (
    <>
      <h1 className={headingStyles.page}>Privacyverzoeken</h1>
      <p className="mt-4 max-w-3xl text-slate-700">
        Voor een verzoek per post of telefoon om iemands gegevens te zien, te krijgen of te laten verwijderen. Stel
        eerst vast dat de vrager echt de eigenaar van het e-mailadres is. Wie het zelf wil doen, vraagt een link aan op
        /mijn-gegevens.
      </p>
      <Form method="post" className="mt-6 max-w-xl space-y-4" aria-label="Gegevens opzoeken">
        {failure && <ErrorBox title="Dat lukte niet">{failure.message}</ErrorBox>}
        <StaffTextField
          name="email"
          label="E-mailadres"
          type="email"
          autoComplete="off"
          defaultValue={found?.email ?? failure?.values.email ?? ""}
          error={failure?.fieldErrors.email}
        />
        <button type="submit" name="intent" value={INTENTS.lookUp} disabled={sending} className={buttonStyles.primary}>
          Gegevens opzoeken
        </button>
      </Form>
      {failure?.passkeyCheck && (
        // Only an erasure asks for it, and only once its form was complete (checked box and all).
        <div className="mt-6 max-w-3xl">
          <PasskeyRetryStep values={{ email: failure.values.email, intent: INTENTS.erase, bevestigd: "ja" }} />
        </div>
      )}
      {outcome?.ok && outcome.kind === "erased" && <ErasureReport report={outcome.report} audience="staff" />}
      {found && <FoundData email={found.email} data={found.data} sending={sending} />}
    </>
  );
}

function FoundData({ email, data, sending }: { email: string; data: PersonalData; sending: boolean }) {
  return (
    <section aria-labelledby="gevonden" className="mt-10">
      <h2 id="gevonden" className={headingStyles.section}>
        Wat we van dit adres bewaren
      </h2>
      {/* A plain post to a route without a page (privacy-request-download.ts): the browser saves the answer. */}
      <Form method="post" action={STAFF_PATHS.privacyRequestDownload} reloadDocument className="mt-4">
        <input type="hidden" name="email" value={email} />
        <button type="submit" className={buttonStyles.secondary}>
          Download als JSON
        </button>
      </Form>
      <div className="mt-6">
        <PersonalDataOverview data={data} />
      </div>
      <Form method="post" className="mt-10 max-w-3xl rounded-lg border-2 border-red-700 bg-white p-5">
        <h3 className="text-lg font-bold text-slate-900">Gegevens laten verwijderen</h3>
        <p className="mt-2 text-slate-800">
          Verwijdert of anonimiseert alles hierboven behalve wat de wet laat bewaren; inschrijvingen voor komende
          cursussen worden geannuleerd en workshopkeuzes voor komende evenementen vrijgegeven. De persoon krijgt een
          e-mail met wat we bewaren en waarom. Dit kan niet ongedaan worden.
        </p>
        <input type="hidden" name="email" value={email} />
        <div className="mt-4 flex items-start gap-3">
          <input id="bevestigd" name="bevestigd" type="checkbox" value="ja" required className="mt-1 size-5" />
          <label htmlFor="bevestigd" className="font-semibold text-slate-900">
            De persoon heeft om verwijdering gevraagd en ik heb vastgesteld wie het vraagt.
          </label>
        </div>
        <button
          type="submit"
          name="intent"
          value={INTENTS.erase}
          disabled={sending}
          className={`${buttonStyles.primary} mt-4 bg-red-700 hover:bg-red-800`}
        >
          Gegevens verwijderen
        </button>
      </Form>
    </section>
  );
}
