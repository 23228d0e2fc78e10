import { formatEurosPlain } from "../../../common/format/money.ts";

/** One line of the summary: a ticket type's name, how many, and what they cost together (0 is 'Gratis'). */
export type SummaryLine = { name: string; quantity: number; amountCents: number };

type OrderSummaryProps = {
  lines: SummaryLine[];
  /** Including VAT. */
  totalCents: number;
  /** h3 inside step 2; h2 on the completion page, under its h1. */
  headingLevel?: "h2" | "h3";
  /** The placed order's number (its id, the back office's 'Bestelnummer'); none before it is placed. */
  orderNumber?: string;
};

/** The tickets and the total: on step 2 before the buyer commits, and on the completion page after. */
export function OrderSummary({ lines, totalCents, headingLevel: Heading = "h3", orderNumber }: OrderSummaryProps) {
  return (
    <section
      aria-labelledby="aanmelden-overzicht"
      className="rounded-lg border border-brand-200 bg-brand-50 p-4 sm:p-5"
    >
      <Heading id="aanmelden-overzicht" className="text-lg font-semibold text-brand-900">
        Je bestelling
      </Heading>
      {orderNumber && (
        <p className="mt-2 text-slate-700">
          Bestelnummer: <span className="font-mono break-all text-slate-900">{orderNumber}</span>
        </p>
      )}
      <ul className="mt-3 space-y-2">
        {lines.map(({ name, quantity, amountCents }, index) => (
          <li key={`${index}-${name}`} className="flex justify-between gap-4">
            <span>
              {quantity} × {name}
            </span>
            <span className="shrink-0 font-semibold">
              {amountCents === 0 ? "Gratis" : formatEurosPlain(amountCents)}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3 flex justify-between gap-4 border-t border-brand-200 pt-3 text-lg font-bold text-brand-900">
        <span>Totaal:</span> <span>{formatEurosPlain(totalCents)}</span>
      </p>
    </section>
  );
}
