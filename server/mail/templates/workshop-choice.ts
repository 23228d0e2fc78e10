/**
 * The confirmation of a ticket holder's workshop choice, sent after every change: per time slot the
 * chosen workshop with its time and room, or 'nog geen keuze', the link back to the wizard to change it, and the
 * event's practical information when staff wrote it.
 * HTML and plain text are built from the same rows so they never tell different stories.
 */
import { formatDateAtTime, formatLongDate, formatTimeRange } from "../../../common/format/dates.ts";
import { emailLayout, escapeHtml, heading, link, paragraph, withTextFooter, type EmailContent } from "./layout.ts";
import { blockSections } from "./mail-blocks.ts";
import type { SanitizedHtml } from "../../domain/rich-text.ts";
import { practicalInfoBlocks } from "./practical-info.ts";
import { siteUrl, workshopSignupPath } from "../../../common/site-paths.ts";

export type SlotChoice = {
  slotId: string;
  startsAt: Date;
  endsAt: Date;
  workshop: { name: string; room: string } | null;
};

export type WorkshopChoiceInput = {
  firstName: string;
  eventName: string;
  /** The event's "Praktische informatie": sanitised HTML, empty when none. */
  practicalInfoHtml: SanitizedHtml;
  /** The ticket's code in canonical form, for the link back to the wizard. */
  code: string;
  slots: SlotChoice[];
  /** Until when the choice can be changed; null when the event has no cut-off (no slots). */
  changesCloseAt: Date | null;
  /** Set when a place came free on the ticket holder's waitlist and they got it. */
  promotedTo?: string;
  siteName: string;
  publicUrl: string;
};

export const NO_CHOICE_YET = "nog geen keuze";

export function workshopChoiceMail(input: WorkshopChoiceInput): EmailContent {
  const { firstName, eventName, code, slots, changesCloseAt, promotedTo, siteName, publicUrl } = input;
  const practicalInfo = blockSections(practicalInfoBlocks(input.practicalInfoHtml));
  const url = siteUrl(publicUrl, workshopSignupPath(code));
  const subject = `Je workshopkeuze voor ${eventName}`;
  const hello = `Beste ${firstName},`;
  const promoted = promotedTo
    ? `Goed nieuws: er kwam een plaats vrij in de workshop ${promotedTo}, waarvoor je op de wachtlijst stond. Die plaats is nu van jou. `
    : "";
  const intro = `${promoted}Je workshopkeuze voor ${eventName} is opgeslagen. Dit is je keuze zoals die nu is (ticketcode ${code}):`;
  const until = changesCloseAt ? ` tot ${formatDateAtTime(changesCloseAt)}` : "";
  const change = `Wil je iets wijzigen of een plaats teruggeven? Dat kan${until} met dezelfde ticketcode:`;
  const rows = slots.map((slot) => ({ when: slotLabel(slot), what: choiceLabel(slot) }));
  const firstSlot = slots[0];
  const day = firstSlot ? formatLongDate(firstSlot.startsAt) : "";

  const list = rows
    .map(
      (row) => `<li style="margin:0 0 8px;"><strong>${escapeHtml(row.when)}</strong><br>${escapeHtml(row.what)}</li>`,
    )
    .join("");
  const bodyHtml = [
    paragraph(escapeHtml(hello)),
    paragraph(escapeHtml(intro)),
    heading(day ? `Je workshops op ${day}` : "Je workshops"),
    `<ul style="margin:0 0 16px;padding-left:20px;">${list}</ul>`,
    paragraph(`${escapeHtml(change)} ${link(url, "Wijzig je workshopkeuze")}.`),
    ...practicalInfo.map((section) => section.html),
    paragraph(`Met vriendelijke groet,<br>${escapeHtml(siteName)}`),
  ].join("\n");
  const html = emailLayout({ title: subject, preheader: intro, siteName, publicUrl, bodyHtml });
  const text = [
    hello,
    intro,
    [
      day ? `JE WORKSHOPS OP ${day.toUpperCase()}` : "JE WORKSHOPS",
      ...rows.map((row) => `${row.when}: ${row.what}`),
    ].join("\n"),
    `${change}\n${url}`,
    ...practicalInfo.map((section) => section.text),
    `Met vriendelijke groet,\n${siteName}`,
  ].join("\n\n");
  return { subject, html, text: withTextFooter(text, siteName, publicUrl) };
}

function slotLabel(slot: SlotChoice): string {
  return `Tijdvak ${formatTimeRange(slot.startsAt, slot.endsAt)} uur`;
}

function choiceLabel({ workshop }: SlotChoice): string {
  if (!workshop) return NO_CHOICE_YET;
  return workshop.room ? `${workshop.name} (${workshop.room})` : workshop.name;
}
