/**
 * Outstanding and overdue invoices on the dashboard (issue 15). Which invoice is still to be paid is decided here
 * only, in `outstandingInvoice`: when invoices can be marked paid, that is where their paid state joins in.
 */
import { and, eq, isNull, lt, notExists, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import { invoices, orders } from "../../db/schema/index.ts";
import type { ServiceDeps } from "../deps.ts";
import { requirePermission } from "../staff/permissions.ts";

export type InvoiceFigures = {
  outstandingCount: number;
  outstandingCents: number;
  /** The part of the outstanding invoices whose due date has passed. */
  overdueCount: number;
  overdueCents: number;
};

const credits = alias(invoices, "credits");

/**
 * An invoice still to be paid: of an order that is INVOICED (not paid, canceled or refunded), not a credit invoice
 * itself and not credited since. Needs `orders` joined to the invoices.
 */
export function outstandingInvoice(db: DbOrTx): SQL {
  return and(
    eq(orders.status, "INVOICED"),
    isNull(invoices.creditForInvoiceId),
    notExists(db.select({ id: credits.id }).from(credits).where(eq(credits.creditForInvoiceId, invoices.id))),
  )!;
}

/** The number and sum of outstanding invoices, and of those past their due date by the deps' clock. */
export async function invoiceFigures(deps: ServiceDeps): Promise<InvoiceFigures> {
  requirePermission(deps.actor, "orders.read");
  const overdue = lt(invoices.dueAt, deps.clock());
  const [row] = await deps.db
    .select({
      outstandingCount: sql<number>`count(*)::int`,
      outstandingCents: sql<number>`coalesce(sum(${invoices.totalCents}), 0)::int`,
      overdueCount: sql<number>`(count(*) filter (where ${overdue}))::int`,
      overdueCents: sql<number>`coalesce(sum(${invoices.totalCents}) filter (where ${overdue}), 0)::int`,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(outstandingInvoice(deps.db));
  return row ?? { outstandingCount: 0, outstandingCents: 0, overdueCount: 0, overdueCents: 0 };
}
