import { Link } from "react-router";
import type { StaffDashboardQuery } from "../../../graphql/generated.ts";
import { headingStyles, textLinkStyle } from "../../../lib/styles.ts";
import { formatStartAndEnd, formatTimeRange } from "../../../../common/format/dates.ts";
import { formatEurosPlain } from "../../../../common/format/money.ts";
import type { DashboardLinks } from "./dashboard-links.ts";
import { StaffList, type ListColumn } from "../StaffList.tsx";
import { SalesChart } from "./SalesChart.tsx";
import { PERIOD_WORDS } from "./sales-chart-geometry.ts";

export type DashboardEvent = NonNullable<StaffDashboardQuery["staffDashboard"]["events"]>[number];

type TicketFigures = DashboardEvent["ticketTypes"][number];
type WorkshopFigures = DashboardEvent["workshops"][number];

const numeric = (value: React.ReactNode) => <span className="tabular-nums">{value}</span>;

function ticketColumns(eventPage: string | null): readonly ListColumn<TicketFigures>[] {
  return [
    { label: "Tickettype", rowHeader: true, cell: (type) => <MaybeLink to={eventPage}>{type.name}</MaybeLink> },
    { label: "Verkocht", cell: (type) => numeric(type.soldCount) },
    { label: "Gereserveerd", cell: (type) => numeric(type.heldCount) },
    { label: "Plaatsen over", cell: (type) => numeric(`${type.placesLeft} van ${type.quantity}`) },
  ];
}

function workshopColumns(eventId: string, links: DashboardLinks): readonly ListColumn<WorkshopFigures>[] {
  return [
    {
      label: "Workshop",
      rowHeader: true,
      cell: (workshop) => (
        <MaybeLink to={links.workshopRegistrations?.(eventId, workshop.id) ?? null}>{workshop.name}</MaybeLink>
      ),
    },
    { label: "Tijd", cell: (workshop) => formatTimeRange(workshop.slotStartsAt, workshop.slotEndsAt) },
    { label: "Aangemeld", cell: (workshop) => numeric(workshop.registeredCount) },
    { label: "Plaatsen over", cell: (workshop) => numeric(`${workshop.placesLeft} van ${workshop.capacity}`) },
  ];
}

/** A link when the page behind it is open to this staff member, else the text alone. */
export function MaybeLink({ to, children }: { to: string | null; children: React.ReactNode }) {
  return to ? (
    <Link to={to} className={textLinkStyle}>
      {children}
    </Link>
  ) : (
    <>{children}</>
  );
}

/** One upcoming event on the dashboard: its sale, places, workshops and (for who may see money) revenue. */
export function EventFigures({ event, links, today }: { event: DashboardEvent; links: DashboardLinks; today: string }) {
  const headingId = `evenement-${event.id}`;
  const eventPage = links.event?.(event.id) ?? null;
  return (
    <article aria-labelledby={headingId} className="min-w-0 rounded-lg border border-slate-300 bg-white p-5 shadow-sm">
      <h3 id={headingId} className={headingStyles.card}>
        <MaybeLink to={eventPage}>{event.name}</MaybeLink>
        {event.visibilityStatus === "HIDDEN" && <span className="ml-2 text-base font-normal">(verborgen)</span>}
      </h3>
      <p className="mt-1 text-slate-700">{formatStartAndEnd(event.startsAt, event.endsAt)}</p>
      {event.revenue && (
        <p className="mt-3">
          Omzet: <strong>{formatEurosPlain(event.revenue.inclVatCents)}</strong> inclusief btw,{" "}
          {formatEurosPlain(event.revenue.exclVatCents)} exclusief btw
        </p>
      )}
      {links.eventOrders && (
        <p className="mt-2">
          <Link to={links.eventOrders(event.id)} className={textLinkStyle}>
            Bestellingen van {event.name}
          </Link>
        </p>
      )}
      <h4 className="mt-5 font-semibold">Tickets</h4>
      <StaffList
        caption="Tickets"
        columns={ticketColumns(eventPage)}
        rows={event.ticketTypes}
        rowKey={(type) => type.id}
        noun="tickettypes"
      />
      {event.workshops.length > 0 && (
        <>
          <h4 className="mt-5 font-semibold">Workshops</h4>
          <StaffList
            caption="Workshops"
            columns={workshopColumns(event.id, links)}
            rows={event.workshops}
            rowKey={(workshop) => workshop.id}
            noun="workshops"
          />
        </>
      )}
      <h4 className="mt-5 font-semibold">{PERIOD_WORDS[event.salesPeriod].heading}</h4>
      <SalesChart
        title={`Verkochte tickets van ${event.name}`}
        series={event.ticketTypes.map((type) => ({ name: type.name, points: type.sales }))}
        period={event.salesPeriod}
        today={today}
      />
    </article>
  );
}
