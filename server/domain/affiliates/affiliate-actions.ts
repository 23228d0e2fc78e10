/**
 * What staff can do with a friend (affiliate) in each status: the one table setAffiliateStatus checks and the back
 * office draws its buttons from (the API's `StaffAffiliate.actions`), so a page never keeps a list of its own.
 * Moving a friend up or down is no status action: the list's order decides it.
 */
import type { AffiliateStatusValue } from "../../../common/vocabulary/content.ts";
import type { Actor } from "../deps.ts";
import { can } from "../staff/permissions.ts";

export const AFFILIATE_ACTIONS = ["ACTIVATE", "DEACTIVATE"] as const;
export type AffiliateAction = (typeof AFFILIATE_ACTIONS)[number];

const ALLOWED_FROM: Record<AffiliateAction, readonly AffiliateStatusValue[]> = {
  ACTIVATE: ["INACTIVE"],
  DEACTIVATE: ["ACTIVE"],
};

/** The action that leads to `status`: the API's setAffiliateStatus names the status, the table the action. */
export const actionTo = (status: AffiliateStatusValue): AffiliateAction =>
  status === "ACTIVE" ? "ACTIVATE" : "DEACTIVATE";

/** Whether a friend's status lets `action` through. */
export function statusAllows(status: AffiliateStatusValue, action: AffiliateAction): boolean {
  return ALLOWED_FROM[action].includes(status);
}

/** The actions the staff member may take next on a friend: allowed by its status and by content.manage. */
export function affiliateActions(actor: Actor, affiliate: { status: AffiliateStatusValue }): AffiliateAction[] {
  if (!can(actor, "content.manage")) return [];
  return AFFILIATE_ACTIONS.filter((action) => statusAllows(affiliate.status, action));
}
