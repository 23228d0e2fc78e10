/** What the page shows, as the server answers it (loader and action) and the browser keeps it. */
import type { FieldErrors } from "../../../common/validation/field-errors.ts";
import { EMPTY_NUMBERS, type NumbersView } from "../registration-numbers/numbers-view.ts";
import type { Workshop } from "./workshop-slots.ts";

export type SignupStep = 1 | 2 | 3 | 4;
export type DetailName = "firstName" | "lastName" | "email";
export type DetailValues = Record<DetailName, string>;
export type DetailErrors = FieldErrors<DetailName>;
export type ToggleError = { title: string; reason: string };
/** A ticket's place on a full workshop's waitlist. */
export type Wait = { workshopId: string; position: number };
/** What a card or 'Verwijder selectie' asks for; 'wait' and 'leave' are the waitlist's. */
export type ToggleKind = "register" | "unregister" | "wait" | "leave";

export type SignupView = {
  step: SignupStep;
  /** The code as entered, also when invalid, so the field keeps it. */
  code: string;
  codeError: string | null;
  /** Available and registered workshops together (empty until a code is valid). */
  workshops: Workshop[];
  registeredIds: string[];
  waits: Wait[];
  /** Until when choices can be changed (ISO); null without slots. After it the step is read-only. */
  changesCloseAt: string | null;
  changesClosed: boolean;
  details: DetailValues;
  detailErrors: DetailErrors;
  toggleError: ToggleError | null;
  /** Set when the API refused for too many attempts: the seconds until it takes them again (answered as 429). */
  retryAfterSeconds?: number;
  /** The ticket's registration numbers, for the registers of the event's accreditation (none: no form). */
  numbers: NumbersView;
};

const EMPTY_DETAILS: DetailValues = { firstName: "", lastName: "", email: "" };

export const TEXTS = {
  invalidCode: "De code die je hebt ingevuld is ongeldig. Probeer het opnieuw.",
  noStoredCode: "Geen ticketcode gevonden. Vul je ticketcode opnieuw in.",
  registerFailed: "Inschrijven niet mogelijk",
  unregisterFailed: "Uitschrijven niet mogelijk",
  waitFailed: "Op de wachtlijst zetten niet mogelijk",
  leaveFailed: "De wachtlijst verlaten niet mogelijk",
  tryAgainLater: "Wijzigen is even niet mogelijk",
} as const;

export function emptyView(code = ""): SignupView {
  return {
    step: 1,
    code,
    codeError: null,
    workshops: [],
    registeredIds: [],
    waits: [],
    changesCloseAt: null,
    changesClosed: false,
    details: EMPTY_DETAILS,
    detailErrors: {},
    toggleError: null,
    numbers: EMPTY_NUMBERS,
  };
}

/** Field ids, shared by the inputs and the links of the error summary. */
export const fieldIds = {
  code: "ticketcode",
  firstName: "voornaam",
  lastName: "achternaam",
  email: "e-mailadres",
} as const;
