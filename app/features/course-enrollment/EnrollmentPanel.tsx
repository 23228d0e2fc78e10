import { Link, useNavigation } from "react-router";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { useHydrated } from "../../components/use-hydrated.ts";
import { buttonStyles, headingStyles, textLinkStyle } from "../../lib/styles.ts";
import type { CoursePhase } from "../../graphql/generated.ts";
import { COURSE_PHASE_LABEL } from "./course-display.ts";
import type { EnrollmentActionData } from "./enrollment-form.ts";
import { EnrollmentForm } from "./EnrollmentForm.tsx";
import { ENROLLMENT_IDS, useEnrollmentForm } from "./use-enrollment-form.ts";
import { coursePath } from "../../../common/site-paths.ts";

type EnrollmentPanelProps = {
  courseId: string;
  /** Course.phase from the API (the server's clock): the form is offered only while it is OPEN. */
  phase: CoursePhase;
  actionData: EnrollmentActionData | undefined;
  /** The page was opened with ?aanmelden (the open button without JavaScript): show the form at once. */
  requested: boolean;
};

/**
 * The side panel 'Aanmelden' (spec §2, §4): the button that opens the registration form while the course is
 * open, a disabled status button otherwise, and after success only the success panel.
 */
export function EnrollmentPanel({ courseId, phase, actionData, requested }: EnrollmentPanelProps) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formAction === coursePath(courseId);
  const form = useEnrollmentForm(actionData, requested);

  return (
    <section aria-labelledby="aanmelden" className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="aanmelden" className={headingStyles.card}>
        Aanmelden
      </h2>
      <div className="mt-4">
        {form.enrolled ? (
          <SuccessPanel />
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
          <EnrollmentForm courseId={courseId} form={form} submitting={submitting} hydrated={hydrated} />
        ) : (
          <OpenButton hydrated={hydrated} onOpen={form.openForm} />
        )}
      </div>
    </section>
  );
}

function OpenButton({ hydrated, onOpen }: { hydrated: boolean; onOpen: () => void }) {
  const className = `w-full ${buttonStyles.primary}`;
  return (
    <>
      <p className="mb-4 text-slate-800">
        Deelname is gratis. Meld je aan met je naam, contactgegevens en organisatie.
      </p>
      {hydrated ? (
        <button id={ENROLLMENT_IDS.openButton} type="button" onClick={onOpen} className={className}>
          Direct aanmelden
        </button>
      ) : (
        // Without JavaScript the button is a link to this page with the form opened.
        <Link id={ENROLLMENT_IDS.openButton} to={`?aanmelden=ja#${ENROLLMENT_IDS.form}`} className={className}>
          Direct aanmelden
        </Link>
      )}
    </>
  );
}

function ClosedAction({ phase }: { phase: Exclude<CoursePhase, "OPEN"> }) {
  return (
    <>
      <button type="button" disabled className={`w-full ${buttonStyles.primary}`}>
        {COURSE_PHASE_LABEL[phase]}
      </button>
      {phase === "FULL" && (
        <p className="mt-4 text-slate-800">
          Deze cursus is volgeboekt. Wil je op de wachtlijst of hoor je graag wanneer de cursus opnieuw wordt gegeven?{" "}
          <Link to="/contact" className={textLinkStyle}>
            Neem contact met ons op
          </Link>
          .
        </p>
      )}
    </>
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
