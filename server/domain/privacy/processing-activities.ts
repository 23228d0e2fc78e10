/**
 * The processing activities of the site (decision 0024), in Dutch, with their periods taken from the settings. The
 * register (processing-register.ts) adds who may see each one from the permission table.
 */
import type { Settings } from "../deps.ts";
import type { StaffOperation } from "../../../common/staff-permissions.ts";
import { dutchPeriod } from "../../../common/format/periods.ts";

/** AVG art. 6 lid 1: b (overeenkomst), c (wettelijke verplichting), f (gerechtvaardigd belang). */
export type LegalBasisKey = "b" | "c" | "f";

export const LEGAL_BASIS_LABELS: Readonly<Record<LegalBasisKey, string>> = {
  b: "Uitvoering van een overeenkomst (AVG art. 6 lid 1 sub b)",
  c: "Wettelijke verplichting (AVG art. 6 lid 1 sub c)",
  f: "Gerechtvaardigd belang (AVG art. 6 lid 1 sub f)",
};

export type ProcessingActivityDraft = {
  key: string;
  name: string;
  purpose: string;
  dataCategories: string[];
  legalBases: { key: LegalBasisKey; why: string }[];
  retention: string;
  /** The back-office operations that show this data: whoever's role allows one of them can see it. */
  visibleWith: StaffOperation[];
  recipients: string[];
};

const HOSTING = "De hostingpartij (servers en database in de EU)";
const MAIL = "De e-mailprovider (verzending via SMTP)";
const MOLLIE = "Mollie B.V. (betalingen via iDEAL)";

