/**
 * Refunds of iDEAL payments (decision 0013), full or partial, through the payment provider. The pattern of
 * orders/start-payment.ts: the refund row is claimed in one transaction under the order's row lock (never more
 * than was paid minus what is refunded already, and one row per idempotency key), and the provider is called after
 * the commit, outside any transaction, with the row's id as the provider's idempotency key. When that call fails
 * the row stays 'creating' and the order worker retries it; the provider's answers (webhook, worker) move its
 * status.
 */
import { and, desc, eq, inArray, notInArray } from "drizzle-orm";
import { orders, payments, refunds, type REFUND_STATUSES } from "../../db/schema/index.ts";
import { log } from "../../log/logger.ts";
import type { ServiceDeps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { RefundRefusedError, type ProviderRefund } from "../payments/payment-provider.ts";
import { raiseTodo } from "../todos/staff-todos.ts";
import { highRiskChange } from "../staff/audit.ts";
import { claimOrderTransition } from "../transitions.ts";
import { statusAllows } from "../orders/order-actions.ts";
import { overRefundError } from "./over-refund.ts";
import { refundableCents } from "../orders/refundable-cents.ts";
import { checkRefundCents } from "./refund-input.ts";

type RefundStatus = (typeof REFUND_STATUSES)[number];
export type RefundRow = typeof refunds.$inferSelect;

const FINAL_STATUSES: RefundStatus[] = ["refunded", "failed", "canceled"];

export type RefundOrderInput = { orderId: string; amountCents: number; idempotencyKey: string };

export async function refundOrder(deps: ServiceDeps, input: RefundOrderInput): Promise<RefundRow> {
  const claimed = await highRiskChange(deps, "orders.manage", async (unit) => {
    const { tx, now } = unit;
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for("update");
    if (!order) throw new DomainError("NOT_FOUND", "De bestelling bestaat niet.", { orderId: input.orderId });
    const [earlier] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, input.idempotencyKey));
    if (earlier) {
      if (earlier.orderId !== order.id)
        throw new DomainError("CONFLICT", "Dit formulier hoort bij een andere bestelling.");
      return earlier;
    }
    if (!statusAllows(order.status, "REFUND")) {
      throw new DomainError("CONFLICT", "Van deze bestelling kan in haar huidige status niets worden terugbetaald.");
    }
    checkRefundCents(input.amountCents, "amount", false);
    const { paidCents, refundedCents } = await refundableCents(tx, order.id);
    const left = paidCents - refundedCents;
    if (input.amountCents > left) throw await overRefundError(tx, order.id, left, "amount");
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, "paid")))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    if (!payment) throw new DomainError("CONFLICT", "Deze bestelling heeft geen betaling om terug te betalen.");
    const [row] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        paymentId: payment.id,
        provider: payment.provider,
        amountCents: input.amountCents,
        idempotencyKey: input.idempotencyKey,
        staffId: unit.staff.staffId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error("Terugbetaling is niet opgeslagen");
    // A late payment whose tickets were gone is settled once all of it goes back.
    const closes = order.status === "REFUND_REQUIRED" && refundedCents + input.amountCents >= paidCents;
    if (closes) {
      await claimOrderTransition(tx, order.id, "CANCELED", now, {
        from: ["REFUND_REQUIRED"],
        set: { canceledAt: now },
      });
    }
    await unit.audit({
      entityType: "order",
      entityId: order.id,
      action: "refund",
      before: { status: order.status, refundedCents },
      after: { status: closes ? "CANCELED" : order.status, refundId: row.id, amountCents: input.amountCents },
    });
    return row;
  });
  return claimed.status === "creating" ? submitRefund(deps, claimed) : claimed;
}

/**
 * Asks the provider to make a claimed refund. Safe to call again (the provider dedupes on the row's id); when it
 * fails the row stays 'creating' for the worker to retry, and the refund is returned as it is.
 */
