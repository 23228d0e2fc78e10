/**
 * Seeing and removing passkeys (decision 0039): a staff member their own on 'Mijn account', a beheerder a
 * colleague's on the colleague's page (a lost phone, someone who left). Removal is audited. A recovery session
 * (signed in by link while a passkey is required) may not remove one: a stolen mailbox must not take the owner's
 * passkeys away. A beheerder's removal is a staff-account change, so it asks for a fresh passkey check.
 */
import { and, asc, eq } from "drizzle-orm";
import { staffPasskeys } from "../../../db/schema/index.ts";
import { isUuid } from "../../../../common/ids.ts";
import type { ServiceDeps } from "../../deps.ts";
import { DomainError } from "../../errors.ts";
import { highRiskChange, ownAccountChange, type StaffUnit } from "../audit.ts";
import { requireFreshPasskey } from "./fresh-check.ts";
import { isRecoverySession, PASSKEY_REQUIRED_MESSAGE, requirePermission, requireStaffSession } from "../permissions.ts";
import { toPasskeyView, type PasskeyView } from "./passkey-view.ts";

const PASSKEY_NOT_FOUND_MESSAGE = "Deze passkey bestaat niet (meer).";

async function passkeysOf(deps: ServiceDeps, staffId: string): Promise<PasskeyView[]> {
  const rows = await deps.db
    .select()
    .from(staffPasskeys)
    .where(eq(staffPasskeys.staffId, staffId))
    .orderBy(asc(staffPasskeys.createdAt), asc(staffPasskeys.id));
  return rows.map(toPasskeyView);
}

/** The signed-in person's passkeys, oldest first. Any staff session. */
export function listMyPasskeys(deps: ServiceDeps): Promise<PasskeyView[]> {
  return passkeysOf(deps, requireStaffSession(deps.actor).staffId);
}

/** A colleague's passkeys, for their page. Needs staff.manage. */
export function listStaffMemberPasskeys(deps: ServiceDeps, staffId: string): Promise<PasskeyView[]> {
  requirePermission(deps.actor, "staff.manage");
  return passkeysOf(deps, staffId);
}

/**
 * Removes one of one's own passkeys; another person's id is NOT_FOUND like an unknown one. After a fresh passkey
 * check: a stolen session must not strip the account of its passkeys, leaving the mailbox as the only way in.
 */
export async function removeMyPasskey(deps: ServiceDeps, passkeyId: string): Promise<void> {
  const staff = requireStaffSession(deps.actor);
  if (isRecoverySession(staff)) throw new DomainError("PASSKEY_REQUIRED", PASSKEY_REQUIRED_MESSAGE);
  requireFreshPasskey(staff, deps.clock(), deps.settings.staff.passkeyFreshMinutes);
  await ownAccountChange(deps, (unit) => removePasskey(unit, staff.staffId, passkeyId));
}

/** Removes a colleague's passkey (or one's own, from their page). Needs staff.manage and a fresh passkey check. */
export async function removeStaffMemberPasskey(deps: ServiceDeps, staffId: string, passkeyId: string): Promise<void> {
  await highRiskChange(deps, "staff.manage", async (unit) => {
    if (!isUuid(staffId)) throw new DomainError("NOT_FOUND", PASSKEY_NOT_FOUND_MESSAGE);
    await removePasskey(unit, staffId, passkeyId);
  });
}

async function removePasskey(unit: StaffUnit, staffId: string, passkeyId: string): Promise<void> {
  if (!isUuid(passkeyId)) throw new DomainError("NOT_FOUND", PASSKEY_NOT_FOUND_MESSAGE);
  const [removed] = await unit.tx
    .delete(staffPasskeys)
    .where(and(eq(staffPasskeys.id, passkeyId), eq(staffPasskeys.staffId, staffId)))
    .returning();
  if (!removed) throw new DomainError("NOT_FOUND", PASSKEY_NOT_FOUND_MESSAGE);
  await unit.audit({
    entityType: "staff_passkey",
    entityId: removed.id,
    action: "delete",
    before: { staffId, name: removed.name },
    after: null,
  });
}
