import { and, desc, eq, isNull, notExists } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import { invoices } from "../../db/schema/index.ts";

export type InvoiceRow = typeof invoices.$inferSelect;

/** What the invoice PDF shows: the snapshot, plus the invoice a credit invoice corrects. */
export type InvoiceDocument = InvoiceRow & { creditFor: { number: string; issuedAt: Date } | null };

const credits = alias(invoices, "credits");

/** The order's invoice that still stands: not a credit invoice, and not (fully) credited since. */
export async function findStandingInvoiceForOrder(db: DbOrTx, orderId: string): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.orderId, orderId),
        isNull(invoices.creditForInvoiceId),
        notExists(
          db
            .select()
            .from(credits)
            .where(and(eq(credits.creditForInvoiceId, invoices.id), eq(credits.creditIsPartial, false))),
        ),
      ),
    )
    .orderBy(desc(invoices.issuedAt))
    .limit(1);
  return row ?? null;
}

export async function findInvoiceDocument(db: DbOrTx, invoiceId: string): Promise<InvoiceDocument | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!row) return null;
  if (!row.creditForInvoiceId) return { ...row, creditFor: null };
  const [original] = await db
    .select({ number: invoices.number, issuedAt: invoices.issuedAt })
    .from(invoices)
    .where(eq(invoices.id, row.creditForInvoiceId));
  return { ...row, creditFor: original ?? null };
}
