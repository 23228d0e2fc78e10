import { and, eq, getTableColumns, gte, lt, sql, type InferSelectModel, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { invoices, orders, orderSearchText, type ORDER_STATUSES, type PAYMENT_METHODS } from "../../db/schema/index.ts";
import { isUuid } from "../../../common/ids.ts";
import { containsPattern } from "../like-pattern.ts";
import * as pages from "../pagination.ts";

export type OrderRow = InferSelectModel<typeof orders>;

export type OrderListFilter = {
  eventId?: string | undefined;
  status?: (typeof ORDER_STATUSES)[number] | undefined;
  paymentMethod?: (typeof PAYMENT_METHODS)[number] | undefined;
  /** Finds orders by the buyer's name or e-mail address, the order's id, or one of its invoice numbers. */
  search?: string | undefined;
  /** Orders made in [createdFrom, createdUntil). */
  createdFrom?: Date | undefined;
  createdUntil?: Date | undefined;
  page?: pages.PageArgs;
};

const newestFirst = pages.creationOrder(orders.createdAt, orders.id, "desc");

/**
 * Orders for the back office, newest first, filtered. They hold the buyers' personal data:
 * expose them only behind a staff permission.
 */
/**
 * A page of orders, newest first. `countAll` is for a caller that counts the filtered orders itself already (the
 * staff list with its totals), so the database reads them once rather than twice.
 */
export async function listOrders(
  db: DbOrTx,
  filter: OrderListFilter = {},
  { countAll }: { countAll?: () => Promise<number> } = {},
): Promise<pages.Page<OrderRow>> {
  const request = pages.parsePageArgs(filter.page ?? {}, newestFirst.key);
  const where = orderListWhere(filter);
  if (where === null) return pages.emptyPage();
  const query = db
    .select({ ...getTableColumns(orders), createdAtKey: newestFirst.createdAtKey })
    .from(orders)
    .where(and(where, request.after ? newestFirst.after(request.after) : undefined))
    .orderBy(...newestFirst.orderBy)
    .$dynamic();
  return pages.toPage(await pages.limitRows(query, pages.fetchLimit(request)), request, {
    sortKey: (row) => [row.createdAtKey, row.id],
    node: ({ createdAtKey: _key, ...order }) => order,
    countAll: countAll ?? (() => pages.countRows(db, orders, where)),
  });
}

/** The condition of a filter; null when nothing can match (a malformed event id). */
export function orderListWhere(filter: Omit<OrderListFilter, "page">): SQL | undefined | null {
  if (filter.eventId !== undefined && !isUuid(filter.eventId)) return null;
  return and(
    filter.eventId === undefined ? undefined : eq(orders.eventId, filter.eventId),
    filter.status === undefined ? undefined : eq(orders.status, filter.status),
    filter.paymentMethod === undefined ? undefined : eq(orders.paymentMethod, filter.paymentMethod),
    filter.createdFrom === undefined ? undefined : gte(orders.createdAt, filter.createdFrom),
    filter.createdUntil === undefined ? undefined : lt(orders.createdAt, filter.createdUntil),
    filter.search ? searchCondition(filter.search) : undefined,
  );
}

/**
 * A part of the buyer's name, e-mail address or the order's id, or of one of its invoice numbers. Each half of the
 * union reads its own trigram index (an OR across two tables would read every order).
 */
function searchCondition(search: string): SQL {
  const pattern = containsPattern(search);
  return sql`${orders.id} in (select ${orders.id} from ${orders} where ${orderSearchText(orders)} ilike ${pattern}
    union select ${invoices.orderId} from ${invoices} where ${invoices.number} ilike ${pattern})`;
}
