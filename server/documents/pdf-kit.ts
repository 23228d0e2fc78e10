/**
 * The house style of our PDFs: brand colours, pdfkit's built-in Helvetica (no font files to ship), A4
 * margins, and the helpers every document needs: collecting the output, page breaks and a footer.
 */
import PDFDocument from "pdfkit";

export const BRAND = {
  teal: "#175656",
  ochre: "#c26a1b",
  tealTint: "#e8f0f0",
  rule: "#d3dfdf",
  ink: "#1d2929",
  muted: "#4b5b5b",
  white: "#ffffff",
} as const;

export const FONT = { regular: "Helvetica", bold: "Helvetica-Bold" } as const;

export const MARGIN = 56;
/** Room kept free at the bottom of every page for the footer. */
const FOOTER_SPACE = 48;

export type Pdf = PDFKit.PDFDocument;

export function createA4Document(meta: { title: string; author: string; subject: string }): Pdf {
  return new PDFDocument({
    size: "A4",
    layout: "portrait",
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
    // Page numbers ('Pagina 1 van 3') are only known at the end, so pages stay open until then.
    bufferPages: true,
    lang: "nl-NL",
    displayTitle: true,
    info: { Title: meta.title, Author: meta.author, Subject: meta.subject },
  });
}

/** A5 portrait, one page per ticket: half an A4 sheet, so two print on one page and the code stays large. */
export function createA5Document(meta: { title: string; author: string; subject: string }, margin: number): Pdf {
  return new PDFDocument({
    size: "A5",
    layout: "portrait",
    margins: { top: margin, left: margin, right: margin, bottom: margin },
    autoFirstPage: false,
    lang: "nl-NL",
    displayTitle: true,
    info: { Title: meta.title, Author: meta.author, Subject: meta.subject },
  });
}

/** Ends the document and resolves with all its bytes. */
export function finish(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.end();
  });
}

export function contentWidth(doc: Pdf): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

/** Starts a new page unless `height` more points still fit above the footer, so blocks never split. */
export function keepTogether(doc: Pdf, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

/** The site name on the left and 'Pagina n van m' on the right of every page. */
export function drawFooters(doc: Pdf, siteName: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    const bottomMargin = doc.page.margins.bottom;
    // Writing below the bottom margin would make pdfkit start a new page; the footer lives there on purpose.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN - 10;
    const width = contentWidth(doc);
    doc
      .moveTo(MARGIN, y - 10)
      .lineTo(MARGIN + width, y - 10)
      .lineWidth(0.75)
      .strokeColor(BRAND.rule)
      .stroke();
    doc.font(FONT.bold).fontSize(8.5).fillColor(BRAND.teal);
    doc.text(siteName, MARGIN, y, { width, lineBreak: false });
    doc.font(FONT.regular).fillColor(BRAND.muted);
    doc.text(`Pagina ${index - start + 1} van ${count}`, MARGIN, y, { width, align: "right", lineBreak: false });
    doc.page.margins.bottom = bottomMargin;
  }
}
