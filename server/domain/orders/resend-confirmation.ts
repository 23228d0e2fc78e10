/**
 * The back office resends an order's confirmation mail: a new outbox row each time staff ask, with the
 * same tickets and invoice. The form's idempotency key is part of the dedupe key, so a double click, a resent form or
 * two requests at once write one mail. Needs orders.manage; audited.
 */
import { eq } from "drizzle-orm";
import { orders } from "../../db/schema/index.ts";
import { isUuid } from "../../../common/ids.ts";
import { idempotencyKeyField, STAFF_ORDER_MESSAGES } from "../../../common/validation/staff-orders.ts";
import type { ServiceDeps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseWith } from "../parse-input.ts";
import { staffChange } from "../staff/audit.ts";
import { enqueueOrderConfirmation } from "./order-confirmation-mail.ts";
import { statusAllows } from "./order-actions.ts";

export type ResendResult = { orderId: string; queued: boolean };

export async function resendOrderConfirmation(
  deps: ServiceDeps,
  input: { orderId: string; idempotencyKey: string },
): Promise<ResendResult> {
  const idempotencyKey = parseWith(idempotencyKeyField, input.idempotencyKey);
  const { orderId } = input;
  return staffChange(deps, "orders.manage", async (unit) => {
    const [order] = isUuid(orderId)
      ? await unit.tx.select({ status: orders.status, email: orders.email }).from(orders).where(eq(orders.id, orderId))
      : [];
    if (!order) throw new DomainError("NOT_FOUND", "De bestelling bestaat niet.", { orderId });
    if (!statusAllows(order.status, "RESEND_CONFIRMATION")) {
      throw new DomainError("CONFLICT", STAFF_ORDER_MESSAGES.notConfirmed, { orderId, status: order.status });
    }
    const dedupeKey = `order-confirmation:${orderId}:resend:${idempotencyKey}`;
    const queued = await enqueueOrderConfirmation(unit, orderId, dedupeKey);
    if (queued) {
      await unit.audit({
        entityType: "order",
        entityId: orderId,
        action: "resend_confirmation",
        before: null,
        after: { to: order.email },
      });
    }
    return { orderId, queued };
  });
}
