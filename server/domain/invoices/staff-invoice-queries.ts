/**
 * Invoices as staff see them: with what is paid, what is open and where they stand. Reads need
 * `orders.read`.
 */
import { and, eq, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { isUuid } from "../../../common/ids.ts";
import type { DbOrTx } from "../../db/client.ts";
import { invoices, orders } from "../../db/schema/index.ts";
import type { ServiceDeps } from "../deps.ts";
import * as pages from "../pagination.ts";
import { requirePermission } from "../staff/permissions.ts";
import {
  creditedSql,
  invoiceStanding,
  isOpenSql,
  isOverdueSql,
  isPaidSql,
  lastPaidOnSql,
  paidCentsSql,
  type InvoiceStanding,
} from "./invoice-standing.ts";

export type InvoiceListFilter = "open" | "vervallen" | "betaald" | "alle";

export type StaffInvoice = typeof invoices.$inferSelect &
  InvoiceStanding & { paidCents: number; credited: boolean; lastPaidOn: string | null; orderEmail: string };

export type InvoiceSearch = pages.PageArgs & { search?: string | null; filter?: InvoiceListFilter | null };

const invoiceColumns = {
  row: invoices,
  paidCents: paidCentsSql,
  credited: creditedSql,
  lastPaidOn: lastPaidOnSql,
  orderEmail: orders.email,
};

type SelectedInvoice = { row: typeof invoices.$inferSelect; paidCents: number; credited: boolean } & {
  lastPaidOn: string | null;
  orderEmail: string;
};

function toStaffInvoice(selected: SelectedInvoice, now: Date): StaffInvoice {
  const { row, paidCents, credited, lastPaidOn, orderEmail } = selected;
  return {
    ...row,
    paidCents: Number(paidCents),
    credited,
    lastPaidOn,
    orderEmail,
    ...invoiceStanding({ ...row, paidCents: Number(paidCents), credited }, now),
  };
}

/** One invoice (a credit invoice too); null when unknown or malformed. */
export async function findStaffInvoice(db: DbOrTx, invoiceId: string, now: Date): Promise<StaffInvoice | null> {
  if (!isUuid(invoiceId)) return null;
  const [selected] = await db
    .select(invoiceColumns)
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(invoices.id, invoiceId));
  return selected ? toStaffInvoice(selected, now) : null;
}

/** The same for a staff member who may read orders. */
export async function staffInvoice(deps: ServiceDeps, invoiceId: string): Promise<StaffInvoice | null> {
  requirePermission(deps.actor, "orders.read");
  return findStaffInvoice(deps.db, invoiceId, deps.clock());
}

const FILTERS: Record<InvoiceListFilter, (now: Date) => SQL | undefined> = {
  open: () => isOpenSql,
  vervallen: (now) => isOverdueSql(now),
  betaald: () => isPaidSql,
  alle: () => undefined,
};

const MAX_SEARCH = 200;
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
const invoiceKey = z.tuple([pages.timestampKeyValue, pages.uuidKeyValue]);
const sortColumns = [invoices.issuedAt, invoices.id];

/**
 * The invoices (not the credit invoices: they show beside their original), newest first, filtered by where they
 * stand and searched by number, buyer name or e-mail address.
 */
export async function listStaffInvoices(deps: ServiceDeps, args: InvoiceSearch): Promise<pages.Page<StaffInvoice>> {
  requirePermission(deps.actor, "orders.read");
  const now = deps.clock();
  const request = pages.parsePageArgs(args, invoiceKey);
  const search = args.search?.normalize("NFC").trim().slice(0, MAX_SEARCH);
  const where = and(
    isNull(invoices.creditForInvoiceId),
    FILTERS[args.filter ?? "open"](now),
    search
      ? or(
          ilike(invoices.number, likePattern(search)),
          ilike(sql`${invoices.buyer}->>'name'`, likePattern(search)),
          ilike(orders.email, likePattern(search)),
        )
      : undefined,
  );
  const after = request.after
    ? pages.rowsAfter(sortColumns, [pages.asTimestamp(request.after[0]), pages.asUuid(request.after[1])], "desc")
    : undefined;
  const query = deps.db
    .select({ ...invoiceColumns, key: pages.timestampKey(invoices.issuedAt) })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(where, after))
    .orderBy(sql`${invoices.issuedAt} desc`, sql`${invoices.id} desc`)
    .$dynamic();
  const rows = await pages.limitRows(query, pages.fetchLimit(request));
  return pages.toPage(rows, request, {
    sortKey: ({ row, key }) => [key, row.id],
    node: (selected) => toStaffInvoice(selected, now),
    countAll: async () => {
      const [counted] = await deps.db
        .select({ total: sql<number>`count(*)::int` })
        .from(invoices)
        .innerJoin(orders, eq(orders.id, invoices.orderId))
        .where(where);
      return Number(counted?.total ?? 0);
    },
  });
}

export type InvoiceTotals = { openCount: number; openCents: number; overdueCount: number; overdueCents: number };

/** What is still to be received, and how much of it is past its due date. */
export async function staffInvoiceTotals(deps: ServiceDeps): Promise<InvoiceTotals> {
  requirePermission(deps.actor, "orders.read");
  const overdue = isOverdueSql(deps.clock());
  const openAmount = sql`${invoices.totalCents} - ${paidCentsSql}`;
  const [row] = await deps.db
    .select({
      openCount: sql<number>`count(*)::int`,
      openCents: sql<number>`coalesce(sum(${openAmount}), 0)::int`,
      overdueCount: sql<number>`(count(*) filter (where ${overdue}))::int`,
      overdueCents: sql<number>`coalesce(sum(${openAmount}) filter (where ${overdue}), 0)::int`,
    })
    .from(invoices)
    .where(isOpenSql);
  return {
    openCount: Number(row?.openCount ?? 0),
    openCents: Number(row?.openCents ?? 0),
    overdueCount: Number(row?.overdueCount ?? 0),
    overdueCents: Number(row?.overdueCents ?? 0),
  };
}
