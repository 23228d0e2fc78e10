/**
 * Fictional people for the volume seed: first and last names combined by number, so 20,000 buyers are no 20,000
 * copies of one name, and every address ends in .example.org (never a real mailbox).
 */
const FIRST_NAMES = [
  "Anouk",
  "Bram",
  "Carlijn",
  "Daan",
  "Eline",
  "Floris",
  "Gijs",
  "Hanna",
  "Iris",
  "Jesse",
  "Kim",
  "Lars",
  "Maud",
  "Niels",
  "Olga",
  "Pieter",
  "Quinten",
  "Roos",
  "Sven",
  "Tessa",
  "Ugo",
  "Vera",
  "Wouter",
  "Xander",
  "Yara",
  "Zoë",
];
const LAST_NAMES = [
  "Aalbers",
  "Bakhuis",
  "Cremers",
  "Dekkerman",
  "Eijsvogel",
  "Flierman",
  "Goudsmit",
  "Hazebroek",
  "IJzerman",
  "Jonkhout",
  "Kwakernaak",
  "Lammertink",
  "Meulenbelt",
  "Nijhof",
  "Oosterveld",
  "Pruijsen",
  "Rademaker",
  "Slootweg",
  "Terpstra",
  "Uitterhoeve",
  "Vlietstra",
  "Wesselink",
  "Zandbergen",
];
const ORGANIZATIONS = [
  "Zorggroep De Lindenhof",
  "FPC Het Duinhuis",
  "Reclassering Midden",
  "GGZ Rivierenland",
  "Stichting De Brug",
  "Kliniek Noorderlicht",
  "Forensisch Team Oost",
  "Jeugdzorg Vechtdal",
];
const CITIES = ["Utrecht", "Zwolle", "Arnhem", "Haarlem", "Breda", "Groningen", "Leiden", "Deventer", "Tilburg"];

export type Person = {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  organization: string;
  city: string;
};

/** Person number `n`: the same number always gives the same person, and different numbers different addresses. */
export function person(n: number): Person {
  const firstName = FIRST_NAMES[n % FIRST_NAMES.length]!;
  const lastName = LAST_NAMES[Math.floor(n / FIRST_NAMES.length) % LAST_NAMES.length]!;
  const organization = ORGANIZATIONS[n % ORGANIZATIONS.length]!;
  return {
    firstName,
    lastName,
    email: `${firstName}.${lastName}.${n}@voorbeeld.example.org`.toLowerCase().replace("ë", "e"),
    phoneNumber: `+3161${String(1_000_000 + (n % 9_000_000)).padStart(7, "0")}`,
    organization,
    city: CITIES[n % CITIES.length]!,
  };
}

/** The fields of an order's buyer for person `n`. */
export function buyer(n: number) {
  const { firstName, lastName, email, phoneNumber, city } = person(n);
  return {
    firstName,
    lastName,
    email,
    phoneNumber,
    address: `Kastanjelaan ${1 + (n % 180)}`,
    postalCode: `${3500 + (n % 400)} AB`,
    city,
    country: "Nederland",
  };
}

export const THEMES = [
  "Studiedag risicotaxatie",
  "Masterclass delictanalyse",
  "Symposium forensische zorg",
  "Netwerkdag reclassering",
  "Congres agressie en veiligheid",
  "Studiemiddag LVB",
  "Intervisiedag behandelaars",
  "Expertmeeting TBS",
];
export { CITIES };
