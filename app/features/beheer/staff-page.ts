/**
 * What a back-office page declares about itself in its route's `handle`: the permission it needs (decision 0012).
 * The back office's layout enforces it before any loader or action of the page runs (requireStaff), its menu is
 * made from it, and a test finds every /beheer route declaring one. The permissions are typed: a misspelt one does
 * not compile. The API checks the same table again for every operation a page runs.
 */
import type { StaffOperation } from "../../../common/staff-permissions.ts";

type StaffPageRule =
  /** The page opens for staff who may do any one of these. */
  | { anyOf: readonly StaffOperation[] }
  /** One module serving several routes: the permission of each route pattern. */
  | { byPattern: Readonly<Record<string, StaffOperation>> };

export type StaffPageHandle = { staffPage: StaffPageRule };

/** A page for staff who may do `permission` (or any of the others given). */
export function staffPage(permission: StaffOperation, ...orAnyOf: StaffOperation[]): StaffPageHandle {
  return { staffPage: { anyOf: [permission, ...orAnyOf] } };
}

/** A module that serves several routes, each with its own permission. */
export function staffPageByPattern(permissions: Readonly<Record<string, StaffOperation>>): StaffPageHandle {
  return { staffPage: { byPattern: permissions } };
}

/** The permissions of which the route at `pattern` needs one; undefined when its handle declares none. */
export function pagePermissions(handle: unknown, pattern: string): readonly StaffOperation[] | undefined {
  const rule = (handle as Partial<StaffPageHandle> | undefined)?.staffPage;
  if (!rule) return undefined;
  if ("anyOf" in rule) return rule.anyOf;
  const permission = rule.byPattern[pattern];
  return permission ? [permission] : undefined;
}
