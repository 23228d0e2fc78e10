/**
 * The one permission table of the back office (decision 0012): which role may do which operation. The server's
 * services check it before they read or change anything (server/domain/staff/permissions.ts), whichever way a
 * request arrives; each /beheer page declares the one it needs (its route's `handle`), which the back office's
 * layout enforces and from which its menu is made. A permission is typed: a misspelt one does not compile.
 */
import type { StaffRole } from "./staff-roles.ts";

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
  /** Delete an upload (image, notice PDF) that no content uses, from the media library. */
  "media.delete",
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
  /** The accreditation registers (BIG, NIP, SKJ, ...): their names, PE-online prefixes, number formats, channels. */
  "registers.manage",
  /**
   * Accreditation work on people's numbers: registration numbers, presence reported to the registers. Declared
   * ahead of the pages that will use it (decision 0036); no page or service checks it yet.
   */
  "accreditation.manage",
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
    "media.delete",
    "participants.read",
    "participants.message",
  ],
  financien: [
    "backoffice.open",
    "orders.read",
    "orders.manage",
    "participants.read",
    "participants.message",
    "accreditation.manage",
  ],
  balie: ["backoffice.open", "checkin.perform", "participants.read"],
};

export function rolesAllow(roles: readonly StaffRole[], operation: StaffOperation): boolean {
  return roles.some((role) => ROLE_PERMISSIONS[role].includes(operation));
}
