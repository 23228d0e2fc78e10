import type { OrderApprovalSettings, UnitOfWork } from "../deps.ts";
import { claimOrderTransition } from "../transitions.ts";
import { enqueueAwaitingApprovalMail } from "./approval-mails.ts";

/** The statuses an order without an online payment gets at once: on invoice, or free. */
export type AtOnceStatus = "INVOICED" | "FREE";

export type OrderSize = { totalCents: number; lines: readonly { quantity: number }[] };

/**
 * Whether an order is large enough to wait for staff approval: at least the configured total, or at least the
 * configured number of tickets. Anyone can type any e-mail address, so without this one request would send a
 * numbered invoice and a branded mail full of ticket codes for a big order to anyone.
 */
function needsApproval(settings: OrderApprovalSettings, size: OrderSize): boolean {
  const tickets = size.lines.reduce((sum, line) => sum + line.quantity, 0);
  return tickets >= settings.minTickets || size.totalCents >= settings.minTotalCents;
}

/**
 * How CreateOrder settles an order without an online payment: confirmed in the transaction that places it, or, when
 * it is large, AWAITING_APPROVAL. Then its tickets stay held (the places are taken, so they are not sold twice)
 * but get no codes, there is no invoice number yet, and the buyer gets the 'received, awaiting approval' mail.
 * Staff then approve or reject it (review-order.ts). Such an order has no hold expiry: a person decides.
 */
export function settlementOf(settings: OrderApprovalSettings, size: OrderSize): "confirm" | "await-approval" {
  return needsApproval(settings, size) ? "await-approval" : "confirm";
}

/** Moves a just-placed order (its places held) to AWAITING_APPROVAL, in CreateOrder's transaction. */
export async function awaitApproval(unit: UnitOfWork, orderId: string): Promise<void> {
  const claimed = await claimOrderTransition(unit.tx, orderId, "AWAITING_APPROVAL", unit.now, { from: ["PENDING"] });
  if (!claimed) throw new Error(`Bestelling ${orderId} is niet meer PENDING in de transactie die haar plaatste`);
  await enqueueAwaitingApprovalMail(unit, orderId);
}
