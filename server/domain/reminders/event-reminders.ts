/**
 * The reminders before events (decision 0017): the valid tickets (not cancelled, their order confirmed: paid, invoiced
 * after approval, or free) of a visible, not-cancelled event that starts within the reminder window, ordered
 * before the window opened. Per order, the tickets are claimed together with a conditional update (reminded_at
 * null → now, with the same conditions) in the transaction that writes the mails: one to each ticket holder named
 * with an address, and one to the buyer for the other tickets. Several workers at once write each mail once.
 */
import { and, asc, eq, gt, inArray, isNull, lte } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { events, orders, tickets } from "../../db/schema/index.ts";
import { eventCalendarRef } from "../../mail/attachment-refs.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { eventReminderMail } from "../../mail/templates/event-reminder.ts";
import { TICKET_GRANTING_ORDER_STATUSES } from "../workshops/workshop-lookup.ts";
import { inTransaction, type ServiceDeps, type UnitOfWork } from "../deps.ts";
import { loadReminderContent, type ClaimedTicket } from "./event-reminder-content.ts";
import { REMINDER_BATCH, signedUpBeforeWindow, type ReminderWindow } from "./reminder-window.ts";

/** The order grants its tickets, was made before the window opened, and its event is due and still on. */
const orderDue = (window: ReminderWindow) =>
  and(
    inArray(orders.status, [...TICKET_GRANTING_ORDER_STATUSES]),
    signedUpBeforeWindow(orders.createdAt, events.startsAt, window),
    eq(events.visibilityStatus, "PUBLIC"),
    isNull(events.canceledAt),
    gt(events.startsAt, window.now),
    lte(events.startsAt, window.until),
  );

/** One batch of orders with due event reminders; returns how many mails were written. */
export async function sendDueEventReminders(deps: ServiceDeps, window: ReminderWindow): Promise<number> {
  const due = await dueOrders(deps.db, window);
  let written = 0;
  for (const { orderId } of due) {
    written += await inTransaction(deps, (unit) => remindOrder(unit, orderId, window), window.now);
  }
  return written;
}

function dueOrders(db: DbOrTx, window: ReminderWindow) {
  return db
    .selectDistinct({ orderId: orders.id, startsAt: events.startsAt })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(and(isNull(tickets.remindedAt), isNull(tickets.canceledAt), orderDue(window)))
    .orderBy(asc(events.startsAt), asc(orders.id))
    .limit(REMINDER_BATCH);
}

/** Claims the order's unreminded valid tickets and writes their mails; 0 when another worker claimed them. */
async function remindOrder(unit: UnitOfWork, orderId: string, window: ReminderWindow): Promise<number> {
  const stillDue = unit.tx
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(and(eq(orders.id, orderId), orderDue(window)));
  const claimed: ClaimedTicket[] = await unit.tx
    .update(tickets)
    .set({ remindedAt: unit.now })
    .where(
      and(
        eq(tickets.orderId, orderId),
        isNull(tickets.remindedAt),
        isNull(tickets.canceledAt),
        inArray(tickets.orderId, stillDue),
      ),
    )
    .returning({
      id: tickets.id,
      code: tickets.registrationCode,
      ticketTypeId: tickets.ticketTypeId,
      holderFirstName: tickets.holderFirstName,
      holderEmail: tickets.holderEmail,
    });
  if (claimed.length === 0) return 0;
  const content = await loadReminderContent(unit.tx, orderId, claimed);
  const { siteName, publicUrl } = unit.settings.site;
  let written = 0;
  for (const mail of content.mails) {
    const isNew = await enqueueMail(unit, {
      dedupeKey: `event-reminder:${mail.tickets[0]!.id}`,
      to: mail.to,
      ...eventReminderMail({
        firstName: mail.firstName,
        event: content.event,
        tickets: mail.tickets,
        siteName,
        publicUrl,
      }),
      attachments: [eventCalendarRef(content.event)],
      orderId,
    });
    if (isNew) written++;
  }
  return written;
}
