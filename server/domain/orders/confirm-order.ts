import { and, eq } from "drizzle-orm";
import type { Transaction } from "../../db/client.ts";
import { orders } from "../../db/schema/index.ts";
import { enqueueOrderConfirmation } from "../../mail/order-confirmation.ts";
import { createInvoiceForOrder } from "../invoices/create-invoice.ts";
import { issueTickets } from "./issue-tickets.ts";
import { countedLinesOf } from "./order-lines.ts";
import { sellHeldTickets } from "./ticket-counters.ts";

export type ConfirmedStatus = "PAID" | "INVOICED" | "FREE";

/**
 * Confirms a PENDING order in the caller's transaction: held tickets become sold, every ticket gets its code,
 * an invoice order gets its invoice, and the confirmation e-mail goes into the outbox. The status change is the
 * claim: it only succeeds from PENDING, so a repeated webhook or a racing worker confirms nothing twice.
 * Returns false when the order was not PENDING (any more).
 */
export async function confirmPendingOrder(
  tx: Transaction,
  orderId: string,
  status: ConfirmedStatus,
  now: Date,
): Promise<boolean> {
  const [claimed] = await tx
    .update(orders)
    .set({ status, completedAt: now, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, "PENDING")))
    .returning({ id: orders.id });
  if (!claimed) return false;

  const lines = await countedLinesOf(tx, orderId);
  await sellHeldTickets(tx, lines);
  await issueTickets(tx, orderId, lines);
  if (status === "INVOICED") await createInvoiceForOrder(tx, orderId, now);
  await enqueueOrderConfirmation(tx, orderId, now);
  return true;
}
