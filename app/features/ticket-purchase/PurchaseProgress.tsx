/** The four items of the purchase progress (the form's two steps on a list of four). */
const ITEMS = ["Tickets", "Gegevens", "Betalen", "Klaar"] as const;
export type ProgressItem = 1 | 2 | 3 | 4;

/** Where the buyer is: done items get a check mark, the current one aria-current="step". */
export function PurchaseProgress({ current }: { current: ProgressItem }) {
  return (
    <ol aria-label="Voortgang van je bestelling" className="grid grid-cols-4 gap-2 text-center text-sm sm:text-base">
      {ITEMS.map((label, index) => {
        const item = index + 1;
        const done = item < current;
        const isCurrent = item === current;
        const circle = isCurrent
          ? "border-brand-700 bg-brand-700 text-white"
          : done
            ? "border-brand-700 bg-brand-100 text-brand-900"
            : "border-slate-400 bg-white text-slate-700";
        return (
          <li
            key={label}
            aria-current={isCurrent ? "step" : undefined}
            className="flex flex-col items-center gap-1 border-t-4 pt-2 data-[state=current]:border-brand-700 data-[state=done]:border-brand-200 data-[state=todo]:border-slate-200"
            data-state={isCurrent ? "current" : done ? "done" : "todo"}
          >
            <span
              aria-hidden="true"
              className={`flex size-8 items-center justify-center rounded-full border-2 font-bold ${circle}`}
            >
              {done ? "✓" : item}
            </span>
            <span className={isCurrent ? "font-bold text-brand-900" : "text-slate-700"}>
              <span className="sr-only">Stap {item}: </span>
              {label}
              {done && <span className="sr-only"> (afgerond)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
