/**
 * The wizard's state in the browser: the step, the server's latest view,
 * the typed values, and the calls. Every call goes to the route action through one fetcher; its answer is the
 * whole view. Code and details are kept in storage for 24 hours (signup-storage.ts). The details' rules (zod) load
 * after the page: until they are in, the details step posts to the route action, which checks it.
 */
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { lazyModule, useLazyModule } from "../../lib/lazy-module.ts";
import { clearStoredSignup, readStoredCode, readStoredDetails, storeCode, storeDetails } from "./signup-storage.ts";
import {
  TEXTS,
  type DetailErrors,
  type DetailName,
  type DetailValues,
  type SignupStep,
  type SignupView,
  type ToggleKind,
} from "./signup-view.ts";
import type { Workshop } from "./workshop-slots.ts";

type Pending = { intent: "validate"; restore: boolean } | { intent: "toggle" };

const signupRules = lazyModule(() => import("./signup-rules.ts"));

export function useWorkshopSignup(initial: SignupView) {
  const fetcher = useFetcher<SignupView>();
  const rules = useLazyModule(signupRules);
  const [view, setView] = useState(initial);
  const [step, setStep] = useState<SignupStep>(initial.step);
  const [reached, setReached] = useState<SignupStep>(initial.step);
  const [code, setCode] = useState(initial.code);
  const [details, setDetails] = useState<DetailValues>(initial.details);
  const [detailErrors, setDetailErrors] = useState<DetailErrors>(initial.detailErrors);
  const [clientError, setClientError] = useState<string | null>(null);
  const [completed, setCompleted] = useState<Workshop[] | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [handled, setHandled] = useState<SignupView | undefined>(undefined);

  const goTo = (next: SignupStep, { reset = false } = {}) => {
    setStep(next);
    setReached((current) => (reset ? next : (Math.max(current, next) as SignupStep)));
  };

  function validate(value: string, restore = false) {
    setPending({ intent: "validate", restore });
    setClientError(null);
    void fetcher.submit({ intent: "validate", code: value }, { method: "post" });
  }

  // On load, once the rules are in: details from storage (that they pass the rules); a stored code (when the link
  // brought none) is filled in and checked. Storage exists only in the browser, after hydration: an effect, once.
  useEffect(() => {
    let live = true;
    void signupRules.load().then(({ isAttendeeDetails }) => {
      if (!live) return;
      const stored = readStoredDetails(isAttendeeDetails);
      if (stored && initial.step <= 2) setDetails(stored);
      if (initial.step >= 2) {
        if (initial.step === 2 && stored) goTo(3);
        return;
      }
      const storedCode = initial.code || initial.codeError ? null : readStoredCode();
      if (storedCode) {
        setCode(storedCode);
        validate(storedCode, true);
      }
    });
    return () => {
      live = false;
    };
    // Only once, for the page as the server rendered it.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  // An answer of the action, taken once while rendering (React's pattern for state derived from a change):
  // keep the view, then move to the step it implies. A toggle stays on step 3; its error is in the view.
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  if (answer && answer !== handled) {
    setHandled(answer);
    // Over a limit the answer has no workshops: keep the list on screen and show when to try again.
    const overLimit = pending?.intent === "toggle" && answer.retryAfterSeconds !== undefined;
    setView(overLimit ? { ...view, toggleError: answer.toggleError } : answer);
    if (overLimit) {
      // Stay on step 3, with the details and the choices as they were.
    } else if (answer.step === 1) {
      goTo(1, { reset: true });
    } else if (pending?.intent === "validate") {
      const restoredDetails = pending.restore && rules?.checkAttendeeDetails(details).ok === true;
      goTo(restoredDetails ? 3 : 2, { reset: true });
    }
    setPending(null);
  }

  // Storage is outside React: write the code once the server accepted it.
  useEffect(() => {
    if (view.step >= 2 && view.code && view.step < 4) storeCode(view.code);
  }, [view]);

  function changeDetail(name: DetailName, value: string) {
    const next = { ...details, [name]: value };
    setDetails(next);
    // Without the rules yet, what was typed is kept on screen; the step's post checks it.
    if (!rules) return;
    const check = rules.checkAttendeeDetails(next);
    if (check.ok) storeDetails(check.details);
    if (detailErrors[name]) setDetailErrors(check.ok ? {} : { ...detailErrors, [name]: check.errors[name] });
  }

  /** The step checked in the browser; undefined until the rules are in (then the form posts to the action). */
  const submitDetails =
    rules &&
    ((): boolean => {
      const check = rules.checkAttendeeDetails(details);
      if (!check.ok) {
        setDetailErrors(check.errors);
        return false;
      }
      setDetailErrors({});
      storeDetails(check.details);
      goTo(3);
      return true;
    });

  /** Registers, unregisters, joins or leaves a waitlist at once; the code is the stored one. */
  function toggle(workshop: Workshop, kind: ToggleKind) {
    setClientError(null);
    const storedCode = readStoredCode();
    if (!storedCode) {
      setClientError(TEXTS.noStoredCode);
      return;
    }
    // The action checks the details too; the rules, once in, only spare a round trip for wrong ones.
    const check = rules ? rules.checkAttendeeDetails(details) : { ok: true as const, details };
    if (!check.ok) {
      setDetailErrors(check.errors);
      goTo(2);
      return;
    }
    setPending({ intent: "toggle" });
    void fetcher.submit({ intent: `${kind}:${workshop.id}`, code: storedCode, ...check.details }, { method: "post" });
  }

  function complete(chosen: Workshop[]) {
    setCompleted(chosen);
    clearStoredSignup();
    goTo(4);
  }

  const busyIntent = fetcher.state === "idle" ? null : String(fetcher.formData?.get("intent") ?? "");
  const busyWith = busyIntent === null ? null : busyIntent === "validate" ? "validate" : "toggle";
  return {
    view,
    step,
    reached,
    code,
    setCode,
    details,
    detailErrors,
    clientError,
    completed,
    busyWith,
    goTo,
    validate,
    changeDetail,
    submitDetails,
    toggle,
    complete,
  };
}
