import { Form } from "react-router";
import { NoticeBox } from "../../components/NoticeBox.tsx";
import { buttonStyles, headingStyles } from "../../lib/styles.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { SelectionSummary } from "./SelectionSummary.tsx";
import { formatDateAtTime } from "../../../common/format/dates.ts";
import type { DetailValues, ToggleError, ToggleKind, Wait } from "./signup-view.ts";
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
  waits: Wait[];
  /** Until when changes can be made (ISO); after it (changesClosed) the step only shows the choice. */
  changesCloseAt: string | null;
  changesClosed: boolean;
  error: ToggleError | null;
  busy: boolean;
  /** With JavaScript: change at once through the fetcher, complete in the browser. */
  onToggle?: ((workshop: Workshop, kind: ToggleKind) => void) | undefined;
  onComplete?: (chosen: Workshop[]) => void;
};

/**
 * Step 3: one workshop per time slot, a waitlist for a full one. One form, so every
 * button also works without JavaScript. After the cut-off the choice is shown read-only, with the reason.
 */
export function WorkshopStep(props: Props) {
  const { code, details, slots, selectedIds, waits, changesCloseAt, changesClosed: closed } = props;
  const { error, busy, onToggle, onComplete } = props;
  const chosen = chosenWorkshops(slots, selectedIds);
  const complete = canComplete(slots, selectedIds);
  const until = changesCloseAt ? formatDateAtTime(changesCloseAt) : null;
  return (
    <Form method="post" className="space-y-6">
      <div>
        <StepHeading>{closed ? "Je workshopkeuze" : "Selecteer de workshops die je wilt bezoeken"}</StepHeading>
        {closed ? (
          <NoticeBox className="mt-3">
            <p className="font-semibold">
              Je kunt je workshopkeuze niet meer wijzigen{until ? `: dat kon tot ${until}` : ""}.
            </p>
            <p className="mt-1">Hieronder staat je keuze zoals die is. Tot op het forum!</p>
          </NoticeBox>
        ) : (
          <p className="mt-2 text-slate-700">
            Selecteer voor beide tijdvakken één workshop.
            {until && <> Je kunt je keuze wijzigen of een plaats teruggeven tot {until}.</>} Is een workshop vol? Zet je
            dan op de wachtlijst: komt er een plaats vrij, dan krijg je die meteen en ontvang je een e-mail.
          </p>
        )}
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
                : closed
                  ? "Je hebt voor dit tijdvak geen workshop gekozen"
                  : "Selecteer een workshop voor dit tijdvak"}
            </p>
            <ul className="grid gap-4 md:grid-cols-2">
              {slot.workshops.map((workshop) => (
                <li key={workshop.id}>
                  <WorkshopCard
                    workshop={workshop}
                    state={cardState(workshop, slot, selectedIds)}
                    busy={busy}
                    wait={waits.find((wait) => wait.workshopId === workshop.id)}
                    closed={closed}
                    onToggle={onToggle}
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <SelectionSummary
        chosen={chosen}
        busy={busy}
        readOnly={closed}
        onRemove={onToggle && ((w) => onToggle(w, "unregister"))}
      />
      {!closed && (
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
      )}
    </Form>
  );
}
