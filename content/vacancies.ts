/** The one open vacancy of the demo, placed by a friend in Noord-Nederland. */
export type VacancyContent = {
  title: string;
  /** Slug of the friend that placed it; the seed copies its name and logo. */
  affiliateSlug: string;
  hoursPerWeek: number;
  summary: string;
  requirements: string;
  responsibilities: string;
  location: { street: string; postalCode: string; city: string; country: string };
  salary: { currency: string; frequency: "HOURLY" | "MONTHLY" | "YEARLY"; minCents: number; maxCents: number };
  applyUrl: string;
  contactPhones: string[];
};

export const VACANCIES: readonly VacancyContent[] = [
  {
    title: "Psychodiagnostisch medewerker",
    affiliateSlug: "fpk-noorderhaven",
    hoursPerWeek: 16,
    summary: [
      "Voor onze kliniek in Groningen zoeken wij een psychodiagnostisch medewerker voor 16 uur per week.",
      "Je neemt psychologische tests af bij patiënten met een forensische zorgtitel en werkt nauw samen met de",
      "GZ-psychologen en psychiaters van het diagnostiekteam.",
      "",
      "Regio: Noord-Nederland. Werkdagen in overleg. Het genoemde salaris geldt voor een volledige werkweek",
      "van 36 uur en wordt naar rato berekend.",
    ].join("\n"),
    requirements: [
      "- Een afgeronde hbo- of wo-opleiding psychologie, toegepaste psychologie of vergelijkbaar.",
      "- Ervaring met het afnemen van intelligentie- en persoonlijkheidsonderzoek.",
      "- Affiniteit met de forensische doelgroep en een stevige, rustige persoonlijkheid.",
      "- Nauwkeurig rapporteren in helder Nederlands.",
      "- Een Verklaring Omtrent het Gedrag (VOG), aan te vragen bij indiensttreding.",
    ].join("\n"),
    responsibilities: [
      "- Afnemen en scoren van psychologische tests en vragenlijsten.",
      "- Verslaglegging van testresultaten ten behoeve van het diagnostisch rapport.",
      "- Deelnemen aan het wekelijkse diagnostiekoverleg.",
      "- Bijhouden van de testbibliotheek en het plannen van onderzoeken.",
    ].join("\n"),
    location: { street: "Zuiderhaven 18", postalCode: "9723 ZX", city: "Groningen", country: "Nederland" },
    salary: { currency: "EUR", frequency: "MONTHLY", minCents: 320_000, maxCents: 450_000 },
    applyUrl: "https://fpknoorderhaven.example.org/werken-bij/psychodiagnostisch-medewerker",
    // Stored as E.164 like every phone number (decision 0016); the page shows 050 123 4567 and 06 12345678.
    contactPhones: ["+31501234567", "+31612345678"],
  },
];
