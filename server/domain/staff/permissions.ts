/**
 * The server's side of the permission table (common/staff-permissions.ts): every domain service that staff call
 * checks it with requirePermission before it reads or changes anything, so the table holds whichever way a request
 * arrives (a /beheer page, /graphql, a script).
 */
import { rolesAllow, type StaffOperation } from "../../../common/staff-permissions.ts";
import type { Actor, StaffActor } from "../deps.ts";
import { DomainError } from "../errors.ts";

export function can(actor: Actor, operation: StaffOperation): boolean {
  return actor.kind === "staff" && rolesAllow(actor.roles, operation);
}

const NOT_SIGNED_IN_MESSAGE = "Log in op de beheeromgeving om dit te doen.";
const NOT_ALLOWED_MESSAGE = "Je hebt geen toestemming voor deze actie. Vraag een beheerder om de juiste rol.";

/**
 * Refuses unless the actor is a staff member with a role that allows `operation`: UNAUTHENTICATED for anyone who is
 * not signed in as staff, FORBIDDEN for staff without the role. Returns the staff actor, for the audit row.
 */
export function requirePermission(actor: Actor, operation: StaffOperation): StaffActor {
  if (actor.kind !== "staff") throw new DomainError("UNAUTHENTICATED", NOT_SIGNED_IN_MESSAGE);
  if (!rolesAllow(actor.roles, operation)) throw new DomainError("FORBIDDEN", NOT_ALLOWED_MESSAGE, { operation });
  return actor;
}
