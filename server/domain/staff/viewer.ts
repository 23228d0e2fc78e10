import type { StaffRole } from "../../../common/staff-roles.ts";
import type { Actor } from "../deps.ts";
import { isRecoverySession } from "./permissions.ts";
import { STAFF_OPERATIONS, rolesAllow, type StaffOperation } from "../../../common/staff-permissions.ts";

export type StaffViewer = {
  id: string;
  name: string;
  email: string;
  roles: StaffRole[];
  permissions: StaffOperation[];
  hasPasskey: boolean;
  passkeyRequired: boolean;
  passkeyRecovery: boolean;
};

/** The signed-in staff member and what they may do; null for anyone else. */
export function staffViewerOf(actor: Actor): StaffViewer | null {
  if (actor.kind !== "staff") return null;
  const recovery = isRecoverySession(actor);
  return {
    id: actor.staffId,
    name: actor.name,
    email: actor.email,
    roles: [...actor.roles],
    // A recovery session may do none of the table's operations (permissions.ts); its pages ask for none.
    permissions: recovery ? [] : STAFF_OPERATIONS.filter((operation) => rolesAllow(actor.roles, operation)),
    hasPasskey: actor.passkey?.hasPasskey ?? false,
    passkeyRequired: actor.passkey?.required ?? false,
    passkeyRecovery: recovery,
  };
}
