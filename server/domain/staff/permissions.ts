/**
 * The server's side of the permission table (common/staff-permissions.ts): every domain service that staff call
 * checks it with requirePermission before it reads or changes anything, so the table holds whichever way a request
 * arrives (a /beheer page, /graphql, a script).
 */
import { rolesAllow, type StaffOperation } from "../../../common/staff-permissions.ts";
import type { Actor, StaffActor } from "../deps.ts";
import { DomainError } from "../errors.ts";

export function can(actor: Actor, operation: StaffOperation): boolean {
  return actor.kind === "staff" && !isRecoverySession(actor) && rolesAllow(actor.roles, operation);
}

const NOT_SIGNED_IN_MESSAGE = "Log in op de beheeromgeving om dit te doen.";
const NOT_ALLOWED_MESSAGE = "Je hebt geen toestemming voor deze actie. Vraag een beheerder om de juiste rol.";
export const PASSKEY_REQUIRED_MESSAGE =
  "Voor jouw rol is inloggen met een passkey verplicht. Je bent ingelogd met een e-maillink: log uit en log in met " +
  "je passkey, of registreer op Mijn account een nieuwe passkey als je de oude niet meer hebt.";

/**
 * Refuses unless the actor is a staff member with a role that allows `operation`: UNAUTHENTICATED for anyone who is
 * not signed in as staff, PASSKEY_REQUIRED for a recovery session, FORBIDDEN for staff without the role. Returns the
 * staff actor, for the audit row.
 */
export function requirePermission(actor: Actor, operation: StaffOperation): StaffActor {
  const staff = requireStaffSession(actor);
  if (isRecoverySession(staff)) throw new DomainError("PASSKEY_REQUIRED", PASSKEY_REQUIRED_MESSAGE, { operation });
  if (!rolesAllow(staff.roles, operation)) throw new DomainError("FORBIDDEN", NOT_ALLOWED_MESSAGE, { operation });
  return staff;
}

/**
 * Refuses unless the actor is signed in as staff, whatever their roles, also in a recovery session: for what every
 * staff member may do with their own account (their sessions, their passkeys, signing out).
 */
export function requireStaffSession(actor: Actor): StaffActor {
  if (actor.kind !== "staff") throw new DomainError("UNAUTHENTICATED", NOT_SIGNED_IN_MESSAGE);
  return actor;
}

/**
 * A session started by mail link of someone whose role requires a passkey and who has one (decision 0039): the
 * mailbox alone then only lets its person register a new passkey (a lost one) and see or end their sessions.
 */
export function isRecoverySession(actor: StaffActor): boolean {
  const passkey = actor.passkey;
  return passkey !== undefined && passkey.required && passkey.hasPasskey && passkey.signInMethod === "link";
}
