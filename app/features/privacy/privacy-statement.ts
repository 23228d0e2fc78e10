/**
 * The facts the privacy statement quotes and the rows it builds from them (decision 0024): every period comes from the
 * server's settings (RETENTION_*), so the page says what the retention job really does.
 */
import type { PrivacyStatementQuery } from "../../graphql/generated.ts";
import { dutchPeriod } from "../../../common/format/periods.ts";

export type PrivacyFacts = PrivacyStatementQuery["privacyStatement"];

/** The day this text was last changed; a new version of the text gets a new date. */
export const PRIVACY_STATEMENT_VERSION = "26 november 2026";

export const AUTHORITY_URL = "https://www.autoriteitpersoonsgegevens.nl";

/** What we process and why: one row per reason people give us data. */
export const DATA_ROWS: string[][] = [
  [
    "Tickets kopen",
    "naam, e-mailadres, telefoonnummer, factuuradres, namen van tickethouders",
    "je bestelling afhandelen, de betaling ontvangen, de factuur maken en je tickets sturen",
  ],
  [
    "Aanmelden voor workshops",
    "naam, e-mailadres, ticketcode, gekozen workshops",
    "je een plaats geven in de workshops van je keuze",
  ],
  [
    "Inschrijven voor de Vakschool",
    "naam, e-mailadres, telefoonnummer, organisatie en functie",
    "je inschrijving verwerken en je over de cursus informeren",
  ],
  ["Wachtlijsten", "naam, e-mailadres, telefoonnummer", "je een vrijgekomen plaats aanbieden"],
  [
    "Check-in bij de deur",
    "naam, ticketcode, moment van binnenkomst",
    "controleren wie toegang heeft en de aanwezigheid vastleggen",
  ],
  [
    "Certificaten van deelname",
    "naam, evenement of cursus, datum, e-mailadres",
    "je een certificaat geven dat een register of werkgever kan controleren",
  ],
  [
    "E-mails",
    "naam, e-mailadres, inhoud van de e-mail",
    "bevestigingen, tickets, facturen, herinneringen en berichten over je evenement of cursus",
  ],
  [
    "Beveiliging",
    "IP-adres (of netwerk), tijdstip en soort verzoek",
    "de website beschermen tegen misbruik en storingen onderzoeken",
  ],
];

/** How long, with the configured periods. */
export function retentionRows(facts: PrivacyFacts): string[][] {
  const participants = dutchPeriod(facts.participantMonths, "month");
  return [
    [
      "Aanmeldingen, inschrijvingen, wachtlijsten, check-ins, tickethouders, telefoonnummers en workshopkeuzes",
      `${participants} na afloop van het evenement of de cursus; daarna worden ze geanonimiseerd.`,
    ],
    [
      "Bestellingen en facturen",
      `Alleen wat de belastingwet vraagt (naam, adres, bedragen en de factuur): ${dutchPeriod(facts.fiscalYears, "year")} na het einde van het kalenderjaar van de bestelling. Niets meer: geen telefoonnummer en geen workshopkeuzes.`,
    ],
    [
      "Certificaten van deelname",
      `Naam, evenement of cursus en datum blijven ${dutchPeriod(facts.certificateYears, "year")} controleerbaar. Je e-mailadres verdwijnt ${participants} na afloop, samen met je andere deelnemersgegevens.`,
    ],
    ["E-mails die we je sturen", `${dutchPeriod(facts.mailDays, "day")} nadat ze geschreven zijn; daarna verwijderd.`],
    ["De link naar \u201cMijn gegevens\u201d", `${dutchPeriod(facts.linkMinutes, "minute")} geldig.`],
    [
      "Beveiliging",
      "Tellers tegen misbruik verdwijnen zodra hun tijdvak voorbij is (hoogstens een dag). Logbestanden worden regelmatig vervangen en bevatten geen namen.",
    ],
  ];
}
