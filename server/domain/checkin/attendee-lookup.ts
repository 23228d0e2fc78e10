/**
 * Who a scanned code or a chosen row of the list is (decision 0019): a ticket with its holder's name and whether it
 * lets anyone in, or a Vakschool enrolment. Names follow the participant lists: the holder staff named on the ticket,
 * else the name given at the ticket's workshop registration, else the buyer's; an erased one shows as
 * ../participants/listed-person.ts decides, which is why each name comes with its address.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  courseEnrollments,
  courses,
  events,
  orders,
  tickets,
  ticketTypes,
  workshopRegistrations,
  workshops,
  workshopSlots,
} from "../../db/schema/index.ts";
import { listedPersonOf, type ListedPerson, type StoredPerson } from "../participants/listed-person.ts";
import { CONFIRMED_ORDER_STATUSES } from "../participants/participant-lists.ts";

/** Someone at the door as staff may see them: no name for an erased person, and no address for anyone. */
export type Attendee = Omit<ListedPerson, "email"> & { id: string; detail: string };

export function doorAttendee(id: string, person: StoredPerson, detail: string): Attendee {
  const { email: _address, ...listed } = listedPersonOf(person);
  return { id, ...listed, detail };
}

export type TicketAtDoor = {
  attendee: Attendee;
  eventId: string;
  eventName: string;
  /** Why the ticket lets no one in, or null when it is valid. */
  invalid: "CANCELED" | "NOT_PAID" | null;
};

export type EnrollmentAtDoor = { attendee: Attendee; courseId: string; courseTitle: string; canceled: boolean };

export async function findTicketAtDoor(
  db: DbOrTx,
  by: { code: string } | { ticketId: string },
): Promise<TicketAtDoor | null> {
  const [row] = await db
    .select({
      id: tickets.id,
      canceledAt: tickets.canceledAt,
      holderFirstName: tickets.holderFirstName,
      holderLastName: tickets.holderLastName,
      holderEmail: tickets.holderEmail,
      buyerFirstName: orders.firstName,
      buyerLastName: orders.lastName,
      buyerEmail: orders.email,
      status: orders.status,
      eventId: events.id,
      eventName: events.name,
      ticketTypeName: ticketTypes.name,
    })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(events, eq(events.id, orders.eventId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .where("code" in by ? eq(tickets.registrationCode, by.code) : eq(tickets.id, by.ticketId))
    .limit(1);
  if (!row) return null;
  const { holderFirstName, holderLastName, holderEmail } = row;
  const named =
    holderFirstName && holderLastName && holderEmail
      ? { firstName: holderFirstName, lastName: holderLastName, email: holderEmail }
      : null;
  const holder = named ??
    (await firstRegistrationName(db, row.id)) ?? {
      firstName: row.buyerFirstName,
      lastName: row.buyerLastName,
      email: row.buyerEmail,
    };
  return {
    attendee: doorAttendee(row.id, holder, row.ticketTypeName),
    eventId: row.eventId,
    eventName: row.eventName,
    invalid: row.canceledAt ? "CANCELED" : ticketInvalidity(row.status),
  };
}

function ticketInvalidity(status: string): TicketAtDoor["invalid"] {
  if ((CONFIRMED_ORDER_STATUSES as readonly string[]).includes(status)) return null;
  return status === "PENDING" || status === "AWAITING_APPROVAL" ? "NOT_PAID" : "CANCELED";
}

/** The name and address typed at the ticket's earliest workshop registration, if any. */
async function firstRegistrationName(db: DbOrTx, ticketId: string): Promise<StoredPerson | null> {
  const [row] = await db
    .select({
      firstName: workshopRegistrations.firstName,
      lastName: workshopRegistrations.lastName,
      email: workshopRegistrations.email,
    })
    .from(workshopRegistrations)
    .innerJoin(workshopSlots, eq(workshopSlots.id, workshopRegistrations.slotId))
    .where(eq(workshopRegistrations.ticketId, ticketId))
    .orderBy(asc(workshopSlots.startsAt))
    .limit(1);
  return row ?? null;
}

/** The ticket's registration in the workshop's slot: this workshop, another one, or none. */
export async function findSlotChoice(
  db: DbOrTx,
  ticketId: string,
  workshopId: string,
): Promise<({ workshopId: string; workshopName: string } & StoredPerson) | null> {
  const slotOfWorkshop = db.select({ slotId: workshops.slotId }).from(workshops).where(eq(workshops.id, workshopId));
  const [row] = await db
    .select({
      workshopId: workshopRegistrations.workshopId,
      workshopName: workshops.name,
      firstName: workshopRegistrations.firstName,
      lastName: workshopRegistrations.lastName,
      email: workshopRegistrations.email,
    })
    .from(workshopRegistrations)
    .innerJoin(workshops, eq(workshops.id, workshopRegistrations.workshopId))
    .where(and(eq(workshopRegistrations.ticketId, ticketId), inArray(workshopRegistrations.slotId, slotOfWorkshop)))
    .limit(1);
  return row ?? null;
}

export async function findEnrollmentAtDoor(db: DbOrTx, enrollmentId: string): Promise<EnrollmentAtDoor | null> {
  const [row] = await db
    .select({
      id: courseEnrollments.id,
      firstName: courseEnrollments.firstName,
      lastName: courseEnrollments.lastName,
      email: courseEnrollments.email,
      organization: courseEnrollments.organization,
      status: courseEnrollments.status,
      courseId: courses.id,
      courseTitle: courses.title,
    })
    .from(courseEnrollments)
    .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
    .where(eq(courseEnrollments.id, enrollmentId))
    .limit(1);
  if (!row) return null;
  const { id, organization, courseId, courseTitle, status, ...person } = row;
  return {
    attendee: doorAttendee(id, person, organization),
    courseId,
    courseTitle,
    canceled: status !== "ACTIVE",
  };
}
