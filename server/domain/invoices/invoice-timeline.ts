/**
 * An order's invoice payments and reminders as lines of its history; the order page merges them with
 * the other areas' entries by time (order-timeline-entry.ts).
 */
import { asc, eq } from "drizzle-orm";
import { formatDate } from "../../../common/format/dates.ts";
import { formatEuros } from "../../../common/format/money.ts";
import type { DbOrTx } from "../../db/client.ts";
import { invoicePayments, invoiceReminders, invoices, staffMembers } from "../../db/schema/index.ts";
import type { OrderTimelineEntry } from "../orders/order-timeline-entry.ts";

export async function invoiceTimelineEntries(db: DbOrTx, orderId: string): Promise<OrderTimelineEntry[]> {
  const payments = await db
    .select({ payment: invoicePayments, number: invoices.number, staffName: staffMembers.name })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .leftJoin(staffMembers, eq(staffMembers.id, invoicePayments.staffId))
    .where(eq(invoices.orderId, orderId))
    .orderBy(asc(invoicePayments.createdAt));
  const reminders = await db
    .select({ reminder: invoiceReminders, number: invoices.number, staffName: staffMembers.name })
    .from(invoiceReminders)
    .innerJoin(invoices, eq(invoices.id, invoiceReminders.invoiceId))
    .leftJoin(staffMembers, eq(staffMembers.id, invoiceReminders.staffId))
    .where(eq(invoices.orderId, orderId))
    .orderBy(asc(invoiceReminders.sentAt));
  const by = (name: string | null) => (name ? `, door ${name}` : "");
  return [
    ...payments.map(({ payment, number, staffName }) => ({
      at: payment.createdAt,
      kind: "invoice-payment",
      title: `Betaling van factuur ${number} geregistreerd: ${formatEuros(payment.amountCents)}`,
      detail: `Ontvangen op ${formatDate(`${payment.paidOn}T12:00:00Z`)}${by(staffName)}`,
    })),
    ...reminders.map(({ reminder, number, staffName }) => ({
      at: reminder.sentAt,
      kind: "invoice-reminder",
      title: reminder.automatic
        ? `Automatische herinnering ${reminder.sequence} voor factuur ${number} verstuurd`
        : `Herinnering voor factuur ${number} verstuurd`,
      detail: reminder.automatic ? null : `Handmatig${by(staffName)}`,
    })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
}
