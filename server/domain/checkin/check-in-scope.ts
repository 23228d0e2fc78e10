/**
 * The place a check-in device works for (decision 0019): an event's door, one workshop, or one Vakschool course, with
 * its counters: who is expected (valid tickets, registrations with a valid ticket, active enrolments) and how many
 * of them are checked in.
 */
import { and, count, eq, inArray, isNull } from "drizzle-orm";
import { isUuid } from "../../../common/ids.ts";
import type { DbOrTx } from "../../db/client.ts";
import {
  checkIns,
  courseEnrollments,
  courses,
  events,
  orders,
  tickets,
  workshopRegistrations,
  workshops,
  workshopSlots,
  type CheckInScopeKind,
} from "../../db/schema/index.ts";
import { DomainError } from "../errors.ts";
import { CONFIRMED_ORDER_STATUSES } from "../participants/participant-lists.ts";

export type CheckInScopeInput = { kind: CheckInScopeKind; id: string };

export type CheckInScope = CheckInScopeInput & {
  name: string;
  /** The event a workshop belongs to (and the event itself for EVENT); null for a course. */
  eventId: string | null;
  eventName: string | null;
  startsAt: Date;
  endsAt: Date;
};

export type CheckInCounts = { expected: number; checkedIn: number };

const UNKNOWN_SCOPE_MESSAGE = "Dit evenement, deze workshop of deze cursus bestaat niet.";

const unknownScope = () => new DomainError("NOT_FOUND", UNKNOWN_SCOPE_MESSAGE, { field: "scope" });

export async function findCheckInScope(db: DbOrTx, input: CheckInScopeInput): Promise<CheckInScope> {
  if (!isUuid(input.id)) throw unknownScope();
  const found = await readScope(db, input);
  if (!found) throw unknownScope();
  return found;
}

async function readScope(db: DbOrTx, { kind, id }: CheckInScopeInput): Promise<CheckInScope | null> {
  if (kind === "EVENT") {
    const [event] = await db
      .select({ name: events.name, startsAt: events.startsAt, endsAt: events.endsAt })
      .from(events)
      .where(eq(events.id, id));
    return event ? { kind, id, ...event, eventId: id, eventName: event.name } : null;
  }
  if (kind === "WORKSHOP") {
    const [workshop] = await db
      .select({
        name: workshops.name,
        startsAt: workshopSlots.startsAt,
        endsAt: workshopSlots.endsAt,
        eventId: events.id,
        eventName: events.name,
      })
      .from(workshops)
      .innerJoin(workshopSlots, eq(workshopSlots.id, workshops.slotId))
      .innerJoin(events, eq(events.id, workshopSlots.eventId))
      .where(eq(workshops.id, id));
    return workshop ? { kind, id, ...workshop } : null;
  }
  const [course] = await db
    .select({ name: courses.title, startsAt: courses.startsAt, endsAt: courses.endsAt })
    .from(courses)
    .where(eq(courses.id, id));
  return course ? { kind, id, ...course, eventId: null, eventName: null } : null;
}

/** Valid tickets of confirmed orders: the condition under which a ticket lets someone in. */
const validTicket = and(inArray(orders.status, [...CONFIRMED_ORDER_STATUSES]), isNull(tickets.canceledAt));

export async function checkInCounts(db: DbOrTx, scope: CheckInScopeInput): Promise<CheckInCounts> {
  const [expected, checkedIn] = await Promise.all([expectedCount(db, scope), checkedInCount(db, scope)]);
  return { expected, checkedIn };
}

async function expectedCount(db: DbOrTx, { kind, id }: CheckInScopeInput): Promise<number> {
  if (kind === "EVENT") {
    const [row] = await db
      .select({ n: count() })
      .from(tickets)
      .innerJoin(orders, eq(orders.id, tickets.orderId))
      .where(and(eq(orders.eventId, id), validTicket));
    return row?.n ?? 0;
  }
  if (kind === "WORKSHOP") {
    const [row] = await db
      .select({ n: count() })
      .from(workshopRegistrations)
      .innerJoin(tickets, eq(tickets.id, workshopRegistrations.ticketId))
      .innerJoin(orders, eq(orders.id, tickets.orderId))
      .where(and(eq(workshopRegistrations.workshopId, id), validTicket));
    return row?.n ?? 0;
  }
  const [row] = await db
    .select({ n: count() })
    .from(courseEnrollments)
    .where(and(eq(courseEnrollments.courseId, id), eq(courseEnrollments.status, "ACTIVE")));
  return row?.n ?? 0;
}

/** The check-in rows of a place; a check-in's ticket or enrolment stays counted even if cancelled later. */
export function scopeCondition({ kind, id }: CheckInScopeInput) {
  const column = kind === "EVENT" ? checkIns.eventId : kind === "WORKSHOP" ? checkIns.workshopId : checkIns.courseId;
  return and(eq(checkIns.scope, kind), eq(column, id));
}

async function checkedInCount(db: DbOrTx, scope: CheckInScopeInput): Promise<number> {
  const [row] = await db.select({ n: count() }).from(checkIns).where(scopeCondition(scope));
  return row?.n ?? 0;
}
