import { Link, useNavigation } from "react-router";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { useHydrated } from "../../components/use-hydrated.ts";
import { buttonStyles, headingStyles } from "../../lib/styles.ts";
import type { CoursePhase } from "../../graphql/generated.ts";
import { COURSE_PHASE_LABEL } from "./course-display.ts";
import type { EnrollmentActionData } from "./enrollment-form.ts";
import { EnrollmentForm } from "./EnrollmentForm.tsx";
import { ENROLLMENT_IDS, useEnrollmentForm } from "./use-enrollment-form.ts";
import { coursePath } from "../../../common/site-paths.ts";
import type { ShownTerms } from "../terms/terms-in-force.ts";
import type { AskedRegister } from "./RegistrationNumberFields.tsx";

type EnrollmentPanelProps = {
  courseId: string;
  /** Course.phase from the API (the server's clock): the form is offered only while it is OPEN. */
  phase: CoursePhase;
  actionData: EnrollmentActionData | undefined;
  /** The page was opened with ?aanmelden (the open button without JavaScript): show the form at once. */
  requested: boolean;
  terms: ShownTerms | null;
  /** Course.registrationNumberRegisters: the enrolment form asks a number for each (optional). */
  registers: readonly AskedRegister[];
};

/**
 * The side panel 'Aanmelden': the button that opens the registration form while the course is
 * open, a disabled status button otherwise, and after success only the success panel.
 */
export function EnrollmentPanel({ courseId, phase, actionData, requested, terms, registers }: EnrollmentPanelProps) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formAction === coursePath(courseId);
  // The waitlist keeps no numbers, so its form asks none.
  const asked = phase === "FULL" ? [] : registers;
  const form = useEnrollmentForm(actionData, requested, asked);

  return (
    <section aria-labelledby="aanmelden" className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="aanmelden" className={headingStyles.card}>
        Aanmelden
      </h2>
      <div className="mt-4">
        {form.success?.outcome === "waitlisted" ? (
          <WaitlistSuccessPanel position={form.success.position} />
        ) : form.success ? (
          <SuccessPanel />
        ) : phase === "FULL" ? (
          // Full (published, not started): the same form puts the visitor on the waitlist.
          <div className="space-y-4">
            <p className="text-slate-800">
              Deze cursus is volgeboekt. Zet je op de wachtlijst: komt er een plaats vrij, dan krijg je die als eerste
              op de lijst per e-mail aangeboden.
            </p>
            {form.open ? (
              <EnrollmentForm
                courseId={courseId}
                terms={terms}
                form={form}
                submitting={submitting}
                hydrated={hydrated}
                waitlist
              />
            ) : (
              <>
                {form.failure && (
                  <ErrorBox id={ENROLLMENT_IDS.failure} title="Er is een fout opgetreden">
                    {form.failure}
                  </ErrorBox>
                )}
                <OpenButton hydrated={hydrated} onOpen={form.openForm} label="Zet me op de wachtlijst" />
              </>
            )}
          </div>
        ) : phase !== "OPEN" ? (
          <div className="space-y-4">
            {form.failure && (
              <ErrorBox id={ENROLLMENT_IDS.failure} title="Er is een fout opgetreden">
                {form.failure}
              </ErrorBox>
            )}
            <ClosedAction phase={phase} />
          </div>
        ) : form.open ? (
          <EnrollmentForm
            courseId={courseId}
            terms={terms}
            form={form}
            submitting={submitting}
            hydrated={hydrated}
            registers={asked}
          />
        ) : (
          <OpenButton hydrated={hydrated} onOpen={form.openForm} />
        )}
      </div>
    </section>
  );
}

type OpenButtonProps = { hydrated: boolean; onOpen: () => void; label?: string };

function OpenButton({ hydrated, onOpen, label }: OpenButtonProps) {
  const className = `w-full ${buttonStyles.primary}`;
  return (
    <>
      {!label && (
        <p className="mb-4 text-slate-800">
          Deelname is gratis. Meld je aan met je naam, contactgegevens en organisatie.
        </p>
      )}
      {hydrated ? (
        <button id={ENROLLMENT_IDS.openButton} type="button" onClick={onOpen} className={className}>
          {label ?? "Direct aanmelden"}
        </button>
      ) : (
        // Without JavaScript the button is a link to this page with the form opened.
        <Link id={ENROLLMENT_IDS.openButton} to={`?aanmelden=ja#${ENROLLMENT_IDS.form}`} className={className}>
          {label ?? "Direct aanmelden"}
        </Link>
      )}
    </>
  );
}

function ClosedAction({ phase }: { phase: Exclude<CoursePhase, "OPEN" | "FULL"> }) {
  return (
    <button type="button" disabled className={`w-full ${buttonStyles.primary}`}>
      {COURSE_PHASE_LABEL[phase]}
    </button>
  );
}

function SuccessPanel() {
  return (
    <div
      id={ENROLLMENT_IDS.success}
      role="status"
      tabIndex={-1}
      className="rounded-lg border-2 border-brand-700 bg-brand-50 px-5 py-4 text-brand-900"
    >
      <p className="font-bold">Aanmelding succesvol</p>
      <p className="mt-1">Bedankt voor je aanmelding! Je ontvangt binnen 24 uur een bevestiging per e-mail.</p>
      <p className="mt-2">Kun je toch niet komen? Met de link in de bevestiging geef je je plaats weer vrij.</p>
    </div>
  );
}

/** On the waitlist: the position, or (a place was free after all) that the offer is in the mail. */
function WaitlistSuccessPanel({ position }: { position: number | null }) {
  return (
    <div
      id={ENROLLMENT_IDS.success}
      role="status"
      tabIndex={-1}
      className="rounded-lg border-2 border-brand-700 bg-brand-50 px-5 py-4 text-brand-900"
    >
      <p className="font-bold">Je staat op de wachtlijst</p>
      {position === null ? (
        <p className="mt-1">
          Er is net een plaats vrijgekomen: die houden we voor je vast. Je krijgt een e-mail met een link om de plaats
          te nemen.
        </p>
      ) : (
        <>
          <p className="mt-1">Je staat op plaats {position}.</p>
          <p className="mt-2">
            Je krijgt een e-mail met je plaats en een link waarmee je de wachtlijst ook weer kunt verlaten. Komt er een
            plaats vrij, dan krijg je opnieuw een e-mail.
          </p>
        </>
      )}
    </div>
  );
}
