import type { UnitOfWork } from "../deps.ts";
import { draftInvoiceForOrder, issueInvoice } from "../invoices/create-invoice.ts";
import { claimOrderTransition } from "../transitions.ts";
import { issueTickets } from "./issue-tickets.ts";
import { enqueueConfirmationOf, readOrderAndInvoiceSource } from "./order-confirmation-mail.ts";
import { countedLinesOf } from "./order-lines.ts";
import { sortByTicketType } from "./sale-rules.ts";
import { sellHeldTickets, sellTicketsAtOnce, type CountedLine } from "./ticket-counters.ts";

export type ConfirmedStatus = "PAID" | "INVOICED" | "FREE";

export type ConfirmOptions = {
  /** Draws the ticket codes: random (decision 0004), except for the demo content's known codes. */
  newCode?: () => string;
  /**
   * Whether the order's places are held (the default: an iDEAL order, or one that waited for approval). False for
   * an order confirmed in the transaction that placed it without a hold: its places are then taken as sold here.
   */
  placesHeld?: boolean;
  /** The order's ticket types and quantities when the caller has just written them (else they are read). */
  lines?: readonly CountedLine[];
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
 *
 * The order of the steps is for a ticket rush: every order of an event waits for its ticket counter
 * rows, and every invoice for the year's invoice number, from the moment a transaction updates them until it
 * commits. So everything that only reads or inserts this order's own rows comes first, and those rows last: the
 * counters, then the number, then the mail's insert, then the commit.
 */
export async function fulfilConfirmedOrder(
  unit: UnitOfWork,
  orderId: string,
  status: ConfirmedStatus,
  options: ConfirmOptions = {},
): Promise<void> {
  const { tx, now } = unit;
  const lines = options.lines ? sortByTicketType(options.lines) : await countedLinesOf(tx, orderId);
  await issueTickets(tx, orderId, lines, now, options.newCode);
  // The order and its lines are read once, for the mail and for the invoice.
  const { order, invoiceSource } = await readOrderAndInvoiceSource(tx, orderId);
  const invoiceDraft = status === "INVOICED" ? await draftInvoiceForOrder(tx, orderId, invoiceSource) : null;
  if (options.placesHeld === false) await sellTicketsAtOnce(tx, order.event.id, lines);
  else await sellHeldTickets(tx, lines);
  const invoice = invoiceDraft ? await issueInvoice(unit, invoiceDraft) : null;
  await enqueueConfirmationOf(unit, order, invoice);
}
