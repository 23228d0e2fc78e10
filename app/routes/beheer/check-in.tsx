import type { Route } from "./+types/check-in.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { StaffCheckInPlacesDocument } from "../../graphql/generated.ts";
import { headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { staffCheckInPath } from "../../../common/site-paths.ts";
import { formatDateAtTime, formatTimeRange } from "../../../common/format/dates.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";

export const handle = staffPage("checkin.perform");

/** Check-in at the door: choose the event, a workshop or a course. Needs checkin.perform. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { checkInPlaces } = await runStaffOperation(context, request, StaffCheckInPlacesDocument, {});
  return checkInPlaces;
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Check-in", matches[0].loaderData);
}

/**
 * The links load the door page as a new document: only that page may use the camera (its Permissions-Policy), and
 * a browser applies the policy of the document it loaded, not of pages reached inside it.
 */
export default function CheckInPlaces({ loaderData }: Route.ComponentProps) {
  const { events, courses } = loaderData;
  return (
    <>
      <h1 className={headingStyles.page}>Check-in</h1>
      <p className="mt-4 max-w-2xl">
        Kies waar je incheckt: bij de deur van een evenement, bij een workshop of bij een cursus. Je ziet de komende
        evenementen en cursussen, en die van de afgelopen maand.
      </p>
      <h2 className={`${headingStyles.section} mt-8`}>Evenementen</h2>
      {events.length === 0 && <p className="mt-3">Er zijn geen evenementen in deze periode.</p>}
      <ul className="mt-3 space-y-4">
        {events.map((event) => (
          <li key={event.id} className="rounded-lg border border-slate-300 bg-white p-4">
            <a href={staffCheckInPath("EVENT", event.id)} className={`${textLinkStyle} text-lg`}>
              {event.name}
            </a>
            <p className="mt-1 text-slate-700">{formatDateAtTime(event.startsAt)}</p>
            {event.workshops.length > 0 && (
              <ul className="mt-3 grid gap-2 sm:grid-cols-2" aria-label={`Workshops van ${event.name}`}>
                {event.workshops.map((workshop) => (
                  <li key={workshop.id}>
                    <a href={staffCheckInPath("WORKSHOP", workshop.id)} className={textLinkStyle}>
                      {workshop.name}
                    </a>{" "}
                    <span className="text-slate-700">({formatTimeRange(workshop.startsAt, workshop.endsAt)})</span>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <h2 className={`${headingStyles.section} mt-8`}>Cursussen</h2>
      {courses.length === 0 && <p className="mt-3">Er zijn geen cursussen in deze periode.</p>}
      <ul className="mt-3 space-y-3">
        {courses.map((course) => (
          <li key={course.id} className="rounded-lg border border-slate-300 bg-white p-4">
            <a href={staffCheckInPath("COURSE", course.id)} className={`${textLinkStyle} text-lg`}>
              {course.name}
            </a>
            <p className="mt-1 text-slate-700">{formatDateAtTime(course.startsAt)}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
