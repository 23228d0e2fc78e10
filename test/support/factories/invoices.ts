/**
 * Invoices of orders, their credit invoices and the payments staff register on them, made by the invoice services
 * (createInvoiceForOrder, createCreditInvoice, markInvoicePaid) at a moment the test chooses: the number comes
 * from the year's series of that moment, the due date from the payment term.
 */
import { randomUUID } from "node:crypto";
import type { DbOrTx } from "../../../server/db/client.ts";
import { createInvoiceForOrder } from "../../../server/domain/invoices/create-invoice.ts";
import { createCreditInvoice } from "../../../server/domain/invoices/credit-invoice.ts";
import { markInvoicePaid } from "../../../server/domain/invoices/invoice-payments.ts";
import { inTransaction } from "../../../server/domain/deps.ts";
import { TEST_SETTINGS } from "../deps.ts";
import { factoryDeps } from "./deps.ts";
import { staffDeps } from "./staff.ts";

export type TestInvoice = { invoiceId: string; number: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The order's invoice as its confirmation issues it, at `now`. */
export function invoiceOrder(db: DbOrTx, orderId: string, now: Date): Promise<TestInvoice> {
  return inTransaction(factoryDeps(db, now), (unit) => createInvoiceForOrder(unit, orderId));
}

/** The order's invoice issued so that it falls due at `dueAt`: one payment term before it. */
export function invoiceOrderDueAt(db: DbOrTx, orderId: string, dueAt: Date): Promise<TestInvoice> {
  const termMs = TEST_SETTINGS.invoices.paymentTermDays * DAY_MS;
  return invoiceOrder(db, orderId, new Date(dueAt.getTime() - termMs));
}

/** A credit invoice for the whole invoice, at `now`. */
export function creditWholeInvoice(db: DbOrTx, invoiceId: string, now: Date): Promise<TestInvoice> {
  return inTransaction(factoryDeps(db, now), (unit) => createCreditInvoice(unit, invoiceId));
}

/** A payment on the invoice as a financien member registers it, at `now`. */
export async function registerInvoicePayment(
  db: DbOrTx,
  invoiceId: string,
  payment: { amountCents: number; paidOn: string },
  now: Date,
): Promise<void> {
  const deps = await staffDeps(factoryDeps(db, now), { roles: ["financien"], at: now });
  await markInvoicePaid(deps, invoiceId, { ...payment, idempotencyKey: randomUUID() });
}
