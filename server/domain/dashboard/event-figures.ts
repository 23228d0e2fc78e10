/**
 * The upcoming events and courses on the dashboard: places left per ticket type and per workshop, the
 * tickets sold over time and, for staff who may read orders, the revenue. Upcoming is: not ended and not canceled,
 * hidden ones included. A few queries for all events together, never one per event.
 */
import { and, asc, eq, gt, inArray, isNull } from "drizzle-orm";
import { courses, events, workshops, workshopSlots } from "../../db/schema/index.ts";
import { placesLeft } from "../capacity.ts";
import type { Actor, ServiceDeps } from "../deps.ts";
import { listTicketTypesOfEvents } from "../events/event-queries.ts";
import { ticketTypePlacesLeft } from "../orders/sale-rules.ts";
import { can, requirePermission } from "../staff/permissions.ts";
import { formatInAmsterdam } from "../../../common/format/dates.ts";
import { chartedSales, eventSales, type Revenue, type SalesPeriod, type SalesPoint } from "./sales-figures.ts";

/** The dashboard shows the soonest upcoming events and courses; the lists of the back office have the rest. */
const DASHBOARD_MAX_ITEMS = 20;

type DashboardTicketType = {
  id: string;
  name: string;
  quantity: number;
  soldCount: number;
  heldCount: number;
  placesLeft: number;
  sales: SalesPoint[];
};

type DashboardWorkshop = {
  id: string;
  name: string;
  slotStartsAt: Date;
  slotEndsAt: Date;
  capacity: number;
  registeredCount: number;
  placesLeft: number;
};

export type DashboardEvent = {
  id: string;
  name: string;
  startsAt: Date;
  endsAt: Date;
  visibilityStatus: "PUBLIC" | "HIDDEN";
  featured: boolean;
  /** Whether the ticket types' sales are per day or per week (a sale that began long ago). */
  salesPeriod: SalesPeriod;
  ticketTypes: DashboardTicketType[];
  workshops: DashboardWorkshop[];
  /** Null for staff who may not read orders. */
  revenue: Revenue | null;
};

export type DashboardCourse = {
  id: string;
  title: string;
  status: "DRAFT" | "PUBLISHED";
  startsAt: Date;
  endsAt: Date;
  maxParticipants: number;
  enrolledCount: number;
  availablePlaces: number;
};

/** Whether the actor may see the events' and courses' figures: who reads participant lists or manages events. */
export function mayReadEventFigures(actor: Actor): boolean {
  return can(actor, "participants.read") || can(actor, "events.manage");
}

function requireEventFigures(actor: Actor): void {
  if (!can(actor, "events.manage")) requirePermission(actor, "participants.read");
}

export async function upcomingEventFigures(deps: ServiceDeps): Promise<DashboardEvent[]> {
  requireEventFigures(deps.actor);
  const now = deps.clock();
  const rows = await deps.db
    .select()
    .from(events)
    .where(and(isNull(events.canceledAt), gt(events.endsAt, now)))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(DASHBOARD_MAX_ITEMS);
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [types, workshopRows, sales] = await Promise.all([
    listTicketTypesOfEvents(deps.db, ids),
    deps.db
      .select({
        workshop: workshops,
        eventId: workshopSlots.eventId,
        startsAt: workshopSlots.startsAt,
        endsAt: workshopSlots.endsAt,
      })
      .from(workshops)
      .innerJoin(workshopSlots, eq(workshopSlots.id, workshops.slotId))
      .where(inArray(workshopSlots.eventId, ids))
      .orderBy(asc(workshopSlots.startsAt), asc(workshops.sortOrder), asc(workshops.name)),
    eventSales(deps.db, ids),
  ]);
  const mayReadMoney = can(deps.actor, "orders.read");
  const today = formatInAmsterdam(now, "yyyy-MM-dd");
  return rows.map((event) => {
    const eventPlacesLeft = event.maxCapacity === null ? null : placesLeft(event.maxCapacity, event.ticketsTaken);
    const eventTypes = types.filter((type) => type.eventId === event.id);
    const charted = chartedSales(
      eventTypes.map((type) => type.id),
      sales.salesByTicketType,
      today,
    );
    return {
      id: event.id,
      name: event.name,
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      visibilityStatus: event.visibilityStatus,
      featured: event.featured,
      salesPeriod: charted.period,
      ticketTypes: eventTypes.map((type) => ({
        id: type.id,
        name: type.name,
        quantity: type.quantity,
        soldCount: type.soldCount,
        heldCount: type.heldCount,
        // The rule the public pages use: sold and held are taken, and never more than the event has left.
        placesLeft: ticketTypePlacesLeft(type, eventPlacesLeft),
        sales: charted.byType.get(type.id) ?? [],
      })),
      workshops: workshopRows
        .filter((row) => row.eventId === event.id)
        .map(({ workshop, startsAt, endsAt }) => ({
          id: workshop.id,
          name: workshop.name,
          slotStartsAt: startsAt,
          slotEndsAt: endsAt,
          capacity: workshop.capacity,
          registeredCount: workshop.registeredCount,
          placesLeft: placesLeft(workshop.capacity, workshop.registeredCount),
        })),
      revenue: mayReadMoney
        ? (sales.revenueByEvent.get(event.id) ?? { inclVatCents: 0, exclVatCents: 0, vatCents: 0 })
        : null,
    };
  });
}

/** Courses that have not ended and are not canceled or completed (drafts too), soonest first. */
export async function upcomingCourseFigures(deps: ServiceDeps): Promise<DashboardCourse[]> {
  requireEventFigures(deps.actor);
  const rows = await deps.db
    .select()
    .from(courses)
    .where(and(inArray(courses.status, ["DRAFT", "PUBLISHED"]), gt(courses.endsAt, deps.clock())))
    .orderBy(asc(courses.startsAt), asc(courses.id))
    .limit(DASHBOARD_MAX_ITEMS);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status === "DRAFT" ? "DRAFT" : "PUBLISHED",
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    maxParticipants: row.maxParticipants,
    enrolledCount: row.enrolledCount,
    availablePlaces: placesLeft(row.maxParticipants, row.enrolledCount + row.offeredCount),
  }));
}
