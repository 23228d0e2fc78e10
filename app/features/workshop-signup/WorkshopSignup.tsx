import { useEffect, useMemo, useRef } from "react";
import { useHydrated } from "../../components/use-hydrated.ts";
import { CodeStep } from "./CodeStep.tsx";
import { CompleteStep } from "./CompleteStep.tsx";
import { DetailsStep } from "./DetailsStep.tsx";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { SignupProgress } from "./SignupProgress.tsx";
import type { SignupView } from "./signup-view.ts";
import { Spinner } from "../../components/Spinner.tsx";
import { STEP_HEADING_ID } from "./StepHeading.tsx";
import { useWorkshopSignup } from "./use-workshop-signup.ts";
import { chosenWorkshops, groupBySlot } from "./workshop-slots.ts";
import { WorkshopStep } from "./WorkshopStep.tsx";

/**
 * The four-step wizard. The server renders the step its loader or action decided (so the steps work without
 * JavaScript); once hydrated the browser keeps the state and calls the route action through a fetcher.
 */
export function WorkshopSignup({ initial }: { initial: SignupView }) {
  const hydrated = useHydrated();
  const signup = useWorkshopSignup(initial);
  const { view, step } = signup;
  const slots = useMemo(() => groupBySlot(view.workshops), [view.workshops]);
  const selectedIds = useMemo(() => new Set(view.registeredIds), [view.registeredIds]);
  const js = <T,>(handler: T) => (hydrated ? handler : undefined);

  // Move focus to the new step's heading, so keyboard and screen reader users start there.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.getElementById(STEP_HEADING_ID)?.focus();
  }, [step]);

  const restoring = signup.busyWith === "validate" && step === 1 && !view.codeError && signup.reached === 1;
  return (
    <div className="space-y-8">
      <SignupProgress
        current={step}
        reached={signup.reached}
        onSelect={signup.completed ? undefined : js(signup.goTo)}
      />
      {signup.clientError && <ErrorBox>{signup.clientError}</ErrorBox>}
      {step === 1 &&
        (restoring && signup.code === "" ? (
          <Spinner />
        ) : (
          <CodeStep
            code={signup.code}
            error={view.codeError}
            busy={signup.busyWith === "validate"}
            onChange={signup.setCode}
            onSubmit={js(signup.validate)}
          />
        ))}
      {step === 2 && (
        <DetailsStep
          code={view.code}
          values={signup.details}
          errors={signup.detailErrors}
          onChange={signup.changeDetail}
          onSubmit={js(signup.submitDetails)}
        />
      )}
      {step === 3 && (
        <WorkshopStep
          code={view.code}
          details={signup.details}
          slots={slots}
          selectedIds={selectedIds}
          waits={view.waits}
          changesCloseAt={view.changesCloseAt}
          changesClosed={view.changesClosed}
          error={view.toggleError}
          busy={signup.busyWith === "toggle"}
          onToggle={js(signup.toggle)}
          onComplete={js(signup.complete)}
        />
      )}
      {step === 4 && (
        <CompleteStep details={signup.details} chosen={signup.completed ?? chosenWorkshops(slots, selectedIds)} />
      )}
    </div>
  );
}
