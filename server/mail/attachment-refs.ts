import type { MailAttachmentRef } from "../db/schema/index.ts";
import { fileSlug } from "../../common/file-slug.ts";
import type { IcsMethod } from "../documents/ics.ts";

/** The kinds of document a mail can carry; the worker renders each from its id when it sends. */
export type AttachmentKind =
  "ticket-pdf" | "invoice-pdf" | "course-ics" | "course-ics-cancel" | "event-ics" | "enrollment-qr" | "certificate-pdf";

export function ticketPdfRef(ticket: { id: string; registrationCode: string }): MailAttachmentRef {
  return { kind: "ticket-pdf", id: ticket.id, filename: `ticket-${ticket.registrationCode}.pdf` };
}

export function invoicePdfRef(invoice: { id: string; number: string }): MailAttachmentRef {
  return { kind: "invoice-pdf", id: invoice.id, filename: `factuur-${invoice.number}.pdf` };
}

/** The calendar file of an enrolment: the event to add (PUBLISH), or to remove after a cancellation (CANCEL). */
export function courseCalendarRef(
  method: IcsMethod,
  enrollment: { id: string },
  course: { title: string },
): MailAttachmentRef {
  const slug = fileSlug(course.title).slice(0, 60).replace(/-$/, "") || "cursus";
  const kind = method === "PUBLISH" ? "course-ics" : "course-ics-cancel";
  return { kind, id: enrollment.id, filename: `vakschool-${slug}${method === "CANCEL" ? "-afgemeld" : ""}.ics` };
}

/** The calendar file of an event (the reminder before it): the same for everyone, so it is keyed by the event. */
export function eventCalendarRef(event: { id: string; name: string }): MailAttachmentRef {
  const slug = fileSlug(event.name).slice(0, 60).replace(/-$/, "") || "evenement";
  return { kind: "event-ics", id: event.id, filename: `${slug}.ics` };
}

/**
 * The QR code a course participant shows at the door: course participants have no ticket, so their
 * enrolment mail and reminder carry the code the check-in page scans.
 */
export function enrollmentQrRef(enrollment: { id: string }): MailAttachmentRef {
  return { kind: "enrollment-qr", id: enrollment.id, filename: "vakschool-qr-code.png" };
}

/** An attendance certificate: drawn from the certificate row when sent, so a re-issue shows the fix. */
export function certificatePdfRef(certificate: { id: string; code: string }): MailAttachmentRef {
  return { kind: "certificate-pdf", id: certificate.id, filename: certificateFileName(certificate.code) };
}

/** 'certificaat-FC-7KQM-3XPA-9TDV.pdf': the code is capitals, digits and hyphens, safe in any file name. */
export const certificateFileName = (code: string): string => `certificaat-${code}.pdf`;
