/**
 * Who is coming: the participant lists of an event, a workshop and a course, for the back office's
 * pages, files and messages. An event lists one row per ticket of a confirmed order (PAID, INVOICED, FREE) with its
 * workshop choice per time slot; a ticket's holder is the name of its workshop registration, or the buyer's where
 * the ticket has none of its own. A workshop lists its registrations of confirmed orders, a course its active
 * enrolments. Ticket codes are never part of a list. Needs `participants.read`. The lists staff see
 * (`eventParticipants`, `workshopParticipants`, `courseParticipants`) show an erased person as ./listed-person.ts
 * decides; the `read…` functions give the stored rows to the services that mail, check in and certify.
 */
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
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
import { isUuid } from "../../../common/ids.ts";
import type { ServiceDeps } from "../deps.ts";
import { requirePermission } from "../staff/permissions.ts";
import { byListedName, isErased, listedPerson, type Listed } from "./listed-person.ts";

/** The statuses of an order whose tickets are valid: the people who are coming. */
export const CONFIRMED_ORDER_STATUSES = ["PAID", "INVOICED", "FREE"] as const;

export type Participant = {
  firstName: string;
  lastName: string;
  email: string;
  /** Known for course enrolments; an event ticket does not ask for it. */
  organization: string | null;
  /** The order a ticket holder's ticket belongs to (null for a course enrolment), so a message shows on it. */
  orderId: string | null;
};

type EventParticipant = Participant & {
  orderId: string;
  ticketId: string;
  ticketTypeName: string;
  /** The buyer's name, shown where the ticket has no holder of its own. */
  buyerName: string;
  /** The buyer's address: a placeholder once the buyer's data was erased. */
  buyerEmail: string;
  /** True when the name and address are the buyer's: the ticket has no workshop registration with a name. */
  holderIsBuyer: boolean;
  /** The workshop name per time slot of the event (same order as `slots`), null where none was chosen. */
  choices: (string | null)[];
};

type ParticipantSlot = { id: string; startsAt: Date; endsAt: Date };

export type EventParticipantList = {
  event: { id: string; name: string; startsAt: Date; endsAt: Date; locationName: string };
  slots: ParticipantSlot[];
  participants: EventParticipant[];
};

export type WorkshopParticipantList = {
  workshop: {
    id: string;
    name: string;
    room: string;
    speaker: string;
    eventId: string;
    eventName: string;
    startsAt: Date;
    endsAt: Date;
  };
  participants: (Participant & { ticketId: string })[];
};

export type CourseParticipantList = {
  course: { id: string; title: string; startsAt: Date; endsAt: Date; street: string; city: string };
  participants: (Participant & { function: string | null; enrollmentId: string })[];
};

export type StaffEventParticipant = Omit<Listed<EventParticipant>, "buyerName" | "buyerEmail"> & {
  /** Null when the holder or the buyer was erased. */
  buyerName: string | null;
};

export type StaffEventParticipantList = Omit<EventParticipantList, "participants"> & {
  participants: StaffEventParticipant[];
};
export type StaffWorkshopParticipantList = Omit<WorkshopParticipantList, "participants"> & {
  participants: Listed<WorkshopParticipantList["participants"][number]>[];
};
export type StaffCourseParticipantList = Omit<CourseParticipantList, "participants"> & {
  participants: Listed<CourseParticipantList["participants"][number]>[];
};

const byName = <Row extends { lastName: string; firstName: string }>(a: Row, b: Row) =>
  a.lastName.localeCompare(b.lastName, "nl") || a.firstName.localeCompare(b.firstName, "nl");

/** Every valid ticket of an event with its holder and workshop choices, by name; null when the event is unknown. */
export async function eventParticipants(deps: ServiceDeps, eventId: string): Promise<StaffEventParticipantList | null> {
  requirePermission(deps.actor, "participants.read");
  const list = await readEventParticipants(deps.db, eventId);
  return list && { ...list, participants: list.participants.map(staffEventParticipant).sort(byListedName) };
}

/**
 * An erased holder's buyer is not shown either: on a ticket without a holder of its own the buyer is the holder, and
 * a colleague's name on the order would tell who the erased person was.
 */
function staffEventParticipant({ buyerName, buyerEmail, ...row }: EventParticipant): StaffEventParticipant {
  const listed = listedPerson(row);
  return { ...listed, buyerName: listed.erased || isErased({ email: buyerEmail }) ? null : buyerName };
}

