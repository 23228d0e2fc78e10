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
