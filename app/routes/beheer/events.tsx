import { Form, Link } from "react-router";
import type { Route } from "./+types/events.ts";
import { EventBadges } from "../../features/beheer/events/EventBadges.tsx";
import { StaffTextField } from "../../features/beheer/fields.tsx";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { firstPageLink, listPageQuery, nextPageLink } from "../../features/beheer/list-page.ts";
import { StaffEventsDocument } from "../../graphql/generated.ts";
import { buttonStyles, headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { STAFF_PATHS, staffEventPath } from "../../../common/site-paths.ts";
import { formatInAmsterdam } from "../../../common/format/dates.ts";
import { EVENT_TYPE_LABELS } from "../../../common/vocabulary/events.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";

export const handle = staffPage("events.manage");

const PAGE_SIZE = 25;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { search, paged, variables } = listPageQuery(request, PAGE_SIZE);
  const { staffEvents } = await runStaffOperation(context, request, StaffEventsDocument, variables);
  return { staffEvents, search, paged };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Evenementen", matches[0].loaderData);
}

export default function StaffEvents({ loaderData }: Route.ComponentProps) {
  const { staffEvents, search, paged } = loaderData;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className={headingStyles.page}>Evenementen</h1>
        <Link to={`${STAFF_PATHS.events}/nieuw`} className={buttonStyles.primary}>
          Evenement toevoegen
        </Link>
      </div>
      <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-4">
        <div className="min-w-64 flex-1">
          <StaffTextField name="zoek" label="Zoek op naam" optional defaultValue={search} maxLength={200} />
        </div>
        <button type="submit" className={buttonStyles.secondary}>
          Zoeken
        </button>
      </Form>
      <p className="mt-6" role="status">
        {staffEvents.totalCount === 1 ? "1 evenement" : `${staffEvents.totalCount} evenementen`}
        {search && ` met '${search}' in de naam`}
        {paged && (
          <>
            {" · "}
            <Link to={firstPageLink(search)} className={textLinkStyle}>
              Terug naar de nieuwste
            </Link>
          </>
        )}
      </p>
      <div className="mt-3 overflow-x-auto rounded-lg border border-slate-300 bg-white">
        <table className="w-full text-left">
          <caption className="sr-only">Evenementen, de laatste begindatum eerst</caption>
          <thead className="bg-slate-100">
            <tr>
              <th scope="col" className="px-4 py-3">
                Naam
              </th>
              <th scope="col" className="px-4 py-3">
                Begin
              </th>
              <th scope="col" className="px-4 py-3">
                Plaats
              </th>
              <th scope="col" className="px-4 py-3">
                Soort
              </th>
              <th scope="col" className="px-4 py-3">
                Tickets
              </th>
              <th scope="col" className="px-4 py-3">
                Status
              </th>
            </tr>
          </thead>
          <tbody>
            {staffEvents.nodes.map((event) => (
              <tr key={event.id} className="border-t border-slate-200">
                <td className="px-4 py-3">
                  <Link to={staffEventPath(event.id)} className={textLinkStyle}>
                    {event.name}
                  </Link>
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{formatInAmsterdam(event.startsAt, "d MMM yyyy HH:mm")}</td>
                <td className="px-4 py-3">{event.city}</td>
                <td className="px-4 py-3">{EVENT_TYPE_LABELS[event.type]}</td>
                <td className="px-4 py-3">
                  {event.ticketsTaken}
                  {event.maxCapacity !== null && event.maxCapacity !== undefined && ` van ${event.maxCapacity}`}
                </td>
                <td className="px-4 py-3">
                  <EventBadges event={event} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {staffEvents.nodes.length === 0 && <p className="mt-4">Geen evenementen gevonden.</p>}
      {staffEvents.pageInfo.hasNextPage && (
        <p className="mt-6">
          <Link to={nextPageLink(search, staffEvents.pageInfo.endCursor)} className={textLinkStyle}>
            Oudere evenementen
          </Link>
        </p>
      )}
    </>
  );
}
