import { eq } from "drizzle-orm";
import type { UnitOfWork } from "../deps.ts";
import { invoices } from "../../db/schema/index.ts";
import { DomainError } from "../errors.ts";
import { nextInvoiceNumber } from "./invoice-number.ts";
import { creditLines, invoiceTotals } from "./vat.ts";

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
    .where(eq(invoices.creditForInvoiceId, invoiceId));
  if (earlierCredit) {
    throw new DomainError("CONFLICT", `Factuur ${original.number} is al gecrediteerd met ${earlierCredit.number}.`);
  }

  const lines = creditLines(original.lines);
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
    })
    .returning({ id: invoices.id });
  if (!credit) throw new Error(`Creditfactuur ${number} is niet opgeslagen`);
  return { invoiceId: credit.id, number };
}
