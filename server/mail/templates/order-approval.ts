/**
 * The mails of an order that waits for staff approval: that it was received and will be looked at
 * first, and, when staff reject it, that it is canceled. Neither carries codes or an invoice: those come with the
 * normal confirmation after approval (order-confirmation.ts).
 */
import type { ConfirmedOrder } from "../../domain/tickets/ticket-documents.ts";
import type { EmailContent } from "./layout.ts";
import { renderBlockMail } from "./mail-blocks.ts";
import { eventRows, orderLineRows } from "./order-mail-rows.ts";

export type OrderApprovalMailInput = {
  /** The order as it stands: its lines and event, no tickets yet. */
  order: ConfirmedOrder;
  siteName: string;
  publicUrl: string;
};

export function orderAwaitingApprovalMail({ order, siteName, publicUrl }: OrderApprovalMailInput): EmailContent {
  const event = order.event.name;
  return approvalMail(
    { order, siteName, publicUrl },
    {
      subject: `We hebben je aanmelding voor ${event} ontvangen`,
      preheader: "We bekijken je bestelling eerst; daarna ontvang je je tickets.",
      paragraphs: [
        `Bedankt voor je aanmelding voor ${event}. We hebben je bestelling ontvangen. Omdat het om een grote ` +
          "bestelling gaat, bekijken we die eerst voordat we hem bevestigen. De plaatsen houden we zolang voor je vast.",
        order.totalCents > 0
          ? "Na onze goedkeuring ontvang je een e-mail met je tickets en de factuur. Je hoeft nu nog niets te betalen."
          : "Na onze goedkeuring ontvang je een e-mail met je tickets.",
      ],
      contactLead: "Heb je deze bestelling niet zelf geplaatst, of heb je een vraag? Laat het ons weten:",
    },
  );
}

export function orderRejectedMail({ order, siteName, publicUrl }: OrderApprovalMailInput): EmailContent {
  const intro =
    `We hebben je bestelling voor ${order.event.name} bekeken en kunnen die helaas niet goedkeuren. De bestelling ` +
    "is geannuleerd en de plaatsen die we voor je vasthielden zijn vrijgegeven.";
  return approvalMail(
    { order, siteName, publicUrl },
    {
      subject: `Je bestelling voor ${order.event.name} is geannuleerd`,
      preheader: intro,
      paragraphs: [
        intro,
        order.totalCents > 0
          ? "Je ontvangt geen factuur en hoeft niets te betalen."
          : "Je hoeft hiervoor niets te doen.",
      ],
      contactLead:
        "Wil je toch graag komen, of heb je een vraag? Neem contact met ons op, dan kijken we samen wat kan:",
    },
  );
}

type ApprovalMailText = { subject: string; preheader: string; paragraphs: string[]; contactLead: string };

/** Both mails: greeting, what happened, the event and the order, a way to reach us. */
function approvalMail({ order, siteName, publicUrl }: OrderApprovalMailInput, text: ApprovalMailText): EmailContent {
  return renderBlockMail({
    subject: text.subject,
    preheader: text.preheader,
    siteName,
    publicUrl,
    blocks: [
      { paragraph: `Beste ${order.buyer.firstName},` },
      ...text.paragraphs.map((paragraph) => ({ paragraph })),
      { heading: order.event.name, rows: eventRows(order.event) },
      { heading: "Je bestelling", rows: orderLineRows(order) },
      { lead: text.contactLead, href: `${publicUrl}/contact`, linkText: "Neem contact met ons op" },
      { signOff: siteName },
    ],
  });
}
