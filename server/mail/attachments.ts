/**
 * Turns an outbox attachment reference into the document itself, when the mail is sent (or shown in the dev
 * mailbox). Rendering late keeps the outbox small, and a document is always drawn from its current data:
 * tickets from the order, invoices from their immutable snapshot.
 */
import type { DbOrTx } from "../db/client.ts";
import type { MailAttachmentRef } from "../db/schema/index.ts";
import { findInvoiceDocument } from "../domain/invoices/invoice-queries.ts";
import { findTicketDocument } from "../domain/tickets/ticket-documents.ts";
import { renderInvoicePdf } from "../documents/invoice-pdf.ts";
import { renderTicketPdf, type TicketSite } from "../documents/ticket-pdf.ts";
import type { AttachmentKind } from "./attachment-refs.ts";
import type { OutgoingAttachment } from "./transport.ts";

const renderers: Record<AttachmentKind, (db: DbOrTx, id: string, site: TicketSite) => Promise<Buffer | null>> = {
  "ticket-pdf": async (db, id, site) => {
    const ticket = await findTicketDocument(db, id);
    return ticket ? renderTicketPdf([ticket], site) : null;
  },
  "invoice-pdf": async (db, id, site) => {
    const invoice = await findInvoiceDocument(db, id);
    return invoice ? renderInvoicePdf(invoice, site.name) : null;
  },
};

/** Throws when the kind is unknown or the document is gone: the mail then fails and is retried, never sent bare. */
export async function renderAttachment(
  db: DbOrTx,
  ref: MailAttachmentRef,
  site: TicketSite,
): Promise<OutgoingAttachment> {
  const render = Object.hasOwn(renderers, ref.kind) ? renderers[ref.kind as AttachmentKind] : undefined;
  if (!render) throw new Error(`Onbekend soort bijlage '${ref.kind}'`);
  const content = await render(db, ref.id, site);
  if (!content) throw new Error(`Bijlage ${ref.kind} ${ref.id} bestaat niet (meer)`);
  return { filename: ref.filename, content, contentType: "application/pdf" };
}
