import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { invoices, orderCancellations, refunds, staffMembers } from "../../db/schema/index.ts";
import { formatDateAtTime } from "../../../common/format/dates.ts";
import { formatEuros } from "../../../common/format/money.ts";
import type { OrderTimelineEntry } from "./order-timeline-entry.ts";
import { REFUND_STATUS_LABELS, type RefundStatusValue } from "../../../common/vocabulary/refunds.ts";

export function refundStatusLabel(status: RefundStatusValue): string {
  return REFUND_STATUS_LABELS[status];
}

/**
 * The order's cancellations (with their credit invoices) and refunds, for the order page's timeline: one of its
 * sources (order-timeline.ts), so it sits with the order, below the refunds that write these rows.
 */
export async function refundTimelineEntries(db: DbOrTx, orderId: string): Promise<OrderTimelineEntry[]> {
  const cancellations = await db
    .select({ cancellation: orderCancellations, creditNumber: invoices.number, creditCents: invoices.totalCents })
    .from(orderCancellations)
    .leftJoin(invoices, eq(invoices.id, orderCancellations.creditInvoiceId))
    .where(eq(orderCancellations.orderId, orderId))
    .orderBy(asc(orderCancellations.createdAt));
  const refundRows = await db
    .select({ refund: refunds, staffName: staffMembers.name })
    .from(refunds)
    .leftJoin(staffMembers, eq(staffMembers.id, refunds.staffId))
    .where(eq(refunds.orderId, orderId))
    .orderBy(asc(refunds.createdAt));
  const entries: OrderTimelineEntry[] = [];
  for (const { cancellation, creditNumber, creditCents } of cancellations) {
    const tickets = cancellation.ticketCount === 1 ? "1 ticket" : `${cancellation.ticketCount} tickets`;
    entries.push({
      at: cancellation.createdAt,
      kind: "cancel",
      title: cancellation.scope === "WHOLE" ? "Bestelling geannuleerd" : `${tickets} geannuleerd`,
      detail: `${tickets}, ${formatEuros(cancellation.amountCents)}; door ${cancellation.staffName}`,
    });
    if (creditNumber !== null && creditCents !== null) {
      entries.push({
        at: cancellation.createdAt,
        kind: "invoice",
        title: `Creditfactuur ${creditNumber}`,
        detail: `${formatEuros(creditCents)}, per e-mail verstuurd`,
      });
    }
  }
  for (const { refund, staffName } of refundRows) {
    entries.push({
      at: refund.createdAt,
      kind: "refund",
      title: `Terugbetaling: ${refundStatusLabel(refund.status).toLowerCase()}`,
      detail: `${formatEuros(refund.amountCents)} via ${refund.provider === "mollie" ? "Mollie" : "de testprovider"}${
        staffName ? `; door ${staffName}` : ""
      }${refund.updatedAt.getTime() !== refund.createdAt.getTime() ? `; bijgewerkt ${formatDateAtTime(refund.updatedAt)}` : ""}`,
    });
  }
  return entries;
}
