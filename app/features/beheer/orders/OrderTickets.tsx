import { Form } from "react-router";
import { formatTimeRange } from "../../../../common/format/dates.ts";
import { buttonStyles } from "../../../lib/styles.ts";
import { StaffTextField } from "../fields.tsx";
import { rowFields, staffFields } from "../field-definitions.ts";
import { StaffFormErrors } from "../StaffFormErrors.tsx";
import { ticketHolderSchema } from "../../../../common/validation/staff-orders.ts";
import type { StaffOrderPageData } from "./order-actions.ts";
import { registrationNumbersText } from "../../registration-numbers/registration-number-lines.ts";

const HOLDER_FIELDS = staffFields(ticketHolderSchema.shape, {
  firstName: "Voornaam",
  lastName: "Achternaam",
  email: "E-mailadres",
});
type HolderField = keyof typeof HOLDER_FIELDS;

export type HolderFailure = {
  ticketId: string;
  message: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
};

/** The tickets with their codes, holders and workshop choices; staff with orders.manage can change a holder. */
export function OrderTickets({
  tickets,
  canManage,
  failure,
}: {
  tickets: StaffOrderPageData["tickets"];
  canManage: boolean;
  failure: HolderFailure | null;
}) {
  return (
    <ul className="mt-4 space-y-4">
      {tickets.map((ticket) => {
        const failed = failure?.ticketId === ticket.id ? failure : null;
        const value = (field: HolderField) => failed?.values[field] ?? ticket.holder[field] ?? "";
        const fields = rowFields(HOLDER_FIELDS, ticket.id);
        return (
          <li key={ticket.id} className="rounded-lg border border-slate-300 bg-white p-4">
            <p className="font-semibold">
              {ticket.ticketTypeName}: <span className="font-mono">{ticket.registrationCode}</span>
            </p>
            <p>
              {ticket.holder.name}
              {ticket.holder.email && ` (${ticket.holder.email})`}
              {ticket.holderIsBuyer ? ", de koper" : ""}
            </p>
            {ticket.workshops.length > 0 && (
              <ul className="mt-2 list-disc pl-6">
                {ticket.workshops.map((choice) => (
                  <li key={choice.slotStartsAt}>
                    {formatTimeRange(choice.slotStartsAt, choice.slotEndsAt)}: {choice.workshopName}
                  </li>
                ))}
              </ul>
            )}
            {ticket.registrationNumbers.length > 0 && (
              <p className="mt-2">Registratienummers: {registrationNumbersText(ticket.registrationNumbers)}</p>
            )}
            {canManage && (
              <details className="mt-3" open={failed !== null}>
                <summary className="cursor-pointer font-semibold text-brand-700">
                  Naam en e-mailadres wijzigen<span className="sr-only"> van ticket {ticket.registrationCode}</span>
                </summary>
                <Form method="post" className="mt-3 grid gap-4 md:grid-cols-3">
                  <input type="hidden" name="intent" value="houder" />
                  <input type="hidden" name="ticketId" value={ticket.id} />
                  <div className="md:col-span-3">
                    <StaffFormErrors failure={failed} fields={fields} />
                  </div>
                  <StaffTextField
                    {...fields.firstName}
                    defaultValue={value("firstName")}
                    error={failed?.fieldErrors.firstName}
                  />
                  <StaffTextField
                    {...fields.lastName}
                    defaultValue={value("lastName")}
                    error={failed?.fieldErrors.lastName}
                  />
                  <StaffTextField
                    {...fields.email}
                    type="email"
                    defaultValue={value("email")}
                    error={failed?.fieldErrors.email}
                  />
                  <div className="md:col-span-3">
                    <button type="submit" className={buttonStyles.secondary}>
                      Naam en e-mailadres opslaan
                    </button>
                  </div>
                </Form>
              </details>
            )}
          </li>
        );
      })}
    </ul>
  );
}
