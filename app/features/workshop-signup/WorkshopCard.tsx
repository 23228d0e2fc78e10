import { formatTimeFrame } from "../../../common/format/dates.ts";
import { buttonStyles } from "../../lib/styles.ts";
import type { ToggleKind, Wait } from "./signup-view.ts";
import { capacityLabel, type CardState, type Workshop } from "./workshop-slots.ts";

type Props = {
  workshop: Workshop;
  state: CardState;
  busy: boolean;
  /** The ticket's place on this workshop's waitlist, if it waits for it. */
  wait?: Wait | undefined;
  /** After the cut-off: the card only shows, nothing can be pressed. */
  closed: boolean;
  onToggle?: ((workshop: Workshop, kind: ToggleKind) => void) | undefined;
};

/**
 * One workshop as a toggle button (aria-pressed): pressing registers or unregisters at once. Without JavaScript
 * it submits the step's form with 'register:<id>' or 'unregister:<id>'. One in a slot that has another choice is
 * dimmed, and choosing it moves the registration. A full workshop is no button: it offers its waitlist
 * ('wait:<id>', 'leave:<id>'). After the cut-off every card is read-only.
 */
export function WorkshopCard({ workshop, state, busy, wait, closed, onToggle }: Props) {
  const submit = (kind: ToggleKind) => ({
    type: "submit" as const,
    name: "intent",
    value: `${kind}:${workshop.id}`,
    onClick: (event: React.MouseEvent) => {
      if (!onToggle) return;
      event.preventDefault();
      if (!busy) onToggle(workshop, kind);
    },
  });
  const box = "flex h-full w-full flex-col gap-2 rounded-lg border-2 p-4 text-left";

  if (closed || (state.full && !state.selected)) {
    const look = state.selected ? "border-brand-700 bg-brand-50" : "border-slate-300 bg-slate-100";
    return (
      <div className={`${box} ${look}`}>
        <CardBody workshop={workshop} state={state} />
        {wait && <p className="text-sm font-bold text-brand-900">Je staat op de wachtlijst (plaats {wait.position})</p>}
        {!closed &&
          (wait ? (
            <button {...submit("leave")} className={`${buttonStyles.secondary} mt-1 self-start`}>
              Verlaat de wachtlijst<span className="sr-only">: {workshop.name}</span>
            </button>
          ) : (
            <button {...submit("wait")} className={`${buttonStyles.secondary} mt-1 self-start`}>
              Zet me op de wachtlijst<span className="sr-only">: {workshop.name}</span>
            </button>
          ))}
      </div>
    );
  }

  const kind = state.selected ? "unregister" : "register";
  const look = state.selected
    ? "border-brand-700 bg-brand-50 ring-2 ring-brand-700"
    : state.dimmed
      ? "border-dashed border-slate-400 bg-slate-50 hover:border-brand-700"
      : "border-slate-400 bg-white hover:border-brand-700 hover:bg-brand-50";
  return (
    <button
      {...submit(kind)}
      aria-pressed={state.selected}
      aria-describedby={state.dimmed ? "tijdvak-verplaatsen" : undefined}
      className={`${box} transition-colors ${look}`}
    >
      <CardBody workshop={workshop} state={state} />
      {wait && (
        <span className="text-sm font-bold text-brand-900">Je staat op de wachtlijst (plaats {wait.position})</span>
      )}
    </button>
  );
}

function CardBody({ workshop, state }: { workshop: Workshop; state: CardState }) {
  return (
    <>
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
    </>
  );
}
