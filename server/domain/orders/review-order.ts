import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { orders, type REVIEW_DECISIONS } from "../../db/schema/index.ts";
import { isUuid } from "../../../common/ids.ts";
import { inTransaction, type Actor, type ServiceDeps, type UnitOfWork } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { claimOrderTransition, type OrderStatus } from "../transitions.ts";
import { enqueueRejectionMail } from "./approval-mails.ts";
import { fulfilConfirmedOrder } from "./confirm-order.ts";
import { countedLinesOf } from "./order-lines.ts";
import { releaseHeldTickets } from "./ticket-counters.ts";

export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

export type ReviewResult = {
  orderId: string;
  status: OrderStatus;
  /** False when the same decision had already been taken (a repeat, or a second click at the same time). */
  changed: boolean;
};

/**
 * Staff approve an order that awaits approval (the back office will call this): AWAITING_APPROVAL becomes
 * INVOICED (or FREE), the held tickets become sold with their codes, the invoice gets its number and the normal
 * confirmation mail with the invoice goes out, all in one transaction. Approving again answers the order as it
 * is; approving a rejected order is refused (CONFLICT).
 */
export function approveOrder(deps: ServiceDeps, orderId: string): Promise<ReviewResult> {
  return reviewOrder(deps, orderId, "APPROVED");
}

/**
 * Staff reject an order that awaits approval: it becomes CANCELED, its held places go back on sale and the buyer
 * gets a mail saying so, in one transaction. Rejecting again answers the order as it is; rejecting an approved
 * order is refused (CONFLICT): that is a cancellation with a credit invoice, for the back office.
 */
export function rejectOrder(deps: ServiceDeps, orderId: string): Promise<ReviewResult> {
  return reviewOrder(deps, orderId, "REJECTED");
}

/**
 * The status change from AWAITING_APPROVAL is the claim, so of two reviews at once (or a repeat) exactly one
 * does the work. Who decided and when is kept on the order; staff reviews also write an audit row (./staff-review.ts).
 */
async function reviewOrder(deps: ServiceDeps, orderId: string, decision: ReviewDecision): Promise<ReviewResult> {
  const reviewedBy = reviewerOf(deps.actor);
  if (!isUuid(orderId)) throw orderNotFound(orderId);
  return inTransaction(deps, (unit) => reviewOrderInUnit(unit, orderId, decision, reviewedBy));
}

/** The review itself, in the caller's transaction; the back office's version is ./staff-review.ts. */
export async function reviewOrderInUnit(
  unit: UnitOfWork,
  orderId: string,
  decision: ReviewDecision,
  reviewedBy: string,
): Promise<ReviewResult> {
  if (!isUuid(orderId)) throw orderNotFound(orderId);
  const { tx, now } = unit;
  const order = await reviewState(tx, orderId);
  if (!order) throw orderNotFound(orderId);
  const to = decision === "REJECTED" ? "CANCELED" : order.totalCents > 0 ? "INVOICED" : "FREE";
  const claimed = await claimOrderTransition(tx, orderId, to, now, {
    from: ["AWAITING_APPROVAL"],
    set: { reviewDecision: decision, reviewedAt: now, reviewedBy, ...(to !== "CANCELED" && { completedAt: now }) },
  });
  if (!claimed) return alreadySettled(tx, orderId, decision);
  if (to === "CANCELED") await releaseAndTell(unit, claimed.eventId, orderId);
  else await fulfilConfirmedOrder(unit, orderId, to);
  return { orderId, status: to, changed: true };
}

async function releaseAndTell(unit: UnitOfWork, eventId: string, orderId: string): Promise<void> {
  await releaseHeldTickets(unit.tx, eventId, await countedLinesOf(unit.tx, orderId));
  await enqueueRejectionMail(unit, orderId);
}

/**
 * The claim found the order no longer awaiting approval. Read again (a concurrent review has committed by now):
 * the same decision is a harmless repeat, anything else a conflict with a reason staff can act on.
 */
async function alreadySettled(tx: DbOrTx, orderId: string, decision: ReviewDecision): Promise<ReviewResult> {
  const order = await reviewState(tx, orderId);
  if (!order) throw orderNotFound(orderId);
  if (order.reviewDecision === decision) return { orderId, status: order.status, changed: false };
  const details = { orderId, status: order.status };
  if (order.reviewDecision === "REJECTED") {
    throw new DomainError("CONFLICT", "Deze bestelling is al afgewezen en kan niet meer worden goedgekeurd.", details);
  }
  if (order.reviewDecision === "APPROVED") {
    throw new DomainError("CONFLICT", "Deze bestelling is al goedgekeurd en kan niet meer worden afgewezen.", details);
  }
  throw new DomainError("CONFLICT", "Deze bestelling wacht niet op goedkeuring.", details);
}

async function reviewState(db: DbOrTx, orderId: string) {
  const [row] = await db
    .select({ status: orders.status, totalCents: orders.totalCents, reviewDecision: orders.reviewDecision })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ?? null;
}

/** How the order records who decided. Visitors never review; staff members join here with the back office. */
function reviewerOf(actor: Actor): string {
  if (actor.kind === "visitor") throw new Error("Een bezoeker kan geen bestelling goedkeuren of afwijzen");
  return `${actor.kind}:${actor.name}`;
}

function orderNotFound(orderId: string): DomainError {
  return new DomainError("NOT_FOUND", "De bestelling bestaat niet.", { orderId });
}
