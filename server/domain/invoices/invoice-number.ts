import { sql, type SQL } from "drizzle-orm";
import type { Transaction } from "../../db/client.ts";
import { invoiceNumberSequence } from "../../db/schema/index.ts";
import { amsterdamYear } from "../../../common/format/dates.ts";

/** 'FF-2026-00042'. Five digits sort well; a 100,000th invoice in a year simply gets six. */
export function formatInvoiceNumber(year: number, sequence: number): string {
  return `${numberPrefix(year)}${String(sequence).padStart(DIGITS, "0")}`;
}

const DIGITS = 5;
const numberPrefix = (year: number) => `FF-${year}-`;

/**
 * The next number in the year of `now` (in Amsterdam, so an invoice on New Year's Eve at 23:30 belongs to the
 * new year). The upsert locks the year's counter row until the caller's transaction ends: a concurrent
 * invoice waits for it, and a rollback takes the increment back with it. So numbers have no gaps, which Dutch
 * tax law asks of invoices. Call it as late as possible in the transaction, since it serialises invoicing.
 */
export async function nextInvoiceNumber(tx: Transaction, now: Date): Promise<string> {
  const year = amsterdamYear(now);
  const [row] = await countUp(tx, year);
  if (!row) throw new Error(`Geen factuurnummer gekregen voor ${year}`);
  return formatInvoiceNumber(year, row.lastNumber);
}

/**
 * nextInvoiceNumber inside the statement that stores the invoice, one round trip less while the counter is locked:
 * `withItem` takes the number as a WITH item, and `number` is that number as formatInvoiceNumber writes it, for the
 * statement that follows it.
 */
export function invoiceNumberInStatement(tx: Transaction, now: Date): { withItem: SQL; number: SQL<string> } {
  const year = amsterdamYear(now);
  const sequence = sql`numbered_invoice.last_number::text`;
  return {
    withItem: sql`numbered_invoice as ${countUp(tx, year)}`,
    number: sql<string>`(select ${numberPrefix(year)} || lpad(${sequence}, greatest(${DIGITS}, length(${sequence})), '0')
      from numbered_invoice)`,
  };
}

/** The year's counter one up (1 for its first invoice), locked until the transaction ends. */
function countUp(tx: Transaction, year: number) {
  return tx
    .insert(invoiceNumberSequence)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceNumberSequence.year,
      set: { lastNumber: sql`${invoiceNumberSequence.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceNumberSequence.lastNumber });
}
