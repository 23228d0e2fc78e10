import type { Transaction } from "../db/client.ts";
import { DomainError } from "../domain/errors.ts";
import { findStandingInvoiceForOrder } from "../domain/invoices/invoice-queries.ts";
import { findConfirmedOrder } from "../domain/tickets/ticket-documents.ts";
import { invoicePdfRef, ticketPdfRef } from "./attachment-refs.ts";
import { mailSettings } from "./mail-settings.ts";
import { enqueueMail } from "./outbox.ts";
import { orderConfirmationMail } from "./templates/order-confirmation.ts";

/**
 * Writes the confirmation of an order to the outbox, in the transaction that confirms the order: call it after
 * the tickets are issued and, for an invoice order, after createInvoiceForOrder. The mail carries each ticket
 * as a PDF, and the invoice when the order has one. Calling it twice for one order writes one mail.
 */
export async function enqueueOrderConfirmation(tx: Transaction, orderId: string, now: Date): Promise<void> {
  const order = await findConfirmedOrder(tx, orderId);
  if (!order) throw new DomainError("NOT_FOUND", "De bestelling bestaat niet.", { orderId });
  if (order.tickets.length === 0) {
    throw new Error(`Bestelling ${orderId} heeft nog geen tickets: bevestig pas nadat ze zijn uitgegeven`);
  }
  const invoice = await findStandingInvoiceForOrder(tx, orderId);
  if (!invoice && order.paymentMethod === "INVOICE" && order.totalCents > 0) {
    throw new Error(`Bestelling ${orderId} wordt op factuur betaald maar heeft nog geen factuur`);
  }

  const { siteName, publicUrl } = mailSettings();
  const content = orderConfirmationMail({ order, invoice, siteName, publicUrl });
  await enqueueMail(
    tx,
    {
      dedupeKey: `order-confirmation:${orderId}`,
      to: order.buyer.email,
      ...content,
      attachments: [...order.tickets.map(ticketPdfRef), ...(invoice ? [invoicePdfRef(invoice)] : [])],
    },
    now,
  );
}
