import { checkDetails } from "../../../common/validation/field-errors.ts";
import { billingDetailsSchema, paymentMethodSchema } from "../../../common/validation/purchase.ts";
import { formText } from "../../lib/form-data.ts";
import type { OfferedTicketType } from "./offered-ticket-types.ts";
import { DETAIL_FIELDS, quantityFieldName, type DetailField, type PurchaseFormValues } from "./purchase-form.ts";

/**
 * The purchase form's zod rules (common/validation/purchase.ts), the same in the route action and the browser.
 * The route action imports this module; the browser loads it after the page (use-purchase-form.ts), so zod is
 * not part of the purchase page's first JavaScript. Step 1 (quantities, total) needs no zod: purchase-form.ts.
 */

/** Step 2: the details as CreateOrder takes them, or the first error per field. */
export function checkPurchaseDetails(details: PurchaseFormValues["details"]) {
  return checkDetails(billingDetailsSchema, details);
}

/** One field's error, for checking on blur. */
export function detailFieldError(field: DetailField, value: string): string | undefined {
  const result = billingDetailsSchema.shape[field].safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** Reads a submitted form; unknown fields are ignored, a tampered payment method falls back to iDEAL. */
export function readPurchaseForm(formData: FormData, offered: OfferedTicketType[]): PurchaseFormValues {
  const method = paymentMethodSchema.safeParse(formData.get("paymentMethod"));
  return {
    quantities: Object.fromEntries(
      offered.map((ticketType) => [ticketType.id, formText(formData, quantityFieldName(ticketType.id))]),
    ),
    details: Object.fromEntries(DETAIL_FIELDS.map((field) => [field, formText(formData, field)])) as Record<
      DetailField,
      string
    >,
    paymentMethod: method.success ? method.data : "IDEAL",
  };
}
