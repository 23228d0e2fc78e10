/**
 * Check-ins at the door, made the way a balie device makes them (checkIn, chosen from the list): at the event for a
 * ticket, at the course for an enrolment, with the check-in's audit row, by a balie member made here.
 */
import type { DbOrTx } from "../../../server/db/client.ts";
import { checkIn } from "../../../server/domain/checkin/check-in.ts";
import { factoryDeps } from "./deps.ts";
import { staffDeps } from "./staff.ts";

export type CheckInPlace = { kind: "EVENT"; eventId: string } | { kind: "COURSE"; courseId: string };

/** Checks the attendees (ticket ids at an event, enrolment ids at a course) in at `at`; one in already stays so. */
export async function checkInAttendees(db: DbOrTx, place: CheckInPlace, attendeeIds: string[], at: Date) {
  const deps = await staffDeps(factoryDeps(db, at), { roles: ["balie"], at });
  const scope = place.kind === "EVENT" ? { kind: "EVENT", id: place.eventId } : { kind: "COURSE", id: place.courseId };
  for (const attendeeId of attendeeIds) {
    const outcome = await checkIn(deps, { scope, attendeeId });
    const checkedIn = outcome.status === "WELCOME" || outcome.status === "ALREADY_CHECKED_IN";
    if (!checkedIn) throw new Error(`check-in van ${attendeeId} geweigerd: ${outcome.message}`);
  }
}
