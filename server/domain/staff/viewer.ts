import type { StaffRole } from "../../../common/staff-roles.ts";
import type { Actor } from "../deps.ts";
import { STAFF_OPERATIONS, rolesAllow, type StaffOperation } from "../../../common/staff-permissions.ts";

export type StaffViewer = {
  id: string;
  name: string;
  email: string;
  roles: StaffRole[];
  permissions: StaffOperation[];
};

/** The signed-in staff member and what they may do; null for anyone else. */
export function staffViewerOf(actor: Actor): StaffViewer | null {
  if (actor.kind !== "staff") return null;
  return {
    id: actor.staffId,
    name: actor.name,
    email: actor.email,
    roles: [...actor.roles],
    permissions: STAFF_OPERATIONS.filter((operation) => rolesAllow(actor.roles, operation)),
  };
}
