/**
 * The one permission table of the back office (decision 0012): which role may do which operation. Every domain
 * service that staff call checks it with requirePermission before it reads or changes anything, so the table
 * holds whichever way a request arrives (a /beheer page, /graphql, a script); the pages use `can` only to hide
 * what would be refused anyway.
 */
import type { StaffRole } from "../../db/schema/index.ts";
import type { Actor, StaffActor } from "../deps.ts";
import { DomainError } from "../errors.ts";

export const STAFF_OPERATIONS = [
  /** Open the back office at all: the dashboard, one's own sessions, signing out. */
  "backoffice.open",
  /** Staff accounts and their roles. */
  "staff.manage",
  /** Read the audit log. */
  "audit.read",
  /** Events, their ticket types, workshop slots and workshops, including drafts. */
  "events.manage",
  /** Vakschool courses and their instructors. */
  "courses.manage",
  /** A course's enrolments: list, enrol someone on their behalf, cancel one. */
  "enrollments.manage",
  /** Friends, organisations and vacancies. */
  "content.manage",
  /** Who is coming: participant lists of events, workshops and courses, on screen and as files. */
  "participants.read",
  /** Write an e-mail to everyone of an event, a workshop or a course. */
  "participants.message",
  /** Orders, invoices, payments, refunds, the dashboard's money and the bookkeeping export. */
  "orders.read",
  /** Every money action: cancel, refund, mark paid, remind, approve or refuse, resend, change a ticket's holder. */
  "orders.manage",
  /** Check-in at the door. */
  "checkin.perform",
  /** A person's request about their own data made by post or phone: see it, export it, erase it. */
  "privacy.manage",
] as const;

export type StaffOperation = (typeof STAFF_OPERATIONS)[number];

/** The table itself. A `beheerder` may do everything; the others what their work needs. */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly StaffOperation[]>> = {
  beheerder: STAFF_OPERATIONS,
  redacteur: [
    "backoffice.open",
    "events.manage",
    "courses.manage",
    "enrollments.manage",
    "content.manage",
    "participants.read",
    "participants.message",
  ],
  financien: ["backoffice.open", "orders.read", "orders.manage", "participants.read", "participants.message"],
  balie: ["backoffice.open", "checkin.perform", "participants.read"],
};

export function rolesAllow(roles: readonly StaffRole[], operation: StaffOperation): boolean {
  return roles.some((role) => ROLE_PERMISSIONS[role].includes(operation));
}

export function can(actor: Actor, operation: StaffOperation): boolean {
  return actor.kind === "staff" && rolesAllow(actor.roles, operation);
}

export const NOT_SIGNED_IN_MESSAGE = "Log in op de beheeromgeving om dit te doen.";
export const NOT_ALLOWED_MESSAGE = "Je hebt geen toestemming voor deze actie. Vraag een beheerder om de juiste rol.";

/**
 * Refuses unless the actor is a staff member with a role that allows `operation`: UNAUTHENTICATED for anyone who is
 * not signed in as staff, FORBIDDEN for staff without the role. Returns the staff actor, for the audit row.
 */
export function requirePermission(actor: Actor, operation: StaffOperation): StaffActor {
  if (actor.kind !== "staff") throw new DomainError("UNAUTHENTICATED", NOT_SIGNED_IN_MESSAGE);
  if (!rolesAllow(actor.roles, operation)) throw new DomainError("FORBIDDEN", NOT_ALLOWED_MESSAGE, { operation });
  return actor;
}
