/**
 * Which roles require a passkey (decision 0039). By default the roles that hold money, staff-account or privacy
 * permissions: a stolen mailbox must not be enough to refund, to make accounts, or to export or erase people's data.
 * A beheerder changes it per role (staff_passkey_policies); a role without a row keeps its default.
 */
import { ROLE_PERMISSIONS, type StaffOperation } from "../../../../common/staff-permissions.ts";
import { STAFF_ROLES, type StaffRole } from "../../../../common/staff-roles.ts";

const HIGH_STAKES_OPERATIONS: readonly StaffOperation[] = ["orders.manage", "staff.manage", "privacy.manage"];

export function requiredByDefault(role: StaffRole): boolean {
  return ROLE_PERMISSIONS[role].some((operation) => HIGH_STAKES_OPERATIONS.includes(operation));
}

/** Whether a role requires a passkey, given the beheerder's choices (role → required) of the policy table. */
export function roleRequiresPasskey(role: StaffRole, choices: Readonly<Record<string, boolean>>): boolean {
  return choices[role] ?? requiredByDefault(role);
}

/** A person requires a passkey when any of their roles does. */
export function passkeyRequiredFor(roles: readonly StaffRole[], choices: Readonly<Record<string, boolean>>): boolean {
  return roles.some((role) => roleRequiresPasskey(role, choices));
}

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}
