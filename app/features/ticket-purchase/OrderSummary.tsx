import { eurosToCents, formatEurosPlain } from "../../../common/format/money.ts";
import type { ChosenLine } from "./purchase-form.ts";

/** The chosen tickets and the total, on step 2 before the buyer commits. */
export function OrderSummary({ lines, total }: { lines: ChosenLine[]; total: number }) {
  return (
    <section
      aria-labelledby="aanmelden-overzicht"
      className="rounded-lg border border-brand-200 bg-brand-50 p-4 sm:p-5"
    >
      <h3 id="aanmelden-overzicht" className="text-lg font-semibold text-brand-900">
        Je bestelling
      </h3>
      <ul className="mt-3 space-y-2">
        {lines.map(({ ticketType, quantity }) => (
          <li key={ticketType.id} className="flex justify-between gap-4">
            <span>
              {quantity} × {ticketType.name}
            </span>
            <span className="shrink-0 font-semibold">
              {ticketType.free ? "Gratis" : formatEurosPlain(quantity * eurosToCents(ticketType.price))}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3 flex justify-between gap-4 border-t border-brand-200 pt-3 text-lg font-bold text-brand-900">
        <span>Totaal:</span> <span>{formatEurosPlain(eurosToCents(total))}</span>
      </p>
    </section>
  );
}
