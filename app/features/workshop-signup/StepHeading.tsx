import { headingStyles } from "../../lib/styles.ts";

/** The heading of the current step; it receives focus when the step changes, so the change is announced. */
export const STEP_HEADING_ID = "stap-titel";

export function StepHeading({ children }: { children: React.ReactNode }) {
  return (
    <h2 id={STEP_HEADING_ID} tabIndex={-1} className={`${headingStyles.section} outline-none`}>
      {children}
    </h2>
  );
}
