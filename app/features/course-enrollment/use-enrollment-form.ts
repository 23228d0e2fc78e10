import { useEffect, useRef, useState, type FormEvent } from "react";
import { COURSE_FORM_FIELDS, type CourseFormField } from "../../../common/validation/course-form-fields.ts";
import { afterPointerRelease, watchPointer } from "../../lib/after-pointer-release.ts";
import { lazyModule, useLazyModule } from "../../lib/lazy-module.ts";
import { useFocusRequest } from "../../lib/use-focus-request.ts";
import type { RegisterNumberRules } from "../../../common/validation/registration-numbers.ts";
import { registrationNumberFieldName } from "../../../common/validation/registration-number-fields.ts";
import {
  emptyEnrollmentForm,
  type EnrollmentActionData,
  type EnrollmentErrors,
  type EnrollmentValues,
} from "./enrollment-form.ts";

export const ENROLLMENT_IDS = {
  openButton: "aanmelden-openen",
  form: "aanmeldformulier",
  success: "aanmelding-gelukt",
  failure: "aanmelding-mislukt",
  field: (name: CourseFormField) => `cursus-${name}`,
  numberField: (registerCode: string) => `cursus-registratienummer-${registerCode}`,
} as const;

/** A field of the form: one of the fixed ones, or a register's number field (`registrationNumber.BIG`). */
type FieldName = keyof EnrollmentErrors;

/** The form's rules, loaded after the page; until then a submit goes to the route action, which checks it. */
const enrollmentRules = lazyModule(() => import("./enrollment-rules.ts"));

type Touched = Partial<Record<FieldName, boolean>>;

type SuccessAnswer = Extract<EnrollmentActionData, { outcome: "enrolled" | "waitlisted" }>;

const successOf = (answer: EnrollmentActionData | undefined): SuccessAnswer | null =>
  answer?.outcome === "enrolled" || answer?.outcome === "waitlisted" ? answer : null;

const hasValues = (answer: EnrollmentActionData | undefined) =>
  answer && !successOf(answer) ? (answer as Exclude<EnrollmentActionData, SuccessAnswer>) : undefined;

const returnedErrors = (answer: EnrollmentActionData | undefined) =>
  answer?.outcome === "invalid" ? answer.errors : undefined;

/**
 * The registration form in the browser: opened by a button, closed and reset
 * by 'Annuleren', checked as the visitor types with the rules the route action uses, errors shown per field after
 * it was left or the form submitted. The first state comes from the action's answer, so the page rendered without
 * JavaScript shows the same thing. `requested` is the ?aanmelden link that opens the form without JavaScript.
 */
export function useEnrollmentForm(
  actionData: EnrollmentActionData | undefined,
  requested: boolean,
  registers: readonly RegisterNumberRules[],
) {
  const returned = hasValues(actionData);
  const [open, setOpen] = useState(requested || Boolean(returned));
  const [values, setValues] = useState<EnrollmentValues>(returned?.values ?? emptyEnrollmentForm());
  const [touched, setTouched] = useState<Touched>({});
  const [submitted, setSubmitted] = useState(returned?.outcome === "invalid");
  const [failure, setFailure] = useState(returned?.outcome === "failed" ? returned.message : null);
  // Enrolled, or on the waitlist: the panel then shows only the success message.
  const [success, setSuccess] = useState(successOf(actionData));
  const requestFocus = useFocusRequest();
  useEffect(watchPointer, []);
  // Bumped by 'Annuleren', so a field left by that very click does not show its error in the next, fresh form.
  const formGeneration = useRef(0);

  // A new answer from the action: the success panel, or the failure panel above the form that stays open.
  const [answered, setAnswered] = useState(actionData);
  if (actionData !== answered) {
    setAnswered(actionData);
    const succeeded = successOf(actionData);
    if (succeeded) {
      setSuccess(succeeded);
      setOpen(false);
      setValues(emptyEnrollmentForm());
      requestFocus(ENROLLMENT_IDS.success);
    } else if (actionData?.outcome === "failed") {
      setFailure(actionData.message);
      requestFocus(ENROLLMENT_IDS.failure);
    } else if (actionData?.outcome === "invalid") {
      setSubmitted(true);
    }
  }

  const rules = useLazyModule(enrollmentRules);
  // Before the rules are there (and on the server) the errors are the route action's answer, as without JavaScript.
  const check = rules?.checkEnrollment(values, registers);
  const errors: EnrollmentErrors = check ? (check.ok ? {} : check.errors) : (returnedErrors(answered) ?? {});
  const shownErrors = Object.fromEntries(
    Object.entries(errors).filter(([name]) => submitted || touched[name as FieldName]),
  ) as EnrollmentErrors;

  function reset() {
    formGeneration.current += 1;
    setValues(emptyEnrollmentForm());
    setTouched({});
    setSubmitted(false);
    setFailure(null);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    setFailure(null);
    if (!check || check.ok) return; // <Form> posts it to the route action.
    event.preventDefault();
    setSubmitted(true);
    const firstInvalid = COURSE_FORM_FIELDS.find((name) => errors[name]);
    const firstNumber = registers.find((register) => errors[registrationNumberFieldName(register.code)]);
    if (firstInvalid) requestFocus(ENROLLMENT_IDS.field(firstInvalid));
    else if (firstNumber) requestFocus(ENROLLMENT_IDS.numberField(firstNumber.code));
  }

  return {
    open,
    success,
    values,
    valid: check?.ok ?? false,
    errors: shownErrors,
    failure,
    handleSubmit,
    openForm: () => {
      setOpen(true);
      requestFocus(ENROLLMENT_IDS.field("firstName"));
    },
    cancel: () => {
      reset();
      setOpen(false);
      requestFocus(ENROLLMENT_IDS.openButton);
    },
    setValue: <K extends keyof EnrollmentValues>(name: K, value: EnrollmentValues[K]) =>
      setValues((current) => ({ ...current, [name]: value })),
    setNumber: (registerCode: string, number: string) =>
      setValues((current) => ({
        ...current,
        registrationNumbers: { ...current.registrationNumbers, [registerCode]: number },
      })),
    // After the pointer is released: an error appearing on mousedown would move the button being clicked.
    touch: (name: FieldName) => {
      const generation = formGeneration.current;
      afterPointerRelease(() => {
        if (generation !== formGeneration.current) return;
        setTouched((current) => (current[name] ? current : { ...current, [name]: true }));
      });
    },
  };
}
