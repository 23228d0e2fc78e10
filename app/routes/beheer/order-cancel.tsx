import { Link, useNavigation } from "react-router";
import type { Route } from "./+types/order-cancel.ts";
import { staffFields } from "../../features/beheer/field-definitions.ts";
import { StaffCheckboxGroup, StaffTextField } from "../../features/beheer/fields.tsx";
import { StaffFormErrors } from "../../features/beheer/StaffFormErrors.tsx";
import { formFailure } from "../../features/beheer/form-outcome.ts";
import { PasskeyCheckedForm } from "../../features/beheer/passkeys/PasskeyCheckStep.tsx";
import { loadOrderRefundState, orderIdOf } from "../../features/beheer/refunds/order-refund-state.ts";
import { parseStaffForm, postedText, staffFormRefusal } from "../../features/beheer/staff-form.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { CancelOrderDocument } from "../../graphql/generated.ts";
import { buttonStyles, headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { formatEurosPlain } from "../../../common/format/money.ts";
import { typedCancelRefundFields, typedCancelRefundSchema } from "../../../common/validation/refunds.ts";
import { centsToTypedEuros } from "../../../common/validation/staff-typed.ts";
import { isUuid } from "../../../common/ids.ts";
import { staffOrderPath } from "../../../common/site-paths.ts";
import { ApiError } from "../../lib/app-services.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";
import { redirectWithNotice } from "../../features/beheer/staff-notice.ts";

export const handle = staffPage("orders.manage");

const UNKNOWN_TICKET_MESSAGE = "Een of meer gekozen tickets horen niet bij deze bestelling.";

const FIELDS = staffFields(typedCancelRefundFields, { terugbetalen: "Bedrag terugbetalen (euro)" });

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return loadOrderRefundState(context, request, params.id);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const orderId = orderIdOf(context, params.id);
  const form = await request.formData();
  const ticketIds = form.getAll("tickets").filter((value): value is string => typeof value === "string");
  const whole = form.get("alles") === "ja";
  const posted = postedText(form);
  const values = { tickets: ticketIds, alles: whole, terugbetalen: posted.terugbetalen ?? "" };
  const parsed = parseStaffForm(posted, typedCancelRefundSchema);
  if (!parsed.ok) return staffFormRefusal(parsed.fieldErrors, values);
  try {
    if (!ticketIds.every(isUuid)) throw new ApiError(UNKNOWN_TICKET_MESSAGE, "BAD_USER_INPUT", null, {});
    await runStaffOperation(context, request, CancelOrderDocument, {
      input: { orderId, ticketIds: whole ? null : ticketIds, ...parsed.input },
    });
    return redirectWithNotice(
      context,
      staffOrderPath(orderId),
      whole ? "bestelling-geannuleerd" : "tickets-geannuleerd",
    );
  } catch (error) {
    return formFailure(error, values);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Bestelling annuleren", matches[0].loaderData);
}

/** Cancel all or some tickets of an order, with the refund of a paid iDEAL order in the same step. */
export default function CancelOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { state, formKey } = loaderData;
  const sending = useNavigation().state === "submitting";
  const standing = state.tickets.filter((ticket) => !ticket.canceled);
  // The API names the amount refundCents (refundAmount in the service); the form calls it terugbetalen.
  const apiErrors = actionData?.fieldErrors ?? {};
  const amountError = apiErrors.terugbetalen ?? apiErrors.refundCents ?? apiErrors.refundAmount;
  const failure = actionData && {
    ...actionData,
    fieldErrors: { ...apiErrors, ...(amountError ? { terugbetalen: amountError } : {}) },
  };
  const refundable = state.refundableCents > 0;
  return (
    <>
      <p>
        <Link to={staffOrderPath(state.orderId)} className={textLinkStyle}>
          ← Bestelling van {state.buyerName}
        </Link>
      </p>
      <h1 className={`${headingStyles.page} mt-4`}>Bestelling annuleren</h1>
      {!state.cancelable ? (
        <p className="mt-4 text-lg">Deze bestelling kan in haar huidige status niet worden geannuleerd.</p>
      ) : (
        <PasskeyCheckedForm needsCheck={actionData?.passkeyCheck ?? false} className="mt-6 max-w-prose space-y-6">
          <StaffFormErrors failure={failure} title="Niet geannuleerd" fields={FIELDS} />
          <p className="text-lg text-slate-800">
            {state.eventName}. De codes van de geannuleerde tickets werken daarna niet meer, hun plaatsen en
            workshopinschrijvingen komen vrij, en de koper krijgt een creditfactuur per e-mail.
          </p>
          <input type="hidden" name="sleutel" value={formKey} />
          <StaffCheckboxGroup
            name="alles"
            legend="Hele bestelling"
            options={[{ value: "ja", label: `Alle ${standing.length} tickets annuleren` }]}
            checked={actionData ? (actionData.values.alles ? ["ja"] : []) : ["ja"]}
          />
          {standing.length > 0 && (
            <StaffCheckboxGroup
              name="tickets"
              legend="Of alleen deze tickets"
              options={standing.map((ticket) => ({
                value: ticket.id,
                label: `${ticket.ticketTypeName} (${ticket.maskedTicketCode}), ${formatEurosPlain(ticket.unitPriceCents)}`,
              }))}
              checked={actionData?.values.tickets ?? []}
              error={actionData?.fieldErrors.ticketIds}
            />
          )}
          {refundable && (
            <StaffTextField
              {...FIELDS.terugbetalen}
              hint={`Via iDEAL; hoogstens ${formatEurosPlain(state.refundableCents)}. Laat 0 staan om niets terug te betalen.`}
              defaultValue={actionData?.values.terugbetalen ?? centsToTypedEuros(state.refundableCents)}
              error={failure?.fieldErrors.terugbetalen}
            />
          )}
          <div className="flex flex-wrap gap-4">
            <button type="submit" disabled={sending} className={`${buttonStyles.primary} bg-red-700 hover:bg-red-800`}>
              {sending ? "Bezig met annuleren..." : "Ja, annuleren"}
            </button>
            <Link to={staffOrderPath(state.orderId)} className={buttonStyles.secondary}>
              Niet annuleren
            </Link>
          </div>
        </PasskeyCheckedForm>
      )}
    </>
  );
}
