import type { CoursePhase } from "../../graphql/generated.ts";
import { COURSE_PHASE_LABEL } from "./course-display.ts";

const COLOURS: Record<CoursePhase, string> = {
  OPEN: "bg-brand-700 text-white",
  FULL: "bg-accent-700 text-white",
  STARTED: "bg-slate-700 text-white",
  CANCELED: "bg-red-700 text-white",
  COMPLETED: "bg-slate-700 text-white",
};

/** The course's status badge: 'Open voor inschrijving', 'Volgeboekt', 'Geannuleerd' or 'Afgerond'. */
export function CourseStatusBadge({ phase, className = "" }: { phase: CoursePhase; className?: string }) {
  return (
    <span className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${COLOURS[phase]} ${className}`}>
      {COURSE_PHASE_LABEL[phase]}
    </span>
  );
}
