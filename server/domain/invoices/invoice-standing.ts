/**
 * Where an invoice stands, derived from its payments and credit invoices, never stored: open, partly
 * paid, paid or credited, and overdue when money is still open after the due date. One set of SQL expressions
 * serves the list, the totals, the reminders and the register, so they always agree.
 */
import { sql, type SQL } from "drizzle-orm";
import { invoicePayments, invoices } from "../../db/schema/index.ts";
import type { InvoiceStatusValue } from "../../../common/vocabulary/invoices.ts";

type InvoiceStatus = InvoiceStatusValue;

/** What has been paid on the invoice, in cents. */
export const paidCentsSql: SQL<number> = sql<number>`coalesce((select sum(${invoicePayments.amountCents}) from ${invoicePayments} where ${invoicePayments.invoiceId} = ${invoices.id}), 0)::int`;

/** The day of the last payment ('YYYY-MM-DD'), or null. */
export const lastPaidOnSql: SQL<string | null> = sql<
  string | null
>`(select max(${invoicePayments.paidOn})::text from ${invoicePayments} where ${invoicePayments.invoiceId} = ${invoices.id})`;

/** Whether a credit invoice corrects this invoice. */
export const creditedSql: SQL<boolean> = sql<boolean>`exists (select 1 from invoices as credit_notes where credit_notes.credit_for_invoice_id = ${invoices.id})`;

/** An invoice that is not a credit invoice, not credited, and not paid in full: money is expected. */
export const isOpenSql: SQL = sql`(${invoices.creditForInvoiceId} is null and not ${creditedSql} and ${paidCentsSql} < ${invoices.totalCents})`;

export const isPaidSql: SQL = sql`(${invoices.creditForInvoiceId} is null and not ${creditedSql} and ${paidCentsSql} >= ${invoices.totalCents})`;

export const isOverdueSql = (now: Date): SQL => sql`(${isOpenSql} and ${invoices.dueAt} < ${now.toISOString()})`;

export type InvoiceFacts = {
  totalCents: number;
  dueAt: Date;
  creditForInvoiceId: string | null;
  paidCents: number;
  credited: boolean;
};

export type InvoiceStanding = { status: InvoiceStatus; openCents: number; overdue: boolean };

export function invoiceStanding(invoice: InvoiceFacts, now: Date): InvoiceStanding {
  if (invoice.creditForInvoiceId) return { status: "CREDIT_NOTE", openCents: 0, overdue: false };
  if (invoice.credited) return { status: "CREDITED", openCents: 0, overdue: false };
  const openCents = Math.max(0, invoice.totalCents - invoice.paidCents);
  if (openCents === 0) return { status: "PAID", openCents, overdue: false };
  return {
    status: invoice.paidCents > 0 ? "PARTLY_PAID" : "OPEN",
    openCents,
    overdue: invoice.dueAt.getTime() < now.getTime(),
  };
}
