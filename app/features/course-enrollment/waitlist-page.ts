import { formatDateAtTime } from "../../../common/format/dates.ts";

/**
 * The waitlist page: what its buttons post, what the action answers, and the Dutch sentences for the
 * entry's state, so the page and its tests use the same words.
 */
export const WAITLIST_ACTIONS = { accept: "neem-plaats", leave: "verlaten" } as const;
export type WaitlistAction = keyof typeof WAITLIST_ACTIONS;

export type WaitlistActionData = { outcome: "accepted" | "left" } | { outcome: "failed"; message: string };

export const WAITLIST_ACTION_FAILED_MESSAGE =
  "Dat is niet gelukt. Probeer het later opnieuw of neem contact met ons op.";

/** The button's value as an action, or null for anything else. */
export function waitlistActionOf(value: string): WaitlistAction | null {
  const found = Object.entries(WAITLIST_ACTIONS).find(([, posted]) => posted === value);
  return found ? (found[0] as WaitlistAction) : null;
}

type EntryState = {
  status: "WAITING" | "OFFERED" | "ENROLLED" | "LEFT" | "EXPIRED" | "CLOSED";
  position?: number | null;
  offerExpiresAt?: string | null;
  courseClosed: boolean;
};

/** The one sentence that says where the entry stands. */
export function waitlistStateText(entry: EntryState): string {
  if (entry.courseClosed) {
    return "Deze cursus is begonnen of afgerond. De wachtlijst is gesloten; er komt geen plaats meer vrij.";
  }
  switch (entry.status) {
    case "WAITING":
      return `Je staat op plaats ${entry.position ?? 1} van de wachtlijst.`;
    case "OFFERED":
      return `Er is een plaats voor je vrij tot ${entry.offerExpiresAt ? formatDateAtTime(entry.offerExpiresAt) : "de start van de cursus"}.`;
    case "ENROLLED":
      return "Je hebt de plaats genomen: je bent aangemeld voor deze cursus. De bevestiging staat in je e-mail.";
    case "LEFT":
      return "Je staat niet meer op de wachtlijst voor deze cursus.";
    case "EXPIRED":
      return "De tijd om de plaats te nemen is voorbij; de plaats is aan de volgende op de wachtlijst aangeboden.";
    case "CLOSED":
      return "Deze cursus gaat niet door. De wachtlijst is gesloten.";
  }
}
