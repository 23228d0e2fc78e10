import { Link } from "react-router";
import type { StaffDashboardQuery } from "../../../graphql/generated.ts";
import { headingStyles, textLinkStyle } from "../../../lib/styles.ts";
import { formatStartAndEnd, formatTimeRange } from "../../../../common/format/dates.ts";
import { formatEurosPlain } from "../../../../common/format/money.ts";
import type { DashboardLinks } from "./dashboard-links.ts";
import { FigureTable, figureCell } from "./FigureTable.tsx";
import { SalesChart } from "./SalesChart.tsx";

export type DashboardEvent = NonNullable<StaffDashboardQuery["staffDashboard"]["events"]>[number];

const cell = figureCell;
const numeric = `${cell} tabular-nums`;

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
      <div className="mt-4 overflow-x-auto">
        <FigureTable caption="Tickets" columns={["Tickettype", "Verkocht", "Gereserveerd", "Plaatsen over"]}>
          {event.ticketTypes.map((type) => (
            <tr key={type.id} className="border-t border-slate-200">
              <th scope="row" className={`${cell} font-normal`}>
                <MaybeLink to={eventPage}>{type.name}</MaybeLink>
              </th>
              <td className={numeric}>{type.soldCount}</td>
              <td className={numeric}>{type.heldCount}</td>
              <td className={numeric}>
                {type.placesLeft} van {type.quantity}
              </td>
            </tr>
          ))}
        </FigureTable>
      </div>
      {event.workshops.length > 0 && (
        <div className="mt-4 overflow-x-auto">
          <FigureTable caption="Workshops" columns={["Workshop", "Tijd", "Aangemeld", "Plaatsen over"]}>
            {event.workshops.map((workshop) => (
              <tr key={workshop.id} className="border-t border-slate-200">
                <th scope="row" className={`${cell} font-normal`}>
                  <MaybeLink to={links.workshopRegistrations?.(event.id, workshop.id) ?? null}>
                    {workshop.name}
                  </MaybeLink>
                </th>
                <td className={cell}>{formatTimeRange(workshop.slotStartsAt, workshop.slotEndsAt)}</td>
                <td className={numeric}>{workshop.registeredCount}</td>
                <td className={numeric}>
                  {workshop.placesLeft} van {workshop.capacity}
                </td>
              </tr>
            ))}
          </FigureTable>
        </div>
      )}
      <h4 className="mt-5 font-semibold">Verkochte tickets per dag</h4>
      <SalesChart
        title={`Verkochte tickets van ${event.name}`}
        series={event.ticketTypes.map((type) => ({ name: type.name, points: type.sales }))}
        today={today}
      />
    </article>
  );
}
