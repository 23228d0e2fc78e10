import { Link } from "react-router";
import { headingStyles, textLinkStyle } from "../lib/styles.ts";
import { Container } from "./Container.tsx";

/**
 * What the event page shows instead of an event: an invalid or unknown id, or an API failure. `retryTo` adds a
 * link that loads the page again.
 */
export function EventProblem({ heading, message, retryTo }: { heading: string; message: string; retryTo?: string }) {
  return (
    <Container className="py-12 sm:py-16">
      <h1 className={headingStyles.page}>{heading}</h1>
      <p role={retryTo ? "alert" : undefined} className="mt-4 max-w-2xl text-lg text-slate-800">
        {message}
      </p>
      <ul className="mt-8 flex flex-wrap gap-x-8 gap-y-3">
        {retryTo && (
          <li>
            <Link to={retryTo} className={`inline-block py-1 ${textLinkStyle}`}>
              Opnieuw proberen
            </Link>
          </li>
        )}
        <li>
          <Link to="/overige-evenementen" className={`inline-block py-1 ${textLinkStyle}`}>
            Bekijk alle evenementen
          </Link>
        </li>
      </ul>
    </Container>
  );
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
