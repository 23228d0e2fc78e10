/** The Dutch validation messages (docs/product.md §5), shared by forms (browser), route actions and the API. */
export const MESSAGES = {
  required: "Dit veld is verplicht",
  email: "Voer een geldig e-mailadres in",
  minLength: (n: number) => `Minimaal ${n} karakters vereist`,
  phone: "Voer een geldig telefoonnummer in",
  invalid: "Ongeldige invoer",
  privacy: "Je moet akkoord gaan om je aan te melden",
  generic: "Fout in dit veld",
  // Beyond the product's own validation rules, in their style: what a text field refuses, and dates far from now.
  maxLength: (n: number) => `Maximaal ${n} karakters toegestaan`,
  forbiddenCharacter: "Bevat een teken dat niet is toegestaan",
  bidiControl: "Bevat een onzichtbaar teken dat de leesrichting verandert; typ de tekst opnieuw",
  dateOutOfRange: (from: number, to: number) => `Kies een datum tussen ${from} en ${to}`,
} as const;

/**
 * The hint under every phone field: any usual notation passes (decision 0016), and a number from abroad needs its
 * country code, since one without is taken to be Dutch.
 */
export const PHONE_HINT = "Bijvoorbeeld 06-12345678, of uit het buitenland +32 470 12 34 56.";
