/**
 * The attendance list of a workshop or a course session: its title, date, time and room, then a table of
 * the participants with their organisation and an empty column to sign in. Long lists break over pages with the
 * table's header repeated; A4, Dutch, brand colours. Never a ticket code.
 */
import { formatLongDate, formatTimeRange } from "../../common/format/dates.ts";
import { BRAND, FONT, MARGIN, contentWidth, createA4Document, drawFooters, finish, type Pdf } from "./pdf-kit.ts";

export type AttendanceList = {
  /** 'Workshop' or 'Cursus': the kind shown above the title. */
  kind: string;
  title: string;
  /** E.g. the event's name for a workshop. */
  subtitle: string | null;
  startsAt: Date;
  endsAt: Date;
  /** The room or the place; empty when unknown. */
  place: string;
  participants: { name: string; organization: string | null }[];
};

const PADDING = 6;
/** Room to sign in: a signature needs height. */
const ROW_MIN_HEIGHT = 30;

export async function renderAttendanceList(list: AttendanceList, siteName: string): Promise<Buffer> {
  const doc = createA4Document({
    title: `Presentielijst ${list.title}`,
    author: siteName,
    subject: `Presentielijst van ${list.title} op ${formatLongDate(list.startsAt)}`,
  });
  drawHeader(doc, list);
  const cols = columns(doc);
  drawRow(
    doc,
    cols,
    cols.map((column) => column.title),
    true,
  );
  list.participants.forEach((participant, index) => {
    const cells = [String(index + 1), participant.name, participant.organization ?? "", ""];
    if (!fits(doc, cols, cells)) {
      doc.addPage();
      drawRow(
        doc,
        cols,
        cols.map((column) => column.title),
        true,
      );
    }
    drawRow(doc, cols, cells, false);
  });
  if (list.participants.length === 0) {
    doc.moveDown(1).font(FONT.regular).fontSize(11).fillColor(BRAND.muted).text("Nog geen deelnemers.", MARGIN);
  }
  doc.moveDown(1.5);
  doc.font(FONT.regular).fontSize(9).fillColor(BRAND.muted);
  doc.text(`${list.participants.length} deelnemers`, MARGIN, doc.y, { width: contentWidth(doc) });
  drawFooters(doc, siteName);
  return finish(doc);
}

function drawHeader(doc: Pdf, list: AttendanceList): void {
  const width = contentWidth(doc);
  doc.font(FONT.bold).fontSize(10).fillColor(BRAND.ochre);
  doc.text(`PRESENTIELIJST ${list.kind.toUpperCase()}`, MARGIN, MARGIN, { width });
  doc.moveDown(0.4);
  doc.font(FONT.bold).fontSize(20).fillColor(BRAND.teal).text(list.title, { width });
  doc.font(FONT.regular).fontSize(11).fillColor(BRAND.ink);
  if (list.subtitle) doc.text(list.subtitle, { width });
  doc.moveDown(0.3);
  const when = `${formatLongDate(list.startsAt)}, ${formatTimeRange(list.startsAt, list.endsAt)} uur`;
  doc.text(list.place ? `${when} · ${list.place}` : when, { width });
  doc.moveDown(1);
}

type Column = { title: string; width: number };

function columns(doc: Pdf): Column[] {
  const width = contentWidth(doc);
  const number = 28;
  const signature = 150;
  const rest = width - number - signature;
  return [
    { title: "Nr.", width: number },
    { title: "Naam", width: Math.round(rest * 0.5) },
    { title: "Organisatie", width: rest - Math.round(rest * 0.5) },
    { title: "Handtekening", width: signature },
  ];
}

function rowHeight(doc: Pdf, cols: Column[], cells: string[], header: boolean): number {
  doc.font(header ? FONT.bold : FONT.regular).fontSize(header ? 9 : 10);
  const text = Math.max(
    ...cells.map((cell, index) => doc.heightOfString(cell || " ", { width: (cols[index]?.width ?? 0) - 2 * PADDING })),
  );
  return header ? text + 2 * PADDING : Math.max(ROW_MIN_HEIGHT, text + 2 * PADDING);
}

function fits(doc: Pdf, cols: Column[], cells: string[]): boolean {
  return doc.y + rowHeight(doc, cols, cells, false) <= doc.page.height - doc.page.margins.bottom;
}

function drawRow(doc: Pdf, cols: Column[], cells: string[], header: boolean): void {
  const height = rowHeight(doc, cols, cells, header);
  const top = doc.y;
  const width = contentWidth(doc);
  if (header) doc.rect(MARGIN, top, width, height).fill(BRAND.tealTint);
  let x = MARGIN;
  cells.forEach((cell, index) => {
    const column = cols[index];
    if (!column) return;
    doc.fillColor(header ? BRAND.teal : BRAND.ink);
    if (cell) doc.text(cell, x + PADDING, top + PADDING, { width: column.width - 2 * PADDING });
    if (index > 0) {
      doc
        .moveTo(x, top)
        .lineTo(x, top + height)
        .lineWidth(0.5)
        .strokeColor(BRAND.rule)
        .stroke();
    }
    x += column.width;
  });
  doc
    .moveTo(MARGIN, top + height)
    .lineTo(MARGIN + width, top + height)
    .lineWidth(0.5)
    .strokeColor(BRAND.rule)
    .stroke();
  doc.x = MARGIN;
  doc.y = top + height;
}
