import { FieldError } from "../../components/form/FieldError.tsx";
import { eurosToCents, formatEurosPlain } from "../../../common/format/money.ts";
import { inputBorder, inputStyle, labelStyle } from "../../components/form/form-styles.ts";
import type { OfferedTicketType, ShownTicketType, UnavailableTicketType } from "./offered-ticket-types.ts";
import { fieldId, quantityFieldName } from "./purchase-form.ts";

const OPTION_STYLE =
  "grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto] sm:p-5";

type TicketTypeOptionProps = {
  ticketType: OfferedTicketType;
  value: string;
  error: string | undefined;
  /** The id of the step-wide error ('choose at least one'), when shown, so each input is described by it. */
  groupErrorId: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
};

/** One ticket type: name, description, price ('Gratis' when free), places left and the quantity input. */
export function TicketTypeOption({ ticketType, value, error, groupErrorId, onChange, onBlur }: TicketTypeOptionProps) {
  const name = quantityFieldName(ticketType.id);
  const id = fieldId(name);
  const availabilityId = `${id}-beschikbaar`;
  const errorId = `${id}-fout`;
  const describedBy = [availabilityId, error ? errorId : null, groupErrorId].filter(Boolean).join(" ");
  return (
    <li className={OPTION_STYLE}>
      <TicketTypeFacts ticketType={ticketType}>
        <span id={availabilityId} className="text-slate-700">
          Nog {ticketType.placesLeft} beschikbaar
        </span>
      </TicketTypeFacts>
      <div className="w-32">
        <label htmlFor={id} className={labelStyle}>
          Aantal<span className="sr-only"> {ticketType.name}</span>
        </label>
        <FieldError id={errorId} message={error} />
        <input
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={0}
          max={ticketType.maxQuantity}
          step={1}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputStyle} ${inputBorder(Boolean(error))}`}
        />
      </div>
    </li>
  );
}

/**
 * A ticket type that cannot be ordered now: shown with its price and why not ('Uitverkocht', 'Verkoop gesloten',
 * 'Verkoop start op ...'), as plain text a screen reader reads with it, and no quantity input.
 */
export function UnavailableTicketTypeOption({ ticketType }: { ticketType: UnavailableTicketType }) {
  return (
    <li className={`${OPTION_STYLE} bg-slate-50`}>
      <TicketTypeFacts ticketType={ticketType}>
        <span className="font-semibold text-slate-800">{ticketType.unavailableText}</span>
      </TicketTypeFacts>
    </li>
  );
}

/** Name, description and price of a type, with its availability (`children`) beside the price. */
function TicketTypeFacts({ ticketType, children }: { ticketType: ShownTicketType; children: React.ReactNode }) {
  return (
    <div>
      <h3 className="text-lg font-semibold text-brand-900">{ticketType.name}</h3>
      {ticketType.description && <p className="mt-1 text-slate-700">{ticketType.description}</p>}
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        <span className="text-lg font-bold text-slate-900">
          {ticketType.free ? "Gratis" : formatEurosPlain(eurosToCents(ticketType.price))}
        </span>
        {children}
      </p>
    </div>
  );
}
