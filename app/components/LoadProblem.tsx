import { Link } from "react-router";
import { headingStyles, textLinkStyle } from "../lib/styles.ts";
import { Container } from "./Container.tsx";

export type LoadProblemProps = {
  heading: string;
  message: string;
  /** Adds a link that loads the page again (for an API failure). */
  retryTo?: string;
  /** The way back to the overview the page belongs to. */
  back: { to: string; label: string };
};

/** What a detail page shows instead of its subject: an invalid or unknown id, or an API failure. */
export function LoadProblem({ heading, message, retryTo, back }: LoadProblemProps) {
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
          <Link to={back.to} className={`inline-block py-1 ${textLinkStyle}`}>
            {back.label}
          </Link>
        </li>
      </ul>
    </Container>
  );
}
