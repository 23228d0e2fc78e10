import { Form } from "react-router";
import { NoticeBox } from "../../components/NoticeBox.tsx";
import { buttonStyles, headingStyles } from "../../lib/styles.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { SelectionSummary } from "./SelectionSummary.tsx";
import type { DetailValues, ToggleError } from "./signup-view.ts";
import { Spinner } from "../../components/Spinner.tsx";
import { StepHeading } from "./StepHeading.tsx";
import { WorkshopCard } from "./WorkshopCard.tsx";
import {
  canComplete,
  cardState,
  chosenWorkshops,
  selectedInSlot,
  slotHeading,
  type Slot,
  type Workshop,
} from "./workshop-slots.ts";

type Props = {
  code: string;
  details: DetailValues;
  slots: Slot[];
  selectedIds: ReadonlySet<string>;
  error: ToggleError | null;
  busy: boolean;
  /** With JavaScript: change at once through the fetcher, complete in the browser. */
  onToggle?: (workshop: Workshop, kind: "register" | "unregister") => void;
  onComplete?: (chosen: Workshop[]) => void;
};

/** Step 3: one workshop per time slot (spec §2, §4). One form, so every button also works without JavaScript. */
export function WorkshopStep({ code, details, slots, selectedIds, error, busy, onToggle, onComplete }: Props) {
  const chosen = chosenWorkshops(slots, selectedIds);
  const complete = canComplete(slots, selectedIds);
  return (
    <Form method="post" className="space-y-6">
      <div>
        <StepHeading>Selecteer de workshops die je wilt bezoeken</StepHeading>
        <p className="mt-2 text-slate-700">Selecteer voor beide tijdvakken één workshop.</p>
        <p id="tijdvak-verplaatsen" className="sr-only">
          Er is in dit tijdvak al een andere workshop geselecteerd; kies je deze, dan vervalt die keuze.
        </p>
      </div>
      <input type="hidden" name="code" value={code} />
      <input type="hidden" name="firstName" value={details.firstName} />
      <input type="hidden" name="lastName" value={details.lastName} />
      <input type="hidden" name="email" value={details.email} />
      {error && <ErrorBox title={error.title}>{error.reason}</ErrorBox>}
      <div aria-live="polite">{busy && <Spinner label="Je keuze wordt opgeslagen..." />}</div>
      {slots.length === 0 && <NoticeBox>Er zijn voor dit evenement (nog) geen workshops.</NoticeBox>}
      {slots.map((slot) => {
        const hasChoice = selectedInSlot(slot, selectedIds).length > 0;
        return (
          <section key={slot.id} aria-labelledby={`tijdvak-${slot.id}`} className="space-y-3">
            <h3 id={`tijdvak-${slot.id}`} className={headingStyles.card}>
              {slotHeading(slot)}
            </h3>
            <p className={hasChoice ? "font-semibold text-brand-800" : "text-slate-700"}>
              {hasChoice
                ? "Je hebt voor dit tijdvak een workshop geselecteerd"
                : "Selecteer een workshop voor dit tijdvak"}
            </p>
            <ul className="grid gap-4 md:grid-cols-2">
              {slot.workshops.map((workshop) => (
                <li key={workshop.id}>
                  <WorkshopCard
                    workshop={workshop}
                    state={cardState(workshop, slot, selectedIds)}
                    busy={busy}
                    onToggle={onToggle}
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <SelectionSummary chosen={chosen} busy={busy} onRemove={onToggle && ((w) => onToggle(w, "unregister"))} />
      <button
        type="submit"
        name="intent"
        value="complete"
        disabled={!complete || busy}
        onClick={(event) => {
          if (!onComplete) return;
          event.preventDefault();
          onComplete(chosen);
        }}
        className={`${buttonStyles.primary} w-full sm:w-auto`}
      >
        {complete ? "Registratie voltooien" : "Selecteer eerst één workshop per tijdvak"}
      </button>
    </Form>
  );
}
