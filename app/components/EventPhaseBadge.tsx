import type { EventPhase } from "../graphql/generated.ts";
import { EVENT_PHASE_LABEL, isClosedPhase } from "../lib/event-display.ts";

/** 'Afgelopen' or 'Geannuleerd'; nothing for an upcoming or ongoing event. */
export function EventPhaseBadge({ phase, className = "" }: { phase: EventPhase; className?: string }) {
  if (!isClosedPhase(phase)) return null;
  const colours = phase === "CANCELED" ? "bg-red-700 text-white" : "bg-slate-700 text-white";
  return (
    <span className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${colours} ${className}`}>
      {EVENT_PHASE_LABEL[phase]}
    </span>
  );
}
