import { EVENT_PHASE_LABEL, type EventPhase } from "../lib/event-display.ts";

/** 'Afgelopen' or 'Geannuleerd'; nothing for an upcoming event. */
export function EventPhaseBadge({ phase, className = "" }: { phase: EventPhase; className?: string }) {
  if (phase === "upcoming") return null;
  const colours = phase === "canceled" ? "bg-red-700 text-white" : "bg-slate-700 text-white";
  return (
    <span className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${colours} ${className}`}>
      {EVENT_PHASE_LABEL[phase]}
    </span>
  );
}
