import { isRouteErrorResponse, Link } from "react-router";
import { headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";
import { NO_ACCESS_MESSAGE } from "./no-access.ts";

/**
 * A refused or failed back-office page. The layout shows it in the back office's frame; a page refused before any
 * loader ran (the layout's permission check, in its middleware) reaches the root's error boundary, which shows it
 * on its own (StaffErrorMain).
 */
export function StaffErrorBody({ error }: { error: unknown }) {
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const heading = forbidden ? "Geen toegang" : notFound ? "Niet gevonden" : "Er is iets misgegaan";
  const text = forbidden
    ? (messageOf(error) ?? NO_ACCESS_MESSAGE)
    : notFound
      ? (messageOf(error) ?? "Wat je zoekt bestaat niet (meer).")
      : "Door een fout kon deze pagina niet worden getoond. Probeer het opnieuw.";
  if (!forbidden && !notFound) console.error(error);
  return (
    <div className="max-w-3xl">
      <title>{`${heading} · Beheer`}</title>
      <h1 className={headingStyles.page}>{heading}</h1>
      <p className="mt-4 text-lg text-slate-700">{text}</p>
      <p className="mt-8">
        <Link to={STAFF_PATHS.home} className={textLinkStyle}>
          Naar het overzicht
        </Link>
      </p>
    </div>
  );
}

export function StaffErrorMain({ children }: { children: React.ReactNode }) {
  return <main className="mx-auto max-w-3xl px-4 py-10">{children}</main>;
}

function messageOf(error: unknown): string | null {
  if (!isRouteErrorResponse(error)) return null;
  const { data } = error as { data: unknown };
  return typeof data === "object" && data !== null && "message" in data && typeof data.message === "string"
    ? data.message
    : null;
}
