/**
 * The back office's order list: searched, filtered and paged, with the totals of the whole filtered set.
 * Needs orders.read.
 */
import { count, desc, sum } from "drizzle-orm";
import { events, orders, type ORDER_STATUSES, type PAYMENT_METHODS } from "../../db/schema/index.ts";
import { parseAmsterdamLocal } from "../../../common/format/amsterdam-input.ts";
import type { ServiceDeps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import type { Page, PageArgs } from "../pagination.ts";
import { requirePermission } from "../staff/permissions.ts";
import { listOrders, orderListWhere, type OrderRow } from "./order-list.ts";

export type StaffOrderFilter = {
  search?: string | null | undefined;
  eventId?: string | null | undefined;
  status?: (typeof ORDER_STATUSES)[number] | null | undefined;
  paymentMethod?: (typeof PAYMENT_METHODS)[number] | null | undefined;
  /** Amsterdam dates 'YYYY-MM-DD', both included: the orders made from the start of one to the end of the other. */
  createdFrom?: string | null | undefined;
  createdUntil?: string | null | undefined;
};

export type StaffOrderList = Page<OrderRow> & { totals: { orderCount: number; totalCents: number } };

const MAX_SEARCH_LENGTH = 200;
const INVALID_DATE_MESSAGE = "Vul een bestaande datum in.";

export async function listStaffOrders(
  deps: ServiceDeps,
  filter: StaffOrderFilter,
  page: PageArgs,
): Promise<StaffOrderList> {
  requirePermission(deps.actor, "orders.read");
  const checked = {
    search: filter.search?.trim().slice(0, MAX_SEARCH_LENGTH) || undefined,
    eventId: filter.eventId ?? undefined,
    status: filter.status ?? undefined,
    paymentMethod: filter.paymentMethod ?? undefined,
    createdFrom: dayStart(filter.createdFrom, "createdFrom", 0),
    createdUntil: dayStart(filter.createdUntil, "createdUntil", 1),
  };
  const where = orderListWhere(checked);
  if (where === null) return { ...(await listOrders(deps.db, { ...checked, page })), totals: NO_TOTALS };
  // The totals count the filtered orders, which is the list's totalCount too: one read of them for both.
  const [row] = await deps.db
    .select({ orderCount: count(), totalCents: sum(orders.totalCents).mapWith(Number) })
    .from(orders)
    .where(where);
  const totals = { orderCount: row?.orderCount ?? 0, totalCents: row?.totalCents ?? 0 };
  const list = await listOrders(deps.db, { ...checked, page }, { countAll: async () => totals.orderCount });
  return { ...list, totals };
}

const NO_TOTALS = { orderCount: 0, totalCents: 0 };

/** Midnight in Amsterdam at the start of the date, `daysLater` days on (1: the end of the date). */
function dayStart(value: string | null | undefined, field: string, daysLater: number): Date | undefined {
  if (!value) return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match && new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + daysLater));
  const moment = date && parseAmsterdamLocal(date.toISOString().slice(0, 10));
  const sameDate = date && new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (!moment || !sameDate || sameDate.toISOString().slice(0, 10) !== value) {
    throw new DomainError("BAD_USER_INPUT", INVALID_DATE_MESSAGE, { field });
  }
  return moment;
}

/** Every event, latest start first, as the choices of the list's event filter. */
export async function listOrderEventOptions(deps: ServiceDeps) {
  requirePermission(deps.actor, "orders.read");
  return deps.db
    .select({ id: events.id, name: events.name, startsAt: events.startsAt })
    .from(events)
    .orderBy(desc(events.startsAt), desc(events.id));
}
