import { formatTimeFrame } from "../../../common/format/dates.ts";
import { capacityLabel, type CardState, type Workshop } from "./workshop-slots.ts";

type Props = {
  workshop: Workshop;
  state: CardState;
  busy: boolean;
  onToggle?: (workshop: Workshop, kind: "register" | "unregister") => void;
};

/**
 * One workshop as a toggle button (aria-pressed): pressing registers or unregisters at once. Without JavaScript
 * it submits the step's form with 'register:<id>' or 'unregister:<id>'. A full workshop cannot be chosen; one
 * in a slot that has another choice is dimmed, and choosing it moves the registration (spec §4).
 */
export function WorkshopCard({ workshop, state, busy, onToggle }: Props) {
  const kind = state.selected ? "unregister" : "register";
  const look = state.selected
    ? "border-brand-700 bg-brand-50 ring-2 ring-brand-700"
    : state.full
      ? "cursor-not-allowed border-slate-300 bg-slate-100"
      : state.dimmed
        ? "border-dashed border-slate-400 bg-slate-50 hover:border-brand-700"
        : "border-slate-400 bg-white hover:border-brand-700 hover:bg-brand-50";
  return (
    <button
      type="submit"
      name="intent"
      value={`${kind}:${workshop.id}`}
      aria-pressed={state.selected}
      disabled={!state.clickable}
      aria-describedby={state.dimmed ? "tijdvak-verplaatsen" : undefined}
      onClick={(event) => {
        if (!onToggle) return;
        event.preventDefault();
        if (!busy) onToggle(workshop, kind);
      }}
      className={`flex h-full w-full flex-col gap-2 rounded-lg border-2 p-4 text-left transition-colors ${look}`}
    >
      <span className="flex items-start justify-between gap-3">
        <span className="text-lg font-semibold text-brand-900">{workshop.name}</span>
        <span
          aria-hidden="true"
          className={`flex size-7 shrink-0 items-center justify-center rounded-full border-2 font-bold ${
            state.selected ? "border-brand-700 bg-brand-700 text-white" : "border-slate-500 bg-white text-transparent"
          }`}
        >
          ✓
        </span>
      </span>
      {workshop.speaker && <span className="text-sm font-semibold text-slate-800">Door {workshop.speaker}</span>}
      <span className={state.dimmed || state.full ? "text-slate-700" : "text-slate-800"}>{workshop.description}</span>
      <span className="text-sm text-slate-700">
        {formatTimeFrame(workshop.timeFrame.start, workshop.timeFrame.end)}
        {workshop.room && <> · {workshop.room}</>}
      </span>
      <span className={`text-sm font-semibold ${state.full ? "text-red-800" : "text-brand-800"}`}>
        {capacityLabel(workshop.currentCapacity)}
      </span>
      {state.selected && <span className="text-sm font-bold text-brand-900">Geselecteerd</span>}
    </button>
  );
}
