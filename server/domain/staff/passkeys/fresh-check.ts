/**
 * The fresh passkey check of the high-risk actions (decision 0039): a refund, a change of staff accounts or the
 * passkey policy, an erasure of personal data, a change of a payment setting. For a member who has a passkey, the
 * session must have proved it within STAFF_PASSKEY_FRESH_MINUTES; else PASSKEY_CHECK_REQUIRED, and the page shows
 * 'Bevestig met je passkey' and retries. A member without a passkey is not asked (the policy decides who needs one).
 */
import type { StaffOperation } from "../../../../common/staff-permissions.ts";
import type { ServiceDeps, StaffActor } from "../../deps.ts";
import { DomainError } from "../../errors.ts";
import { requirePermission } from "../permissions.ts";

const PASSKEY_CHECK_MESSAGE = "Bevestig deze actie eerst met je passkey. Daarna gaat de actie verder.";

export function requireFreshPasskey(staff: StaffActor, now: Date, freshMinutes: number): void {
  const passkey = staff.passkey;
  if (!passkey?.hasPasskey) return;
  const verifiedAt = passkey.verifiedAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  if (now.getTime() - verifiedAt <= freshMinutes * 60_000) return;
  throw new DomainError("PASSKEY_CHECK_REQUIRED", PASSKEY_CHECK_MESSAGE);
}

/** requirePermission for a high-risk action: the permission, then the fresh passkey check. */
export function requireFreshPermission(deps: ServiceDeps, operation: StaffOperation): StaffActor {
  const staff = requirePermission(deps.actor, operation);
  requireFreshPasskey(staff, deps.clock(), deps.settings.staff.passkeyFreshMinutes);
  return staff;
}
