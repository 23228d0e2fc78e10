/**
 * Ticket PDFs: one A5 page per ticket with the event, the holder, the registration code large enough to read
 * out at the door, and a QR code. At a forum the QR code opens the workshop sign-up with the code filled in;
 * otherwise it holds the code itself.
 */
import type { TicketDocument } from "../domain/tickets/ticket-documents.ts";
import { formatLongDate, formatTimeRange } from "../../common/format/dates.ts";
import { formatPlace } from "../../common/format/address.ts";
import { BRAND, FONT, createA5Document, finish, type Pdf } from "./pdf-kit.ts";
import { drawQrCode } from "./qr-code.ts";
import { siteUrl, workshopSignupPath } from "../../common/site-paths.ts";

export type TicketSite = { name: string; publicUrl: string };

const MARGIN = 32;
const BAND_HEIGHT = 84;
const QR_SIZE = 132;

export async function renderTicketPdf(tickets: readonly TicketDocument[], site: TicketSite): Promise<Buffer> {
  const first = tickets[0];
  if (!first) throw new Error("Een ticket-pdf heeft minstens één ticket nodig");
  const doc = createA5Document(
    {
      title: tickets.length === 1 ? `Ticket ${first.registrationCode}` : `Tickets ${first.event.name}`,
      author: site.name,
      subject: `Ticket voor ${first.event.name}`,
    },
    MARGIN,
  );
  for (const ticket of tickets) {
    doc.addPage();
    drawTicket(doc, ticket, site);
  }
  return finish(doc);
}

function drawTicket(doc: Pdf, ticket: TicketDocument, site: TicketSite): void {
  const width = doc.page.width - 2 * MARGIN;
  doc.rect(0, 0, doc.page.width, BAND_HEIGHT).fill(BRAND.teal);
  doc.rect(0, BAND_HEIGHT, doc.page.width, 5).fill(BRAND.ochre);
  doc.font(FONT.bold).fontSize(9).fillColor(BRAND.white);
  doc.text("TICKET", MARGIN, MARGIN - 6, { width, characterSpacing: 2 });
  doc
    .font(FONT.bold)
    .fontSize(18)
    .text(site.name, MARGIN, MARGIN + 10, { width, lineBreak: false });

  const { event } = ticket;
  doc.font(FONT.bold).fontSize(18).fillColor(BRAND.teal);
  // At most three lines, so the code and QR code below always keep their place.
  doc.text(event.name, MARGIN, BAND_HEIGHT + 24, { width, height: 66, ellipsis: true, lineGap: 1 });
  doc.moveDown(0.4);
  doc.font(FONT.regular).fontSize(11).fillColor(BRAND.ink);
  doc.text(`${capitalize(formatLongDate(event.startsAt))}, ${formatTimeRange(event.startsAt, event.endsAt)} uur`, {
    width,
  });
  const place = formatPlace(event.location);
  if (place) doc.text(place, { width, height: 30, ellipsis: true });
  doc.moveDown(0.8);
  labelled(doc, "Tickettype", ticket.ticketTypeName, width);
  labelled(doc, "Naam", ticket.holderName, width);

  const codeTop = doc.page.height - MARGIN - QR_SIZE - 34 - 70;
  doc.rect(MARGIN, codeTop, width, 60).fill(BRAND.tealTint);
  doc.font(FONT.regular).fontSize(9).fillColor(BRAND.muted);
  doc.text("Ticketcode", MARGIN, codeTop + 8, { width, align: "center" });
  doc.font("Courier-Bold").fontSize(24).fillColor(BRAND.teal);
  doc.text(ticket.registrationCode, MARGIN, codeTop + 24, { width, align: "center", lineBreak: false });

  const forum = event.type === "FORUM";
  const qrTop = codeTop + 70;
  drawQrCode(doc, ticketQrPayload(ticket, site.publicUrl), MARGIN + (width - QR_SIZE) / 2, qrTop, QR_SIZE, BRAND.ink);
  const caption = forum
    ? `Scan de code of ga naar ${siteUrl(site.publicUrl, workshopSignupPath())} om je workshops te kiezen.`
    : "";
  if (caption) {
    doc.font(FONT.regular).fontSize(8.5).fillColor(BRAND.muted);
    doc.text(caption, MARGIN, qrTop + QR_SIZE + 6, { width, align: "center" });
  }
}

/** At a forum the QR code opens the workshop sign-up with the code filled in; elsewhere it is the code itself. */
export function ticketQrPayload(
  ticket: { registrationCode: string; event: Pick<TicketDocument["event"], "type"> },
  publicUrl: string,
): string {
  return ticket.event.type === "FORUM"
    ? siteUrl(publicUrl, workshopSignupPath(ticket.registrationCode))
    : ticket.registrationCode;
}

function labelled(doc: Pdf, label: string, value: string, width: number): void {
  doc.font(FONT.regular).fontSize(8.5).fillColor(BRAND.muted).text(label.toUpperCase(), { width, characterSpacing: 1 });
  doc.font(FONT.bold).fontSize(12).fillColor(BRAND.ink).text(value, { width, height: 32, ellipsis: true });
  doc.moveDown(0.4);
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
