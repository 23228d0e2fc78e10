import type { MailAttachmentRef } from "../db/schema/index.ts";

/** The kinds of document a mail can carry; the worker renders each from its id when it sends. */
export const ATTACHMENT_KINDS = ["ticket-pdf", "invoice-pdf"] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

export function ticketPdfRef(ticket: { id: string; registrationCode: string }): MailAttachmentRef {
  return { kind: "ticket-pdf", id: ticket.id, filename: `ticket-${ticket.registrationCode}.pdf` };
}

export function invoicePdfRef(invoice: { id: string; number: string }): MailAttachmentRef {
  return { kind: "invoice-pdf", id: invoice.id, filename: `factuur-${invoice.number}.pdf` };
}
