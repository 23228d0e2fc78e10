/**
 * The programme booklet of the featured forum (docs/product.md §10): a cover block with name, date, times and place,
 * the forum's introduction, then every time slot with its workshops. A4, Dutch, brand colours.
 */
import type { ForumProgramme, ProgrammeSlot, ProgrammeWorkshop } from "../domain/events/forum-programme.ts";
import { formatPlace } from "../../common/format/address.ts";
import { formatLongDate, formatTimeRange } from "../../common/format/dates.ts";
import {
  BRAND,
  FONT,
  MARGIN,
  contentWidth,
  createA4Document,
  drawFooters,
  finish,
  keepTogether,
  type Pdf,
} from "./pdf-kit.ts";
import { siteUrl, workshopSignupPath } from "../../common/site-paths.ts";

export type BookletSite = {
  name: string;
  /** Where visitors sign up for workshops, e.g. 'https://forensischforum.nl'; without trailing slash. */
  publicUrl: string;
};

export async function renderProgrammeBooklet(programme: ForumProgramme, site: BookletSite): Promise<Buffer> {
  const { forum } = programme;
  const doc = createA4Document({
    title: `Programmaboekje ${forum.name}`,
    author: site.name,
    subject: `Het workshopprogramma van ${forum.name} op ${formatLongDate(forum.startsAt)}`,
  });
  drawCover(doc, programme.forum);
  drawIntroduction(doc, forum.description);
  drawProgrammeHeading(doc, programme.slots.length, site.publicUrl);
  for (const slot of programme.slots) drawSlot(doc, slot);
  drawFooters(doc, site.name);
  return finish(doc);
}

function drawCover(doc: Pdf, forum: ForumProgramme["forum"]): void {
  const width = contentWidth(doc);
  const place = formatPlace(forum.location);
  const details = [formatLongDate(forum.startsAt), `${formatTimeRange(forum.startsAt, forum.endsAt)} uur`, place];

  doc.font(FONT.bold).fontSize(26);
  const nameHeight = doc.heightOfString(forum.name, { width, lineGap: 2 });
  const bandHeight = MARGIN + 22 + nameHeight + 18 + details.length * 19 + 36;
  doc.rect(0, 0, doc.page.width, bandHeight).fill(BRAND.teal);
  doc.rect(0, bandHeight, doc.page.width, 6).fill(BRAND.ochre);

  doc.font(FONT.bold).fontSize(10).fillColor(BRAND.white);
  doc.text("PROGRAMMABOEKJE", MARGIN, MARGIN, { width, characterSpacing: 2 });
  doc.moveDown(0.9);
  doc.font(FONT.bold).fontSize(26).text(forum.name, { width, lineGap: 2 });
  doc.moveDown(0.6);
  doc.font(FONT.regular).fontSize(13);
  for (const line of details) doc.text(line, { width, lineGap: 5 });
  doc.x = MARGIN;
  doc.y = bandHeight + 6 + 30;
}

function drawIntroduction(doc: Pdf, description: string): void {
  const paragraphs = description.split(/\n\s*\n/).map((paragraph) => paragraph.trim());
  doc.font(FONT.regular).fontSize(10.5).fillColor(BRAND.ink);
  for (const paragraph of paragraphs.filter(Boolean)) {
    doc.text(paragraph, { width: contentWidth(doc), lineGap: 3, paragraphGap: 8 });
  }
  doc.moveDown(1);
}

function drawProgrammeHeading(doc: Pdf, slotCount: number, publicUrl: string): void {
  const width = contentWidth(doc);
  keepTogether(doc, 120);
  doc.font(FONT.bold).fontSize(17).fillColor(BRAND.teal).text("Workshopprogramma", { width });
  doc.moveDown(0.3);
  doc.font(FONT.regular).fontSize(10.5).fillColor(BRAND.muted);
  if (slotCount === 0) {
    doc.text("Het workshopprogramma wordt binnenkort bekendgemaakt.", { width, lineGap: 3 });
  } else {
    const intro = "In elk tijdvak kies je één workshop. Vol is vol, dus meld je op tijd aan met de code op je ticket:";
    doc.text(intro, { width, lineGap: 3 });
    const signUpUrl = siteUrl(publicUrl, workshopSignupPath());
    doc.font(FONT.bold).fillColor(BRAND.teal).text(signUpUrl, { width, link: signUpUrl });
  }
  doc.moveDown(1.2);
}

