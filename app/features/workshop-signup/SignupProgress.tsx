import type { SignupStep } from "./signup-view.ts";

const STEPS = ["Ticketcode", "Persoonlijke details", "Workshopselectie", "Compleet"] as const;

type Props = {
  current: SignupStep;
  /** The furthest step reached; every step before it (and it) can be opened again. */
  reached: SignupStep;
  /** Absent without JavaScript or after completion: then the items are plain text. */
  onSelect?: (step: SignupStep) => void;
};

/** The wizard's four steps; reached steps are buttons, the current one carries aria-current="step". */
export function SignupProgress({ current, reached, onSelect }: Props) {
  return (
    <div>
      <ol aria-label="Voortgang van je aanmelding" className="grid grid-cols-4 gap-2 text-center text-sm sm:text-base">
        {STEPS.map((label, index) => {
          const step = (index + 1) as SignupStep;
          const isCurrent = step === current;
          const done = step < reached || (step === reached && step < current);
          const canOpen = Boolean(onSelect) && !isCurrent && step <= reached && step < 4;
          const circle = isCurrent
            ? "border-brand-700 bg-brand-700 text-white"
            : done
              ? "border-brand-700 bg-brand-100 text-brand-900"
              : "border-slate-400 bg-white text-slate-700";
          const content = (
            <>
              <span
                aria-hidden="true"
                className={`flex size-8 items-center justify-center rounded-full border-2 font-bold ${circle}`}
              >
                {done && !isCurrent ? "✓" : step}
              </span>
              {/* On a phone four labels do not fit: they are read out there, and the current one is shown below. */}
              <span className={`max-sm:sr-only ${isCurrent ? "font-bold text-brand-900" : "text-slate-700"}`}>
                <span className="sr-only">Stap {step}: </span>
                {label}
                {done && !isCurrent && <span className="sr-only"> (afgerond)</span>}
              </span>
            </>
          );
          return (
            <li
              key={label}
              aria-current={isCurrent ? "step" : undefined}
              className={`border-t-4 pt-2 ${isCurrent ? "border-brand-700" : done ? "border-brand-200" : "border-slate-200"}`}
            >
              {canOpen ? (
                <button
                  type="button"
                  onClick={() => onSelect?.(step)}
                  className="flex min-h-11 w-full flex-col items-center gap-1 rounded-md underline-offset-4 hover:bg-brand-50 hover:underline"
                >
                  {content}
                </button>
              ) : (
                <div className="flex flex-col items-center gap-1">{content}</div>
              )}
            </li>
          );
        })}
      </ol>
      <p aria-hidden="true" className="mt-2 text-center font-bold text-brand-900 sm:hidden">
        Stap {current} van 4: {STEPS[current - 1]}
      </p>
    </div>
  );
}
