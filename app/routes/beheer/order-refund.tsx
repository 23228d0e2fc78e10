import { Link, useNavigation } from "react-router";
import type { Route } from "./+types/order-refund.ts";
import { staffFields } from "../../features/beheer/field-definitions.ts";
import { StaffTextField } from "../../features/beheer/fields.tsx";
import { StaffFormErrors } from "../../features/beheer/StaffFormErrors.tsx";
import { formFailure } from "../../features/beheer/form-outcome.ts";
import { PasskeyCheckedForm } from "../../features/beheer/passkeys/PasskeyCheckStep.tsx";
import { loadOrderRefundState, orderIdOf } from "../../features/beheer/refunds/order-refund-state.ts";
import { parseStaffForm, postedText, staffFormRefusal } from "../../features/beheer/staff-form.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { RefundOrderDocument } from "../../graphql/generated.ts";
import { buttonStyles, headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { formatEurosPlain } from "../../../common/format/money.ts";
import { typedRefundFields, typedRefundSchema } from "../../../common/validation/refunds.ts";
import { centsToTypedEuros } from "../../../common/validation/staff-typed.ts";
import { staffOrderPath } from "../../../common/site-paths.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";
import { redirectWithNotice } from "../../features/beheer/staff-notice.ts";

export const handle = staffPage("orders.manage");

const FIELDS = staffFields(typedRefundFields, { bedrag: "Bedrag (euro)" });

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return loadOrderRefundState(context, request, params.id);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const orderId = orderIdOf(context, params.id);
  const form = postedText(await request.formData());
  const values = { bedrag: form.bedrag ?? "" };
  const parsed = parseStaffForm(form, typedRefundSchema);
  if (!parsed.ok) return staffFormRefusal(parsed.fieldErrors, values);
  try {
    await runStaffOperation(context, request, RefundOrderDocument, { input: { orderId, ...parsed.input } });
    return redirectWithNotice(context, staffOrderPath(orderId), "terugbetaald");
  } catch (error) {
    return formFailure(error, values);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Terugbetalen", matches[0].loaderData);
}

/** Pay back (part of) what was paid for an order through iDEAL; e.g. an order in REFUND_REQUIRED. */
export default function RefundOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { state, formKey } = loaderData;
  const sending = useNavigation().state === "submitting";
  // The API names the amount amountCents (or amount, when more than was paid); the form calls it bedrag.
  const apiErrors = actionData?.fieldErrors ?? {};
  const amountError = apiErrors.bedrag ?? apiErrors.amount ?? apiErrors.amountCents;
  const fieldErrors: Record<string, string> = amountError ? { bedrag: amountError } : {};
  const failure = actionData && { ...actionData, fieldErrors };
  return (
    <>
      <p>
        <Link to={staffOrderPath(state.orderId)} className={textLinkStyle}>
          ← Bestelling van {state.buyerName}
        </Link>
      </p>
      <h1 className={`${headingStyles.page} mt-4`}>Terugbetalen</h1>
      {state.refundableCents === 0 ? (
        <p className="mt-4 text-lg">Van deze bestelling is niets (meer) terug te betalen.</p>
      ) : (
        <PasskeyCheckedForm needsCheck={actionData?.passkeyCheck ?? false} className="mt-6 max-w-prose space-y-6">
          <StaffFormErrors failure={failure} title="Niet terugbetaald" fields={FIELDS} />
          <p className="text-lg text-slate-800">
            {state.eventName}. Het bedrag gaat via iDEAL terug naar de rekening waarmee betaald is; nog terug te
            betalen: {formatEurosPlain(state.refundableCents)}.
          </p>
          <input type="hidden" name="sleutel" value={formKey} />
          <StaffTextField
            {...FIELDS.bedrag}
            defaultValue={actionData?.values.bedrag ?? centsToTypedEuros(state.refundableCents)}
            error={failure?.fieldErrors.bedrag}
          />
          <div className="flex flex-wrap gap-4">
            <button type="submit" disabled={sending} className={buttonStyles.primary}>
              {sending ? "Bezig..." : "Terugbetalen"}
            </button>
            <Link to={staffOrderPath(state.orderId)} className={buttonStyles.secondary}>
              Annuleren
            </Link>
          </div>
        </PasskeyCheckedForm>
      )}
    </>
  );
}
