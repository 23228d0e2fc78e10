import { COURSE_STATE_LABEL, type CourseState } from "./course-display.ts";

const COLOURS: Record<CourseState, string> = {
  open: "bg-brand-700 text-white",
  full: "bg-accent-700 text-white",
  closed: "bg-slate-700 text-white",
  canceled: "bg-red-700 text-white",
  completed: "bg-slate-700 text-white",
};

/** The status badge of spec §4: 'Open voor inschrijving', 'Volgeboekt', 'Geannuleerd' or 'Afgerond'. */
export function CourseStatusBadge({ state, className = "" }: { state: CourseState; className?: string }) {
  return (
    <span className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${COLOURS[state]} ${className}`}>
      {COURSE_STATE_LABEL[state]}
    </span>
  );
}
