import { isRouteErrorResponse, Link, Outlet, useRouteError } from "react-router";
import type { Route } from "./+types/layout.ts";
import { StaffShell } from "../../features/beheer/StaffShell.tsx";
import { currentStaff, NO_ACCESS_MESSAGE, requireStaff } from "../../features/beheer/staff-access.ts";
import { appServices } from "../../lib/app-services.ts";
import { headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";

/** Every page below needs a staff session: without one, requireStaff sends the visitor to sign in first. */
export const middleware: Route.MiddlewareFunction[] = [requireStaff];

export function loader({ context }: Route.LoaderArgs) {
  return { viewer: currentStaff(context), siteName: appServices(context).siteName };
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return (
    <StaffShell siteName={loaderData.siteName} viewer={loaderData.viewer}>
      <Outlet />
    </StaffShell>
  );
}

/** A refused or failed back-office page, inside the back office's frame when the viewer is known. */
export function ErrorBoundary({ loaderData }: Route.ErrorBoundaryProps) {
  const error = useRouteError();
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const heading = forbidden ? "Geen toegang" : notFound ? "Niet gevonden" : "Er is iets misgegaan";
  const text = forbidden
    ? (messageOf(error) ?? NO_ACCESS_MESSAGE)
    : notFound
      ? (messageOf(error) ?? "Wat je zoekt bestaat niet (meer).")
      : "Door een fout kon deze pagina niet worden getoond. Probeer het opnieuw.";
  if (!forbidden && !notFound) console.error(error);
  const body = (
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
  return loaderData ? (
    <StaffShell siteName={loaderData.siteName} viewer={loaderData.viewer}>
      {body}
    </StaffShell>
  ) : (
    <main className="mx-auto max-w-3xl px-4 py-10">{body}</main>
  );
}

function messageOf(error: unknown): string | null {
  if (!isRouteErrorResponse(error)) return null;
  const { data } = error as { data: unknown };
  return typeof data === "object" && data !== null && "message" in data && typeof data.message === "string"
    ? data.message
    : null;
}
