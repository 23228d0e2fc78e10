/**
 * Registering an invoice's payment: staff enter what the bank statement shows. A partial payment leaves
 * the rest open; more than is open, a payment on a credit invoice or on a credited invoice is refused. The invoice
 * row is locked, so two staff members (or a double click) registering at once are handled one after the other, and
 * the idempotency key makes a repeat return the first payment instead of adding another.
 */
import { eq } from "drizzle-orm";
import { formatEuros } from "../../../common/format/money.ts";
import { isUuid } from "../../../common/ids.ts";
import { invoicePaymentSchema, type InvoicePayment } from "../../../common/validation/invoices.ts";
import type { Transaction } from "../../db/client.ts";
import { invoicePayments, invoices } from "../../db/schema/index.ts";
import type { ServiceDeps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseWith } from "../parse-input.ts";
import { staffChange } from "../staff/audit.ts";
import type { InvoiceStatusValue } from "../../../common/vocabulary/invoices.ts";
import { statusAllows, type InvoiceAction } from "./invoice-actions.ts";
import { findStaffInvoice, type StaffInvoice } from "./staff-invoice-queries.ts";

export const INVOICE_PAYMENT_MESSAGES = {
  notFound: "De factuur bestaat niet.",
  creditNote: (number: string) => `Factuur ${number} is een creditfactuur: daarop wordt niet betaald.`,
  credited: (number: string) => `Factuur ${number} is gecrediteerd: registreer geen betaling meer.`,
  alreadyPaid: (number: string) => `Factuur ${number} is al helemaal betaald.`,
  tooMuch: (openCents: number) => `Er staat nog ${formatEuros(openCents)} open; registreer niet meer dan dat.`,
  keyReused: "Deze formuliersleutel hoort bij een andere factuur: laad de pagina opnieuw.",
} as const;

/** The invoice, locked for this transaction, or NOT_FOUND. */
export async function lockInvoice(tx: Transaction, invoiceId: string) {
  const [invoice] = isUuid(invoiceId)
    ? await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for("update")
    : [];
  if (!invoice) throw new DomainError("NOT_FOUND", INVOICE_PAYMENT_MESSAGES.notFound, { invoiceId });
  return invoice;
}

/** Why an invoice's status refuses a payment or a reminder: no money is expected on it (any more). */
const REFUSALS: Partial<Record<InvoiceStatusValue, (number: string) => string>> = {
  CREDIT_NOTE: INVOICE_PAYMENT_MESSAGES.creditNote,
  CREDITED: INVOICE_PAYMENT_MESSAGES.credited,
  PAID: INVOICE_PAYMENT_MESSAGES.alreadyPaid,
};

/**
 * The locked invoice as it stands now, or a refusal when its status does not let `action` through
 * (invoice-actions.ts): the check under the lock, so a payment registered meanwhile is seen.
 */
export async function standingAllowing(
  tx: Transaction,
  invoice: typeof invoices.$inferSelect,
  now: Date,
  action: InvoiceAction,
): Promise<StaffInvoice> {
  const standing = await findStaffInvoice(tx, invoice.id, now);
  if (!standing) throw new DomainError("NOT_FOUND", INVOICE_PAYMENT_MESSAGES.notFound, { invoiceId: invoice.id });
  if (!statusAllows(standing.status, action)) {
    const refusal = REFUSALS[standing.status] ?? INVOICE_PAYMENT_MESSAGES.alreadyPaid;
    throw new DomainError("CONFLICT", refusal(standing.number));
  }
  return standing;
}

/** Registers a payment and returns the invoice as it then stands. Needs `orders.manage`. */
export async function markInvoicePaid(
  deps: ServiceDeps,
  invoiceId: string,
  input: InvoicePayment,
): Promise<StaffInvoice> {
  return staffChange(deps, "orders.manage", async (unit) => {
    const payment = parseWith(invoicePaymentSchema, input);
    const { tx, now } = unit;
    const invoice = await lockInvoice(tx, invoiceId);
    // After the lock: a repeat that waited for the first one sees its payment here.
    const [earlier] = await tx
      .select({ invoiceId: invoicePayments.invoiceId })
      .from(invoicePayments)
      .where(eq(invoicePayments.idempotencyKey, payment.idempotencyKey));
    if (earlier && earlier.invoiceId !== invoice.id) {
      throw new DomainError("CONFLICT", INVOICE_PAYMENT_MESSAGES.keyReused, { field: "idempotencyKey" });
    }
    if (!earlier) {
      const { openCents } = await standingAllowing(tx, invoice, now, "MARK_PAID");
      if (payment.amountCents > openCents) {
        const message = INVOICE_PAYMENT_MESSAGES.tooMuch(openCents);
        throw new DomainError("BAD_USER_INPUT", message, { field: "amount", fieldErrors: { amount: message } });
      }
      const [row] = await tx
        .insert(invoicePayments)
        .values({ invoiceId: invoice.id, ...payment, staffId: unit.staff.staffId, createdAt: now })
        .returning({ id: invoicePayments.id });
      await unit.audit({
        entityType: "invoice",
        entityId: invoice.id,
        action: "payment",
        before: { openCents },
        after: { paymentId: row!.id, amountCents: payment.amountCents, paidOn: payment.paidOn },
      });
    }
    const standing = await findStaffInvoice(tx, invoice.id, now);
    if (!standing) throw new Error(`Factuur ${invoice.id} verdween tijdens de betaling`);
    return standing;
  });
}
