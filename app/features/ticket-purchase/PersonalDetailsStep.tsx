import type { OfferedPaymentMethod } from "../../../common/validation/purchase.ts";
import { eurosToCents } from "../../../common/format/money.ts";
import { buttonStyles, headingStyles } from "../../lib/styles.ts";
import { DETAIL_FIELD_CONFIG } from "./detail-fields.ts";
import { ErrorSummary, type SummaryEntry } from "../../components/form/ErrorSummary.tsx";
import { OrderButtonLabel } from "./OrderButtonLabel.tsx";
import { OrderSummary, type SummaryLine } from "./OrderSummary.tsx";
import { PaymentMethodChoice } from "./PaymentMethodChoice.tsx";
import { fieldId, type ChosenLine, type DetailField, type FieldErrors } from "./purchase-form.ts";
import { TextField } from "../../components/form/TextField.tsx";
import { TermsNotice } from "../terms/TermsNotice.tsx";
import type { ShownTerms } from "../terms/terms-in-force.ts";

type PersonalDetailsStepProps = {
  active: boolean;
  details: Record<DetailField, string>;
  errors: FieldErrors;
  summary: SummaryEntry[];
  paymentMethod: OfferedPaymentMethod;
  lines: ChosenLine[];
  total: number;
  processing: boolean;
  /** The terms version in force when the page was loaded, linked above the order button. */
  terms: ShownTerms | null;
  onDetailChange: (field: DetailField, value: string) => void;
  onDetailBlur: (field: DetailField) => void;
  onPaymentMethodChange: (value: OfferedPaymentMethod) => void;
};

/**
 * Step 2 'Persoonlijke details': the buyer, the payment method (not asked when there is nothing to pay), the
 * order summary, the terms the order agrees to, 'Terug' and the button that places the order, which names the
 * obligation to pay (decision 0030).
 * Like step 1 it stays in the form while hidden.
 */
export function PersonalDetailsStep(props: PersonalDetailsStepProps) {
  const { active, details, errors, summary, paymentMethod, lines, total, processing } = props;
  return (
    <section hidden={!active} aria-labelledby="aanmelden-stap-2" className="group/bestellen space-y-6">
      <h2 id="aanmelden-stap-2" tabIndex={-1} className={headingStyles.section}>
        Persoonlijke details
      </h2>
      <ErrorSummary id="aanmelden-fouten-stap-2" entries={summary} fieldId={fieldId} />
      <p className="text-slate-700">Alle velden zijn verplicht.</p>
      <div className="grid gap-5 sm:grid-cols-2">
        {DETAIL_FIELD_CONFIG.map((field) => (
          <TextField
            key={field.name}
            id={fieldId(field.name)}
            field={field}
            value={details[field.name]}
            error={errors[field.name]}
            onChange={(value) => props.onDetailChange(field.name, value)}
            onBlur={() => props.onDetailBlur(field.name)}
          />
        ))}
      </div>
      {total > 0 ? (
        <PaymentMethodChoice value={paymentMethod} onChange={props.onPaymentMethodChange} />
      ) : (
        <p className="rounded-lg border border-brand-200 bg-white p-4">
          <input type="hidden" name="paymentMethod" value={paymentMethod} />
          Je tickets zijn gratis: je hoeft niets te betalen.
        </p>
      )}
      <OrderSummary lines={summaryLines(lines)} totalCents={eurosToCents(total)} />
      {active && <TermsNotice terms={props.terms} agreeing="Met je bestelling" />}
      {active && (
        <div className="flex flex-wrap justify-between gap-3">
          <button type="submit" name="intent" value="back" className={buttonStyles.secondary}>
            Terug
          </button>
          <button type="submit" name="intent" value="order" disabled={processing} className={buttonStyles.primary}>
            {processing ? "Verwerken..." : <OrderButtonLabel free={total === 0} />}
          </button>
        </div>
      )}
    </section>
  );
}

/** The chosen lines as the summary shows them; a free type costs 0, whatever price it was given. */
function summaryLines(lines: ChosenLine[]): SummaryLine[] {
  return lines.map(({ ticketType, quantity }) => ({
    name: ticketType.name,
    quantity,
    amountCents: ticketType.free ? 0 : quantity * eurosToCents(ticketType.price),
  }));
}
