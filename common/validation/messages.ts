/** The Dutch validation messages of spec §5, shared by forms (browser), route actions and the API. */
export const MESSAGES = {
  required: "Dit veld is verplicht",
  email: "Voer een geldig e-mailadres in",
  minLength: (n: number) => `Minimaal ${n} karakters vereist`,
  phone: "Voer een geldig telefoonnummer in",
  invalid: "Ongeldige invoer",
  privacy: "Je moet akkoord gaan om je aan te melden",
  generic: "Fout in dit veld",
} as const;
