/**
 * The rules for orders and invoices (decision 0024). An order that became fiscal (paid, invoiced, or with an invoice or
 * a paid payment) keeps the buyer's name and billing address for the tax law's period; everything else about the buyer
 * (phone number, return address, e-mail once the law no longer needs it) goes. An invoice keeps its number, dates,
 * seller, lines, VAT and totals for ever, so numbering stays gapless; only its buyer snapshot is anonymised.
 */
import { and, or, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { invoices, orders, payments } from "../../db/schema/index.ts";
import { ERASED_NAME, notPlaceholder, placeholderEmail } from "./anonymous-values.ts";
import type { Selection } from "./participant-anonymisers.ts";

/** An order the bookkeeping must keep: money moved, or an invoice was issued. */
export const isFiscalOrder: SQL = sql`(${orders.status} in ('PAID', 'INVOICED', 'REFUND_REQUIRED')
  or exists (select 1 from ${invoices} where ${invoices.orderId} = ${orders.id})
  or exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id} and ${payments.status} = 'paid'))`;

/** What the tax law never needs: the phone number and the address the payment page returned to. */
export async function stripOrderExtras(tx: DbOrTx, where: Selection): Promise<number> {
  const rows = await tx
    .update(orders)
    .set({ phoneNumber: "", returnUrl: "" })
    .where(and(where, or(sql`${orders.phoneNumber} <> ''`, sql`${orders.returnUrl} <> ''`)))
    .returning({ id: orders.id });
  return rows.length;
}

/** A fiscal order of someone who asked to be forgotten: the e-mail and the extras go, name and address stay. */
export async function forgetOrderContact(tx: DbOrTx, where: Selection): Promise<number> {
  const rows = await tx
    .update(orders)
    .set({ email: placeholderEmail(orders.id), phoneNumber: "", returnUrl: "" })
    .where(and(where, notPlaceholder(orders.email)))
    .returning({ id: orders.id });
  return rows.length;
}

/** Everything about the buyer: for orders that never became fiscal, and fiscal ones past the law's period. */
export async function anonymiseOrderBuyers(tx: DbOrTx, where: Selection): Promise<number> {
  const rows = await tx
    .update(orders)
    .set({
      firstName: ERASED_NAME,
      lastName: ERASED_NAME,
      email: placeholderEmail(orders.id),
      phoneNumber: "",
      address: "",
      postalCode: "",
      city: "",
      country: "",
      returnUrl: "",
    })
    .where(and(where, or(notPlaceholder(orders.email), sql`${orders.firstName} <> ${ERASED_NAME}`)))
    .returning({ id: orders.id });
  return rows.length;
}

/** The buyer snapshot of invoices past the law's period: 'Verwijderd', no address, no e-mail; the country stays. */
export async function anonymiseInvoiceBuyers(tx: DbOrTx, where: Selection): Promise<number> {
  const rows = await tx
    .update(invoices)
    .set({
      buyer: sql`jsonb_build_object('name', ${ERASED_NAME}::text, 'address', '', 'postalCode', '', 'city', '',
        'country', coalesce(${invoices.buyer} ->> 'country', ''))`,
    })
    .where(and(where, sql`(${invoices.buyer} ->> 'name' <> ${ERASED_NAME} or ${invoices.buyer} ->> 'address' <> '')`))
    .returning({ id: invoices.id });
  return rows.length;
}

/** The e-mail in an invoice's buyer snapshot: the law does not ask for it, so erasure removes it. */
export async function dropInvoiceBuyerEmails(tx: DbOrTx, where: Selection): Promise<number> {
  const rows = await tx
    .update(invoices)
    .set({ buyer: sql`${invoices.buyer} - 'email'` })
    .where(and(where, sql`${invoices.buyer} ->> 'email' is not null`))
    .returning({ id: invoices.id });
  return rows.length;
}
