/**
 * 'Je certificaat van deelname' (decision 0020): sent after an accredited event or course to everyone checked in, with
 * the certificate PDF attached and linked (the link works without the attachment: a mail program that drops it, a
 * phone); again, with the same verification code, when staff re-issue it. It names the holder's registration number
 * per register as the PDF does.
 */
import { formatDate } from "../../../common/format/dates.ts";
import { registrationNumberLabel, type CertificateNumber } from "../../../common/certificate-registers.ts";
import { certificateNamePath, certificatePath, certificatePdfPath, siteUrl } from "../../../common/site-paths.ts";
import type { EmailContent } from "./layout.ts";
import { renderBlockMail } from "./mail-blocks.ts";

export type CertificateMailInput = {
  firstName: string;
  fullName: string;
  subjectTitle: string;
  startsAt: Date;
  hours: string;
  points: string;
  registers: string[];
  registrationNumbers: CertificateNumber[];
  code: string;
  correctionToken: string;
  pdfToken: string;
  reissued: boolean;
  siteName: string;
  publicUrl: string;
};

export function certificateMail(input: CertificateMailInput): EmailContent {
  const { siteName, publicUrl } = input;
  const intro = input.reissued
    ? `Hierbij ontvang je opnieuw je certificaat van deelname aan ${input.subjectTitle}, bijgewerkt. De verificatiecode blijft hetzelfde.`
    : `Bedankt voor je deelname aan ${input.subjectTitle}. In de bijlage vind je je certificaat van deelname.`;
  return renderBlockMail({
    subject: `Certificaat van deelname: ${input.subjectTitle}`,
    preheader: intro,
    siteName,
    publicUrl,
    blocks: [
      { paragraph: `Beste ${input.firstName},` },
      { paragraph: intro },
      {
        heading: "Je certificaat",
        rows: [
          { label: "Naam", value: input.fullName },
          { label: "Datum", value: formatDate(input.startsAt) },
          { label: "Uren", value: input.hours },
          { label: "Punten", value: input.points },
          { label: "Registers", value: input.registers.join(", ") },
          ...input.registrationNumbers.map(numberRow),
          { label: "Verificatiecode", value: input.code },
        ],
      },
      {
        lead: "Je certificaat staat ook online, achter een persoonlijke link (deel hem niet):",
        href: siteUrl(publicUrl, certificatePdfPath(input.pdfToken)),
        linkText: "Download je certificaat (PDF)",
      },
      {
        lead: "Je register of werkgever kan het certificaat controleren op:",
        href: siteUrl(publicUrl, certificatePath(input.code)),
        linkText: "Certificaat controleren",
      },
      {
        lead: "Klopt je naam niet? Geef de juiste naam door, dan sturen we het certificaat opnieuw:",
        href: siteUrl(publicUrl, certificateNamePath(input.correctionToken)),
        linkText: "Klopt je naam niet?",
      },
      { signOff: siteName },
    ],
  });
}

/** 'Registratienummer BIG: 12345678901' in the text, a row of the details table in HTML: as the PDF says it. */
const numberRow = (entry: CertificateNumber) => ({ label: registrationNumberLabel(entry), value: entry.number });
