/**
 * What staff can do with an order in each status: the one table the commands check and the back office draws its
 * buttons from (the API's `StaffOrder.actions`), so a page never keeps a list of its own. Each command still
 * checks its own status under the order's lock; this module only says which statuses let it through.
 */
import type { Actor } from "../deps.ts";
import { can } from "../staff/permissions.ts";
import type { OrderStatus } from "../transitions.ts";

export const ORDER_ACTIONS = ["APPROVE", "REJECT", "RESEND_CONFIRMATION", "CANCEL", "REFUND"] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** Orders with issued tickets and a confirmation mail. */
export const CONFIRMED_STATUSES = ["PAID", "INVOICED", "FREE"] as const satisfies readonly OrderStatus[];

/** Staff may cancel tickets of confirmed orders, and settle a late payment that found no tickets. */
const CANCELABLE_ORDER_STATUSES: readonly OrderStatus[] = [...CONFIRMED_STATUSES, "REFUND_REQUIRED"];

/**
 * Money goes back from an order that was paid online: paid, cancelled after paying, or paid too late. An invoice
 * or free order has no payment to return: its cancellation makes a credit invoice instead.
 */
const REFUNDABLE_ORDER_STATUSES: readonly OrderStatus[] = ["PAID", "CANCELED", "REFUND_REQUIRED"];

const ALLOWED_FROM: Record<OrderAction, readonly OrderStatus[]> = {
  APPROVE: ["AWAITING_APPROVAL"],
  REJECT: ["AWAITING_APPROVAL"],
  RESEND_CONFIRMATION: CONFIRMED_STATUSES,
  CANCEL: CANCELABLE_ORDER_STATUSES,
  REFUND: REFUNDABLE_ORDER_STATUSES,
};

/** Whether an order's status lets `action` through (its command may still refuse for another reason). */
export function statusAllows(status: OrderStatus, action: OrderAction): boolean {
  return ALLOWED_FROM[action].includes(status);
}

/**
 * The actions the staff member may take next on an order: allowed by its status, by what is left to refund, and
 * by the staff member's roles (every one needs orders.manage).
 */
export function orderActions(actor: Actor, order: { status: OrderStatus; refundableCents: number }): OrderAction[] {
  if (!can(actor, "orders.manage")) return [];
  return ORDER_ACTIONS.filter(
    (action) => statusAllows(order.status, action) && (action !== "REFUND" || order.refundableCents > 0),
  );
}
