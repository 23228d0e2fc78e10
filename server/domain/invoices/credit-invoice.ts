import { eq } from "drizzle-orm";
import type { Transaction } from "../../db/client.ts";
import type { UnitOfWork } from "../deps.ts";
import { invoices, type InvoiceLine } from "../../db/schema/index.ts";
import { DomainError } from "../errors.ts";
import { nextInvoiceNumber } from "./invoice-number.ts";
import type { InvoiceRow } from "./invoice-queries.ts";
import { creditLines, invoiceTotals, toInvoiceLine } from "./vat.ts";

/**
 * Corrects an invoice the only lawful way: a credit invoice with the same lines negated, its own number from
 * the same series, and a reference to the original. The original stays exactly as it was sent. A new invoice
 * for the order, if one is needed, is then made with createInvoiceForOrder.
 */
export async function createCreditInvoice(
  { tx, now, settings }: Pick<UnitOfWork, "tx" | "now" | "settings">,
  invoiceId: string,
): Promise<{ invoiceId: string; number: string }> {
  // The lock makes two simultaneous corrections of one invoice wait for each other, so only one can succeed.
  const [original] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for("update");
  if (!original) throw new DomainError("NOT_FOUND", "De factuur bestaat niet.", { invoiceId });
  if (original.creditForInvoiceId) {
    throw new DomainError("CONFLICT", `Factuur ${original.number} is zelf een creditfactuur.`);
  }
  const [earlierCredit] = await tx
    .select({ number: invoices.number })
    .from(invoices)
    .where(eq(invoices.creditForInvoiceId, invoiceId))
    .limit(1);
  if (earlierCredit) {
    throw new DomainError("CONFLICT", `Factuur ${original.number} is al gecrediteerd met ${earlierCredit.number}.`);
  }

  return insertCreditInvoice({ tx, now, settings }, original, creditLines(original.lines), false);
}

/** What to credit of one line of the original invoice: the line (by its position) and how many of it. */
export type CreditPart = { lineIndex: number; quantity: number };

/**
 * Credits part of an invoice (some tickets of the order were cancelled): a credit invoice with only those lines,
 * negated, its own number from the same gapless series. Several parts may follow each other; together they never
 * credit more of a line than the original had. When, with this part, every line is credited in full, the credit
 * invoice closes the original (it no longer stands); otherwise the original stands for the rest.
 */
export async function createPartialCreditInvoice(
  { tx, now, settings }: Pick<UnitOfWork, "tx" | "now" | "settings">,
  invoiceId: string,
  parts: readonly CreditPart[],
): Promise<{ invoiceId: string; number: string }> {
  const [original] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for("update");
  if (!original) throw new DomainError("NOT_FOUND", "De factuur bestaat niet.", { invoiceId });
  if (original.creditForInvoiceId) {
    throw new DomainError("CONFLICT", `Factuur ${original.number} is zelf een creditfactuur.`);
  }
  const credited = await creditedQuantities(tx, original);
  if (credited === null) throw new DomainError("CONFLICT", `Factuur ${original.number} is al volledig gecrediteerd.`);
  const lines: InvoiceLine[] = [];
  for (const part of parts) {
    const line = original.lines[part.lineIndex];
    const left = line ? line.quantity - (credited[part.lineIndex] ?? 0) : 0;
    if (!line || !Number.isInteger(part.quantity) || part.quantity <= 0 || part.quantity > left) {
      throw new DomainError("CONFLICT", `Van factuur ${original.number} valt dit niet (meer) te crediteren.`);
    }
    credited[part.lineIndex] = (credited[part.lineIndex] ?? 0) + part.quantity;
    lines.push(...creditLines([toInvoiceLine({ ...line, quantity: part.quantity })]));
  }
  if (lines.length === 0) throw new DomainError("BAD_USER_INPUT", "Er is niets om te crediteren.");
  const closes = original.lines.every((line, index) => (credited[index] ?? 0) >= line.quantity);
  return insertCreditInvoice({ tx, now, settings }, original, lines, !closes);
}

/** Per line of the original, how many its partial credit invoices credited so far; null when a full credit exists. */
async function creditedQuantities(tx: Transaction, original: InvoiceRow): Promise<number[] | null> {
  const credits = await tx
    .select({ lines: invoices.lines, partial: invoices.creditIsPartial })
    .from(invoices)
    .where(eq(invoices.creditForInvoiceId, original.id));
  if (credits.some((credit) => !credit.partial)) return null;
  const credited = original.lines.map(() => 0);
  for (const credit of credits) {
    for (const line of credit.lines) {
      const index = original.lines.findIndex(
        (candidate, at) =>
          candidate.description === line.description &&
          candidate.vatRate === line.vatRate &&
          candidate.unitPriceCents === -line.unitPriceCents &&
          (credited[at] ?? 0) < candidate.quantity,
      );
      if (index >= 0) credited[index] = (credited[index] ?? 0) + line.quantity;
    }
  }
  return credited;
}

async function insertCreditInvoice(
  { tx, now, settings }: Pick<UnitOfWork, "tx" | "now" | "settings">,
  original: InvoiceRow,
  lines: InvoiceLine[],
  partial: boolean,
): Promise<{ invoiceId: string; number: string }> {
  const number = await nextInvoiceNumber(tx, now);
  const [credit] = await tx
    .insert(invoices)
    .values({
      orderId: original.orderId,
      number,
      issuedAt: now,
      createdAt: now,
      // Nothing is to be paid on a credit invoice; the due date is its date.
      dueAt: now,
      // The seller as it is today (a credit invoice is a new document); the buyer as on the original.
      seller: settings.invoices.seller,
      buyer: original.buyer,
      lines,
      ...invoiceTotals(lines),
      creditForInvoiceId: original.id,
      creditIsPartial: partial,
    })
    .returning({ id: invoices.id });
  if (!credit) throw new Error(`Creditfactuur ${number} is niet opgeslagen`);
  return { invoiceId: credit.id, number };
}
