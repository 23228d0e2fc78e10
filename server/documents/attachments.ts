/**
 * Turns an outbox attachment reference into the document itself, when the mail is sent (or shown in the dev
 * mailbox). Rendering late keeps the outbox small, and a document is always drawn from its current data:
 * tickets from the order, invoices from their immutable snapshot, calendar files from the enrolment and course.
 */
import type { DbOrTx } from "../db/client.ts";
import type { MailAttachmentRef } from "../db/schema/index.ts";
import { findEnrollment } from "../domain/courses/enrollment-view.ts";
import { findInvoiceDocument } from "../domain/invoices/invoice-queries.ts";
import { findTicketDocument } from "../domain/tickets/ticket-documents.ts";
import type { AttachmentKind } from "../mail/attachment-refs.ts";
import type { OutgoingAttachment } from "../mail/transport.ts";
import { findCertificateDocument } from "../domain/certificates/certificate-document.ts";
import { renderCertificatePdf } from "./certificate-pdf.ts";
import { courseCalendar } from "./course-calendar.ts";
import { findCalendarEvent } from "../domain/events/calendar-event.ts";
import { eventCalendar } from "./event-calendar.ts";
import { enrollmentQrPng } from "./qr-code.ts";
import type { IcsMethod } from "./ics.ts";
import { renderInvoicePdf } from "./invoice-pdf.ts";
import { renderTicketPdf, type TicketSite } from "./ticket-pdf.ts";

/** What documents print of the site: its name and address, and the sender calendar files name as organiser. */
export type DocumentSite = TicketSite & { mailFrom: string };

type RenderedDocument = Pick<OutgoingAttachment, "content" | "contentType">;
type Renderer = (db: DbOrTx, id: string, site: DocumentSite) => Promise<RenderedDocument | null>;

const pdf = (content: Buffer): RenderedDocument => ({ content, contentType: "application/pdf" });

async function renderCourseCalendar(db: DbOrTx, id: string, site: DocumentSite, method: IcsMethod) {
  const found = await findEnrollment(db, { id });
  if (!found) return null;
  const ics = courseCalendar(method, found, site);
  // The method parameter tells mail programs what to do with the file: add the event or remove it.
  return { content: Buffer.from(ics, "utf8"), contentType: `text/calendar; charset=utf-8; method=${method}` };
}

async function renderEventCalendar(db: DbOrTx, id: string, site: DocumentSite) {
  const event = await findCalendarEvent(db, id);
  if (!event) return null;
  const ics = eventCalendar(event, site);
  return { content: Buffer.from(ics, "utf8"), contentType: "text/calendar; charset=utf-8; method=PUBLISH" };
}

/** The enrolment's code for the door, as a PNG large enough to scan from a phone's screen or a print. */
async function renderEnrollmentQr(db: DbOrTx, id: string): Promise<RenderedDocument | null> {
  const found = await findEnrollment(db, { id });
  if (!found) return null;
  return { content: await enrollmentQrPng(found.enrollment.id), contentType: "image/png" };
}

const renderers: Record<AttachmentKind, Renderer> = {
  "ticket-pdf": async (db, id, site) => {
    const ticket = await findTicketDocument(db, id);
    return ticket ? pdf(await renderTicketPdf([ticket], site)) : null;
  },
  "invoice-pdf": async (db, id, site) => {
    const invoice = await findInvoiceDocument(db, id);
    return invoice ? pdf(await renderInvoicePdf(invoice, site.name)) : null;
  },
  "course-ics": (db, id, site) => renderCourseCalendar(db, id, site, "PUBLISH"),
  "course-ics-cancel": (db, id, site) => renderCourseCalendar(db, id, site, "CANCEL"),
  "event-ics": renderEventCalendar,
  "enrollment-qr": renderEnrollmentQr,
  "certificate-pdf": async (db, id, site) => {
    const certificate = await findCertificateDocument(db, id);
    return certificate ? pdf(await renderCertificatePdf(certificate, site)) : null;
  },
};

/** Throws when the kind is unknown or the document is gone: the mail then fails and is retried, never sent bare. */
export async function renderAttachment(
  db: DbOrTx,
  ref: MailAttachmentRef,
  site: DocumentSite,
): Promise<OutgoingAttachment> {
  const render = Object.hasOwn(renderers, ref.kind) ? renderers[ref.kind as AttachmentKind] : undefined;
  if (!render) throw new Error(`Onbekend soort bijlage '${ref.kind}'`);
  const rendered = await render(db, ref.id, site);
  if (!rendered) throw new Error(`Bijlage ${ref.kind} ${ref.id} bestaat niet (meer)`);
  return { filename: ref.filename, ...rendered };
}
