import { sql } from "drizzle-orm";
import type { Transaction } from "../../db/client.ts";
import { invoiceNumberSequence } from "../../db/schema/index.ts";
import { amsterdamYear } from "../../../common/format/dates.ts";

/** 'FF-2026-00042'. Five digits sort well; a 100,000th invoice in a year simply gets six. */
export function formatInvoiceNumber(year: number, sequence: number): string {
  return `FF-${year}-${String(sequence).padStart(5, "0")}`;
}

/**
 * The next number in the year of `now` (in Amsterdam, so an invoice on New Year's Eve at 23:30 belongs to the
 * new year). The upsert locks the year's counter row until the caller's transaction ends: a concurrent
 * invoice waits for it, and a rollback takes the increment back with it. So numbers have no gaps, which Dutch
 * tax law asks of invoices. Call it as late as possible in the transaction, since it serialises invoicing.
 */
export async function nextInvoiceNumber(tx: Transaction, now: Date): Promise<string> {
  const year = amsterdamYear(now);
  const [row] = await tx
    .insert(invoiceNumberSequence)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceNumberSequence.year,
      set: { lastNumber: sql`${invoiceNumberSequence.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceNumberSequence.lastNumber });
  if (!row) throw new Error(`Geen factuurnummer gekregen voor ${year}`);
  return formatInvoiceNumber(year, row.lastNumber);
}
