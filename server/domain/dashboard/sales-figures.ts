/**
 * The sale of upcoming events as the dashboard shows it: tickets of confirmed orders per ticket type and
 * Amsterdam day, and the revenue of those orders including and excluding VAT. One grouped query over the order
 * lines; the VAT of each line is computed as its invoice computes it (../invoices/vat.ts, rounded per line), so
 * the lines are grouped by their total, not summed first.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { orderLines, orders } from "../../db/schema/index.ts";
import { TIME_ZONE } from "../../../common/format/dates.ts";
import { vatIncludedIn } from "../invoices/vat.ts";
import { dayNumber, dayOfNumber, weekdayOfNumber } from "../../../common/format/calendar-days.ts";

/** The statuses of an order whose tickets count as sold. */
const CONFIRMED_ORDER_STATUSES = ["PAID", "INVOICED", "FREE"] as const;

/** The tickets of one type sold on one day, and all sold up to and including that day. */
export type SalesPoint = { day: string; sold: number; cumulative: number };

export type Revenue = { inclVatCents: number; exclVatCents: number; vatCents: number };

export type EventSales = {
  /** Per ticket type id, its sale days in order. */
  salesByTicketType: Map<string, SalesPoint[]>;
  /** Per event id; an event without confirmed orders has none. */
  revenueByEvent: Map<string, Revenue>;
};

/** The day an order was confirmed (or, for one from before that was recorded, created), as yyyy-mm-dd in Amsterdam. */
// The zone is written into the text, not sent as a parameter: GROUP BY must repeat the select's expression exactly.
const confirmationDay = sql<string>`to_char((coalesce(${orders.completedAt}, ${orders.createdAt}) at time zone ${sql.raw(`'${TIME_ZONE}'`)}), 'YYYY-MM-DD')`;
const lineTotal = sql<number>`(${orderLines.quantity} * ${orderLines.unitPriceCents})`;

export async function eventSales(db: DbOrTx, eventIds: readonly string[]): Promise<EventSales> {
  const result: EventSales = { salesByTicketType: new Map(), revenueByEvent: new Map() };
  if (eventIds.length === 0) return result;
  const rows = await db
    .select({
      eventId: orders.eventId,
      ticketTypeId: orderLines.ticketTypeId,
      day: confirmationDay,
      vatRate: orderLines.vatRate,
      lineTotal: sql<number>`${lineTotal}::int`,
      lines: sql<number>`count(*)::int`,
      tickets: sql<number>`sum(${orderLines.quantity})::int`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(inArray(orders.eventId, [...eventIds]), inArray(orders.status, [...CONFIRMED_ORDER_STATUSES])))
    .groupBy(orders.eventId, orderLines.ticketTypeId, confirmationDay, orderLines.vatRate, lineTotal)
    .orderBy(confirmationDay);

  const soldPerDay = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const days = soldPerDay.get(row.ticketTypeId) ?? new Map<string, number>();
    days.set(row.day, (days.get(row.day) ?? 0) + row.tickets);
    soldPerDay.set(row.ticketTypeId, days);

    const revenue = result.revenueByEvent.get(row.eventId) ?? { inclVatCents: 0, exclVatCents: 0, vatCents: 0 };
    const inclVat = row.lineTotal * row.lines;
    const vat = vatIncludedIn(row.lineTotal, row.vatRate) * row.lines;
    result.revenueByEvent.set(row.eventId, {
      inclVatCents: revenue.inclVatCents + inclVat,
      vatCents: revenue.vatCents + vat,
      exclVatCents: revenue.exclVatCents + inclVat - vat,
    });
  }
  for (const [ticketTypeId, days] of soldPerDay) {
    let cumulative = 0;
    const points = [...days].map(([day, sold]) => ({ day, sold, cumulative: (cumulative += sold) }));
    result.salesByTicketType.set(ticketTypeId, points);
  }
  return result;
}

/** How long a sale is charted per day; one that began longer ago is charted per week. */
export const DAILY_SALES_MAX_DAYS = 62;

export type SalesPeriod = "DAY" | "WEEK";

/**
 * Per day while the sale is young; per week (Monday to Sunday) once its first sale day lies more than
 * DAILY_SALES_MAX_DAYS before today, so a year's sale is some fifty points, not hundreds.
 */
function salesPeriodOf(firstSaleDay: string | undefined, today: string): SalesPeriod {
  return firstSaleDay !== undefined && dayNumber(today) - dayNumber(firstSaleDay) > DAILY_SALES_MAX_DAYS
    ? "WEEK"
    : "DAY";
}

/** The Sunday that ends the week of `day` (yyyy-mm-dd), or today for the week still running (never before `day`). */
function weekEnd(day: string, today: string): string {
  const number = dayNumber(day);
  const sunday = dayOfNumber(number + ((7 - weekdayOfNumber(number)) % 7));
  const end = sunday < today ? sunday : today;
  return end < day ? day : end;
}

/** Sale days taken together per week: a point per week with sales, on its last day (today for this week). */
function weeklySales(points: readonly SalesPoint[], today: string): SalesPoint[] {
  const weeks: SalesPoint[] = [];
  for (const point of points) {
    const day = weekEnd(point.day, today);
    const last = weeks.at(-1);
    if (last?.day === day) {
      last.sold += point.sold;
      last.cumulative = point.cumulative;
    } else {
      weeks.push({ day, sold: point.sold, cumulative: point.cumulative });
    }
  }
  return weeks;
}

/** The sales of one event's ticket types as its chart shows them: all per day, or all per week. */
export function chartedSales(
  ticketTypeIds: readonly string[],
  salesByTicketType: ReadonlyMap<string, SalesPoint[]>,
  today: string,
): { period: SalesPeriod; byType: Map<string, SalesPoint[]> } {
  const daily = ticketTypeIds.map((id) => [id, salesByTicketType.get(id) ?? []] as const);
  const firstSaleDay = daily.flatMap(([, points]) => points.slice(0, 1).map((point) => point.day)).sort()[0];
  const period = salesPeriodOf(firstSaleDay, today);
  return {
    period,
    byType: new Map(daily.map(([id, points]) => [id, period === "WEEK" ? weeklySales(points, today) : points])),
  };
}
