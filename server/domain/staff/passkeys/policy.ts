/**
 * The beheerder's choice of which roles require a passkey (decision 0039); the rules themselves are in
 * policy-rules.ts. A change is a staff-account change: staff.manage, a fresh passkey check, audited.
 */
import { staffPasskeyPolicies } from "../../../db/schema/index.ts";
import { STAFF_ROLES, type StaffRole } from "../../../../common/staff-roles.ts";
import type { DbOrTx } from "../../../db/client.ts";
import type { ServiceDeps } from "../../deps.ts";
import { DomainError } from "../../errors.ts";
import { highRiskChange } from "../audit.ts";
import { requirePermission } from "../permissions.ts";
import { isStaffRole, requiredByDefault, roleRequiresPasskey } from "./policy-rules.ts";

export type PasskeyPolicy = { role: StaffRole; required: boolean; requiredByDefault: boolean };

async function choicesOf(db: DbOrTx): Promise<Record<string, boolean>> {
  const rows = await db.select().from(staffPasskeyPolicies);
  return Object.fromEntries(rows.map((row) => [row.role, row.required]));
}

/** Every role with whether it requires a passkey now and by default. Needs staff.manage. */
export async function listPasskeyPolicies(deps: ServiceDeps): Promise<PasskeyPolicy[]> {
  requirePermission(deps.actor, "staff.manage");
  const choices = await choicesOf(deps.db);
  return STAFF_ROLES.map((role) => ({
    role,
    required: roleRequiresPasskey(role, choices),
    requiredByDefault: requiredByDefault(role),
  }));
}

export async function setPasskeyPolicy(
  deps: ServiceDeps,
  input: { role: string; required: boolean },
): Promise<PasskeyPolicy> {
  const { role, required } = input;
  if (!isStaffRole(role)) throw new DomainError("BAD_USER_INPUT", "Kies een bestaande rol.", { field: "role" });
  return highRiskChange(deps, "staff.manage", async (unit) => {
    const before = roleRequiresPasskey(role, await choicesOf(unit.tx));
    await unit.tx
      .insert(staffPasskeyPolicies)
      .values({ role, required, updatedAt: unit.now })
      .onConflictDoUpdate({ target: staffPasskeyPolicies.role, set: { required, updatedAt: unit.now } });
    if (before !== required) {
      await unit.audit({
        entityType: "staff_passkey_policy",
        entityId: role,
        action: "update",
        before: { required: before },
        after: { required },
      });
    }
    return { role, required, requiredByDefault: requiredByDefault(role) };
  });
}
