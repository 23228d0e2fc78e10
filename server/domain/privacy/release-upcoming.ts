/**
 * Before one address's data is erased (decision 0024), what it still holds in the future goes back through the domain's
 * own services, so freed places move on exactly as when the person cancels themselves: active enrolments of courses
 * that have not started are cancelled (the place is offered to the waitlist), open course waitlist places are left,
 * and workshop choices and waits on tickets of events that have not started are given back (waiters move up). Each
 * item is its own transaction with the service's own claim, so a repeated or simultaneous erasure does it once.
 */
import { and, eq, gt, inArray, or } from "drizzle-orm";
import {
  courseEnrollments,
  courseWaitlistEntries,
  courses,
  events,
  orders,
  tickets,
  workshopRegistrations,
  workshopSlots,
  workshopWaitlistEntries,
} from "../../db/schema/index.ts";
import { giveBackPlace } from "../courses/cancel-enrollment.ts";
import { findEnrollment } from "../courses/enrollment-view.ts";
import { leaveWaitlistEntry } from "../courses/waitlist/answer-offer.ts";
import { inTransaction, type ServiceDeps } from "../deps.ts";
import { sameAddress } from "./anonymous-values.ts";
import { DomainError } from "../errors.ts";
import { lockSlotsForTicketRelease, releaseTicketWorkshops } from "../workshops/ticket-release.ts";

export type ReleasedCounts = {
  canceledEnrollments: number;
  leftCourseWaitlists: number;
  releasedWorkshopChoices: number;
};

export async function releaseUpcoming(deps: ServiceDeps, address: string): Promise<ReleasedCounts> {
  return {
    canceledEnrollments: await cancelUpcomingEnrollments(deps, address),
    leftCourseWaitlists: await leaveOpenCourseWaitlists(deps, address),
    releasedWorkshopChoices: await releaseUpcomingWorkshopChoices(deps, address),
  };
}

async function cancelUpcomingEnrollments(deps: ServiceDeps, address: string): Promise<number> {
  const now = deps.clock();
  const rows = await deps.db
    .select({ id: courseEnrollments.id })
    .from(courseEnrollments)
    .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
    .where(
      and(
        sameAddress(courseEnrollments.email, address),
        eq(courseEnrollments.status, "ACTIVE"),
        gt(courses.startsAt, now),
      ),
    );
  let canceled = 0;
  for (const { id } of rows) {
    const done = await inTransaction(deps, async (unit) => {
      const found = await findEnrollment(unit.tx, { id });
      if (!found) return false;
      const notFound = () => new DomainError("NOT_FOUND", "Inschrijving niet gevonden.");
      try {
        return (await giveBackPlace(unit, found, notFound)).canceledNow;
      } catch (error) {
        // The course started or was cancelled meanwhile: nothing to give back, the enrolment is anonymised later.
        if (error instanceof DomainError && error.code === "CONFLICT") return false;
        throw error;
      }
    });
    if (done) canceled++;
  }
  return canceled;
}

async function leaveOpenCourseWaitlists(deps: ServiceDeps, address: string): Promise<number> {
  const rows = await deps.db
    .select({ id: courseWaitlistEntries.id, status: courseWaitlistEntries.status })
    .from(courseWaitlistEntries)
    .where(
      and(
        sameAddress(courseWaitlistEntries.email, address),
        inArray(courseWaitlistEntries.status, ["WAITING", "OFFERED"]),
      ),
    );
  let left = 0;
  for (const entry of rows) if (await inTransaction(deps, (unit) => leaveWaitlistEntry(unit, entry))) left++;
  return left;
}

/** Tickets of events that have not started whose workshop choices or waits carry the address, per event. */
async function releaseUpcomingWorkshopChoices(deps: ServiceDeps, address: string): Promise<number> {
  const now = deps.clock();
  const ticketsOfAddress = or(
    inArray(
      tickets.id,
      deps.db
        .select({ id: workshopRegistrations.ticketId })
        .from(workshopRegistrations)
        .where(sameAddress(workshopRegistrations.email, address)),
    ),
    inArray(
      tickets.id,
      deps.db
        .select({ id: workshopWaitlistEntries.ticketId })
        .from(workshopWaitlistEntries)
        .where(and(sameAddress(workshopWaitlistEntries.email, address), eq(workshopWaitlistEntries.status, "WAITING"))),
    ),
  );
  const rows = await deps.db
    .selectDistinct({ ticketId: tickets.id, eventId: orders.eventId })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(and(ticketsOfAddress, gt(events.startsAt, now)));
  const byEvent = Map.groupBy(rows, (row) => row.eventId);
  let released = 0;
  for (const [eventId, eventTickets] of byEvent) {
    const hasSlots = await deps.db
      .select({ id: workshopSlots.id })
      .from(workshopSlots)
      .where(eq(workshopSlots.eventId, eventId))
      .limit(1);
    if (hasSlots.length === 0) continue;
    released += await inTransaction(deps, async (unit) => {
      // The lock order of slot-locks.ts: every slot of the event first, then the tickets' rows and counters.
      await lockSlotsForTicketRelease(unit, eventId);
      return releaseTicketWorkshops(
        unit,
        eventId,
        eventTickets.map((row) => row.ticketId),
      );
    });
  }
  return released;
}
