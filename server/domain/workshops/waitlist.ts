/**
 * Workshop waitlists (decision 0018), keyed by ticket code: a ticket holder waits for one full workshop per slot,
 * keeping (or not having) another choice there. Joining another workshop's list in the slot ends the earlier
 * wait. Every change runs under the slot's lock (slot-locks.ts) and only until the cut-off (changes-cutoff.ts);
 * promotion is waitlist-promotion.ts.
 */
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { workshopWaitlistEntries } from "../../db/schema/index.ts";
import { inTransaction, type ServiceDeps, type UnitOfWork } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseRegisterInput, parseUnregisterInput } from "./registration-input.ts";
import { WRONG_EMAIL_MESSAGE } from "./registration-messages.ts";
import { limitTicketChanges } from "../rate-limits/visitor-limits.ts";
import { findSlotRegistration, openSlotChange } from "./ticket-access.ts";
import { requireTicketAttendee, sameAddress } from "./ticket-attendee.ts";
import type { WorkshopView } from "./workshop-lookup.ts";
import { withPosition, type WaitlistEntryView } from "./waitlist-queries.ts";

const NOT_FULL_MESSAGE = "Deze workshop heeft weer plaats: je kunt hem gewoon selecteren.";
const ALREADY_REGISTERED_MESSAGE = "Je bent al ingeschreven voor deze workshop.";
const NOT_WAITING_MESSAGE = "Je staat niet op de wachtlijst van deze workshop.";

type EntryRow = typeof workshopWaitlistEntries.$inferSelect;

/**
 * Puts the ticket holder on a full workshop's waitlist, only with the attendee's address (ticket-attendee.ts);
 * joining it again only updates the name.
 */
export async function joinWorkshopWaitlist(
  deps: ServiceDeps,
  rawInput: unknown,
): Promise<{ workshop: WorkshopView; entry: WaitlistEntryView }> {
  const input = parseRegisterInput(rawInput);
  const details = { firstName: input.firstName, lastName: input.lastName, email: input.email };
  return inTransaction(deps, async (unit) => {
    const { tx, now } = unit;
    const { ticket, workshop } = await openSlotChange(unit, input.registrationToken, input.workshopId);
    await requireTicketAttendee(tx, ticket.id, details.email);
    const registration = await findSlotRegistration(tx, ticket.id, workshop.slotId);
    if (registration?.workshopId === workshop.id) {
      throw new DomainError("CONFLICT", ALREADY_REGISTERED_MESSAGE, { field: "workshopId" });
    }
    const waiting = await findWaiting(tx, ticket.id, workshop.slotId);
    let entry: EntryRow | undefined;
    if (waiting?.workshopId === workshop.id) {
      [entry] = await tx
        .update(workshopWaitlistEntries)
        .set(details)
        .where(eq(workshopWaitlistEntries.id, waiting.id))
        .returning();
    } else {
      // A free place is for choosing, not for waiting; the wizard shows this card as a choice again.
      if (workshop.currentCapacity > 0) throw new DomainError("CONFLICT", NOT_FULL_MESSAGE, { field: "workshopId" });
      await limitTicketChanges(unit, ticket.id);
      await endWait(unit, ticket.id, workshop.slotId, "LEFT");
      [entry] = await tx
        .insert(workshopWaitlistEntries)
        .values({ ...details, workshopId: workshop.id, slotId: workshop.slotId, ticketId: ticket.id, joinedAt: now })
        .returning();
    }
    if (!entry) throw new Error("Wachtlijstplaats is niet opgeslagen");
    return { workshop, entry: await withPosition(tx, entry) };
  });
}

/** Takes the ticket holder off a workshop's waitlist, only for the e-mail address they joined with. */
export async function leaveWorkshopWaitlist(deps: ServiceDeps, rawInput: unknown): Promise<WorkshopView> {
  const input = parseUnregisterInput(rawInput);
  return inTransaction(deps, async (unit) => {
    const { tx } = unit;
    const { ticket, workshop } = await openSlotChange(unit, input.registrationToken, input.workshopId);
    const waiting = await findWaiting(tx, ticket.id, workshop.slotId);
    if (waiting?.workshopId !== workshop.id) {
      throw new DomainError("NOT_FOUND", NOT_WAITING_MESSAGE, { field: "workshopId", workshopId: workshop.id });
    }
    if (!sameAddress(waiting.email, input.email)) {
      throw new DomainError("BAD_USER_INPUT", WRONG_EMAIL_MESSAGE, { field: "email" });
    }
    await limitTicketChanges(unit, ticket.id);
    await endWait(unit, ticket.id, workshop.slotId, "LEFT");
    return workshop;
  });
}

/**
 * Ends the ticket's wait in a slot (if any; only for `workshopId` when given). The caller holds the slot's lock.
 */
export async function endWait(
  unit: Pick<UnitOfWork, "tx" | "now">,
  ticketId: string,
  slotId: string,
  status: "LEFT" | "CLOSED",
  workshopId?: string,
): Promise<void> {
  await unit.tx
    .update(workshopWaitlistEntries)
    .set({ status, endedAt: unit.now })
    .where(
      and(
        eq(workshopWaitlistEntries.ticketId, ticketId),
        eq(workshopWaitlistEntries.slotId, slotId),
        eq(workshopWaitlistEntries.status, "WAITING"),
        workshopId ? eq(workshopWaitlistEntries.workshopId, workshopId) : undefined,
      ),
    );
}

async function findWaiting(db: DbOrTx, ticketId: string, slotId: string): Promise<EntryRow | null> {
  const [row] = await db
    .select()
    .from(workshopWaitlistEntries)
    .where(
      and(
        eq(workshopWaitlistEntries.ticketId, ticketId),
        eq(workshopWaitlistEntries.slotId, slotId),
        eq(workshopWaitlistEntries.status, "WAITING"),
      ),
    );
  return row ?? null;
}
