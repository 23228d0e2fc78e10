/**
 * Invented people who enrolled in demo courses. They are combined from name lists rather than written
 * out, so the seed can ask for as many distinct people as it needs.
 */
import { AFFILIATES, affiliateWebsite } from "./affiliates.ts";

export type Participant = {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  organization: string;
  function: string | null;
};

const FIRST_NAMES = [
  "Anouk",
  "Bram",
  "Charlotte",
  "Dennis",
  "Esra",
  "Floor",
  "Gijs",
  "Hanneke",
  "Imane",
  "Jesper",
  "Karlijn",
  "Lars",
  "Merel",
  "Niels",
  "Olga",
  "Pieter",
  "Quinten",
  "Roos",
  "Sander",
  "Tamara",
  "Umut",
  "Vera",
  "Wouter",
  "Xandra",
  "Yara",
  "Zeger",
  "Annemiek",
  "Bilal",
  "Cor",
  "Dewi",
  "Elif",
  "Frank",
];

const LAST_NAMES = [
  "Achterberg",
  "Bosveld",
  "Coppens",
  "Dijkhuis",
  "Everts",
  "Feenstra",
  "Goossens",
  "Hoekman",
  "IJzerman",
  "Jansma",
  "Kramer",
  "Luiten",
  "Mulderij",
  "Nijholt",
  "Oudshoorn",
  "Postma",
  "Rietveld",
  "Schouten",
  "Terpstra",
  "Uiterwijk",
  "Verbeek",
  "Wessels",
  "Yilmaz",
  "Zandbergen",
  "Brouwers",
  "Kuipers",
  "Lammers",
  "Meijering",
  "Smit",
  "Tuinstra",
  "Veldhuis",
  "Wolters",
];

const FUNCTIONS = [
  "Sociotherapeut",
  "GZ-psycholoog",
  "Reclasseringswerker",
  "Verpleegkundig specialist",
  "Woonbegeleider",
  "Casemanager",
  "Ervaringsdeskundige",
  null,
  "Trajectbegeleider",
  "Vaktherapeut",
];

/** People outside the friends may enrol as well; a few of them show that. */
const OTHER_EMPLOYERS = ["Wijkteam Centrum", "Zelfstandig gevestigd", "Huisartsenpraktijk De Linde"];

function emailPart(value: string): string {
  return value
    .toLowerCase()
    .normalize("NFD")
    .replace(/[^a-z]/g, "");
}

/** The n-th demo participant; distinct n below FIRST_NAMES.length give distinct people and e-mails. */
export function demoParticipant(n: number): Participant {
  const firstName = FIRST_NAMES[n % FIRST_NAMES.length] ?? "Alex";
  // A stride coprime to the list length pairs every first name with a different last name.
  const lastName = LAST_NAMES[(n * 7 + 3) % LAST_NAMES.length] ?? "Jansen";
  const affiliate = AFFILIATES[(n * 5) % AFFILIATES.length];
  const useOther = n % 6 === 5 || !affiliate;
  const organization = useOther ? (OTHER_EMPLOYERS[n % OTHER_EMPLOYERS.length] ?? "Wijkteam Centrum") : affiliate.name;
  const domain = useOther ? "example.org" : new URL(affiliateWebsite(affiliate.slug)).host;
  return {
    firstName,
    lastName,
    email: `${emailPart(firstName)}.${emailPart(lastName)}${n >= FIRST_NAMES.length ? n : ""}@${domain}`,
    // Mobile numbers in one fixed, obviously made-up series, stored as E.164 like every phone number.
    phoneNumber: `+316${String(12_340_000 + n * 37).padStart(8, "0")}`,
    organization,
    function: FUNCTIONS[n % FUNCTIONS.length] ?? null,
  };
}
