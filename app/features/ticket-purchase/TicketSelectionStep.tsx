import { FieldError } from "../../components/form/FieldError.tsx";
import { eurosToCents, formatEurosPlain } from "../../../common/format/money.ts";
import { buttonStyles, headingStyles } from "../../lib/styles.ts";
import { ErrorSummary, type SummaryEntry } from "../../components/form/ErrorSummary.tsx";
import type { ShownTicketType } from "./offered-ticket-types.ts";
import { fieldId, quantityFieldName, TICKETS_ERROR, type FieldErrors } from "./purchase-form.ts";
import { TicketTypeOption, UnavailableTicketTypeOption } from "./TicketTypeOption.tsx";

type TicketSelectionStepProps = {
  active: boolean;
  /** Every type but the hidden ones; only those on sale get a quantity input. */
  shown: ShownTicketType[];
  quantities: Record<string, string>;
  errors: FieldErrors;
  summary: SummaryEntry[];
  total: number;
  onQuantityChange: (ticketTypeId: string, value: string) => void;
  onQuantityBlur: (ticketTypeId: string) => void;
};

/**
 * Step 1 'Selecteer tickets'. Always in the form (hidden while inactive) so its quantities travel with every
 * submit; its button is only there while active, so Enter never triggers a step that is not shown.
 */
export function TicketSelectionStep(props: TicketSelectionStepProps) {
  const { active, shown, quantities, errors, summary, total, onQuantityChange, onQuantityBlur } = props;
  const groupError = errors[TICKETS_ERROR];
  const groupErrorId = groupError ? fieldId(`${TICKETS_ERROR}-fout`) : undefined;
  return (
    <section hidden={!active} aria-labelledby="aanmelden-stap-1" className="space-y-6">
      <h2 id="aanmelden-stap-1" tabIndex={-1} className={headingStyles.section}>
        Selecteer tickets
      </h2>
      <ErrorSummary id="aanmelden-fouten-stap-1" entries={summary} fieldId={fieldId} />
      <FieldError id={groupErrorId} message={groupError} />
      <ul className="space-y-4">
        {shown.map((ticketType) =>
          ticketType.saleState === "ON_SALE" ? (
            <TicketTypeOption
              key={ticketType.id}
              ticketType={ticketType}
              value={quantities[ticketType.id] ?? ""}
              error={errors[quantityFieldName(ticketType.id)]}
              groupErrorId={groupErrorId}
              onChange={(value) => onQuantityChange(ticketType.id, value)}
              onBlur={() => onQuantityBlur(ticketType.id)}
            />
          ) : (
            <UnavailableTicketTypeOption key={ticketType.id} ticketType={ticketType} />
          ),
        )}
      </ul>
      <div className="flex flex-col gap-4 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p aria-live="polite" className="text-xl font-bold text-brand-900">
          Totaal: {formatEurosPlain(eurosToCents(total))}
        </p>
        {active && (
          <button type="submit" name="intent" value="next" className={buttonStyles.primary}>
            Volgende
          </button>
        )}
      </div>
    </section>
  );
}
