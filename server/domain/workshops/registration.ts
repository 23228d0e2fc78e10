import { eq } from "drizzle-orm";
import { workshopRegistrations } from "../../db/schema/index.ts";
import { withUniqueViolationAs } from "../../db/unique-violation.ts";
import { inTransaction, type ServiceDeps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { WRONG_EMAIL_MESSAGE } from "./registration-messages.ts";
import { parseRegisterInput, parseUnregisterInput } from "./registration-input.ts";
import { limitTicketChanges } from "../rate-limits/visitor-limits.ts";
import { findEventWorkshop, findSlotRegistration, openSlotChange } from "./ticket-access.ts";
import { requireTicketAttendee, sameAddress } from "./ticket-attendee.ts";
import { endWait } from "./waitlist.ts";
import { promoteWaitlists } from "./waitlist-promotion.ts";
import type { WorkshopView } from "./workshop-lookup.ts";
import { movePlace, releasePlace, takePlace } from "./workshop-places.ts";
import { enqueueWorkshopChoice } from "./workshop-choice-mail.ts";

export { WRONG_EMAIL_MESSAGE } from "./registration-messages.ts";
export const NOT_REGISTERED_MESSAGE = "Je bent niet ingeschreven voor deze workshop.";
export const CONCURRENT_CHANGE_MESSAGE = "Je inschrijving werd tegelijk gewijzigd. Probeer het opnieuw.";

/**
 * RegisterAttendee: one workshop per ticket per slot. Choosing another workshop in a slot
 * that already has one moves the registration; everything happens in one transaction, so a full workshop or
 * any failure leaves the old registration exactly as it was. A move frees a place in the old workshop, which its
 * waitlist gets at once. Until the cut-off only (changes-cutoff.ts), and only with the attendee's address
 * (ticket-attendee.ts). Returns the workshop with its places left.
 */
export async function registerAttendee(deps: ServiceDeps, rawInput: unknown): Promise<WorkshopView> {
  const input = parseRegisterInput(rawInput);
  const details = { firstName: input.firstName, lastName: input.lastName, email: input.email };
  return withCleanConflicts(() =>
    inTransaction(deps, async (unit) => {
      const { tx, now } = unit;
      const { ticket, workshop, changesCloseAt } = await openSlotChange(
        unit,
        input.registrationToken,
        input.workshopId,
      );
      await requireTicketAttendee(tx, ticket.id, details.email);
      const existing = await findSlotRegistration(tx, ticket.id, workshop.slotId);
      const unchanged =
        existing?.workshopId === workshop.id &&
        existing.firstName === details.firstName &&
        existing.lastName === details.lastName &&
        existing.email === details.email;
      // A repeated click or a retried request: success, and no change to count or mail.
      if (unchanged) return workshop;
      await limitTicketChanges(unit, ticket.id);

      if (existing?.workshopId === workshop.id) {
        // The same place with the name (or the address's spelling) corrected.
        await tx.update(workshopRegistrations).set(details).where(eq(workshopRegistrations.id, existing.id));
      } else if (existing) {
        await movePlace(tx, existing.workshopId, workshop.id);
        await tx
          .update(workshopRegistrations)
          .set({ ...details, workshopId: workshop.id })
          .where(eq(workshopRegistrations.id, existing.id));
      } else {
        await takePlace(tx, workshop.id);
        await tx.insert(workshopRegistrations).values({
          ...details,
          workshopId: workshop.id,
          slotId: workshop.slotId,
          ticketId: ticket.id,
          createdAt: now,
        });
      }
      // Waiting for the workshop just taken is over; a wait for another one in the slot stays.
      await endWait(unit, ticket.id, workshop.slotId, "CLOSED", workshop.id);
      if (existing && existing.workshopId !== workshop.id) {
        await promoteWaitlists(unit, ticket.eventId, [existing.workshopId]);
      }
      await enqueueWorkshopChoice(unit, { ticket, to: details.email, firstName: details.firstName, changesCloseAt });
      return findEventWorkshop(tx, ticket.eventId, workshop.id);
    }),
  );
}

/**
 * UnregisterAttendee: gives the place back, only for the e-mail address that registered. The first
 * ticket holder waiting for the workshop gets the place in the same transaction (waitlist-promotion.ts).
 */
export async function unregisterAttendee(deps: ServiceDeps, rawInput: unknown): Promise<WorkshopView> {
  const input = parseUnregisterInput(rawInput);
  return inTransaction(deps, async (unit) => {
    const { tx } = unit;
    const { ticket, workshop, changesCloseAt } = await openSlotChange(unit, input.registrationToken, input.workshopId);
    const existing = await findSlotRegistration(tx, ticket.id, workshop.slotId);
    if (existing?.workshopId !== workshop.id) {
      throw new DomainError("NOT_FOUND", NOT_REGISTERED_MESSAGE, { field: "workshopId", workshopId: workshop.id });
    }
    if (!sameAddress(existing.email, input.email)) {
      throw new DomainError("BAD_USER_INPUT", WRONG_EMAIL_MESSAGE, { field: "email" });
    }
    await limitTicketChanges(unit, ticket.id);
    // The delete is the claim: only the transaction that removed the row gives its place back.
    const deleted = await tx
      .delete(workshopRegistrations)
      .where(eq(workshopRegistrations.id, existing.id))
      .returning({ id: workshopRegistrations.id });
    if (deleted.length === 0) throw new DomainError("NOT_FOUND", NOT_REGISTERED_MESSAGE, { field: "workshopId" });
    await releasePlace(tx, workshop.id);
    await promoteWaitlists(unit, ticket.eventId, [workshop.id]);
    await enqueueWorkshopChoice(unit, { ticket, to: input.email, firstName: existing.firstName, changesCloseAt });
    return findEventWorkshop(tx, ticket.eventId, workshop.id);
  });
}

/**
 * The ticket lock serialises one ticket's changes, so unique (ticket_id, slot_id) should never fire; should a
 * registration ever be written around the service, a violation is still a clean answer and not a 500.
 */
function withCleanConflicts<T>(work: () => Promise<T>): Promise<T> {
  return withUniqueViolationAs(() => new DomainError("CONFLICT", CONCURRENT_CHANGE_MESSAGE), work);
}
