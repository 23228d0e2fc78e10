import { Form, Link } from "react-router";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { TextField } from "../../components/form/TextField.tsx";
import { SpinnerIcon } from "../../components/Spinner.tsx";
import { buttonStyles } from "../../lib/styles.ts";
import { ENROLLMENT_FIELDS } from "./enrollment-fields.ts";
import { PrivacyCheckbox } from "./PrivacyCheckbox.tsx";
import { RegistrationNumberFields, type AskedRegister } from "./RegistrationNumberFields.tsx";
import {
  REGISTRATION_NUMBER_FIELD_PREFIX,
  registrationNumberFieldName,
} from "../../../common/validation/registration-number-fields.ts";
import { TermsNotice } from "../terms/TermsNotice.tsx";
import type { ShownTerms } from "../terms/terms-in-force.ts";
import { WAITLIST_INTENT } from "./enrollment-form.ts";
import { ENROLLMENT_IDS, type useEnrollmentForm } from "./use-enrollment-form.ts";
import { coursePath } from "../../../common/site-paths.ts";

const SENDING = "Bezig met verzenden...";

type EnrollmentFormProps = {
  courseId: string;
  /** The terms version in force when the page was loaded; an enrolment agrees to it. */
  terms: ShownTerms | null;
  form: ReturnType<typeof useEnrollmentForm>;
  submitting: boolean;
  /** Before hydration 'Annuleren' is a link and the submit button never looks disabled: the form must post. */
  hydrated: boolean;
  /** A full course: the same form puts the visitor on the waitlist. */
  waitlist?: boolean;
  /** The registers whose numbers the form asks (optional); none for the waitlist, which keeps no numbers. */
  registers?: readonly AskedRegister[];
};

/**
 * The course registration form. noValidate: the route action checks with the same rules and
 * answers in Dutch, where the browser's own bubbles would speak the browser's language. While the form is invalid
 * the submit button is marked disabled (aria-disabled), yet pressing it still shows every error and focuses the
 * first; while sending it is truly disabled and shows 'Bezig met verzenden...'.
 */
export function EnrollmentForm(props: EnrollmentFormProps) {
  const { courseId, terms, form, submitting, hydrated, waitlist = false, registers = [] } = props;
  const { values, errors } = form;
  const inactive = hydrated && !form.valid;
  const stray = strayNumberErrors(form.errors, waitlist ? [] : registers);
  return (
    <Form
      id={ENROLLMENT_IDS.form}
      method="post"
      action={coursePath(courseId)}
      noValidate
      onSubmit={form.handleSubmit}
      aria-label={waitlist ? "Wachtlijstformulier" : "Aanmeldformulier"}
      className="space-y-5"
    >
      {waitlist && <input type="hidden" name="intent" value={WAITLIST_INTENT} />}
      {form.failure && (
        <ErrorBox id={ENROLLMENT_IDS.failure} title="Er is een fout opgetreden">
          {form.failure}
        </ErrorBox>
      )}
      {stray.length > 0 && <ErrorBox title="Registratienummer niet opgeslagen">{stray.join(" ")}</ErrorBox>}
      {ENROLLMENT_FIELDS.map((field) => (
        <TextField
          key={field.name}
          id={ENROLLMENT_IDS.field(field.name)}
          field={field}
          value={values[field.name]}
          error={errors[field.name]}
          onChange={(value) => form.setValue(field.name, value)}
          onBlur={() => form.touch(field.name)}
        />
      ))}
      {!waitlist && <RegistrationNumberFields registers={registers} form={form} />}
      <PrivacyCheckbox
        id={ENROLLMENT_IDS.field("privacyAgreement")}
        checked={values.privacyAgreement}
        error={errors.privacyAgreement}
        onChange={(checked) => form.setValue("privacyAgreement", checked)}
        onBlur={() => form.touch("privacyAgreement")}
      />
      {/* A place taken from the waitlist later agrees to the terms in force then. */}
      {!waitlist && <TermsNotice terms={terms} agreeing="Met je aanmelding" />}
      <p role="status" className="sr-only">
        {submitting ? SENDING : ""}
      </p>
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={submitting}
          aria-disabled={inactive || undefined}
          className={`${buttonStyles.primary} ${inactive ? "cursor-not-allowed opacity-60" : ""}`}
        >
          {submitting ? (
            <>
              <SpinnerIcon className="size-5 border-2 border-white/40 border-t-white" />
              {SENDING}
            </>
          ) : waitlist ? (
            "Zet me op de wachtlijst"
          ) : (
            "Aanmelding versturen"
          )}
        </button>
        {hydrated ? (
          <button type="button" onClick={form.cancel} disabled={submitting} className={buttonStyles.secondary}>
            Annuleren
          </button>
        ) : (
          <Link to={coursePath(courseId)} className={buttonStyles.secondary}>
            Annuleren
          </Link>
        )}
      </div>
    </Form>
  );
}

/**
 * The API's refusals of numbers for registers the form shows no field for (the accreditation changed after the page
 * was loaded, or a post not from this form): said above the form, so no refusal goes unexplained.
 */
function strayNumberErrors(errors: Record<string, string | undefined>, shown: readonly AskedRegister[]): string[] {
  return Object.entries(errors).flatMap(([name, message]) =>
    name.startsWith(REGISTRATION_NUMBER_FIELD_PREFIX) &&
    message &&
    !shown.some((register) => registrationNumberFieldName(register.code) === name)
      ? [message]
      : [],
  );
}
