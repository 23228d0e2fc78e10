import { Link } from "react-router";
import type { Route } from "./+types/dashboard.ts";
import { navigationFor } from "../../features/beheer/navigation.ts";
import { currentStaff } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { headingStyles } from "../../lib/styles.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";

export function loader({ context }: Route.LoaderArgs) {
  const viewer = currentStaff(context);
  return { name: viewer.name, areas: navigationFor(viewer.permissions).filter((item) => item.to !== STAFF_PATHS.home) };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Overzicht", matches[0].loaderData);
}

/** The start of the back office: the areas this person's roles open. */
export default function StaffDashboard({ loaderData }: Route.ComponentProps) {
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
    </>
  );
}
