import { and, desc, eq } from "drizzle-orm";
import type { Transaction } from "../../db/client.ts";
import { orders, payments } from "../../db/schema/index.ts";
import { isUuid } from "../../../common/ids.ts";
import { inTransaction, type ServiceDeps, type UnitOfWork } from "../deps.ts";
import { confirmPendingOrder } from "./confirm-order.ts";
import { acceptLatePayment, releasePendingOrder, type ReleasedStatus } from "./release-order.ts";
import { raiseTodo } from "../todos/staff-todos.ts";
import { paymentStatusAfter, type OrderStatus } from "../transitions.ts";
import type { PaymentProvider, PaymentStatus, ProviderPayment } from "../payments/payment-provider.ts";

export type Reconciliation =
  { found: false } | { found: true; orderId: string; paymentStatus: PaymentStatus; orderStatus: OrderStatus };

const RELEASE_FOR: Partial<Record<PaymentStatus, ReleasedStatus>> = {
  failed: "FAILED",
  canceled: "CANCELED",
  expired: "EXPIRED",
};

/**
 * Brings our books in line with the provider for one payment: the webhook (server/domain/refunds/
 * payment-notification.ts, which then brings the payment's refunds in too), the completion page and the worker
 * all come here. What a payment's outcome means for its order is the orders' rule, so this lives here and the
 * payments folder stays the provider alone (docs/architecture.md, the domain's layers). The payment is fetched from the provider first (outside any transaction), then the payment row
 * and the order change in one transaction, the order only from a state that allows it. So repeated and
 * out-of-order notifications are harmless. Throws when the provider or the database fails (the webhook then
 * answers 5xx and the provider retries).
 */
export async function reconcilePayment(deps: ServiceDeps, providerPaymentId: string): Promise<Reconciliation> {
  const remote = await deps.payments.getPayment(providerPaymentId);
  if (!remote) return { found: false };
  return inTransaction(deps, async (unit) => {
    const { tx, now } = unit;
    const payment = await paymentRow(tx, deps.payments.name, remote, now);
    if (!payment) return { found: false } as const;
    await tx
      .update(payments)
      .set({ status: paymentStatusAfter(remote.status), updatedAt: now })
      .where(eq(payments.id, payment.id));
    const orderStatus = await moveOrder(unit, payment, remote);
    return { found: true, orderId: payment.orderId, paymentStatus: remote.status, orderStatus } as const;
  });
}

async function moveOrder(
  unit: UnitOfWork,
  payment: { id: string; orderId: string; amountCents: number },
  remote: ProviderPayment,
): Promise<OrderStatus> {
  const { tx } = unit;
  const { status } = remote;
  if (status === "paid" && (await amountMatches(unit, payment, remote))) {
    // From PENDING it is the normal confirmation; from a released state (hold expired, or a racing expiry just
    // won) the late-payment path takes the tickets again or flags a refund. Both claim, so nothing happens twice.
    if (!(await confirmPendingOrder(unit, payment.orderId, "PAID"))) {
      await acceptLatePayment(unit, payment.orderId);
    }
  }
  const release = RELEASE_FOR[status];
  if (release && (await isLatestAttempt(tx, payment))) {
    await releasePendingOrder(unit, payment.orderId, release);
  }
  const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, payment.orderId));
  if (!order) throw new Error(`Betaling ${payment.id} verwijst naar een onbekende bestelling`);
  return order.status;
}

/**
 * Whether the provider received exactly the order's total, as our payment row recorded it when the payment was
 * started (a later partial cancellation lowers the order's total, never what was paid). A payment of another amount
 * never confirms the order (it stays as it is, and a hold runs out as usual): staff get a to-do to sort it out.
 */
async function amountMatches(
  unit: UnitOfWork,
  payment: { orderId: string; amountCents: number },
  remote: ProviderPayment,
): Promise<boolean> {
  if (payment.amountCents === remote.amountCents) return true;
  await raiseTodo(unit.tx, unit.now, {
    kind: "PAYMENT_AMOUNT_MISMATCH",
    orderId: payment.orderId,
    details: {
      expectedCents: payment.amountCents,
      receivedCents: remote.amountCents,
      providerPaymentId: remote.providerPaymentId,
    },
  });
  return false;
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
      .select({ id: payments.id, orderId: payments.orderId, amountCents: payments.amountCents })
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, remote.providerPaymentId)))
      .for("update");
    return row;
  };
  const existing = await find();
  if (existing || !isUuid(remote.orderId)) return existing ?? null;
  const [order] = await tx
    .select({ id: orders.id, totalCents: orders.totalCents })
    .from(orders)
    .where(eq(orders.id, remote.orderId));
  if (!order) return null;
  await tx
    .insert(payments)
    .values({
      orderId: order.id,
      provider,
      providerPaymentId: remote.providerPaymentId,
      status: "open",
      // What the order asked for, so the amount check below compares the provider's amount with the order.
      amountCents: order.totalCents,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: [payments.provider, payments.providerPaymentId] });
  return (await find()) ?? null;
}
