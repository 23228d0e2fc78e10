/**
 * The data the confirmation e-mail and the ticket PDF show, read from the order as it stands. Shared by the
 * mail (written when the order is confirmed) and the mail worker (which renders the PDFs when it sends).
 */
import { and, eq, isNull, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  accreditationRegisters,
  accreditations,
  events,
  orders,
  registers,
  tickets,
  ticketTypes,
  workshops,
  workshopSlots,
  type EVENT_TYPES,
} from "../../db/schema/index.ts";
import type { InvoiceSource } from "../invoices/create-invoice.ts";
import { sanitizeOptionalRichText, type SanitizedHtml } from "../rich-text.ts";

export type EventSummary = {
  id: string;
  name: string;
  type: (typeof EVENT_TYPES)[number];
  startsAt: Date;
  endsAt: Date;
  location: { street: string; postalCode: string; city: string; country: string };
};

type IssuedTicket = { id: string; registrationCode: string; ticketTypeName: string };

export type ConfirmedOrder = {
  id: string;
  status: (typeof orders.$inferSelect)["status"];
  paymentMethod: (typeof orders.$inferSelect)["paymentMethod"];
  totalCents: number;
  buyer: { firstName: string; lastName: string; email: string };
  event: EventSummary;
  /** The event has workshops: each ticket's code then opens the workshop sign-up, and the mail links to it. */
  eventHasWorkshops: boolean;
  /**
   * The event's accreditation names active registers: each ticket's page then asks its attendee's registration
   * numbers (decision 0036), and the mail says so.
   */
  eventAsksRegistrationNumbers: boolean;
  /** The event's "Praktische informatie" for its ticket holders, through the allow-list; empty when none. */
  practicalInfoHtml: SanitizedHtml;
  lines: { description: string; quantity: number; unitPriceCents: number; totalCents: number }[];
  /** In the order the shop lists their ticket types, then by code. */
  tickets: IssuedTicket[];
};

/** What one ticket PDF shows. The holder is the one staff named for the ticket, or else the buyer. */
export type TicketDocument = IssuedTicket & { holderName: string; event: EventSummary };

const eventColumns = {
  id: events.id,
  name: events.name,
  type: events.type,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  street: events.street,
  postalCode: events.postalCode,
  city: events.city,
  country: events.country,
};

function toEventSummary(row: { [K in keyof typeof eventColumns]: (typeof events.$inferSelect)[K] }): EventSummary {
  const { street, postalCode, city, country, ...event } = row;
  return { ...event, location: { street, postalCode, city, country } };
}

/**
 * True (as SQL) when the event in `eventId` has at least one workshop in a slot: then its tickets' codes open the
 * workshop sign-up. A select field, so a page's query needs no second round trip.
 */
export function eventHasWorkshopsSql(eventId: AnyColumn): SQL<boolean> {
  return sql<boolean>`exists(select 1 from ${workshops} inner join ${workshopSlots} on ${workshopSlots.id} = ${workshops.slotId} where ${workshopSlots.eventId} = ${eventId})`.mapWith(
    Boolean,
  );
}

/** True (as SQL) when the accreditation of the event in `eventId` names an active register. */
function eventAsksRegistrationNumbersSql(eventId: AnyColumn): SQL<boolean> {
  return sql<boolean>`exists(select 1 from ${accreditations} inner join ${accreditationRegisters} on ${accreditationRegisters.accreditationId} = ${accreditations.id} inner join ${registers} on ${registers.id} = ${accreditationRegisters.registerId} where ${accreditations.eventId} = ${eventId} and ${registers.active})`.mapWith(
    Boolean,
  );
}

/** An order's lines as sold, as JSON, in the order of their ticket types (as soldLinesOf reads them). */
function soldLinesJson(orderId: AnyColumn): SQL<InvoiceSource["lines"]> {
  return sql<InvoiceSource["lines"]>`(select coalesce(json_agg(json_build_object(
      'description', sold_line.description, 'quantity', sold_line.quantity,
      'unitPriceCents', sold_line.unit_price_cents, 'vatRate', sold_line.vat_rate)
      order by ticket_type.sort_order, sold_line.description), '[]'::json)
    from order_lines sold_line inner join ticket_types ticket_type on ticket_type.id = sold_line.ticket_type_id
    where sold_line.order_id = ${orderId})`;
}

