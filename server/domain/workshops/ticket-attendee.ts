/**
 * A ticket's workshop places belong to its attendee (decision 0029): the first registration or waitlist place
 * made with a code fixes the attendee's e-mail address, and while the ticket has any, every sign-up change needs
 * that address. Someone else with the same code (codes are passed on and printed as QR codes) is refused, and so
 * can never take over, move or free the attendee's places. The caller holds the ticket's lock
 * (lockGrantingTicket), so two first sign-ups with different addresses cannot both pass.
 */
import { and, eq } from "drizzle-orm";
import type { Transaction } from "../../db/client.ts";
import { workshopRegistrations, workshopWaitlistEntries } from "../../db/schema/index.ts";
import { DomainError } from "../errors.ts";

export const OTHER_ATTENDEE_MESSAGE =
  "Met deze code heeft iemand anders zich al ingeschreven. Vul het e-mailadres in waarmee je je hebt ingeschreven. " +
  "Is de code aan jou doorgegeven? Vraag de vorige gebruiker zich eerst uit te schrijven, of neem contact met ons op.";

/** The address the ticket's places were made with, or null when it has none (any slot, also waitlists). */
async function ticketAttendeeEmail(tx: Transaction, ticketId: string): Promise<string | null> {
  const [registration] = await tx
    .select({ email: workshopRegistrations.email })
    .from(workshopRegistrations)
    .where(eq(workshopRegistrations.ticketId, ticketId))
    .limit(1);
  if (registration) return registration.email;
  const [waiting] = await tx
    .select({ email: workshopWaitlistEntries.email })
    .from(workshopWaitlistEntries)
    .where(and(eq(workshopWaitlistEntries.ticketId, ticketId), eq(workshopWaitlistEntries.status, "WAITING")))
    .limit(1);
  return waiting?.email ?? null;
}

/** Refuses a sign-up change with another address than the one the ticket's places were made with. */
export async function requireTicketAttendee(tx: Transaction, ticketId: string, email: string): Promise<void> {
  const attendee = await ticketAttendeeEmail(tx, ticketId);
  if (attendee !== null && !sameAddress(attendee, email)) {
    throw new DomainError("CONFLICT", OTHER_ATTENDEE_MESSAGE, { field: "email" });
  }
}

export function sameAddress(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