export async function readEventParticipants(db: DbOrTx, eventId: string): Promise<EventParticipantList | null> {
  if (!isUuid(eventId)) return null;
  const [event] = await db
    .select({
      id: events.id,
      name: events.name,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      locationName: events.locationName,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  if (!event) return null;
  const slots = await db
    .select({ id: workshopSlots.id, startsAt: workshopSlots.startsAt, endsAt: workshopSlots.endsAt })
    .from(workshopSlots)
    .where(eq(workshopSlots.eventId, eventId))
    .orderBy(asc(workshopSlots.startsAt), asc(workshopSlots.endsAt), asc(workshopSlots.id));
  const ticketRows = await db
    .select({
      ticketId: tickets.id,
      orderId: orders.id,
      ticketTypeName: ticketTypes.name,
      firstName: orders.firstName,
      lastName: orders.lastName,
      email: orders.email,
      holderFirstName: tickets.holderFirstName,
      holderLastName: tickets.holderLastName,
      holderEmail: tickets.holderEmail,
    })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .where(
      and(
        eq(orders.eventId, eventId),
        inArray(orders.status, [...CONFIRMED_ORDER_STATUSES]),
        isNull(tickets.canceledAt),
      ),
    )
    .orderBy(asc(tickets.createdAt), asc(tickets.id));
  const registrations =
    ticketRows.length === 0
      ? []
      : await db
          .select({
            ticketId: workshopRegistrations.ticketId,
            slotId: workshopRegistrations.slotId,
            workshopName: workshops.name,
            firstName: workshopRegistrations.firstName,
            lastName: workshopRegistrations.lastName,
            email: workshopRegistrations.email,
          })
          .from(workshopRegistrations)
          .innerJoin(workshops, eq(workshops.id, workshopRegistrations.workshopId))
          .innerJoin(tickets, eq(tickets.id, workshopRegistrations.ticketId))
          .innerJoin(orders, eq(orders.id, tickets.orderId))
          .where(
            and(
              eq(orders.eventId, eventId),
              inArray(orders.status, [...CONFIRMED_ORDER_STATUSES]),
              isNull(tickets.canceledAt),
            ),
          )
          .orderBy(asc(workshopRegistrations.createdAt), asc(workshopRegistrations.id));
  const slotIndex = new Map(slots.map((slot, index) => [slot.id, index]));
  const participants = ticketRows.map((row): EventParticipant => {
    const own = registrations.filter((registration) => registration.ticketId === row.ticketId);
    // The holder staff named on the ticket (server/domain/orders/ticket-holder.ts); else the name given at
    // the earliest slot's registration: the one the ticket's user typed first.
    const named =
      row.holderFirstName && row.holderLastName && row.holderEmail
        ? { firstName: row.holderFirstName, lastName: row.holderLastName, email: row.holderEmail }
        : undefined;
    const holder = named ?? [...own].sort((a, b) => (slotIndex.get(a.slotId) ?? 0) - (slotIndex.get(b.slotId) ?? 0))[0];
    const choices = slots.map(
      (slot) => own.find((registration) => registration.slotId === slot.id)?.workshopName ?? null,
    );
    return {
      ticketId: row.ticketId,
      orderId: row.orderId,
      ticketTypeName: row.ticketTypeName,
      buyerName: `${row.firstName} ${row.lastName}`,
      buyerEmail: row.email,
      holderIsBuyer: !holder,
      firstName: holder?.firstName ?? row.firstName,
      lastName: holder?.lastName ?? row.lastName,
      email: holder?.email ?? row.email,
      organization: null,
      choices,
    };
  });
  return { event, slots, participants: participants.sort(byName) };
}

/** Who registered for a workshop with a valid ticket, by name; null when the workshop is unknown. */
export async function workshopParticipants(
  deps: ServiceDeps,
  workshopId: string,
): Promise<StaffWorkshopParticipantList | null> {
  requirePermission(deps.actor, "participants.read");
  const list = await readWorkshopParticipants(deps.db, workshopId);
  return list && { ...list, participants: list.participants.map(listedPerson).sort(byListedName) };
}

export async function readWorkshopParticipants(
  db: DbOrTx,
  workshopId: string,
): Promise<WorkshopParticipantList | null> {
  if (!isUuid(workshopId)) return null;
  const [found] = await db
    .select({
      id: workshops.id,
      name: workshops.name,
      room: workshops.room,
      speaker: workshops.speaker,
      eventId: events.id,
      eventName: events.name,
      startsAt: workshopSlots.startsAt,
      endsAt: workshopSlots.endsAt,
    })
    .from(workshops)
    .innerJoin(workshopSlots, eq(workshopSlots.id, workshops.slotId))
    .innerJoin(events, eq(events.id, workshopSlots.eventId))
    .where(eq(workshops.id, workshopId))
    .limit(1);
  if (!found) return null;
  const rows = await db
    .select({
      firstName: workshopRegistrations.firstName,
      lastName: workshopRegistrations.lastName,
      email: workshopRegistrations.email,
      orderId: orders.id,
      ticketId: tickets.id,
    })
    .from(workshopRegistrations)
    .innerJoin(tickets, eq(tickets.id, workshopRegistrations.ticketId))
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .where(
      and(
        eq(workshopRegistrations.workshopId, workshopId),
        inArray(orders.status, [...CONFIRMED_ORDER_STATUSES]),
        isNull(tickets.canceledAt),
      ),
    )
    .orderBy(asc(workshopRegistrations.createdAt), asc(workshopRegistrations.id));
  return { workshop: found, participants: rows.map((row) => ({ ...row, organization: null })).sort(byName) };
}

/** A course's active enrolments, by name; null when the course is unknown. */
export async function courseParticipants(
  deps: ServiceDeps,
  courseId: string,
): Promise<StaffCourseParticipantList | null> {
  requirePermission(deps.actor, "participants.read");
  const list = await readCourseParticipants(deps.db, courseId);
  return list && { ...list, participants: list.participants.map(listedPerson).sort(byListedName) };
}

export async function readCourseParticipants(db: DbOrTx, courseId: string): Promise<CourseParticipantList | null> {
  if (!isUuid(courseId)) return null;
  const [course] = await db
    .select({
      id: courses.id,
      title: courses.title,
      startsAt: courses.startsAt,
      endsAt: courses.endsAt,
      street: courses.street,
      city: courses.city,
    })
    .from(courses)
    .where(eq(courses.id, courseId))
    .limit(1);
  if (!course) return null;
  const rows = await db
    .select({
      firstName: courseEnrollments.firstName,
      lastName: courseEnrollments.lastName,
      email: courseEnrollments.email,
      organization: courseEnrollments.organization,
      function: courseEnrollments.function,
      enrollmentId: courseEnrollments.id,
    })
    .from(courseEnrollments)
    .where(and(eq(courseEnrollments.courseId, courseId), eq(courseEnrollments.status, "ACTIVE")))
    .orderBy(asc(courseEnrollments.createdAt), asc(courseEnrollments.id));
  return { course, participants: rows.map((row) => ({ ...row, orderId: null })).sort(byName) };
}
