import { Link } from "react-router";
import type { Route } from "./+types/events.ts";
import { EventBadges } from "../../features/beheer/events/EventBadges.tsx";
import { ListFilters, SearchFilter } from "../../features/beheer/ListFilters.tsx";
import { StaffList, type ListColumn } from "../../features/beheer/StaffList.tsx";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { listPageQuery } from "../../features/beheer/list-page.ts";
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

type StaffEvent = Route.ComponentProps["loaderData"]["staffEvents"]["nodes"][number];

const COLUMNS: readonly ListColumn<StaffEvent>[] = [
  {
    label: "Naam",
    cell: (event) => (
      <Link to={staffEventPath(event.id)} className={textLinkStyle}>
        {event.name}
      </Link>
    ),
  },
  { label: "Begin", cell: (event) => formatInAmsterdam(event.startsAt, "d MMM yyyy HH:mm"), nowrap: true },
  { label: "Plaats", cell: (event) => event.city },
  { label: "Soort", cell: (event) => EVENT_TYPE_LABELS[event.type] },
  {
    label: "Tickets",
    cell: (event) =>
      `${event.ticketsTaken}${event.maxCapacity !== null && event.maxCapacity !== undefined ? ` van ${event.maxCapacity}` : ""}`,
  },
  { label: "Status", cell: (event) => <EventBadges event={event} /> },
];

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
      <ListFilters label="Evenementen zoeken">
        <SearchFilter name="zoek" label="Zoek op naam" defaultValue={search} />
      </ListFilters>
      <StaffList
        summary={`${staffEvents.totalCount === 1 ? "1 evenement" : `${staffEvents.totalCount} evenementen`}${search ? ` met '${search}' in de naam` : ""}`}
        caption="Evenementen, de laatste begindatum eerst"
        columns={COLUMNS}
        rows={staffEvents.nodes}
        rowKey={(event) => event.id}
        noun="evenementen"
        paging={{ filters: { zoek: search }, paged, pageInfo: staffEvents.pageInfo, nextLabel: "Oudere evenementen" }}
      />
    </>
  );
}
