import { and, eq, getTableColumns, type InferSelectModel } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { orders, type ORDER_STATUSES } from "../../db/schema/index.ts";
import { isUuid } from "../../../common/ids.ts";
import * as pages from "../pagination.ts";

export type OrderRow = InferSelectModel<typeof orders>;

export type OrderListFilter = {
  eventId?: string | undefined;
  status?: (typeof ORDER_STATUSES)[number] | undefined;
  page?: pages.PageArgs;
};

const newestFirst = pages.creationOrder(orders.createdAt, orders.id, "desc");

/**
 * Orders for the back office (issue 14), newest first, optionally of one event and in one status. They hold the
 * buyers' personal data: expose them only behind a staff permission.
 */
export async function listOrders(db: DbOrTx, filter: OrderListFilter = {}): Promise<pages.Page<OrderRow>> {
  const request = pages.parsePageArgs(filter.page ?? {}, newestFirst.key);
  if (filter.eventId !== undefined && !isUuid(filter.eventId)) return pages.emptyPage();
  const where = and(
    filter.eventId === undefined ? undefined : eq(orders.eventId, filter.eventId),
    filter.status === undefined ? undefined : eq(orders.status, filter.status),
  );
  const query = db
    .select({ ...getTableColumns(orders), createdAtKey: newestFirst.createdAtKey })
    .from(orders)
    .where(and(where, request.after ? newestFirst.after(request.after) : undefined))
    .orderBy(...newestFirst.orderBy)
    .$dynamic();
  return pages.toPage(await pages.limitRows(query, pages.fetchLimit(request)), request, {
    sortKey: (row) => [row.createdAtKey, row.id],
    node: ({ createdAtKey: _key, ...order }) => order,
    countAll: () => pages.countRows(db, orders, where),
  });
}
