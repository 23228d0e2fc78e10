/**
 * The confirmation of an order: what was ordered, the event, a code per ticket (with the link to
 * choose workshops at a forum), the event's practical information when staff wrote it, and for an invoice order
 * the invoice's number and payment term. Dutch, HTML
 * and plain text built from the same sections so they never tell different stories.
 */
import type { ConfirmedOrder } from "../../domain/tickets/ticket-documents.ts";
import { formatDate } from "../../../common/format/dates.ts";
import { formatEuros } from "../../../common/format/money.ts";
import {
  MAIL_COLORS,
  emailLayout,
  escapeHtml,
  heading,
  link,
  paragraph,
  withTextFooter,
  type EmailContent,
} from "./layout.ts";
import { blockSections } from "./mail-blocks.ts";
import { eventRows, orderLineRows } from "./order-mail-rows.ts";
import { practicalInfoBlocks } from "./practical-info.ts";
import { siteUrl, workshopSignupPath } from "../../../common/site-paths.ts";

export type OrderConfirmationInput = {
  order: ConfirmedOrder;
  /** The invoice attached to an invoice order. */
  invoice: { number: string; issuedAt: Date; dueAt: Date } | null;
  siteName: string;
  publicUrl: string;
};

type Section = { html: string; text: string };

const DAY_MS = 24 * 60 * 60 * 1000;

export function orderConfirmationMail(input: OrderConfirmationInput): EmailContent {
  const { order, siteName, publicUrl } = input;
  const sections = [
    greeting(input),
    eventDetails(order),
    orderSummary(order),
    ticketList(input),
    ...blockSections(practicalInfoBlocks(order.practicalInfoHtml)),
    ...(input.invoice ? [invoiceNotice(order, input.invoice)] : []),
    closing(input),
  ];
  const subject = `Je tickets voor ${order.event.name}`;
  const html = emailLayout({
    title: subject,
    preheader: `Je bestelling is bevestigd. Hier zijn je tickets voor ${order.event.name}.`,
    siteName,
    publicUrl,
    bodyHtml: sections.map((section) => section.html).join("\n"),
  });
  const text = withTextFooter(sections.map((section) => section.text).join("\n\n"), siteName, publicUrl);
  return { subject, html, text };
}

function greeting({ order, invoice }: OrderConfirmationInput): Section {
  const hello = `Beste ${order.buyer.firstName},`;
  const event = order.event.name;
  const thanks =
    order.status === "PAID"
      ? `Bedankt voor je bestelling. We hebben je betaling ontvangen. Hieronder vind je je tickets voor ${event}.`
      : invoice
        ? `Bedankt voor je bestelling. Hieronder vind je je tickets voor ${event}; de factuur zit als bijlage bij deze e-mail.`
        : `Bedankt voor je aanmelding. Hieronder vind je je tickets voor ${event}.`;
  return { html: paragraph(escapeHtml(hello)) + paragraph(escapeHtml(thanks)), text: `${hello}\n\n${thanks}` };
}

function eventDetails({ event }: ConfirmedOrder): Section {
  const rows = eventRows(event);
  const cells = rows.map(({ label, value }) => `<tr>${cell(label, "bold")}${cell(value)}</tr>`).join("");
  return {
    html: `${heading(event.name)}<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 8px;">${cells}</table>`,
    text: [event.name.toUpperCase(), ...rows.map(({ label, value }) => `${label}: ${value}`)].join("\n"),
  };
}

function orderSummary(order: ConfirmedOrder): Section {
  const rows = orderLineRows(order);
  const total = rows.pop() ?? { label: "", value: "" };
  const body = rows.map(({ label, value }) => `<tr>${cell(label)}${cell(value, "right")}</tr>`).join("");
  const foot = `<tr style="border-top:1px solid ${MAIL_COLORS.rule};">${cell(total.label, "bold")}${cell(total.value, "bold right")}</tr>`;
  return {
    html: `${heading("Je bestelling")}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;">${body}${foot}</table>`,
    text: ["JE BESTELLING", ...[...rows, total].map(({ label, value }) => `${label}: ${value}`)].join("\n"),
  };
}

