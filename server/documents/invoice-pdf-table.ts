/** The lines and totals of the invoice PDF: a table with a tinted header, then the totals on the right. */
import type { InvoiceLine } from "../db/schema/index.ts";
import { vatRateLabel, vatSummary, type InvoiceTotals } from "../domain/invoices/vat.ts";
import { formatEuros } from "../../common/format/money.ts";
import { BRAND, FONT, MARGIN, contentWidth, keepTogether, type Pdf } from "./pdf-kit.ts";

type Column = { title: string; width: number; align: "left" | "right" };

/** Widths in points; the description takes what is left of the A4 content width. */
function columns(doc: Pdf): Column[] {
  const fixed = 44 + 84 + 52 + 84;
  return [
    { title: "Aantal", width: 44, align: "left" },
    { title: "Omschrijving", width: contentWidth(doc) - fixed, align: "left" },
    { title: "Prijs per stuk", width: 84, align: "right" },
    { title: "Btw", width: 52, align: "right" },
    { title: "Bedrag", width: 84, align: "right" },
  ];
}

const PADDING = 6;

export function drawLineTable(doc: Pdf, lines: readonly InvoiceLine[]): void {
  const cols = columns(doc);
  drawRow(
    doc,
    cols,
    cols.map((column) => column.title),
    { header: true },
  );
  for (const line of lines) {
    drawRow(doc, cols, [
      String(line.quantity),
      line.description,
      formatEuros(line.unitPriceCents),
      vatRateLabel(line.vatRate),
      formatEuros(line.totalCents),
    ]);
  }
  doc.moveDown(0.6);
}

function drawRow(doc: Pdf, cols: Column[], cells: string[], options: { header?: boolean } = {}): void {
  doc.font(options.header ? FONT.bold : FONT.regular).fontSize(options.header ? 9 : 10);
  const height =
    Math.max(...cells.map((cell, index) => doc.heightOfString(cell, { width: (cols[index]?.width ?? 0) - PADDING }))) +
    2 * PADDING;
  keepTogether(doc, height);
  const top = doc.y;
  if (options.header) doc.rect(MARGIN, top, contentWidth(doc), height).fill(BRAND.tealTint);
  let x = MARGIN;
  cells.forEach((cell, index) => {
    const column = cols[index];
    if (!column) return;
    doc.fillColor(options.header ? BRAND.teal : BRAND.ink);
    doc.text(cell, x + (column.align === "left" ? PADDING : 0), top + PADDING, {
      width: column.width - PADDING,
      align: column.align,
    });
    x += column.width;
  });
  doc
    .moveTo(MARGIN, top + height)
    .lineTo(MARGIN + contentWidth(doc), top + height)
    .lineWidth(0.5)
    .strokeColor(BRAND.rule)
    .stroke();
  doc.x = MARGIN;
  doc.y = top + height;
}

/** 'Totaal excl. btw', a line per VAT rate with the amount it is over, and the total including VAT. */
export function drawTotals(doc: Pdf, lines: readonly InvoiceLine[], totals: InvoiceTotals): void {
  const rows: [string, string, boolean][] = [["Totaal excl. btw", formatEuros(totals.totalExclVatCents), false]];
  for (const row of vatSummary(lines)) {
    const label =
      row.rate === "EXEMPT"
        ? `Vrijgesteld van btw, over ${formatEuros(row.baseCents)}`
        : `Btw ${vatRateLabel(row.rate)} over ${formatEuros(row.baseCents)}`;
    rows.push([label, formatEuros(row.vatCents), false]);
  }
  rows.push(["Totaal incl. btw", formatEuros(totals.totalCents), true]);

  keepTogether(doc, rows.length * 18 + 12);
  const amountWidth = 96;
  const labelWidth = 230;
  const left = MARGIN + contentWidth(doc) - amountWidth - labelWidth;
  for (const [label, amount, bold] of rows) {
    const top = doc.y;
    if (bold) {
      doc
        .moveTo(left, top)
        .lineTo(MARGIN + contentWidth(doc), top)
        .lineWidth(1)
        .strokeColor(BRAND.teal)
        .stroke();
      doc.y = top + 4;
    }
    const y = doc.y;
    doc
      .font(bold ? FONT.bold : FONT.regular)
      .fontSize(bold ? 11 : 10)
      .fillColor(bold ? BRAND.teal : BRAND.ink);
    doc.text(label, left, y, { width: labelWidth - PADDING, align: "right" });
    doc.text(amount, left + labelWidth, y, { width: amountWidth - PADDING, align: "right" });
    doc.y = y + (bold ? 18 : 16);
  }
  doc.x = MARGIN;
  doc.moveDown(1);
}
