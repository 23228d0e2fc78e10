/**
 * Outstanding and overdue invoices on the dashboard: the invoices list's own totals (one rule of where an
 * invoice stands, server/domain/invoices/invoice-standing.ts: payments and credit invoices count), in the
 * dashboard's terms.
 */
import type { ServiceDeps } from "../deps.ts";
import { staffInvoiceTotals } from "../invoices/staff-invoice-queries.ts";

export type InvoiceFigures = {
  outstandingCount: number;
  /** What is still to be paid: a partly paid invoice counts with its open part. */
  outstandingCents: number;
  /** The part of the outstanding invoices whose due date has passed. */
  overdueCount: number;
  overdueCents: number;
};

export async function invoiceFigures(deps: ServiceDeps): Promise<InvoiceFigures> {
  const totals = await staffInvoiceTotals(deps);
  return {
    outstandingCount: totals.openCount,
    outstandingCents: totals.openCents,
    overdueCount: totals.overdueCount,
    overdueCents: totals.overdueCents,
  };
}