/**
 * The numbers are asked per ticket, on the ticket's own page: the buyer's form does not know who uses which ticket,
 * so each attendee gives their own number with their ticket's link (decision 0036).
 */
const NUMBERS_LINE = "Heb je accreditatiepunten nodig? Vul je registratienummer in via de link bij je ticket.";

function ticketList({ order, publicUrl }: OrderConfirmationInput): Section {
  // Any event with workshops, not only a forum: staff can give every event time slots.
  const forum = order.eventHasWorkshops;
  const numbers = order.eventAsksRegistrationNumbers;
  const intro = forum
    ? "Met de code op je ticket kies je per tijdvak een workshop. Heb je tickets voor anderen besteld? Geef hun de code door."
    : "Neem je ticket mee naar het evenement, op papier of op je telefoon.";
  const links = [...(forum ? ["Kies je workshops"] : []), ...(numbers ? ["Registratienummer invullen"] : [])];
  const items = order.tickets.map((ticket, index) => {
    const url = siteUrl(publicUrl, workshopSignupPath(ticket.registrationCode));
    const html =
      `<li style="margin:0 0 12px;"><strong>${escapeHtml(ticket.ticketTypeName)}</strong><br>` +
      `Ticketcode: <span style="font:bold 18px/1.4 'Courier New', monospace;letter-spacing:1px;">${escapeHtml(ticket.registrationCode)}</span>` +
      links.map((label) => `<br>${link(url, label)}`).join("") +
      "</li>";
    const text = [
      `${index + 1}. ${ticket.ticketTypeName}`,
      `   Ticketcode: ${ticket.registrationCode}`,
      ...links.map((label) => `   ${label}: ${url}`),
    ].join("\n");
    return { html, text };
  });
  const numbersLine = numbers ? paragraph(escapeHtml(NUMBERS_LINE)) : "";
  const pdfs = "Je tickets zitten ook als pdf in de bijlage.";
  return {
    html: `${heading(order.tickets.length === 1 ? "Je ticket" : "Je tickets")}${paragraph(escapeHtml(intro))}${numbersLine}<ol style="margin:0 0 16px;padding-left:20px;">${items.map((item) => item.html).join("")}</ol>${paragraph(pdfs)}`,
    text: [
      order.tickets.length === 1 ? "JE TICKET" : "JE TICKETS",
      intro,
      ...(numbers ? [NUMBERS_LINE] : []),
      ...items.map((item) => item.text),
      pdfs,
    ].join("\n"),
  };
}

function invoiceNotice(order: ConfirmedOrder, invoice: NonNullable<OrderConfirmationInput["invoice"]>): Section {
  const days = Math.round((invoice.dueAt.getTime() - invoice.issuedAt.getTime()) / DAY_MS);
  const text =
    `De factuur ${invoice.number} zit als bijlage bij deze e-mail. Betaal ${formatEuros(order.totalCents)} ` +
    `binnen ${days} dagen, uiterlijk op ${formatDate(invoice.dueAt)}, en vermeld daarbij het factuurnummer. ` +
    "De betaalgegevens staan op de factuur.";
  return { html: heading("Factuur") + paragraph(escapeHtml(text)), text: `FACTUUR\n${text}` };
}

function closing({ siteName, publicUrl }: OrderConfirmationInput): Section {
  const contact = `${publicUrl}/contact`;
  return {
    html:
      paragraph(`Vragen? ${link(contact, "Neem contact met ons op")}.`) +
      paragraph(`Met vriendelijke groet,<br>${escapeHtml(siteName)}`),
    text: `Vragen? Neem contact met ons op: ${contact}\n\nMet vriendelijke groet,\n${siteName}`,
  };
}

function cell(content: string, style = ""): string {
  const bold = style.includes("bold") ? "font-weight:bold;" : "";
  const align = style.includes("right") ? "text-align:right;white-space:nowrap;" : "";
  return `<td style="padding:4px 12px 4px 0;vertical-align:top;${bold}${align}">${escapeHtml(content)}</td>`;
}
