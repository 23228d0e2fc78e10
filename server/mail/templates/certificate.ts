/**
 * 'Je certificaat van deelname' (decision 0020): sent after an accredited event or course to everyone checked in, with
 * the certificate PDF attached; again, with the same verification code, when staff re-issue it.
 */
import { formatDate } from "../../../common/format/dates.ts";
import { certificateNamePath, certificatePath, siteUrl } from "../../../common/site-paths.ts";
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
  code: string;
  correctionToken: string;
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
          { label: "Verificatiecode", value: input.code },
        ],
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
