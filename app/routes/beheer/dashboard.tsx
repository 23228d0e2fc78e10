import { Link } from "react-router";
import type { Route } from "./+types/dashboard.ts";
import { dashboardLinks } from "../../features/beheer/dashboard/dashboard-links.ts";
import { EventFigures } from "../../features/beheer/dashboard/EventFigures.tsx";
import { CourseFigures, InvoiceFigures } from "../../features/beheer/dashboard/OtherFigures.tsx";
import { currentStaff, runStaffOperation, staffMenu } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { StaffDashboardDocument } from "../../graphql/generated.ts";
import { headingStyles } from "../../lib/styles.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";

export const handle = staffPage("backoffice.open");

export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = currentStaff(context);
  const { staffDashboard } = await runStaffOperation(context, request, StaffDashboardDocument, {});
  return {
    name: viewer.name,
    permissions: viewer.permissions,
    areas: staffMenu(context).filter((item) => item.to !== STAFF_PATHS.home),
    dashboard: staffDashboard,
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Overzicht", matches[0].loaderData);
}

/**
 * The start of the back office: the areas this person's roles open, then the figures their roles may see:
 * upcoming events with their sale, courses with their enrolments, invoices still to be paid.
 */
export default function StaffDashboard({ loaderData }: Route.ComponentProps) {
  const { dashboard } = loaderData;
  const links = dashboardLinks(loaderData.permissions);
  return (
    <>
      <h1 className={headingStyles.page}>Welkom, {loaderData.name}</h1>
      <p className="mt-3 text-lg text-slate-700">Wat wil je doen?</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.areas.map((area) => (
          <li key={area.to}>
            <Link
              to={area.to}
              className="block min-h-11 rounded-lg border border-slate-300 bg-white p-5 text-lg font-semibold text-brand-800 underline-offset-4 shadow-sm hover:underline"
            >
              {area.label}
            </Link>
          </li>
        ))}
      </ul>
      {dashboard.invoices && (
        <section aria-labelledby="facturen" className="mt-12">
          <h2 id="facturen" className={headingStyles.section}>
            Facturen
          </h2>
          <InvoiceFigures invoices={dashboard.invoices} links={links} />
        </section>
      )}
      {dashboard.events && (
        <section aria-labelledby="evenementen" className="mt-12">
          <h2 id="evenementen" className={headingStyles.section}>
            Komende evenementen
          </h2>
          {dashboard.events.length === 0 ? (
            <p className="mt-3">Er zijn geen komende evenementen.</p>
          ) : (
            <div className="mt-4 grid min-w-0 grid-cols-1 gap-6">
              {dashboard.events.map((event) => (
                <EventFigures key={event.id} event={event} links={links} today={dashboard.today} />
              ))}
            </div>
          )}
        </section>
      )}
      {dashboard.courses && (
        <section aria-labelledby="cursussen" className="mt-12">
          <h2 id="cursussen" className={headingStyles.section}>
            Komende cursussen
          </h2>
          <CourseFigures courses={dashboard.courses} links={links} />
        </section>
      )}
    </>
  );
}