export function processingActivities(settings: Settings): ProcessingActivityDraft[] {
  const { participantMonths, certificateYears, fiscalYears, mailDays, linkMinutes } = settings.privacy;
  const participants = dutchPeriod(participantMonths, "month");
  const fiscal = dutchPeriod(fiscalYears, "year");
  const mails = dutchPeriod(mailDays, "day");
  const afterEvent = `${participants} na afloop van het evenement`;
  const afterCourse = `${participants} na afloop van de cursus`;
  return [
    {
      key: "ticketverkoop",
      name: "Ticketverkoop en facturen",
      purpose: "Tickets verkopen, betalingen ontvangen, facturen maken en de boekhouding voeren.",
      dataCategories: [
        "Naam",
        "E-mailadres",
        "Telefoonnummer",
        "Factuuradres",
        "Bestelde tickets en bedragen",
        "Betaalstatus",
        "Namen van tickethouders",
      ],
      legalBases: [
        { key: "b", why: "de koop van een ticket" },
        { key: "c", why: "de fiscale bewaarplicht voor facturen en de administratie" },
      ],
      retention: `Wat de belastingwet vraagt (naam, adres, bedragen en de factuur): ${fiscal} na het einde van het kalenderjaar van de bestelling. Telefoonnummer, tickethouders en workshopkeuzes worden ${afterEvent} geanonimiseerd.`,
      visibleWith: ["orders.read", "participants.read"],
      recipients: [MOLLIE, MAIL, HOSTING],
    },
    {
      key: "workshops",
      name: "Aanmelden voor workshops",
      purpose: "Deelnemers een plaats geven in een workshop en de organisatie laten weten wie er komt.",
      dataCategories: ["Naam", "E-mailadres", "Ticketcode", "Gekozen workshops", "Plaats op de wachtlijst"],
      legalBases: [{ key: "b", why: "deelname aan het evenement" }],
      retention: `Geanonimiseerd ${afterEvent}.`,
      visibleWith: ["participants.read"],
      recipients: [MAIL, HOSTING],
    },
    {
      key: "vakschool",
      name: "Inschrijven voor de Vakschool",
      purpose: "Inschrijvingen voor cursussen verwerken, deelnemers informeren en de groep samenstellen.",
      dataCategories: ["Naam", "E-mailadres", "Telefoonnummer", "Organisatie en functie", "Cursus"],
      legalBases: [{ key: "b", why: "deelname aan de cursus" }],
      retention: `Geanonimiseerd ${afterCourse}.`,
      visibleWith: ["enrollments.manage", "participants.read"],
      recipients: [MAIL, HOSTING],
    },
    {
      key: "accreditatiepunten",
      name: "Registratienummers voor accreditatiepunten",
      purpose:
        "Deelnemers die accreditatiepunten nodig hebben hun aanwezigheid laten doorgeven aan hun register (BIG, NIP en andere).",
      dataCategories: ["Registratienummer per register", "Ticket of cursusinschrijving"],
      legalBases: [{ key: "b", why: "de accreditatiepunten bij de deelname, op verzoek van de deelnemer" }],
      retention: `Verwijderd ${participants} na afloop van het evenement of de cursus, en bij het wissen van je gegevens.`,
      visibleWith: ["orders.read", "enrollments.manage"],
      recipients: [HOSTING],
    },
    {
      key: "wachtlijsten",
      name: "Wachtlijsten",
      purpose: "Mensen een vrijgekomen plaats aanbieden in een volle cursus of workshop.",
      dataCategories: ["Naam", "E-mailadres", "Telefoonnummer", "Moment van aanmelden", "Aangeboden plaats"],
      legalBases: [{ key: "b", why: "het verzoek om een plaats" }],
      retention: `Geanonimiseerd ${participants} na afloop van de cursus of het evenement.`,
      visibleWith: ["enrollments.manage", "participants.read"],
      recipients: [MAIL, HOSTING],
    },
    {
      key: "e-mails",
      name: "Bevestigingen, herinneringen en andere e-mails",
      purpose:
        "Deelnemers en kopers bevestigingen, tickets, facturen, herinneringen en berichten over hun evenement of cursus sturen.",
      dataCategories: ["Naam", "E-mailadres", "Inhoud van de e-mail"],
      legalBases: [{ key: "b", why: "de overeenkomst waar de e-mail over gaat" }],
      retention: `Verzonden e-mails (in de wachtrij en als bestand) worden ${mails} na het schrijven verwijderd.`,
      visibleWith: ["participants.message", "orders.manage"],
      recipients: [MAIL, HOSTING],
    },
    {
      key: "check-in",
      name: "Check-in bij de deur",
      purpose:
        "Bij de ingang controleren wie een geldig ticket of een inschrijving heeft, en de aanwezigheid vastleggen.",
      dataCategories: ["Naam", "Ticketcode", "Moment van binnenkomst"],
      legalBases: [{ key: "b", why: "toegang tot het evenement of de cursus" }],
      retention: `Geanonimiseerd ${participants} na afloop van het evenement of de cursus.`,
      visibleWith: ["checkin.perform", "participants.read"],
      recipients: [HOSTING],
    },
    {
      key: "certificaten",
      name: "Certificaten van deelname",
      purpose: "Deelnemers een certificaat geven dat een register of werkgever kan controleren.",
      dataCategories: [
        "Naam",
        "E-mailadres",
        "Evenement of cursus",
        "Datum",
        "Controlecode",
        "Registratienummers (op het certificaat, niet bij de controle)",
      ],
      legalBases: [
        { key: "b", why: "het certificaat bij de deelname" },
        { key: "f", why: "registers en werkgevers kunnen controleren dat het certificaat echt is" },
      ],
      retention: `Naam, evenement of cursus en datum blijven ${dutchPeriod(certificateYears, "year")} controleerbaar; het e-mailadres en de registratienummers gaan met de deelnemersgegevens ${participants} na afloop, en de downloadlink werkt dan niet meer.`,
      visibleWith: ["events.manage", "courses.manage"],
      recipients: [MAIL, HOSTING],
    },
    {
      key: "mijn-gegevens",
      name: "Verzoeken via \u201cMijn gegevens\u201d",
      purpose:
        "Mensen hun gegevens laten inzien, downloaden en laten verwijderen, ook na een verzoek per post of telefoon.",
      dataCategories: ["E-mailadres", "Link naar het overzicht", "Wat er is verwijderd (in aantallen)"],
      legalBases: [{ key: "c", why: "de rechten van betrokkenen uit de AVG" }],
      retention: `De link is ${dutchPeriod(linkMinutes, "minute")} geldig en wordt een dag na het verlopen verwijderd. Van een verwijdering bewaren we als bewijs alleen een vingerafdruk (SHA-256) van het e-mailadres, niet het adres zelf, met het moment, wie het vroeg en de aantallen.`,
      visibleWith: ["privacy.manage"],
      recipients: [MAIL, HOSTING],
    },
    {
      key: "beheeraccounts",
      name: "Accounts van medewerkers en het logboek",
      purpose: "Medewerkers laten inloggen op de beheeromgeving en vastleggen wie wat heeft gewijzigd.",
      dataCategories: [
        "Naam",
        "E-mailadres",
        "Rollen",
        "Sessies en inloglinks",
        "Passkeys: publieke sleutel, naam, wanneer toegevoegd en laatst gebruikt",
        "IP-adres en browser (user agent) van de sessie",
        "Wijzigingen in het logboek",
      ],
      legalBases: [{ key: "f", why: "een veilige beheeromgeving en verantwoording van wijzigingen" }],
      retention: `Sessies (hoogstens ${dutchPeriod(settings.staff.sessionMaxHours, "hour")}), met hun IP-adres en browser, en inloglinks (${dutchPeriod(settings.staff.signInLinkMinutes, "minute")}) worden bij de dagelijkse opschoning verwijderd zodra ze beëindigd of verlopen zijn. Passkeys blijven tot de medewerker of een beheerder ze verwijdert; een passkey-controle is vijf minuten geldig en wordt bij de dagelijkse opschoning verwijderd. Accounts blijven zolang de medewerker toegang heeft. Het logboek blijft bewaard; namen en adressen van deelnemers erin worden samen met hun gegevens geanonimiseerd.`,
      visibleWith: ["staff.manage", "audit.read"],
      recipients: [MAIL, HOSTING],
    },
    {
      key: "beveiliging",
      name: "Beveiliging: tellers tegen misbruik en logbestanden",
      purpose: "De website beschermen tegen misbruik en storingen kunnen onderzoeken.",
      dataCategories: ["IP-adres (of netwerk)", "E-mailadres in tellers", "Tijdstip en soort verzoek"],
      legalBases: [{ key: "f", why: "een veilige en beschikbare website" }],
      retention:
        "Tellers tegen misbruik worden verwijderd zodra hun tijdvak voorbij is (hoogstens een dag). Logbestanden worden geroteerd en bevatten geen namen.",
      visibleWith: [],
      recipients: [HOSTING],
    },
  ];
}
