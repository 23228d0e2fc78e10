/**
 * The forms of an order's back-office page and what each posts: one `intent` per form. The resend form
 * carries the idempotency key its page was rendered with, so posting it twice sends one mail.
 */
import type { StaffOrderQuery } from "../../../graphql/generated.ts";

export type StaffOrderPageData = NonNullable<StaffOrderQuery["staffOrder"]>;

const ORDER_INTENTS = ["bevestiging", "houder", "goedkeuren", "afwijzen"] as const;
export type OrderIntent = (typeof ORDER_INTENTS)[number];

/** The notice after each action (?melding=...). */
export const ORDER_NOTICES: Record<string, string> = {
  "bevestiging-verstuurd": "De bevestiging staat klaar om te versturen; je ziet de e-mail hieronder in de tijdlijn.",
  "bevestiging-al-verstuurd": "Deze bevestiging was al verstuurd.",
  "houder-gewijzigd": "De naam en het e-mailadres van het ticket zijn gewijzigd.",
  "houder-ongewijzigd": "Het ticket had deze naam en dit e-mailadres al.",
  goedgekeurd: "De bestelling is goedgekeurd; de koper krijgt de bevestiging met de factuur.",
  afgewezen: "De bestelling is afgewezen; de plaatsen zijn weer vrij en de koper krijgt bericht.",
  geannuleerd: "De bestelling is geannuleerd; de plaatsen zijn weer vrij en de koper krijgt de creditfactuur.",
  "tickets-geannuleerd": "De gekozen tickets zijn geannuleerd; de koper krijgt de creditfactuur.",
  terugbetaald: "De terugbetaling is aangevraagd; je ziet haar status hieronder in de tijdlijn.",
};

export function intentOf(form: FormData): OrderIntent | null {
  const intent = form.get("intent");
  return (ORDER_INTENTS as readonly unknown[]).includes(intent) ? (intent as OrderIntent) : null;
}

/** The name of a holder field of one ticket's form, unique on the page. */
export const holderFieldName = (ticketId: string, field: "firstName" | "lastName" | "email") => `${ticketId}.${field}`;

export function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
