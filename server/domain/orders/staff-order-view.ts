/**
 * One order as its back-office page shows it: the order, its event, its tickets with their holders and
 * workshop choices, and its invoices. Needs orders.read; the timeline is ./order-timeline.ts.
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  events,
  invoices,
  orders,
  tickets,
  ticketTypes,
  workshopRegistrations,
  workshops,
  workshopSlots,
} from "../../db/schema/index.ts";
import { isUuid } from "../../../common/ids.ts";
import type { ServiceDeps } from "../deps.ts";
import { requirePermission } from "../staff/permissions.ts";
import { refundableCents } from "./refundable-cents.ts";
import { listedPersonOf, type ListedPerson, type StoredPerson } from "../participants/listed-person.ts";
import { orderActions, type OrderAction } from "./order-actions.ts";
import type { OrderRow } from "./order-list.ts";
import { numbersOfOwners, type StoredRegistrationNumber } from "../registration-numbers/registration-number-queries.ts";
import { findTermsVersion, type TermsVersion } from "../site-pages/terms-in-force.ts";

type StaffTicketView = {
  id: string;
  registrationCode: string;
  ticketTypeName: string;
  /** The holder staff named, or else the buyer; as staff may see them once erased (listed-person.ts). */
  holder: ListedPerson;
  holderIsBuyer: boolean;
  workshops: { workshopName: string; slotStartsAt: Date; slotEndsAt: Date }[];
  /** The attendee's numbers for the event's accreditation registers (decision 0036), read-only here. */
  registrationNumbers: StoredRegistrationNumber[];
};

type StaffInvoiceView = {
  id: string;
  number: string;
  issuedAt: Date;
  dueAt: Date;
  totalCents: number;
  isCredit: boolean;
};

export type StaffOrderView = OrderRow & {
  eventName: string;
  tickets: StaffTicketView[];
  invoices: StaffInvoiceView[];
  /** The terms version the buyer agreed to; null when none was in force. */
  acceptedTerms: TermsVersion | null;
  /** What this staff member may do next with the order (./order-actions.ts); the page draws its buttons from it. */
  actions: OrderAction[];
};

export async function findStaffOrder(deps: ServiceDeps, orderId: string): Promise<StaffOrderView | null> {
  requirePermission(deps.actor, "orders.read");
  if (!isUuid(orderId)) return null;
  const [row] = await deps.db
    .select({ order: orders, eventName: events.name })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const { paidCents, refundedCents } = await refundableCents(deps.db, orderId);
  return {
    ...row.order,
    eventName: row.eventName,
    tickets: await ticketsOf(deps.db, row.order),
    invoices: await invoicesOf(deps.db, orderId),
    acceptedTerms: await findTermsVersion(deps.db, row.order.acceptedTermsVersionId),
    actions: orderActions(deps.actor, { status: row.order.status, refundableCents: paidCents - refundedCents }),
  };
}

async function ticketsOf(db: DbOrTx, order: OrderRow): Promise<StaffTicketView[]> {
  const rows = await db
    .select({ ticket: tickets, ticketTypeName: ticketTypes.name })
    .from(tickets)
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .where(eq(tickets.orderId, order.id))
    .orderBy(asc(ticketTypes.sortOrder), asc(tickets.registrationCode));
  const ids = rows.map(({ ticket }) => ticket.id);
  const numbers = await numbersOfOwners(db, "ticket", ids);
  const choices =
    ids.length === 0
      ? []
      : await db
          .select({
            ticketId: workshopRegistrations.ticketId,
            workshopName: workshops.name,
            slotStartsAt: workshopSlots.startsAt,
            slotEndsAt: workshopSlots.endsAt,
          })
          .from(workshopRegistrations)
          .innerJoin(workshops, eq(workshops.id, workshopRegistrations.workshopId))
          .innerJoin(workshopSlots, eq(workshopSlots.id, workshopRegistrations.slotId))
          .where(inArray(workshopRegistrations.ticketId, ids))
          .orderBy(asc(workshopSlots.startsAt));
  return rows.map(({ ticket, ticketTypeName }) => ({
    id: ticket.id,
    registrationCode: ticket.registrationCode,
    ticketTypeName,
    ...listedHolder(ticketHolder(ticket, order)),
    workshops: choices
      .filter((choice) => choice.ticketId === ticket.id)
      .map(({ ticketId: _ticket, ...choice }) => choice),
    registrationNumbers: numbers.get(ticket.id) ?? [],
  }));
}

function listedHolder({ holder, holderIsBuyer }: ReturnType<typeof ticketHolder>) {
  return { holder: listedPersonOf(holder), holderIsBuyer };
}

/** Who uses a ticket: the holder staff named, or else the buyer. */
export function ticketHolder(
  ticket: Pick<typeof tickets.$inferSelect, "holderFirstName" | "holderLastName" | "holderEmail">,
  buyer: Pick<OrderRow, "firstName" | "lastName" | "email">,
): { holder: StoredPerson; holderIsBuyer: boolean } {
  const { holderFirstName, holderLastName, holderEmail } = ticket;
  if (holderFirstName !== null && holderLastName !== null && holderEmail !== null) {
    return {
      holder: { firstName: holderFirstName, lastName: holderLastName, email: holderEmail },
      holderIsBuyer: false,
    };
  }
  return { holder: { firstName: buyer.firstName, lastName: buyer.lastName, email: buyer.email }, holderIsBuyer: true };
}

async function invoicesOf(db: DbOrTx, orderId: string): Promise<StaffInvoiceView[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
    .orderBy(asc(invoices.issuedAt), asc(invoices.number));
  return rows.map((invoice) => ({
    id: invoice.id,
    number: invoice.number,
    issuedAt: invoice.issuedAt,
    dueAt: invoice.dueAt,
    totalCents: invoice.totalCents,
    isCredit: invoice.creditForInvoiceId !== null,
  }));
}
