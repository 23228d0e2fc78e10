/**
 * What the reminders of one order say: the event, and the claimed tickets grouped by who gets them. A ticket with a
 * holder's address goes to that holder; the others go to the buyer in one mail. Each ticket carries its type and,
 * at a forum, its choice per workshop slot.
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { events, orders, ticketTypes, workshopRegistrations, workshops, workshopSlots } from "../../db/schema/index.ts";
import { eventLocation, findCalendarEvent } from "../events/calendar-event.ts";
import { sanitizeOptionalRichText } from "../rich-text.ts";
import type { EventReminderEvent, EventReminderTicket } from "../../mail/templates/event-reminder.ts";

export type ClaimedTicket = {
  id: string;
  code: string;
  ticketTypeId: string;
  holderFirstName: string | null;
  holderEmail: string | null;
};

export type ReminderMail = { to: string; firstName: string; tickets: (EventReminderTicket & { id: string })[] };

export async function loadReminderContent(
  tx: DbOrTx,
  orderId: string,
  claimed: ClaimedTicket[],
): Promise<{ event: EventReminderEvent; mails: ReminderMail[] }> {
  const [order] = await tx
    .select({ eventId: orders.eventId, firstName: orders.firstName, email: orders.email })
    .from(orders)
    .where(eq(orders.id, orderId));
  const event = order && (await findCalendarEvent(tx, order.eventId));
  if (!order || !event) throw new Error(`Bestelling ${orderId} of haar evenement bestaat niet (meer)`);
  const ticketIds = claimed.map((ticket) => ticket.id);
  const [practicalInfo] = await tx
    .select({ html: events.practicalInfoHtml })
    .from(events)
    .where(eq(events.id, event.id));
  // One after the other: the queries share the transaction's connection.
  const types = await tx
    .select({ id: ticketTypes.id, name: ticketTypes.name })
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, event.id));
  const slots = await tx
    .select({ id: workshopSlots.id, startsAt: workshopSlots.startsAt, endsAt: workshopSlots.endsAt })
    .from(workshopSlots)
    .where(eq(workshopSlots.eventId, event.id))
    .orderBy(asc(workshopSlots.startsAt));
  const choices = await tx
    .select({
      ticketId: workshopRegistrations.ticketId,
      slotId: workshopRegistrations.slotId,
      name: workshops.name,
      room: workshops.room,
    })
    .from(workshopRegistrations)
    .innerJoin(workshops, eq(workshops.id, workshopRegistrations.workshopId))
    .where(inArray(workshopRegistrations.ticketId, ticketIds));
  const typeName = new Map(types.map((type) => [type.id, type.name]));
  const describe = (ticket: ClaimedTicket) => ({
    id: ticket.id,
    code: ticket.code,
    ticketTypeName: typeName.get(ticket.ticketTypeId) ?? "Ticket",
    slots: slots.map((slot) => {
      const choice = choices.find((row) => row.ticketId === ticket.id && row.slotId === slot.id);
      const workshop = choice ? { name: choice.name, room: choice.room } : null;
      return { slotId: slot.id, startsAt: slot.startsAt, endsAt: slot.endsAt, workshop };
    }),
  });

  // Grouped by address (case-insensitively): a holder named with the buyer's own address gets the buyer's mail.
  const mails = new Map<string, ReminderMail>();
  const sorted = [...claimed].sort((a, b) => a.code.localeCompare(b.code));
  for (const ticket of sorted) {
    const to = ticket.holderEmail ?? order.email;
    const key = to.trim().toLowerCase();
    const firstName =
      key === order.email.trim().toLowerCase() ? order.firstName : (ticket.holderFirstName ?? order.firstName);
    const mail = mails.get(key) ?? { to, firstName, tickets: [] };
    mail.tickets.push(describe(ticket));
    mails.set(key, mail);
  }
  return {
    event: {
      ...event,
      location: eventLocation(event),
      practicalInfoHtml: sanitizeOptionalRichText(practicalInfo?.html ?? ""),
    },
    mails: [...mails.values()],
  };
}
