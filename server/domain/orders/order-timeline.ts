/**
 * An order's history on its back-office page. Each source reads one part of the story and returns its
 * own entries; `orderTimeline` merges them by time. Other areas (refunds, invoice payments, reminders) add their
 * source function to ORDER_TIMELINE_SOURCES.
 */
import { and, asc, eq, inArray, or } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { auditLog, invoices, mailOutbox, orders, payments, tickets } from "../../db/schema/index.ts";
import { formatDateAtTime } from "../../../common/format/dates.ts";
import { formatEuros } from "../../../common/format/money.ts";
import { isUuid } from "../../../common/ids.ts";
import type { ServiceDeps } from "../deps.ts";
import { requirePermission } from "../staff/permissions.ts";
import type { OrderTimelineEntry } from "./order-timeline-entry.ts";
import { invoiceTimelineEntries } from "../invoices/invoice-timeline.ts";
import { refundTimelineEntries } from "./refund-timeline.ts";
import { MAIL_STATUS_LABELS } from "../../../common/vocabulary/mail.ts";
import { mailFailureSummary } from "../../mail/failure-summary.ts";
import { PAYMENT_STATUS_LABELS } from "../../../common/vocabulary/orders.ts";

/** One part of an order's story: its entries, in any order. */
export type OrderTimelineSource = (db: DbOrTx, orderId: string) => Promise<OrderTimelineEntry[]>;

/** The staff actions on an order or its tickets, as the timeline names them. */
const STAFF_ACTION_TITLES: Record<string, string> = {
  approve: "Bestelling goedgekeurd",
  reject: "Bestelling afgewezen",
  resend_confirmation: "Bevestiging opnieuw verstuurd",
  change_holder: "Tickethouder gewijzigd",
};

const orderCreatedEntries: OrderTimelineSource = async (db, orderId) => {
  const [order] = await db
    .select({
      createdAt: orders.createdAt,
      totalCents: orders.totalCents,
      firstName: orders.firstName,
      lastName: orders.lastName,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return [];
  const detail = `${order.firstName} ${order.lastName}, totaal ${formatEuros(order.totalCents)}`;
  return [{ at: order.createdAt, kind: "order", title: "Bestelling geplaatst", detail }];
};

const paymentEntries: OrderTimelineSource = async (db, orderId) => {
  const rows = await db.select().from(payments).where(eq(payments.orderId, orderId));
  return rows.map((payment) => ({
    at: payment.createdAt,
    kind: "payment",
    title: `Betaalpoging: ${PAYMENT_STATUS_LABELS[payment.status].toLowerCase()}`,
    detail: `${formatEuros(payment.amountCents)} via ${payment.provider === "mollie" ? "Mollie" : "de testprovider"} (${payment.providerPaymentId}), laatst bijgewerkt ${formatDateAtTime(payment.updatedAt)}`,
  }));
};

const mailEntries: OrderTimelineSource = async (db, orderId) => {
  const rows = await db
    .select({
      createdAt: mailOutbox.createdAt,
      subject: mailOutbox.subject,
      toAddress: mailOutbox.toAddress,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.orderId, orderId));
  return rows.map((mail) => ({
    at: mail.createdAt,
    kind: "mail",
    title: `E-mail: ${mail.subject}`,
    detail: [
      `Aan ${mail.toAddress}: ${MAIL_STATUS_LABELS[mail.status].toLowerCase()}`,
      `${mail.attempts} ${mail.attempts === 1 ? "poging" : "pogingen"}`,
      ...(mail.lastError ? [mailFailureSummary(mail.lastError)] : []),
    ].join(", "),
    technicalDetail: mail.lastError,
  }));
};

const invoiceEntries: OrderTimelineSource = async (db, orderId) => {
  const rows = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return rows.map((invoice) => ({
    at: invoice.issuedAt,
    kind: "invoice",
    title: `${invoice.creditForInvoiceId === null ? "Factuur" : "Creditfactuur"} ${invoice.number}`,
    detail: formatEuros(invoice.totalCents),
  }));
};

const ticketEntries: OrderTimelineSource = async (db, orderId) => {
  const rows = await db
    .select({ createdAt: tickets.createdAt, code: tickets.registrationCode })
    .from(tickets)
    .where(eq(tickets.orderId, orderId));
  return rows.map((ticket) => ({
    at: ticket.createdAt,
    kind: "ticket",
    title: "Ticket uitgegeven",
    detail: ticket.code,
  }));
};

const staffActionEntries: OrderTimelineSource = async (db, orderId) => {
  const ticketIds = (await db.select({ id: tickets.id }).from(tickets).where(eq(tickets.orderId, orderId))).map(
    (ticket) => ticket.id,
  );
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      or(
        and(eq(auditLog.entityType, "order"), eq(auditLog.entityId, orderId)),
        ticketIds.length === 0
          ? undefined
          : and(eq(auditLog.entityType, "ticket"), inArray(auditLog.entityId, ticketIds)),
      ),
    )
    .orderBy(asc(auditLog.at));
  return rows.map((row) => ({
    at: row.at,
    kind: "staff",
    title: STAFF_ACTION_TITLES[row.action] ?? `Wijziging door medewerker (${row.action})`,
    detail: `Door ${row.actorName}`,
  }));
};

/** Every source of the timeline; each adds its own entries. */
const ORDER_TIMELINE_SOURCES: readonly OrderTimelineSource[] = [
  orderCreatedEntries,
  paymentEntries,
  mailEntries,
  invoiceEntries,
  ticketEntries,
  staffActionEntries,
  invoiceTimelineEntries,
  refundTimelineEntries,
];

/** The order's history, oldest first; entries at the same moment keep the order of their sources. */
export async function orderTimeline(
  deps: ServiceDeps,
  orderId: string,
  sources: readonly OrderTimelineSource[] = ORDER_TIMELINE_SOURCES,
): Promise<OrderTimelineEntry[]> {
  requirePermission(deps.actor, "orders.read");
  if (!isUuid(orderId)) return [];
  const parts = await Promise.all(sources.map((source) => source(deps.db, orderId)));
  return parts.flat().sort((a, b) => a.at.getTime() - b.at.getTime());
}