async function submitRefund(deps: ServiceDeps, refund: RefundRow): Promise<RefundRow> {
  const [payment] = await deps.db
    .select({ providerPaymentId: payments.providerPaymentId })
    .from(payments)
    .where(eq(payments.id, refund.paymentId));
  if (!payment) throw new Error(`Terugbetaling ${refund.id}: betaling ontbreekt`);
  let created: ProviderRefund;
  try {
    created = await deps.payments.createRefund({
      providerPaymentId: payment.providerPaymentId,
      amountCents: refund.amountCents,
      description: `Terugbetaling bestelling ${refund.orderId.slice(0, 8)}`,
      idempotencyKey: refund.id,
    });
  } catch (error) {
    if (error instanceof RefundRefusedError) return refuseRefund(deps, refund, error);
    log.error("refund.create_failed", "Terugbetaling kon niet worden aangemaakt.", { refundId: refund.id, error });
    return refund;
  }
  return recordProviderRefund(deps, refund, created);
}

/**
 * The provider refused the refund for good: the row fails (its amount is free again, the worker stops asking) and
 * staff get a to-do to pay the money back another way.
 */
async function refuseRefund(deps: ServiceDeps, refund: RefundRow, refusal: RefundRefusedError): Promise<RefundRow> {
  log.warn("refund.refused", "De betaalprovider weigerde een terugbetaling.", {
    refundId: refund.id,
    error: refusal,
  });
  return deps.db.transaction(async (tx) => {
    const now = deps.clock();
    const [failed] = await tx
      .update(refunds)
      .set({ status: "failed", updatedAt: now })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, "creating")))
      .returning();
    if (!failed) return refund;
    await raiseTodo(tx, now, {
      kind: "REFUND_REFUSED",
      orderId: refund.orderId,
      details: { refundId: refund.id, amountCents: refund.amountCents, reason: refusal.reason },
    });
    return failed;
  });
}

/** Writes what the provider says about a refund; a final status never changes again. */
async function recordProviderRefund(deps: ServiceDeps, refund: RefundRow, remote: ProviderRefund): Promise<RefundRow> {
  const [updated] = await deps.db
    .update(refunds)
    .set({ providerRefundId: remote.providerRefundId, status: remote.status, updatedAt: deps.clock() })
    .where(and(eq(refunds.id, refund.id), notInArray(refunds.status, FINAL_STATUSES)))
    .returning();
  return updated ?? refund;
}

/** Brings one refund in line with the provider: creates it when it is still 'creating', else asks its status. */
async function reconcileRefund(deps: ServiceDeps, refund: RefundRow): Promise<RefundRow> {
  if (refund.status === "creating" || !refund.providerRefundId) return submitRefund(deps, refund);
  const [payment] = await deps.db
    .select({ providerPaymentId: payments.providerPaymentId })
    .from(payments)
    .where(eq(payments.id, refund.paymentId));
  if (!payment) return refund;
  const remote = await deps.payments.getRefund(payment.providerPaymentId, refund.providerRefundId);
  return remote ? recordProviderRefund(deps, refund, remote) : refund;
}

/** The webhook's part: Mollie calls the payment's webhook when one of its refunds changes. */
export async function reconcileRefundsOfPayment(deps: ServiceDeps, providerPaymentId: string): Promise<void> {
  const open = await deps.db
    .select({ refund: refunds })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(
      and(
        eq(payments.provider, deps.payments.name),
        eq(payments.providerPaymentId, providerPaymentId),
        notInArray(refunds.status, FINAL_STATUSES),
      ),
    );
  for (const { refund } of open) await reconcileRefund(deps, refund);
}

/** The worker's part: every refund that is not final yet, oldest first, a batch per round. */
export async function reconcileOpenRefunds(deps: ServiceDeps, limit = 50): Promise<number> {
  const open = await deps.db
    .select()
    .from(refunds)
    .where(and(eq(refunds.provider, deps.payments.name), inArray(refunds.status, OPEN_STATUSES)))
    .orderBy(refunds.createdAt)
    .limit(limit);
  for (const refund of open) {
    try {
      await reconcileRefund(deps, refund);
    } catch (error) {
      log.error("refund.reconcile_failed", "Terugbetaling kon niet worden bijgewerkt.", { refundId: refund.id, error });
    }
  }
  return open.length;
}

const OPEN_STATUSES: RefundStatus[] = ["creating", "queued", "pending", "processing"];
