/**
 * What an erasure report tells the person (decision 0024), from the counts of its steps: each thing once, under what
 * really happened to it. Removed or given back is 'Verwijderd'; a row that stays without their name and address (an
 * order for the tax law's period, a ticket that stays valid, past participations that counters need) is 'Bewaard,
 * zonder je gegevens', with why. Invoices and certificates are left out here: they keep a name, so the report's
 * `kept` items name each of them with why and until when.
 */
type ErasureLine = { what: string; count: number; why: string | null };

export type ErasureSummary = { removed: ErasureLine[]; anonymised: ErasureLine[] };

type Counts = Readonly<Record<string, number>>;

/**
 * An enrolment or course wait given back first is anonymised by the next step as well: it counts once, as given back.
 * The difference is the rows of the address that were already over.
 */
const without = (counts: Counts, kind: string, givenBack: string) =>
  Math.max(0, (counts[kind] ?? 0) - (counts[givenBack] ?? 0));

export function summariseErasure(counts: Counts, fiscalYears: number): ErasureSummary {
  const line = (what: string, count: number, why: string | null = null): ErasureLine => ({ what, count, why });
  const removed = [
    line("Inschrijvingen voor cursussen die nog moeten beginnen (geannuleerd)", counts.canceledEnrollments ?? 0),
    line("Plaatsen op wachtlijsten van cursussen die nog moeten beginnen", counts.leftCourseWaitlists ?? 0),
    line("Workshopkeuzes voor komende evenementen (vrijgegeven)", counts.releasedWorkshopChoices ?? 0),
    line("Plaatsen op workshopwachtlijsten", counts.workshopWaitlistEntries ?? 0),
    line("Registratienummers voor accreditatiepunten", counts.registrationNumbers ?? 0),
    line("Verzoeken om een naamcorrectie", counts.certificateCorrections ?? 0),
    line("E-mails", counts.mails ?? 0),
  ];
  const counted = "Ze tellen mee in de aantallen van wat voorbij is; je naam en e-mailadres staan er niet meer bij.";
  const anonymised = [
    line(
      "Bestellingen",
      counts.orders ?? 0,
      `De wet verplicht ons de administratie ${fiscalYears} jaar te bewaren. Je e-mailadres en telefoonnummer zijn eruit.`,
    ),
    line(
      "Tickets",
      counts.tickets ?? 0,
      "Een gekocht ticket blijft geldig; je naam en e-mailadres staan er niet meer op.",
    ),
    line("Workshopkeuzes bij afgelopen evenementen", counts.workshopRegistrations ?? 0, counted),
    line("Cursusinschrijvingen", without(counts, "courseEnrollments", "canceledEnrollments"), counted),
    line("Plaatsen op cursuswachtlijsten", without(counts, "courseWaitlistEntries", "leftCourseWaitlists"), counted),
    line(
      "Vermeldingen in het logboek van medewerkers",
      counts.auditEntries ?? 0,
      "Het logboek blijft compleet; je naam en e-mailadres zijn eruit.",
    ),
  ];
  const some = (lines: ErasureLine[]) => lines.filter((entry) => entry.count > 0);
  return { removed: some(removed), anonymised: some(anonymised) };
}
