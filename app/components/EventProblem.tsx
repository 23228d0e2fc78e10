import { LoadProblem } from "./LoadProblem.tsx";

const BACK_TO_EVENTS = { to: "/overige-evenementen", label: "Bekijk alle evenementen" };

/** What the event pages show instead of an event, with the way back to all events. */
export function EventProblem({ heading, message, retryTo }: { heading: string; message: string; retryTo?: string }) {
  return <LoadProblem heading={heading} message={message} retryTo={retryTo} back={BACK_TO_EVENTS} />;
}

/** Why an event could not be shown; the loaders of the event pages answer one of these. */
export type EventLoadProblemKind = "invalid" | "not-found" | "error";

const LOAD_PROBLEMS: Record<EventLoadProblemKind, { heading: string; message: string }> = {
  invalid: { heading: "Evenement niet gevonden", message: "Ongeldig evenement." },
  "not-found": { heading: "Evenement niet gevonden", message: "Dit evenement bestaat niet (meer)." },
  error: { heading: "Er is iets misgegaan", message: "Het evenement kon niet worden geladen. Probeer het opnieuw." },
};

/** The same Dutch texts wherever an event is loaded; only an API failure offers to try again (at `retryTo`). */
export function EventLoadProblem({ kind, retryTo }: { kind: EventLoadProblemKind; retryTo?: string }) {
  const { heading, message } = LOAD_PROBLEMS[kind];
  return <EventProblem heading={heading} message={message} retryTo={kind === "error" ? retryTo : undefined} />;
}
