import { and, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx, Transaction } from "../../db/client.ts";
import { orders, payments, type ORDER_STATUSES } from "../../db/schema/index.ts";
import { isUuid } from "../../../common/ids.ts";
import { confirmPendingOrder } from "../orders/confirm-order.ts";
import { acceptLatePayment, releasePendingOrder, type ReleasedStatus } from "../orders/release-order.ts";
import {
  FINAL_PAYMENT_STATUSES,
  type PaymentProvider,
  type PaymentStatus,
  type ProviderPayment,
} from "./payment-provider.ts";

export type PaymentDeps = { provider: PaymentProvider; now: () => Date };
type OrderStatus = (typeof ORDER_STATUSES)[number];

export type Reconciliation =
  { found: false } | { found: true; orderId: string; paymentStatus: PaymentStatus; orderStatus: OrderStatus };

const RELEASE_FOR: Partial<Record<PaymentStatus, ReleasedStatus>> = {
  failed: "FAILED",
  canceled: "CANCELED",
  expired: "EXPIRED",
};

/**
 * Brings our books in line with the provider for one payment: the webhook, the completion page and the worker
 * all come here. The payment is fetched from the provider first (outside any transaction), then the payment row
 * and the order change in one transaction, the order only from a state that allows it. So repeated and
 * out-of-order notifications are harmless. Throws when the provider or the database fails (the webhook then
 * answers 5xx and the provider retries).
 */
export async function reconcilePayment(
  db: DbOrTx,
  deps: PaymentDeps,
  providerPaymentId: string,
): Promise<Reconciliation> {
  const remote = await deps.provider.getPayment(providerPaymentId);
  if (!remote) return { found: false };
  const now = deps.now();
  return db.transaction(async (tx) => {
    const payment = await paymentRow(tx, deps.provider.name, remote, now);
    if (!payment) return { found: false } as const;
    await tx
      .update(payments)
      .set({
        // A final status never goes back, whatever order the notifications arrive in.
        status: sql`case when ${payments.status} in ${FINAL_PAYMENT_STATUSES} then ${payments.status} else ${remote.status} end`,
        updatedAt: now,
      })
      .where(eq(payments.id, payment.id));
    const orderStatus = await moveOrder(tx, payment, remote.status, now);
    return { found: true, orderId: payment.orderId, paymentStatus: remote.status, orderStatus } as const;
  });
}

async function moveOrder(
  tx: Transaction,
  payment: { id: string; orderId: string },
  status: PaymentStatus,
  now: Date,
): Promise<OrderStatus> {
  if (status === "paid") {
    // From PENDING it is the normal confirmation; from a released state (hold expired, or a racing expiry just
    // won) the late-payment path takes the tickets again or flags a refund. Both claim, so nothing happens twice.
    if (!(await confirmPendingOrder(tx, payment.orderId, "PAID", now))) {
      await acceptLatePayment(tx, payment.orderId, now);
    }
  }
  const release = RELEASE_FOR[status];
  if (release && (await isLatestAttempt(tx, payment))) {
    await releasePendingOrder(tx, payment.orderId, release, now);
  }
  const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, payment.orderId));
  if (!order) throw new Error(`Betaling ${payment.id} verwijst naar een onbekende bestelling`);
  return order.status;
}

/** An older attempt that failed must not release the hold of a newer one. */
async function isLatestAttempt(tx: Transaction, payment: { id: string; orderId: string }): Promise<boolean> {
  const [latest] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.orderId, payment.orderId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return latest?.id === payment.id;
}

/**
 * Our row for the payment, locked for this transaction. Recreated from the provider's metadata when it is
 * missing (the process stopped between creating the payment and writing the row), so no payment is lost.
 */
async function paymentRow(tx: Transaction, provider: PaymentProvider["name"], remote: ProviderPayment, now: Date) {
  const find = async () => {
    const [row] = await tx
      .select({ id: payments.id, orderId: payments.orderId })
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, remote.providerPaymentId)))
      .for("update");
    return row;
  };
  const existing = await find();
  if (existing || !isUuid(remote.orderId)) return existing ?? null;
  const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, remote.orderId));
  if (!order) return null;
  await tx
    .insert(payments)
    .values({
      orderId: order.id,
      provider,
      providerPaymentId: remote.providerPaymentId,
      status: "open",
      amountCents: remote.amountCents,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: [payments.provider, payments.providerPaymentId] });
  return (await find()) ?? null;
}
