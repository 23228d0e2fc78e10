/**
 * The tickets part of "Mijn gegevens": which tickets an address uses, with their workshop choices and check-ins.
 * A ticket is someone's when staff named them as its holder; without a named holder it is the buyer's, unless
 * workshops were chosen with its code under another address (a colleague the buyer passed the code on to).
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  checkIns,
  events,
  orders,
  tickets,
  ticketTypes,
  workshopRegistrations,
  workshops,
  workshopSlots,
} from "../../db/schema/index.ts";
import { numbersOfOwners } from "../registration-numbers/registration-number-queries.ts";
import type {
  CheckInData,
  HeldTicketData,
  RegistrationNumberData,
  TicketData,
  WorkshopChoiceData,
} from "./personal-data-types.ts";

export type TicketRow = {
  id: string;
  orderId: string;
  code: string;
  ticketType: string;
  canceledAt: Date | null;
  holderFirstName: string | null;
  holderLastName: string | null;
  holderEmail: string | null;
};

type ChoiceRow = WorkshopChoiceData & { ticketId: string; email: string };

const ticketColumns = {
  id: tickets.id,
  orderId: tickets.orderId,
  code: tickets.registrationCode,
  ticketType: ticketTypes.name,
  canceledAt: tickets.canceledAt,
  holderFirstName: tickets.holderFirstName,
  holderLastName: tickets.holderLastName,
  holderEmail: tickets.holderEmail,
};

const sameAddress = (a: string | null, b: string) => a !== null && a.trim().toLowerCase() === b;

export async function ticketsOfOrders(db: DbOrTx, orderIds: string[]): Promise<TicketRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select(ticketColumns)
    .from(tickets)
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .where(inArray(tickets.orderId, orderIds))
    .orderBy(asc(tickets.createdAt), asc(tickets.registrationCode));
}

/** Whether the ticket is used by `email` (lower case) on an order that `email` bought. */
export function isBuyersOwnTicket(ticket: TicketRow, choices: ChoiceRow[], email: string): boolean {
  if (ticket.holderEmail !== null) return sameAddress(ticket.holderEmail, email);
  return choices.every((choice) => choice.ticketId !== ticket.id || sameAddress(choice.email, email));
}

async function choicesOfTickets(db: DbOrTx, ticketIds: string[]): Promise<ChoiceRow[]> {
  if (ticketIds.length === 0) return [];
  return db
    .select({
      ticketId: workshopRegistrations.ticketId,
      email: workshopRegistrations.email,
      workshop: workshops.name,
      slotStartsAt: workshopSlots.startsAt,
      slotEndsAt: workshopSlots.endsAt,
      firstName: workshopRegistrations.firstName,
      lastName: workshopRegistrations.lastName,
      registeredAt: workshopRegistrations.createdAt,
    })
    .from(workshopRegistrations)
    .innerJoin(workshops, eq(workshops.id, workshopRegistrations.workshopId))
    .innerJoin(workshopSlots, eq(workshopSlots.id, workshopRegistrations.slotId))
    .where(inArray(workshopRegistrations.ticketId, ticketIds))
    .orderBy(asc(workshopSlots.startsAt));
}

/** What belongs to tickets besides the ticket itself, read for all of them at once. */
export type TicketRelated = {
  choices: ChoiceRow[];
  scans: (CheckInData & { ownerId: string })[];
  numbers: Map<string, RegistrationNumberData[]>;
};

export async function relatedToTickets(db: DbOrTx, ids: string[]): Promise<TicketRelated> {
  const [choices, scans, numbers] = await Promise.all([
    choicesOfTickets(db, ids),
    checkInsOf(db, "ticketId", ids),
    numbersOfOwners(db, "ticket", ids),
  ]);
  return { choices, scans, numbers };
}

export async function checkInsOf(
  db: DbOrTx,
  column: "ticketId" | "enrollmentId",
  ids: string[],
): Promise<(CheckInData & { ownerId: string })[]> {
  if (ids.length === 0) return [];
  const owner = column === "ticketId" ? checkIns.ticketId : checkIns.enrollmentId;
  const rows = await db
    .select({ ownerId: owner, place: checkIns.scope, workshop: workshops.name, checkedInAt: checkIns.checkedInAt })
    .from(checkIns)
    .leftJoin(workshops, eq(workshops.id, checkIns.workshopId))
    .where(inArray(owner, ids))
    .orderBy(asc(checkIns.checkedInAt));
  return rows.map((row) => ({ ...row, ownerId: row.ownerId! }));
}

/**
 * A ticket as the address sees it: its own choices (only those made under this address), its registration numbers
 * (the ticket's attendee is this address) and its check-ins.
 */
export function ticketData(ticket: TicketRow, { choices, scans, numbers }: TicketRelated, email: string): TicketData {
  const named = ticket.holderEmail !== null ? `${ticket.holderFirstName ?? ""} ${ticket.holderLastName ?? ""}` : null;
  return {
    code: ticket.code,
    ticketType: ticket.ticketType,
    canceledAt: ticket.canceledAt,
    holderName: named?.trim() || null,
    workshopChoices: choices
      .filter((choice) => choice.ticketId === ticket.id && sameAddress(choice.email, email))
      .map(({ ticketId: _t, email: _e, ...choice }) => choice),
    registrationNumbers: numbers.get(ticket.id) ?? [],
    checkIns: scans.filter((scan) => scan.ownerId === ticket.id).map(({ ownerId: _o, ...scan }) => scan),
  };
}

/** Tickets on someone else's order that staff named this address as holder of. */
export async function heldTickets(db: DbOrTx, email: string): Promise<HeldTicketData[]> {
  const rows = await db
    .select({ ...ticketColumns, title: events.name, startsAt: events.startsAt, endsAt: events.endsAt })
    .from(tickets)
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(and(sql`lower(${tickets.holderEmail}) = ${email}`, sql`lower(${orders.email}) <> ${email}`))
    .orderBy(asc(events.startsAt), asc(tickets.registrationCode));
  const ids = rows.map((row) => row.id);
  const related = await relatedToTickets(db, ids);
  return rows.map(({ title, startsAt, endsAt, ...ticket }) => ({
    event: { title, startsAt, endsAt },
    ...ticketData(ticket, related, email),
  }));
}
