import type { UnitOfWork } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { findStandingInvoiceForOrder } from "../invoices/invoice-queries.ts";
import {
  findConfirmedOrder,
  findConfirmedOrderWithInvoiceSource,
  type ConfirmedOrder,
} from "../tickets/ticket-documents.ts";
import type { InvoiceSource } from "../invoices/create-invoice.ts";
import type { IssuedInvoice } from "../invoices/create-invoice.ts";
import type { DbOrTx } from "../../db/client.ts";
import { invoicePdfRef, ticketPdfRef } from "../../mail/attachment-refs.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { orderConfirmationMail } from "../../mail/templates/order-confirmation.ts";

/**
 * Writes the confirmation of an order to the outbox, in the transaction that confirms the order: call it after
 * the tickets are issued and, for an invoice order, after createInvoiceForOrder. The mail carries each ticket
 * as a PDF, and the invoice when the order has one. Calling it twice with one dedupe key writes one mail; the back
 * office resends with a key of its own (./resend-confirmation.ts). True when this call wrote the mail.
 */
export async function enqueueOrderConfirmation(
  unit: UnitOfWork,
  orderId: string,
  dedupeKey = `order-confirmation:${orderId}`,
): Promise<boolean> {
  const order = await readOrderToConfirm(unit.tx, orderId);
  const invoice = await findStandingInvoiceForOrder(unit.tx, orderId);
  return enqueueConfirmationOf(unit, order, invoice, dedupeKey);
}

/** The confirmed order with its issued tickets, as the confirmation mail shows it. */
async function readOrderToConfirm(tx: DbOrTx, orderId: string): Promise<ConfirmedOrder> {
  const order = await findConfirmedOrder(tx, orderId);
  if (!order) throw orderNotFound(orderId);
  return withIssuedTickets(order);
}

/** readOrderToConfirm, and what the order's invoice is made of from the same reads (confirm-order.ts). */
export async function readOrderAndInvoiceSource(
  tx: DbOrTx,
  orderId: string,
): Promise<{ order: ConfirmedOrder; invoiceSource: InvoiceSource }> {
  const found = await findConfirmedOrderWithInvoiceSource(tx, orderId);
  if (!found) throw orderNotFound(orderId);
  return { order: withIssuedTickets(found.confirmed), invoiceSource: found.invoiceSource };
}

const orderNotFound = (orderId: string) => new DomainError("NOT_FOUND", "De bestelling bestaat niet.", { orderId });

function withIssuedTickets(order: ConfirmedOrder): ConfirmedOrder {
  if (order.tickets.length === 0) {
    throw new Error(`Bestelling ${order.id} heeft nog geen tickets: bevestig pas nadat ze zijn uitgegeven`);
  }
  return order;
}

/** Renders and enqueues the confirmation of `order` (read by readOrderToConfirm) with its invoice, if any. */
export async function enqueueConfirmationOf(
  unit: UnitOfWork,
  order: ConfirmedOrder,
  invoice: IssuedInvoice | null,
  dedupeKey = `order-confirmation:${order.id}`,
): Promise<boolean> {
  if (!invoice && order.paymentMethod === "INVOICE" && order.totalCents > 0) {
    throw new Error(`Bestelling ${order.id} wordt op factuur betaald maar heeft nog geen factuur`);
  }
  const { siteName, publicUrl } = unit.settings.site;
  const content = orderConfirmationMail({ order, invoice, siteName, publicUrl });
  return enqueueMail(unit, {
    dedupeKey,
    orderId: order.id,
    to: order.buyer.email,
    ...content,
    attachments: [...order.tickets.map(ticketPdfRef), ...(invoice ? [invoicePdfRef(invoice)] : [])],
  });
}
