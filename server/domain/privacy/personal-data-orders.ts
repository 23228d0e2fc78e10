/**
 * The orders part of "Mijn gegevens": every order this address placed, with its lines, payments, refunds, invoices
 * and tickets. Tickets of the order that others use are listed by code only: their names, addresses, workshop
 * choices and check-ins are the data of those others.
 */
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { events, invoicePayments, invoices, orderLines, orders, payments, refunds } from "../../db/schema/index.ts";
import {
  isBuyersOwnTicket,
  relatedToTickets,
  ticketData,
  ticketsOfOrders,
  type TicketRow,
} from "./personal-data-tickets.ts";
import type { BuyerOrderData, InvoiceData } from "./personal-data-types.ts";
import { findTermsVersions } from "../site-pages/terms-in-force.ts";
import { acceptedTermsData } from "./accepted-terms-data.ts";

export async function buyerOrders(db: DbOrTx, email: string): Promise<BuyerOrderData[]> {
  const rows = await db
    .select({ order: orders, title: events.name, startsAt: events.startsAt, endsAt: events.endsAt })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(sql`lower(${orders.email}) = ${email}`)
    .orderBy(asc(orders.purchasedAt), asc(orders.id));
  const ids = rows.map((row) => row.order.id);
  if (ids.length === 0) return [];
  const [lines, attempts, refundRows, invoiceRows, ticketRows, terms] = await Promise.all([
    db.select().from(orderLines).where(inArray(orderLines.orderId, ids)),
    db.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(asc(payments.createdAt)),
    db.select().from(refunds).where(inArray(refunds.orderId, ids)).orderBy(asc(refunds.createdAt)),
    invoicesOfOrders(db, ids),
    ticketsOfOrders(db, ids),
    findTermsVersions(
      db,
      rows.map((row) => row.order.acceptedTermsVersionId),
    ),
  ]);
  const tickets = await ticketsByOrder(db, ticketRows, email);
  return rows.map(({ order, title, startsAt, endsAt }) => ({
    event: { title, startsAt, endsAt },
    status: order.status,
    paymentMethod: order.paymentMethod,
    currency: order.currency,
    totalCents: order.totalCents,
    buyer: {
      firstName: order.firstName,
      lastName: order.lastName,
      email: order.email,
      phoneNumber: order.phoneNumber,
      address: order.address,
      postalCode: order.postalCode,
      city: order.city,
      country: order.country,
    },
    purchasedAt: order.purchasedAt,
    completedAt: order.completedAt,
    canceledAt: order.canceledAt,
    acceptedTerms: acceptedTermsData(terms, order.acceptedTermsVersionId),
    lines: lines
      .filter((line) => line.orderId === order.id)
      .map(({ description, quantity, unitPriceCents, vatRate }) => ({
        description,
        quantity,
        unitPriceCents,
        vatRate,
      })),
    payments: attempts
      .filter((payment) => payment.orderId === order.id)
      .map(({ status, amountCents, createdAt }) => ({ method: order.paymentMethod, status, amountCents, createdAt })),
    refunds: refundRows
      .filter((refund) => refund.orderId === order.id)
      .map(({ amountCents, status, createdAt }) => ({ amountCents, status, createdAt })),
    invoices: invoiceRows.filter((invoice) => invoice.orderId === order.id).map(({ orderId: _o, ...rest }) => rest),
    ...(tickets.get(order.id) ?? { tickets: [], ticketsForOthers: [] }),
  }));
}

async function ticketsByOrder(
  db: DbOrTx,
  ticketRows: TicketRow[],
  email: string,
): Promise<Map<string, Pick<BuyerOrderData, "tickets" | "ticketsForOthers">>> {
  const ids = ticketRows.map((ticket) => ticket.id);
  const related = await relatedToTickets(db, ids);
  const byOrder = new Map<string, Pick<BuyerOrderData, "tickets" | "ticketsForOthers">>();
  for (const ticket of ticketRows) {
    const entry = byOrder.get(ticket.orderId) ?? { tickets: [], ticketsForOthers: [] };
    if (isBuyersOwnTicket(ticket, related.choices, email)) entry.tickets.push(ticketData(ticket, related, email));
    else
      entry.ticketsForOthers.push({ code: ticket.code, ticketType: ticket.ticketType, canceledAt: ticket.canceledAt });
    byOrder.set(ticket.orderId, entry);
  }
  return byOrder;
}

async function invoicesOfOrders(db: DbOrTx, orderIds: string[]): Promise<(InvoiceData & { orderId: string })[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(inArray(invoices.orderId, orderIds))
    .orderBy(asc(invoices.issuedAt), asc(invoices.number));
  const paid = rows.length
    ? await db
        .select()
        .from(invoicePayments)
        .where(
          inArray(
            invoicePayments.invoiceId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(invoicePayments.paidOn))
    : [];
  const numberOf = new Map(rows.map((row) => [row.id, row.number]));
  return rows.map((row) => ({
    orderId: row.orderId,
    number: row.number,
    kind: row.creditForInvoiceId ? "CREDIT" : "INVOICE",
    creditFor: row.creditForInvoiceId ? (numberOf.get(row.creditForInvoiceId) ?? null) : null,
    issuedAt: row.issuedAt,
    dueAt: row.dueAt,
    totalExclVatCents: row.totalExclVatCents,
    vatCents: row.vatCents,
    totalCents: row.totalCents,
    payments: paid
      .filter((payment) => payment.invoiceId === row.id)
      .map(({ amountCents, paidOn }) => ({ amountCents, paidOn })),
  }));
}
