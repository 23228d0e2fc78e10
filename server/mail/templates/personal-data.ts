/** The mails of "Mijn gegevens" (decision 0024): the link to one's data, and the confirmation of a deletion. */
import { formatDate } from "../../../common/format/dates.ts";
import type { EmailContent } from "./layout.ts";
import { renderBlockMail } from "./mail-blocks.ts";

export type PersonalDataLinkMailInput = {
  /** The whole link, with its token. */
  url: string;
  validMinutes: number;
  siteName: string;
  publicUrl: string;
};

export function personalDataLinkMail({
  url,
  validMinutes,
  siteName,
  publicUrl,
}: PersonalDataLinkMailInput): EmailContent {
  const intro = `Je vroeg om een overzicht van de gegevens die ${siteName} van dit e-mailadres bewaart. Met de link hieronder bekijk je ze, download je ze en kun je ze laten verwijderen.`;
  return renderBlockMail({
    subject: `Je gegevens bij ${siteName}`,
    preheader: intro,
    siteName,
    publicUrl,
    blocks: [
      { paragraph: "Beste lezer," },
      { paragraph: intro },
      { lead: "Je gegevens:", href: url, linkText: "Bekijk mijn gegevens" },
      { paragraph: `De link werkt ${validMinutes} minuten. Daarna kun je een nieuwe aanvragen.` },
      {
        paragraph:
          "Niet aangevraagd? Negeer deze mail: zonder de link kan niemand je gegevens zien, en er verandert niets.",
      },
      { signOff: siteName },
    ],
  });
}

export type ErasureMailInput = {
  /** What stays without the person's name and address (server/domain/privacy/erasure-summary.ts). */
  anonymised: { what: string; count: number; why: string | null }[];
  kept: { what: string; why: string; until: Date | null }[];
  siteName: string;
  publicUrl: string;
};

export function personalDataErasedMail({ anonymised, kept, siteName, publicUrl }: ErasureMailInput): EmailContent {
  const done = `We hebben de gegevens die ${siteName} van dit e-mailadres bewaarde verwijderd of onherkenbaar gemaakt.`;
  return renderBlockMail({
    subject: `Je gegevens bij ${siteName} zijn verwijderd`,
    preheader: done,
    siteName,
    publicUrl,
    blocks: [
      { paragraph: "Beste lezer," },
      { paragraph: done },
      ...(anonymised.length === 0
        ? []
        : [
            {
              heading: "Bewaard, zonder je gegevens",
              rows: anonymised.map(({ what, count, why }) => ({ label: `${what}: ${count}`, value: why ?? "" })),
            },
          ]),
      ...(kept.length === 0
        ? [{ paragraph: "We bewaren niets meer van dit adres." }]
        : [
            {
              heading: "Wat we nog bewaren, en waarom",
              rows: kept.map(({ what, why, until }) => ({
                label: what,
                value: until ? `${why} (tot ${formatDate(until)})` : why,
              })),
            },
          ]),
      { paragraph: "Heb je hier niet om gevraagd? Neem dan direct contact met ons op." },
      { signOff: siteName },
    ],
  });
}
