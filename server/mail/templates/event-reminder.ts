/**
 * The reminder before an event (decision 0017), REMINDER_DAYS_BEFORE days ahead, to each ticket holder named on a
 * ticket and to the buyer for the other tickets of the order: when and where, the practical information when staff
 * wrote it, the calendar file, the ticket codes, and at a forum with workshops per ticket its choice and the link to
 * change it. HTML and text from the same blocks.
 */
import { formatDateAtTime, formatLongDate, formatStartAndEnd, formatTimeRange } from "../../../common/format/dates.ts";
import { eventPath, siteUrl, workshopSignupPath } from "../../../common/site-paths.ts";
import type { EmailContent } from "./layout.ts";
import type { SanitizedHtml } from "../../domain/rich-text.ts";
import { renderBlockMail, type MailBlock } from "./mail-blocks.ts";
import { practicalInfoBlocks } from "./practical-info.ts";
import { NO_CHOICE_YET, type SlotChoice } from "./workshop-choice.ts";

export type EventReminderEvent = {
  id: string;
  name: string;
  startsAt: Date;
  endsAt: Date;
  /** 'Congrescentrum De Eenhoorn, Lindelaan 40, 3822 XK Amersfoort, Nederland' (eventLocation). */
  location: string;
  /** The event's "Praktische informatie": sanitised HTML, empty when none. */
  practicalInfoHtml: SanitizedHtml;
};

export type EventReminderTicket = {
  code: string;
  ticketTypeName: string;
  /** Per time slot the choice; empty at an event without workshops. */
  slots: SlotChoice[];
};

export type EventReminderMailInput = {
  firstName: string;
  event: EventReminderEvent;
  tickets: EventReminderTicket[];
  siteName: string;
  publicUrl: string;
};

export const CHANGE_WORKSHOPS_LINK_TEXT = "Wijzig je workshopkeuze";

export function eventReminderMail(input: EventReminderMailInput): EmailContent {
  const { firstName, event, tickets, siteName, publicUrl } = input;
  const intro = `Binnenkort is het zover: ${event.name} begint ${formatDateAtTime(event.startsAt)}.`;
  const withWorkshops = tickets.some((ticket) => ticket.slots.length > 0);
  return renderBlockMail({
    subject: `Herinnering: ${event.name} op ${formatLongDate(event.startsAt)}`,
    preheader: intro,
    siteName,
    publicUrl,
    blocks: [
      { paragraph: `Beste ${firstName},` },
      { paragraph: `${intro} Hieronder staat alles nog eens op een rij.` },
      {
        heading: "Het evenement",
        rows: [
          { label: "Evenement", value: event.name },
          { label: "Wanneer", value: formatStartAndEnd(event.startsAt, event.endsAt) },
          ...(event.location ? [{ label: "Waar", value: event.location }] : []),
        ],
      },
      ...practicalInfoBlocks(event.practicalInfoHtml),
      ...(withWorkshops ? tickets.flatMap((ticket) => ticketWithWorkshops(ticket, publicUrl)) : [ticketList(tickets)]),
      { paragraph: "In de bijlage vind je een agenda-bestand (.ics) om het evenement in je agenda te zetten." },
      {
        lead: "Alles over het evenement lees je op de evenementpagina:",
        href: siteUrl(publicUrl, eventPath(event.id)),
        linkText: "Bekijk het evenement",
      },
      { signOff: siteName },
    ],
  });
}

function ticketList(tickets: EventReminderTicket[]): MailBlock {
  return {
    heading: tickets.length === 1 ? "Je ticket" : "Je tickets",
    rows: tickets.map((ticket) => ({ label: "Ticketcode", value: `${ticket.code} (${ticket.ticketTypeName})` })),
  };
}

function ticketWithWorkshops(ticket: EventReminderTicket, publicUrl: string): MailBlock[] {
  return [
    {
      heading: `Ticket ${ticket.code}`,
      rows: [
        { label: "Soort ticket", value: ticket.ticketTypeName },
        ...ticket.slots.map((slot) => ({
          label: `Workshop ${formatTimeRange(slot.startsAt, slot.endsAt)} uur`,
          value: choiceLabel(slot),
        })),
      ],
    },
    {
      lead: `Je workshopkeuze voor ticket ${ticket.code} wijzigen kan hier:`,
      href: siteUrl(publicUrl, workshopSignupPath(ticket.code)),
      linkText: CHANGE_WORKSHOPS_LINK_TEXT,
    },
  ];
}

function choiceLabel({ workshop }: SlotChoice): string {
  if (!workshop) return NO_CHOICE_YET;
  return workshop.room ? `${workshop.name} (${workshop.room})` : workshop.name;
}
