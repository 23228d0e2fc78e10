import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { events, workshopRegistrations } from "../../db/schema/index.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { workshopChoiceMail, type SlotChoice } from "../../mail/templates/workshop-choice.ts";
import type { UnitOfWork } from "../deps.ts";
import { sanitizeOptionalRichText } from "../rich-text.ts";
import { changesWindow } from "./changes-cutoff.ts";
import { listEventWorkshops } from "./workshop-lookup.ts";

export type WorkshopChoiceChange = {
  ticket: { id: string; eventId: string; code: string };
  /** The address used for this change; the confirmation goes there. */
  to: string;
  firstName: string;
  /** The workshop a waitlist promotion gave the ticket holder; the mail says a place came free. */
  promotedTo?: string;
  /** The cut-off, when the caller knows it already; looked up otherwise. */
  changesCloseAt?: Date | null;
};

/**
 * Writes the confirmation of a ticket's workshop choice as it stands after a change, in the transaction of that
 * change: rolled back with it, never sent for a change that did not happen. Every change gets its
 * own mail, so the key carries a fresh id; a transaction writes it once, so no mail is ever doubled.
 */
export async function enqueueWorkshopChoice(unit: UnitOfWork, change: WorkshopChoiceChange): Promise<void> {
  const { tx, now } = unit;
  const { ticket } = change;
  const [event] = await tx
    .select({ name: events.name, practicalInfoHtml: events.practicalInfoHtml })
    .from(events)
    .where(eq(events.id, ticket.eventId));
  const [all, registrations] = await Promise.all([
    listEventWorkshops(tx, ticket.eventId),
    tx
      .select({ workshopId: workshopRegistrations.workshopId })
      .from(workshopRegistrations)
      .where(eq(workshopRegistrations.ticketId, ticket.id)),
  ]);
  const chosen = new Set(registrations.map((row) => row.workshopId));
  const slots: SlotChoice[] = [];
  for (const workshop of all) {
    let slot = slots.find((candidate) => candidate.slotId === workshop.slotId);
    if (!slot) {
      slot = { slotId: workshop.slotId, startsAt: workshop.startsAt, endsAt: workshop.endsAt, workshop: null };
      slots.push(slot);
    }
    if (chosen.has(workshop.id)) slot.workshop = { name: workshop.name, room: workshop.room };
  }

  const { siteName, publicUrl } = unit.settings.site;
  const changesCloseAt =
    change.changesCloseAt !== undefined
      ? change.changesCloseAt
      : (await changesWindow(tx, ticket.eventId, unit.settings.workshops, now)).changesCloseAt;
  const content = workshopChoiceMail({
    firstName: change.firstName,
    changesCloseAt,
    ...(change.promotedTo ? { promotedTo: change.promotedTo } : {}),
    eventName: event?.name ?? siteName,
    practicalInfoHtml: sanitizeOptionalRichText(event?.practicalInfoHtml ?? ""),
    code: ticket.code,
    slots,
    siteName,
    publicUrl,
  });
  await enqueueMail(unit, {
    dedupeKey: `workshop-choice:${ticket.id}:${now.getTime()}:${randomUUID()}`,
    to: change.to,
    ...content,
    attachments: [],
  });
}
