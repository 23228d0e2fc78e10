import type { UnitOfWork } from "../deps.ts";
import { createInvoiceForOrder } from "../invoices/create-invoice.ts";
import { claimOrderTransition } from "../transitions.ts";
import { issueTickets } from "./issue-tickets.ts";
import { enqueueOrderConfirmation } from "./order-confirmation-mail.ts";
import { countedLinesOf } from "./order-lines.ts";
import { sellHeldTickets } from "./ticket-counters.ts";

export type ConfirmedStatus = "PAID" | "INVOICED" | "FREE";

export type ConfirmOptions = {
  /** Draws the ticket codes: random (decision 0004), except for the demo content's known codes. */
  newCode?: () => string;
};

/**
 * Confirms a PENDING order in the caller's transaction: held tickets become sold, every ticket gets its code,
 * an invoice order gets its invoice, and the confirmation e-mail goes into the outbox. The status change is the
 * claim: it only succeeds from PENDING, so a repeated webhook or a racing worker confirms nothing twice.
 * Returns false when the order was not PENDING (any more).
 */
export async function confirmPendingOrder(
  unit: UnitOfWork,
  orderId: string,
  status: ConfirmedStatus,
  options: ConfirmOptions = {},
): Promise<boolean> {
  const { tx, now } = unit;
  const claimed = await claimOrderTransition(tx, orderId, status, now, {
    from: ["PENDING"],
    set: { completedAt: now },
  });
  if (!claimed) return false;
  await fulfilConfirmedOrder(unit, orderId, status, options);
  return true;
}

/**
 * What confirming an order does once its move to `status` is claimed (from PENDING, or by staff approval):
 * the held tickets become sold and get their codes, an invoice order gets its invoice, and the confirmation
 * e-mail goes into the outbox. Call it only right after a successful claim, so it runs once per order.
 */
export async function fulfilConfirmedOrder(
  unit: UnitOfWork,
  orderId: string,
  status: ConfirmedStatus,
  options: ConfirmOptions = {},
): Promise<void> {
  const { tx, now } = unit;
  const lines = await countedLinesOf(tx, orderId);
  await sellHeldTickets(tx, lines);
  await issueTickets(tx, orderId, lines, now, options.newCode);
  if (status === "INVOICED") await createInvoiceForOrder(unit, orderId);
  await enqueueOrderConfirmation(unit, orderId);
}