function drawSlot(doc: Pdf, slot: ProgrammeSlot): void {
  const width = contentWidth(doc);
  const heading = `Tijdvak ${formatTimeRange(slot.startsAt, slot.endsAt)}`;
  const first = slot.workshops[0];
  // A heading alone at the bottom of a page reads badly: keep it with its first workshop.
  keepTogether(doc, 34 + (first ? workshopHeight(doc, first) : 0));
  const top = doc.y;
  doc.rect(MARGIN, top, width, 28).fill(BRAND.tealTint);
  doc.rect(MARGIN, top, 4, 28).fill(BRAND.ochre);
  doc.font(FONT.bold).fontSize(13).fillColor(BRAND.teal);
  doc.text(heading, MARGIN + 16, top + 8, { width: width - 32, lineBreak: false });
  doc.font(FONT.regular).fontSize(9).fillColor(BRAND.muted);
  doc.text(workshopCount(slot.workshops.length), MARGIN + 16, top + 10, { width: width - 32, align: "right" });
  doc.x = MARGIN;
  doc.y = top + 28 + 14;
  slot.workshops.forEach((workshop, index) => drawWorkshop(doc, workshop, index > 0));
  doc.moveDown(1.2);
}

const NAME_STYLE = { font: FONT.bold, size: 11.5 } as const;
const TEXT_STYLE = { font: FONT.regular, size: 10 } as const;

function workshopHeight(doc: Pdf, workshop: ProgrammeWorkshop): number {
  const width = contentWidth(doc) - 16;
  doc.font(NAME_STYLE.font).fontSize(NAME_STYLE.size);
  const name = doc.heightOfString(workshop.name, { width });
  doc.font(TEXT_STYLE.font).fontSize(TEXT_STYLE.size);
  const byline = workshopByline(workshop);
  const bylineHeight = byline ? doc.heightOfString(byline, { width }) + 4 : 0;
  const text = workshop.description ? doc.heightOfString(workshop.description, { width, lineGap: 2 }) : 0;
  return name + 4 + bylineHeight + text + 6 + 12 + 16;
}

function drawWorkshop(doc: Pdf, workshop: ProgrammeWorkshop, separated: boolean): void {
  const width = contentWidth(doc) - 16;
  const left = MARGIN + 16;
  const page = doc.page;
  keepTogether(doc, workshopHeight(doc, workshop));
  // The rule separates two workshops on one page; at the top of a new page it would separate nothing.
  if (separated && doc.page === page) {
    doc
      .moveTo(left, doc.y - 8)
      .lineTo(left + width, doc.y - 8)
      .lineWidth(0.5)
      .strokeColor(BRAND.rule)
      .stroke();
  }
  doc.font(NAME_STYLE.font).fontSize(NAME_STYLE.size).fillColor(BRAND.ink);
  doc.text(workshop.name, left, doc.y, { width });
  doc.moveDown(0.25);
  const byline = workshopByline(workshop);
  if (byline) {
    doc.font(TEXT_STYLE.font).fontSize(TEXT_STYLE.size).fillColor(BRAND.ink).text(byline, left, doc.y, { width });
    doc.moveDown(0.25);
  }
  if (workshop.description) {
    doc.font(TEXT_STYLE.font).fontSize(TEXT_STYLE.size).fillColor(BRAND.muted);
    doc.text(workshop.description, left, doc.y, { width, lineGap: 2 });
    doc.moveDown(0.35);
  }
  doc.font(FONT.bold).fontSize(9).fillColor(BRAND.ochre).text(placesLabel(workshop.capacity), left, doc.y, { width });
  doc.x = MARGIN;
  doc.y += 16;
}

/** 'Door dr. A. de Vries · Zaal 2', or what of it is known; null when neither is. */
function workshopByline(workshop: ProgrammeWorkshop): string | null {
  const parts = [workshop.speaker && `Door ${workshop.speaker}`, workshop.room].filter(Boolean);
  return parts.length === 0 ? null : parts.join(" · ");
}

function placesLabel(capacity: number): string {
  return capacity === 1 ? "1 plaats" : `${capacity} plaatsen`;
}

function workshopCount(count: number): string {
  return count === 1 ? "1 workshop" : `${count} workshops`;
}
