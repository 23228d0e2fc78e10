import { Form, Link } from "react-router";
import type { CourseAction } from "../../graphql/generated.ts";
import { buttonStyles } from "../../lib/styles.ts";
import { participantsWord } from "./course-status.tsx";

const dangerButton =
  "inline-flex min-h-11 items-center justify-center rounded-md bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800";

/** `actions`: what the server lets this staff member do with the course now (StaffCourse.actions). */
type Course = { actions: readonly CourseAction[]; enrolledCount: number };

/**
 * Cancel and complete, each behind a confirmation step on its own address (?bevestig=...), so it works without
 * JavaScript and nobody mails every participant with one stray click. The warning says how many will be mailed.
 */
export function CourseStatusActions({ course, confirm }: { course: Course; confirm: string | null }) {
  const can = (action: CourseAction) => course.actions.includes(action);
  if (course.actions.length === 0) return null;
  if (confirm === "annuleren" && can("CANCEL")) {
    return (
      <Confirmation
        heading="Cursus annuleren?"
        warning={
          course.enrolledCount === 0
            ? "Er zijn geen actieve aanmeldingen; niemand krijgt een e-mail. De cursus blijft op de site staan als geannuleerd."
            : `${participantsWord(course.enrolledCount)} krijgen direct een e-mail dat de cursus niet doorgaat, met een agenda-bestand dat de cursus uit hun agenda haalt. Dit kun je niet ongedaan maken.`
        }
        intent="cursus-annuleren"
        label="Ja, annuleer de cursus en mail de deelnemers"
      />
    );
  }
  if (confirm === "afronden" && can("COMPLETE")) {
    return (
      <Confirmation
        heading="Cursus afronden?"
        warning="Aanmelden en afmelden sluiten. De deelnemers krijgen geen e-mail. Dit kun je niet ongedaan maken."
        intent="cursus-afronden"
        label="Ja, rond de cursus af"
      />
    );
  }
  return (
    <section aria-labelledby="cursus-status" className="mt-10 rounded-lg border border-slate-300 bg-white p-5">
      <h2 id="cursus-status" className="text-xl font-bold text-brand-900">
        Cursus annuleren of afronden
      </h2>
      <p className="mt-2 text-slate-700">Je bevestigt in de volgende stap.</p>
      <div className="mt-4 flex flex-wrap gap-4">
        {can("CANCEL") && (
          <Link to="?bevestig=annuleren" className={buttonStyles.secondary}>
            Cursus annuleren…
          </Link>
        )}
        {can("COMPLETE") && (
          <Link to="?bevestig=afronden" className={buttonStyles.secondary}>
            Cursus afronden…
          </Link>
        )}
      </div>
    </section>
  );
}

function Confirmation({
  heading,
  warning,
  intent,
  label,
}: {
  heading: string;
  warning: string;
  intent: string;
  label: string;
}) {
  return (
    <section
      aria-labelledby="bevestigen"
      className="mt-8 rounded-lg border-2 border-red-700 bg-red-50 p-5 text-red-950"
    >
      <h2 id="bevestigen" className="text-xl font-bold">
        {heading}
      </h2>
      <p className="mt-2 font-semibold">{warning}</p>
      <Form method="post" className="mt-4 flex flex-wrap items-center gap-4">
        <button type="submit" name="intent" value={intent} className={dangerButton}>
          {label}
        </button>
        <Link to="?" className="font-semibold text-red-950 underline underline-offset-4">
          Nee, terug
        </Link>
      </Form>
    </section>
  );
}
