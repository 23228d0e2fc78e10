import { headingStyles } from "../../lib/styles.ts";
import type { Workshop } from "./workshop-slots.ts";

type Props = {
  chosen: Workshop[];
  busy: boolean;
  /** After the cut-off: no 'Verwijder selectie'. */
  readOnly?: boolean;
  onRemove?: (workshop: Workshop) => void;
};

/** 'Je selectie': the chosen workshops, each with 'Verwijder selectie' (a submit button without JavaScript). */
export function SelectionSummary({ chosen, busy, readOnly = false, onRemove }: Props) {
  return (
    <section aria-labelledby="je-selectie" className="rounded-lg border border-brand-200 bg-brand-50 p-4 sm:p-5">
      <h3 id="je-selectie" className={headingStyles.card}>
        Je selectie
      </h3>
      {chosen.length === 0 ? (
        <p className="mt-2 text-slate-800">Je hebt nog geen workshops geselecteerd</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {chosen.map((workshop) => (
            <li key={workshop.id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold text-slate-900">{workshop.name}</span>
              {!readOnly && (
                <button
                  type="submit"
                  name="intent"
                  value={`unregister:${workshop.id}`}
                  onClick={(event) => {
                    if (!onRemove) return;
                    event.preventDefault();
                    if (!busy) onRemove(workshop);
                  }}
                  className="min-h-11 rounded-md px-3 font-semibold text-red-800 underline underline-offset-4 hover:bg-red-50"
                >
                  Verwijder selectie<span className="sr-only">: {workshop.name}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
