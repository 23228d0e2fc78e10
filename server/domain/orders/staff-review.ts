/**
 * The back office approves or refuses an order that awaits approval: the review of ./review-order.ts,
 * behind orders.manage, with the staff member's name on the order and an audit row when it changed anything.
 */
import type { ServiceDeps } from "../deps.ts";
import { staffChange } from "../staff/audit.ts";
import { reviewOrderInUnit, type ReviewDecision, type ReviewResult } from "./review-order.ts";

export function approveOrderAsStaff(deps: ServiceDeps, orderId: string): Promise<ReviewResult> {
  return reviewAsStaff(deps, orderId, "APPROVED");
}

export function rejectOrderAsStaff(deps: ServiceDeps, orderId: string): Promise<ReviewResult> {
  return reviewAsStaff(deps, orderId, "REJECTED");
}

async function reviewAsStaff(deps: ServiceDeps, orderId: string, decision: ReviewDecision): Promise<ReviewResult> {
  return staffChange(deps, "orders.manage", async (unit) => {
    const result = await reviewOrderInUnit(unit, orderId, decision, unit.staff.name);
    if (result.changed) {
      await unit.audit({
        entityType: "order",
        entityId: orderId,
        action: decision === "APPROVED" ? "approve" : "reject",
        before: { status: "AWAITING_APPROVAL" },
        after: { status: result.status },
      });
    }
    return result;
  });
}
