/**
 * What a check-in device shows after a scan (decision 0019): one of a few outcomes, each with the one Dutch sentence
 * the page shows in large type. The sentence is made here so every client (the page, the API, a future app) says the
 * same thing. An erased person (../participants/listed-person.ts) is named 'Verwijderde deelnemer', never by the
 * 'Verwijderd' their row holds.
 */
import { formatClockTime, formatDate } from "../../../common/format/dates.ts";
import type { Attendee } from "./attendee-lookup.ts";

type CheckInStatus =
  "WELCOME" | "ALREADY_CHECKED_IN" | "CANCELED" | "NOT_PAID" | "OTHER_EVENT" | "NOT_REGISTERED" | "UNKNOWN_CODE";

export type CheckInOutcome = {
  status: CheckInStatus;
  message: string;
  attendee: Attendee | null;
  /** The check-in's moment: now for WELCOME, the first scan's for ALREADY_CHECKED_IN. */
  checkedInAt: Date | null;
  /** For ALREADY_CHECKED_IN: the first scan came from another device. */
  byOtherDevice: boolean;
};

/** 'Welkom, Verwijderde deelnemer' would read as a name; the door only needs to know the ticket is good. */
const ERASED_WELCOME = "Welkom! (gegevens verwijderd)";

export function welcome(attendee: Attendee, at: Date): CheckInOutcome {
  return outcome("WELCOME", attendee.erased ? ERASED_WELCOME : `Welkom, ${attendee.name}`, attendee, at);
}

/** 'Al ingecheckt om 09:12', with the date when the first scan was on another day. */
export function alreadyCheckedIn(attendee: Attendee, at: Date, now: Date, byOtherDevice: boolean): CheckInOutcome {
  const when = formatDate(at) === formatDate(now) ? formatClockTime(at) : `${formatDate(at)} ${formatClockTime(at)}`;
  const where = byOtherDevice ? " (op een ander apparaat)" : "";
  return {
    ...outcome("ALREADY_CHECKED_IN", `${attendee.name} is al ingecheckt om ${when}${where}.`, attendee, at),
    byOtherDevice,
  };
}

export function canceled(attendee: Attendee, what: "ticket" | "aanmelding"): CheckInOutcome {
  const text = what === "ticket" ? "Dit ticket is geannuleerd." : "Deze aanmelding is geannuleerd.";
  return outcome("CANCELED", `${text} ${attendee.name} heeft geen toegang.`, attendee);
}

export function notPaid(attendee: Attendee): CheckInOutcome {
  return outcome("NOT_PAID", `De betaling van dit ticket is niet afgerond (${attendee.name}).`, attendee);
}

export function otherEvent(attendee: Attendee, elsewhere: string): CheckInOutcome {
  return outcome("OTHER_EVENT", `Deze code hoort bij ${elsewhere}, niet bij deze check-in.`, attendee);
}

export function notRegistered(attendee: Attendee, chosenWorkshop: string | null): CheckInOutcome {
  const who = attendee.firstName ?? "deze deelnemer";
  const choice = chosenWorkshop ? ` In dit tijdvak koos ${who} '${chosenWorkshop}'.` : "";
  return outcome("NOT_REGISTERED", `${attendee.name} is niet ingeschreven voor deze workshop.${choice}`, attendee);
}

export function unknownCode(): CheckInOutcome {
  return outcome("UNKNOWN_CODE", "Onbekende code. Controleer het ticket of zoek op naam.", null);
}

function outcome(status: CheckInStatus, message: string, attendee: Attendee | null, at: Date | null = null) {
  return { status, message, attendee, checkedInAt: at, byOtherDevice: false };
}
