import { and, eq, notInArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { payments, refunds } from "../../db/schema/index.ts";
import type { RefundStatusValue } from "../../../common/vocabulary/refunds.ts";

/** Refunds that do not (or no longer) take money back: their amount is free again. */
const VOID_REFUND_STATUSES: RefundStatusValue[] = ["failed", "canceled"];

/**
 * What may still be paid back of an order: paid minus refunded (refunds that failed do not count). Here with the
 * order rather than with refunds, because the order's own page (its actions) asks it, and orders sit below refunds.
 */
export async function refundableCents(
  db: DbOrTx,
  orderId: string,
): Promise<{ paidCents: number; refundedCents: number }> {
  const [paid] = await db
    .select({ cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int` })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, "paid")));
  const [refunded] = await db
    .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), notInArray(refunds.status, VOID_REFUND_STATUSES)));
  return { paidCents: Number(paid?.cents ?? 0), refundedCents: Number(refunded?.cents ?? 0) };
}
