import { and, count, eq, inArray, sql } from "drizzle-orm";
import { orders, type ORDER_STATUSES } from "../../db/schema/index.ts";
import type { UnitOfWork } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { lockEmailAddress } from "../rate-limits/address-lock.ts";

/**
 * An invoice order that is not paid yet: being confirmed (PENDING inside its transaction), waiting for staff
 * approval (a large one), or invoiced.
 */
const UNPAID_INVOICE_STATUSES: readonly (typeof ORDER_STATUSES)[number][] = [
  "PENDING",
  "AWAITING_APPROVAL",
  "INVOICED",
];

export function unpaidInvoicesMessage(limit: number): string {
  const orderWord = limit === 1 ? "bestelling" : "bestellingen";
  return (
    `Met dit e-mailadres staan al ${limit} ${orderWord} op factuur voor dit evenement open. Betaal eerst een ` +
    "openstaande factuur, kies een andere betaalwijze of neem contact met ons op."
  );
}

/**
 * An abuse limit: an invoice order is confirmed at once (tickets, a numbered invoice, a mail), so one e-mail address
 * may have at most `unpaidInvoiceOrdersPerEmail` unpaid invoice orders per event (MAX_UNPAID_INVOICE_ORDERS_PER_EMAIL).
 * Runs first in the order's transaction: the address lock makes simultaneous orders of one address count one after
 * another. Addresses are compared without regard to case.
 */
export async function refuseTooManyUnpaidInvoices(unit: UnitOfWork, eventId: string, email: string): Promise<void> {
  const limit = unit.settings.abuseLimits.unpaidInvoiceOrdersPerEmail;
  await lockEmailAddress(unit.tx, `invoice-orders:${eventId}`, email);
  const [unpaid] = await unit.tx
    .select({ count: count() })
    .from(orders)
    .where(
      and(
        eq(orders.eventId, eventId),
        eq(orders.paymentMethod, "INVOICE"),
        inArray(orders.status, [...UNPAID_INVOICE_STATUSES]),
        eq(sql`lower(${orders.email})`, email.trim().toLowerCase()),
      ),
    );
  if ((unpaid?.count ?? 0) >= limit) {
    throw new DomainError("CONFLICT", unpaidInvoicesMessage(limit), { field: "email", eventId });
  }
}
