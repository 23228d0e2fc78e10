/**
 * The invoice register for the bookkeeping: every invoice and credit invoice issued in a period, in
 * number order, with the amount excluding VAT per rate, the VAT, the total and the day it was paid. A credit
 * invoice is its own (negative) row naming the invoice it corrects, as the books need it. Needs `orders.read`.
 */
import { and, asc, eq, gte, lt } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { parseAmsterdamLocal } from "../../../common/format/amsterdam-input.ts";
import { invoices } from "../../db/schema/index.ts";
import type { ServiceDeps } from "../deps.ts";
import { requirePermission } from "../staff/permissions.ts";
import { invoiceStanding, lastPaidOnSql, paidCentsSql, creditedSql } from "./invoice-standing.ts";
import { vatSummary, type VatRate } from "./vat.ts";

export type InvoiceRegisterRow = {
  number: string;
  issuedAt: Date;
  buyerName: string;
  /** Amount excluding VAT per rate, in cents (negative on a credit invoice). */
  netCents: Record<VatRate, number>;
  vatCents: number;
  totalCents: number;
  /** The day the invoice was paid in full ('YYYY-MM-DD'), or null. */
  paidOn: string | null;
  /** For a credit invoice: the number of the invoice it corrects. */
  creditFor: string | null;
};

const originals = alias(invoices, "originals");

/** The register of [from, until], both calendar days in Amsterdam ('YYYY-MM-DD'), both included. */
export async function invoiceRegister(deps: ServiceDeps, period: { from: string; until: string }) {
  requirePermission(deps.actor, "orders.read");
  const now = deps.clock();
  const start = parseAmsterdamLocal(period.from);
  const endDay = parseAmsterdamLocal(period.until);
  if (!start || !endDay) throw new Error("invoiceRegister: ongeldige periode");
  // The day after 'until', at midnight in Amsterdam: parse the next calendar day rather than adding 24 hours.
  const next = new Date(Date.parse(`${period.until}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const end = parseAmsterdamLocal(next)!;
  const rows = await deps.db
    .select({
      invoice: invoices,
      paidCents: paidCentsSql,
      lastPaidOn: lastPaidOnSql,
      credited: creditedSql,
      creditFor: originals.number,
    })
    .from(invoices)
    .leftJoin(originals, eq(originals.id, invoices.creditForInvoiceId))
    .where(and(gte(invoices.issuedAt, start), lt(invoices.issuedAt, end)))
    .orderBy(asc(invoices.number));
  return rows.map(({ invoice, paidCents, lastPaidOn, credited, creditFor }): InvoiceRegisterRow => {
    const netCents: Record<VatRate, number> = { "21": 0, "9": 0, EXEMPT: 0 };
    for (const row of vatSummary(invoice.lines)) netCents[row.rate] = row.baseCents;
    const standing = invoiceStanding({ ...invoice, paidCents: Number(paidCents), credited }, now);
    return {
      number: invoice.number,
      issuedAt: invoice.issuedAt,
      buyerName: invoice.buyer.name,
      netCents,
      vatCents: invoice.vatCents,
      totalCents: invoice.totalCents,
      paidOn: standing.status === "PAID" ? lastPaidOn : null,
      creditFor,
    };
  });
}
