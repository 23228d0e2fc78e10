import type { UnitOfWork } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { findStandingInvoiceForOrder } from "../invoices/invoice-queries.ts";
import { findConfirmedOrder } from "../tickets/ticket-documents.ts";
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
  const { tx } = unit;
  const order = await findConfirmedOrder(tx, orderId);
  if (!order) throw new DomainError("NOT_FOUND", "De bestelling bestaat niet.", { orderId });
  if (order.tickets.length === 0) {
    throw new Error(`Bestelling ${orderId} heeft nog geen tickets: bevestig pas nadat ze zijn uitgegeven`);
  }
  const invoice = await findStandingInvoiceForOrder(tx, orderId);
  if (!invoice && order.paymentMethod === "INVOICE" && order.totalCents > 0) {
    throw new Error(`Bestelling ${orderId} wordt op factuur betaald maar heeft nog geen factuur`);
  }

  const { siteName, publicUrl } = unit.settings.site;
  const content = orderConfirmationMail({ order, invoice, siteName, publicUrl });
  return enqueueMail(unit, {
    dedupeKey,
    orderId,
    to: order.buyer.email,
    ...content,
    attachments: [...order.tickets.map(ticketPdfRef), ...(invoice ? [invoicePdfRef(invoice)] : [])],
  });
}
