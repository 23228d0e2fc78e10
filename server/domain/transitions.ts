/**
 * The state machines of the things people pay for and sign up to, in one place (decision 0009): which status may
 * follow which. Every service that changes an order or an enrolment claims the change through these helpers, as
 * one conditional UPDATE from an allowed status, so a repeated webhook, a racing worker or a double click never
 * does a thing twice. Staff actions (cancel, refund, approve) join by adding their transitions here.
 */
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import {
  courseEnrollments,
  orders,
  payments,
  type ENROLLMENT_STATUSES,
  type ORDER_STATUSES,
} from "../db/schema/index.ts";
import type { PaymentStatus } from "./payments/payment-provider.ts";
import { FINAL_PAYMENT_STATUSES } from "../../common/vocabulary/orders.ts";

export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

/** For each status, the statuses an order may move to from it. */
const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  // Confirmed (paid, on invoice, free), or released because the payment did not succeed in time; a large invoice
  // or free order waits for staff approval instead (server/domain/orders/approval.ts).
  PENDING: ["PAID", "INVOICED", "FREE", "AWAITING_APPROVAL", "FAILED", "CANCELED", "EXPIRED", "REFUND_REQUIRED"],
  // Staff approve it (confirmed on invoice, or free) or reject it (its held tickets go back).
  AWAITING_APPROVAL: ["INVOICED", "FREE", "CANCELED"],
  // A payment that succeeds after the release re-opens the order to take its tickets again (acceptLatePayment).
  // A rejected order (review_decision REJECTED) never re-opens.
  FAILED: ["PENDING"],
  CANCELED: ["PENDING"],
  EXPIRED: ["PENDING"],
  // Staff cancel a confirmed order as a whole (server/domain/orders/cancel-order.ts), or close a late payment
  // whose tickets were gone by cancelling or refunding it (server/domain/refunds/refund-order.ts). Such an order
  // carries canceled_at and never re-opens.
  PAID: ["CANCELED"],
  INVOICED: ["CANCELED"],
  FREE: ["CANCELED"],
  REFUND_REQUIRED: ["CANCELED"],
};

const ENROLLMENT_TRANSITIONS: Readonly<Record<EnrollmentStatus, readonly EnrollmentStatus[]>> = {
  ACTIVE: ["CANCELED"],
  CANCELED: [],
};

/** The statuses from which `to` may be reached, optionally narrowed to `from`. */
function sourcesOf<S extends string>(table: Readonly<Record<S, readonly S[]>>, to: S, from?: readonly S[]): S[] {
  const sources = (Object.keys(table) as S[]).filter((status) => table[status].includes(to));
  return from ? sources.filter((status) => from.includes(status)) : sources;
}

export type OrderClaim = {
  /** Only from these statuses (each must allow `to`); default every status that allows it. */
  from?: readonly OrderStatus[];
  /** A further condition of the claim, e.g. that the hold ran out. */
  where?: SQL;
  /** Other columns to set with the status, e.g. completedAt. */
  set?: Partial<typeof orders.$inferInsert>;
};

/**
 * Moves an order to `to` when its status allows it: one conditional UPDATE, the claim. Returns the claimed order's
 * id and event, or null when the order was not in an allowed status (any more).
 */
export async function claimOrderTransition(
  tx: DbOrTx,
  orderId: string,
  to: OrderStatus,
  now: Date,
  claim: OrderClaim = {},
): Promise<{ id: string; eventId: string } | null> {
  const from = sourcesOf(ORDER_TRANSITIONS, to, claim.from);
  if (from.length === 0) throw new Error(`Geen toegestane overgang naar ${to} vanuit ${claim.from?.join(", ")}`);
  const [claimed] = await tx
    .update(orders)
    .set({ ...claim.set, status: to, updatedAt: now })
    .where(and(eq(orders.id, orderId), inArray(orders.status, from), claim.where))
    .returning({ id: orders.id, eventId: orders.eventId });
  return claimed ?? null;
}

/** Moves an enrolment (found by its cancel token) to `to` when its status allows it; the claimed row or null. */
export async function claimEnrollmentTransition(
  tx: DbOrTx,
  cancelToken: string,
  to: EnrollmentStatus,
  set: Partial<typeof courseEnrollments.$inferInsert> = {},
) {
  const [claimed] = await tx
    .update(courseEnrollments)
    .set({ ...set, status: to })
    .where(
      and(
        eq(courseEnrollments.cancelToken, cancelToken),
        inArray(courseEnrollments.status, sourcesOf(ENROLLMENT_TRANSITIONS, to)),
      ),
    )
    .returning();
  return claimed ?? null;
}

/**
 * A payment's status follows what the provider reports, except that a final status (paid, failed, canceled,
 * expired) never goes back, whatever order the notifications arrive in. For the UPDATE of the payment row.
 */
export function paymentStatusAfter(reported: PaymentStatus): SQL {
  return sql`case when ${payments.status} in ${FINAL_PAYMENT_STATUSES} then ${payments.status} else ${reported} end`;
}
