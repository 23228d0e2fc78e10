/**
 * The invoice (or credit invoice) as an A4 PDF, drawn from its immutable snapshot only, so it looks the same
 * whenever it is rendered. It shows what Dutch invoices must: seller with KvK (and VAT number when set),
 * buyer, a sequential number, the date, per line quantity, description, price and VAT rate, the VAT per rate,
 * and the reason when a line is exempt; plus how to pay.
 */
import type { InvoiceParty } from "../db/schema/index.ts";
import type { InvoiceDocument } from "../domain/invoices/invoice-queries.ts";
import { VAT_EXEMPTION_TEXT, hasExemptLine } from "../domain/invoices/vat.ts";
import { formatDate } from "../../common/format/dates.ts";
import { formatEuros } from "../../common/format/money.ts";
import { drawLineTable, drawTotals } from "./invoice-pdf-table.ts";
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

const DAY_MS = 24 * 60 * 60 * 1000;

export async function renderInvoicePdf(invoice: InvoiceDocument, siteName: string): Promise<Buffer> {
  const title = invoiceTitle(invoice);
  const doc = createA4Document({
    title: `${title} ${invoice.number}`,
    author: invoice.seller.name,
    subject: `${title} ${invoice.number} van ${invoice.seller.name}`,
  });
  drawHeader(doc, title, invoice.seller);
  drawPartiesAndDetails(doc, invoice);
  drawLineTable(doc, invoice.lines);
  drawTotals(doc, invoice.lines, invoice);
  drawNotes(doc, invoice);
  drawFooters(doc, siteName);
  return finish(doc);
}

function invoiceTitle(invoice: Pick<InvoiceDocument, "creditForInvoiceId">): string {
  return invoice.creditForInvoiceId ? "Creditfactuur" : "Factuur";
}

function drawHeader(doc: Pdf, title: string, seller: InvoiceParty): void {
  const width = contentWidth(doc);
  const sellerLines = [
    `${seller.address}`,
    `${seller.postalCode} ${seller.city}`,
    `KvK ${seller.kvk ?? ""}`,
    ...(seller.vatNumber ? [`Btw-id ${seller.vatNumber}`] : []),
    `IBAN ${seller.iban ?? ""}`,
  ];
  doc
    .font(FONT.bold)
    .fontSize(26)
    .fillColor(BRAND.teal)
    .text(title, MARGIN, MARGIN, { width: width / 2 });
  doc.font(FONT.bold).fontSize(11).fillColor(BRAND.ink);
  doc.text(seller.name, MARGIN + width / 2, MARGIN, { width: width / 2, align: "right" });
  doc.font(FONT.regular).fontSize(9.5).fillColor(BRAND.muted);
  for (const line of sellerLines) doc.text(line, { width: width / 2, align: "right", lineGap: 1.5 });
  const bottom = doc.y + 18;
  doc
    .moveTo(MARGIN, bottom)
    .lineTo(MARGIN + width, bottom)
    .lineWidth(2)
    .strokeColor(BRAND.ochre)
    .stroke();
  doc.x = MARGIN;
  doc.y = bottom + 22;
}

function drawPartiesAndDetails(doc: Pdf, invoice: InvoiceDocument): void {
  const width = contentWidth(doc);
  const top = doc.y;
  const { buyer } = invoice;
  doc.font(FONT.bold).fontSize(9).fillColor(BRAND.muted).text("FACTUUR AAN", MARGIN, top, { characterSpacing: 1 });
  doc
    .font(FONT.bold)
    .fontSize(11)
    .fillColor(BRAND.ink)
    .text(buyer.name, { width: width / 2 - 12 });
  doc.font(FONT.regular).fontSize(10);
  const buyerLines = [
    buyer.address,
    `${buyer.postalCode} ${buyer.city}`,
    buyer.country === "Nederland" ? "" : buyer.country,
  ];
  for (const line of [...buyerLines, buyer.email ?? ""].filter(Boolean)) doc.text(line, { width: width / 2 - 12 });
  const buyerBottom = doc.y;

  const details: [string, string][] = [
    [invoice.creditForInvoiceId ? "Creditfactuurnummer" : "Factuurnummer", invoice.number],
    ["Factuurdatum", formatDate(invoice.issuedAt)],
    ...(invoice.creditFor
      ? [
          ["Bij factuur", `${invoice.creditFor.number} van ${formatDate(invoice.creditFor.issuedAt)}`] as [
            string,
            string,
          ],
        ]
      : [["Vervaldatum", formatDate(invoice.dueAt)] as [string, string]]),
  ];
  doc.y = top;
  for (const [label, value] of details) {
    const y = doc.y;
    doc
      .font(FONT.regular)
      .fontSize(10)
      .fillColor(BRAND.muted)
      .text(label, MARGIN + width / 2, y, { width: 110 });
    doc
      .font(FONT.bold)
      .fillColor(BRAND.ink)
      .text(value, MARGIN + width / 2 + 110, y, { width: width / 2 - 110 });
    doc.y = Math.max(doc.y, y + 15);
  }
  doc.x = MARGIN;
  doc.y = Math.max(buyerBottom, doc.y) + 28;
}

function drawNotes(doc: Pdf, invoice: InvoiceDocument): void {
  const width = contentWidth(doc);
  const notes: string[] = [];
  if (hasExemptLine(invoice.lines)) notes.push(`${VAT_EXEMPTION_TEXT}.`);
  notes.push(paymentText(invoice));
  keepTogether(doc, 80);
  doc.font(FONT.regular).fontSize(10).fillColor(BRAND.ink);
  for (const note of notes) doc.text(note, MARGIN, doc.y, { width, lineGap: 2, paragraphGap: 8 });
}

/** How to pay: to the IBAN, quoting the number, within the term; or, on a credit invoice, what happens instead. */
function paymentText(invoice: InvoiceDocument): string {
  const amount = formatEuros(Math.abs(invoice.totalCents));
  const { seller } = invoice;
  if (invoice.creditFor) {
    return (
      `Deze creditfactuur corrigeert factuur ${invoice.creditFor.number}. Het bedrag van ${amount} wordt ` +
      "verrekend met de openstaande factuur of, als die al is betaald, teruggestort."
    );
  }
  if (invoice.totalCents === 0) return "Er hoeft niets te worden betaald.";
  const days = Math.round((invoice.dueAt.getTime() - invoice.issuedAt.getTime()) / DAY_MS);
  return (
    `Graag ${amount} binnen ${days} dagen, uiterlijk op ${formatDate(invoice.dueAt)}, overmaken op ` +
    `${seller.iban ?? ""} ten name van ${seller.name}, onder vermelding van factuurnummer ${invoice.number}.`
  );
}
