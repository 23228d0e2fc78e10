/**
 * What staff can do with an invoice in each status: the one table the commands check and the back office draws its
 * buttons from (the API's `StaffInvoice.actions`), so a page never keeps a list of its own. An invoice's status is
 * derived from its payments and credit invoices (invoice-standing.ts); each command derives it again under the
 * invoice's lock and asks this module whether it lets the action through. Crediting an invoice is not an invoice
 * action: it follows from cancelling its order (server/domain/orders/order-actions.ts).
 */
import type { InvoiceStatusValue } from "../../../common/vocabulary/invoices.ts";
import type { Actor } from "../deps.ts";
import { can } from "../staff/permissions.ts";

export const INVOICE_ACTIONS = ["MARK_PAID", "SEND_REMINDER"] as const;
export type InvoiceAction = (typeof INVOICE_ACTIONS)[number];

/** Money is still expected: not paid in full, not credited, and not itself a credit invoice. */
const COLLECTABLE_INVOICE_STATUSES: readonly InvoiceStatusValue[] = ["OPEN", "PARTLY_PAID"];

const ALLOWED_FROM: Record<InvoiceAction, readonly InvoiceStatusValue[]> = {
  MARK_PAID: COLLECTABLE_INVOICE_STATUSES,
  SEND_REMINDER: COLLECTABLE_INVOICE_STATUSES,
};

/** Whether an invoice's status lets `action` through (its command may still refuse for another reason). */
export function statusAllows(status: InvoiceStatusValue, action: InvoiceAction): boolean {
  return ALLOWED_FROM[action].includes(status);
}

/** The actions the staff member may take next on an invoice: allowed by its status and by orders.manage. */
export function invoiceActions(actor: Actor, invoice: { status: InvoiceStatusValue }): InvoiceAction[] {
  if (!can(actor, "orders.manage")) return [];
  return INVOICE_ACTIONS.filter((action) => statusAllows(invoice.status, action));
}
