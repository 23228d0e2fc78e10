import type { UnitOfWork } from "../deps.ts";
import { draftInvoiceForOrder, draftNewInvoice, issueInvoice } from "../invoices/create-invoice.ts";
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
 * Confirms an order that placeOrder wrote in this same transaction already confirmed (`confirmedAs`: invoice and
 * free orders): no one else can see it yet, so there is nothing to claim and it has no invoice; its places were not
 * held and are taken as sold here, and its lines are the ones the caller has just written.
 */
export async function confirmNewOrder(
  unit: UnitOfWork,
  orderId: string,
  status: ConfirmedStatus,
  lines: readonly CountedLine[],
): Promise<void> {
  await fulfil(unit, orderId, status, { lines: sortByTicketType(lines), newOrder: true });
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
  const lines = await countedLinesOf(unit.tx, orderId);
  await fulfil(unit, orderId, status, { lines, newOrder: false, newCode: options.newCode });
}

/** fulfilConfirmedOrder's steps; a new order (confirmNewOrder) has no invoice to look for and no held places. */
async function fulfil(
  unit: UnitOfWork,
  orderId: string,
  status: ConfirmedStatus,
  { lines, newOrder, newCode }: ConfirmOptions & { lines: CountedLine[]; newOrder: boolean },
): Promise<void> {
  const { tx, now } = unit;
  await issueTickets(tx, orderId, lines, now, newCode);
  // The order and its lines are read once, for the mail and for the invoice.
  const { order, invoiceSource } = await readOrderAndInvoiceSource(tx, orderId);
  const invoiceDraft =
    status !== "INVOICED"
      ? null
      : newOrder
        ? draftNewInvoice(orderId, invoiceSource)
        : await draftInvoiceForOrder(tx, orderId, invoiceSource);
  if (newOrder) await sellTicketsAtOnce(tx, order.event.id, lines);
  else await sellHeldTickets(tx, lines);
  const invoice = invoiceDraft ? await issueInvoice(unit, invoiceDraft) : null;
  await enqueueConfirmationOf(unit, order, invoice);
}
