/**
 * The certificate of attendance (decision 0020): one A4 page with the participant's name, the event or course, its
 * date, hours and points, per register its accreditation number, points and the holder's registration number (when
 * given), a signature and the verification code with its URL. Many registers push the signature to a second page.
 * The signature is drawn as vector strokes here, so no image file is shipped or fetched.
 */
import { formatDate, formatTimeFrame } from "../../common/format/dates.ts";
import { certificateRegisterLines } from "../../common/certificate-registers.ts";
import { certificatePath, siteUrl } from "../../common/site-paths.ts";
import type { CertificateDocument } from "../domain/certificates/certificate-document.ts";
import { BRAND, createA4Document, finish, FONT, MARGIN, type Pdf } from "./pdf-kit.ts";
import type { TicketSite } from "./ticket-pdf.ts";

/** Who signs when the accreditation names no one: the forum's (fictional) programme director. */
const DEFAULT_SIGNATORY = { name: "Dr. M. de Vries", role: "Programmadirecteur" } as const;

export async function renderCertificatePdf(certificate: CertificateDocument, site: TicketSite): Promise<Buffer> {
  const doc = createA4Document({
    title: `Certificaat ${certificate.code}`,
    author: site.name,
    subject: `Certificaat van deelname: ${certificate.subjectTitle}`,
  });
  const width = doc.page.width - 2 * MARGIN;
  doc.rect(0, 0, doc.page.width, 110).fill(BRAND.teal);
  doc.rect(0, 110, doc.page.width, 6).fill(BRAND.ochre);
  doc.font(FONT.bold).fontSize(12).fillColor(BRAND.white).text(site.name, MARGIN, 40, { width });
  doc.fontSize(26).text("Certificaat van deelname", MARGIN, 62, { width });

  doc.font(FONT.regular).fontSize(12).fillColor(BRAND.ink).text("Hierbij verklaren wij dat", MARGIN, 160, { width });
  doc.font(FONT.bold).fontSize(24).fillColor(BRAND.teal).text(certificate.fullName, { width });
  doc.moveDown(0.5);
  const what =
    certificate.subjectKind === "EVENT" ? "heeft deelgenomen aan het evenement" : "heeft deelgenomen aan de cursus";
  doc.font(FONT.regular).fontSize(12).fillColor(BRAND.ink).text(what, { width });
  doc.font(FONT.bold).fontSize(16).fillColor(BRAND.ink).text(certificate.subjectTitle, { width });
  doc.font(FONT.regular).fontSize(12).text(formatTimeFrame(certificate.startsAt, certificate.endsAt), { width });
  doc.moveDown(1.2);

  row(doc, "Datum", formatDate(certificate.startsAt), width);
  row(doc, "Uren", `${certificate.hours} uur`, width);
  row(doc, "Punten", certificate.points, width);
  if (certificate.registers.length === 0) row(doc, "Accreditatienummer", certificate.accreditationNumber, width);
  else registerRows(doc, certificate, width);

  const name = certificate.signatoryName || DEFAULT_SIGNATORY.name;
  const role = certificate.signatoryName ? certificate.signatoryRole : DEFAULT_SIGNATORY.role;
  const signatureTop = doc.page.height - 330;
  if (doc.y > signatureTop - 12) doc.addPage();
  drawSignature(doc, MARGIN, signatureTop);
  doc
    .moveTo(MARGIN, signatureTop + 62)
    .lineTo(MARGIN + 200, signatureTop + 62)
    .lineWidth(0.8)
    .stroke(BRAND.rule);
  doc
    .font(FONT.bold)
    .fontSize(11)
    .fillColor(BRAND.ink)
    .text(name, MARGIN, signatureTop + 70, { width: 240 });
  if (role) doc.font(FONT.regular).fontSize(10).fillColor(BRAND.muted).text(role, { width: 240 });

  const codeTop = doc.page.height - 210;
  doc.rect(MARGIN, codeTop, width, 70).fill(BRAND.tealTint);
  doc
    .font(FONT.regular)
    .fontSize(9)
    .fillColor(BRAND.muted)
    .text("Verificatiecode", MARGIN, codeTop + 10, { width, align: "center" });
  doc.font("Courier-Bold").fontSize(20).fillColor(BRAND.teal);
  doc.text(certificate.code, MARGIN, codeTop + 24, { width, align: "center", lineBreak: false });
  doc.font(FONT.regular).fontSize(9).fillColor(BRAND.ink);
  doc.text(
    `Controleer dit certificaat op ${siteUrl(site.publicUrl, certificatePath(certificate.code))}`,
    MARGIN,
    codeTop + 50,
    {
      width,
      align: "center",
    },
  );
  return finish(doc);
}

function row(doc: Pdf, label: string, value: string, width: number): void {
  const top = doc.y;
  doc.font(FONT.regular).fontSize(10).fillColor(BRAND.muted).text(label, MARGIN, top, { width: 140 });
  doc
    .font(FONT.bold)
    .fontSize(11)
    .fillColor(BRAND.ink)
    .text(value, MARGIN + 150, top, { width: width - 150 });
  doc.moveDown(0.4);
}

/**
 * Per register, over the page's width: its name, then the accreditation number and points it accredited and the
 * holder's number when they gave one ('Registratienummer BIG: 12345678901'); without a number that part is left out.
 */
function registerRows(doc: Pdf, certificate: CertificateDocument, width: number): void {
  doc.moveDown(0.3);
  doc
    .font(FONT.regular)
    .fontSize(10)
    .fillColor(BRAND.muted)
    .text("Accreditatie per register", MARGIN, doc.y, { width });
  doc.moveDown(0.2);
  for (const line of certificateRegisterLines(certificate.registers, certificate.registrationNumbers)) {
    doc.font(FONT.bold).fontSize(10.5).fillColor(BRAND.ink).text(line.registerName, MARGIN, doc.y, { width });
    const parts = [`Accreditatienummer ${certificate.accreditationNumber}`, `${certificate.points} punten`];
    if (line.numberText) parts.push(line.numberText);
    doc.font(FONT.regular).fontSize(9.5).text(parts.join(" · "), MARGIN, doc.y, { width });
    doc.moveDown(0.25);
  }
}

/** A handwritten-looking signature: a few Bézier strokes in ink blue. */
function drawSignature(doc: Pdf, x: number, y: number): void {
  doc.save().translate(x, y).lineWidth(1.6).lineCap("round").lineJoin("round").strokeColor("#1f3a8a");
  doc.path("M 4 44 C 14 8, 30 6, 26 40 C 24 56, 12 52, 22 34 C 34 14, 48 18, 46 42 C 45 52, 54 50, 60 36").stroke();
  doc.path("M 60 36 C 66 24, 72 24, 74 38 C 76 48, 84 46, 90 30 C 96 16, 104 22, 102 40").stroke();
  doc.path("M 102 40 C 110 30, 118 28, 124 40 C 130 50, 142 44, 150 30 C 158 18, 170 26, 186 22").stroke();
  doc.path("M 20 54 C 70 48, 130 50, 190 44").lineWidth(1).stroke();
  doc.restore();
}