/** An order's tickets that are not cancelled, as JSON, in the order the shop lists their types, then by code. */
function issuedTicketsJson(orderId: AnyColumn): SQL<IssuedTicket[]> {
  return sql<IssuedTicket[]>`(select coalesce(json_agg(json_build_object(
      'id', ticket.id, 'registrationCode', ticket.registration_code, 'ticketTypeName', ticket_type.name)
      order by ticket_type.sort_order, ticket.registration_code), '[]'::json)
    from tickets ticket inner join ticket_types ticket_type on ticket_type.id = ticket.ticket_type_id
    where ticket.order_id = ${orderId} and ticket.canceled_at is null)`;
}

export async function findConfirmedOrder(db: DbOrTx, orderId: string): Promise<ConfirmedOrder | null> {
  return (await findConfirmedOrderWithInvoiceSource(db, orderId))?.confirmed ?? null;
}

/**
 * The confirmed order, and what its invoice is made of (create-invoice.ts) from the same reads: confirming an
 * invoice order needs both, and reading the order and its lines once is a ticket rush's saving.
 */
export async function findConfirmedOrderWithInvoiceSource(
  db: DbOrTx,
  orderId: string,
): Promise<{ confirmed: ConfirmedOrder; invoiceSource: InvoiceSource } | null> {
  // One statement: the lines and the issued tickets come along as JSON, each in the order the shop lists them.
  const [row] = await db
    .select({
      order: orders,
      event: eventColumns,
      eventHasWorkshops: eventHasWorkshopsSql(orders.eventId),
      eventAsksRegistrationNumbers: eventAsksRegistrationNumbersSql(orders.eventId),
      practicalInfoHtml: events.practicalInfoHtml,
      lines: soldLinesJson(orders.id),
      issued: issuedTicketsJson(orders.id),
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const { order, lines, issued } = row;
  const confirmed: ConfirmedOrder = {
    id: order.id,
    status: order.status,
    paymentMethod: order.paymentMethod,
    totalCents: order.totalCents,
    buyer: { firstName: order.firstName, lastName: order.lastName, email: order.email },
    event: toEventSummary(row.event),
    eventHasWorkshops: row.eventHasWorkshops,
    eventAsksRegistrationNumbers: row.eventAsksRegistrationNumbers,
    // Sanitised again on the way out, as every stored rich text is.
    practicalInfoHtml: sanitizeOptionalRichText(row.practicalInfoHtml),
    lines: lines.map(({ description, quantity, unitPriceCents }) => ({
      description,
      quantity,
      unitPriceCents,
      totalCents: quantity * unitPriceCents,
    })),
    tickets: issued,
  };
  return { confirmed, invoiceSource: { order, eventName: row.event.name, eventStartsAt: row.event.startsAt, lines } };
}

export async function findTicketDocument(db: DbOrTx, ticketId: string): Promise<TicketDocument | null> {
  const [row] = await db
    .select({
      id: tickets.id,
      registrationCode: tickets.registrationCode,
      ticketTypeName: ticketTypes.name,
      firstName: sql<string>`coalesce(${tickets.holderFirstName}, ${orders.firstName})`,
      lastName: sql<string>`coalesce(${tickets.holderLastName}, ${orders.lastName})`,
      event: eventColumns,
    })
    .from(tickets)
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(events, eq(events.id, orders.eventId))
    // A cancelled ticket has no document any more.
    .where(and(eq(tickets.id, ticketId), isNull(tickets.canceledAt)));
  if (!row) return null;
  const { firstName, lastName, event, ...ticket } = row;
  return { ...ticket, holderName: `${firstName} ${lastName}`.trim(), event: toEventSummary(event) };
}
