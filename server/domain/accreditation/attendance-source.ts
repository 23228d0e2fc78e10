/**
 * Reads what attendance-points.ts calculates with (decision 0037): an accredited event's programme (its period, its
 * slots and workshops, the points of each part) and one attendee's attendance (their check-out at the door, their
 * workshop check-ins and registrations). A course is its plenary part alone.
 */
import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  accreditationParts,
  checkIns,
  workshopRegistrations,
  workshops,
  workshopSlots,
} from "../../db/schema/index.ts";
import type { Accreditation, Subject } from "../certificates/certificate-subject.ts";
import {
  attendedWorkshops,
  earnedPoints,
  type Attendance,
  type EarnedPoints,
  type Programme,
  type ProgrammeSlot,
} from "./attendance-points.ts";

export async function readProgramme(db: DbOrTx, subject: Subject, accreditation: Accreditation): Promise<Programme> {
  const base = {
    rule: accreditation.partialRule,
    minPercent: accreditation.minPercent,
    plenaryPoints: accreditation.points,
    period: { startsAt: subject.startsAt, endsAt: subject.endsAt },
  };
  if (subject.kind === "COURSE") return { ...base, slots: [] };
  return { ...base, slots: await readSlots(db, subject.id, accreditation.id) };
}

/** The event's slots and workshops with the points of their parts (none before there is an accreditation). */
export async function readSlots(db: DbOrTx, eventId: string, accreditationId: string | null): Promise<ProgrammeSlot[]> {
  const [slotRows, workshopRows, parts] = await Promise.all([
    db
      .select({ id: workshopSlots.id, startsAt: workshopSlots.startsAt, endsAt: workshopSlots.endsAt })
      .from(workshopSlots)
      .where(eq(workshopSlots.eventId, eventId))
      .orderBy(asc(workshopSlots.startsAt)),
    db
      .select({ id: workshops.id, name: workshops.name, slotId: workshops.slotId })
      .from(workshops)
      .innerJoin(workshopSlots, eq(workshopSlots.id, workshops.slotId))
      .where(eq(workshopSlots.eventId, eventId))
      .orderBy(asc(workshops.sortOrder), asc(workshops.name)),
    accreditationId
      ? db.select().from(accreditationParts).where(eq(accreditationParts.accreditationId, accreditationId))
      : Promise.resolve([]),
  ]);
  const slotPoints = new Map(parts.filter((p) => p.slotId).map((p) => [p.slotId!, p.points]));
  const workshopPoints = new Map(parts.filter((p) => p.workshopId).map((p) => [p.workshopId!, p.points]));
  return slotRows.map((slot) => ({
    ...slot,
    points: slotPoints.get(slot.id) ?? null,
    workshops: workshopRows
      .filter((workshop) => workshop.slotId === slot.id)
      .map(({ id, name }) => ({ id, name, points: workshopPoints.get(id) ?? null })),
  }));
}

/**
 * Where each ticket or enrolment was, read in three queries for any number of them; an attendee not checked in at
 * the door has left nothing (and earns nothing here).
 */
async function readAttendances(
  db: DbOrTx,
  subject: Subject,
  attendeeIds: readonly string[],
): Promise<Map<string, Attendance>> {
  const ids = [...attendeeIds];
  const byAttendee = new Map<string, Attendance>(ids.map((id) => [id, { leftAt: null, workshops: [] }]));
  if (ids.length === 0) return byAttendee;
  if (subject.kind === "COURSE") {
    const rows = await db
      .select({ attendeeId: checkIns.enrollmentId, leftAt: checkIns.checkedOutAt })
      .from(checkIns)
      .where(and(eq(checkIns.scope, "COURSE"), inArray(checkIns.enrollmentId, ids)));
    for (const row of rows) byAttendee.set(row.attendeeId!, { leftAt: row.leftAt, workshops: [] });
    return byAttendee;
  }
  // One after another: a certificate's re-issue reads them inside its transaction, on one connection.
  const rows = await db
    .select({
      attendeeId: checkIns.ticketId,
      scope: checkIns.scope,
      workshopId: checkIns.workshopId,
      leftAt: checkIns.checkedOutAt,
    })
    .from(checkIns)
    .where(and(inArray(checkIns.ticketId, ids), inArray(checkIns.scope, ["EVENT", "WORKSHOP"])));
  const registrations = await db
    .select({ attendeeId: workshopRegistrations.ticketId, workshopId: workshopRegistrations.workshopId })
    .from(workshopRegistrations)
    .where(inArray(workshopRegistrations.ticketId, ids));
  const scanned = await db
    .selectDistinct({ workshopId: checkIns.workshopId })
    .from(checkIns)
    .where(and(eq(checkIns.scope, "WORKSHOP"), eq(checkIns.eventId, subject.id), isNotNull(checkIns.workshopId)));
  const scannedIds = new Set(scanned.map((row) => row.workshopId!));
  for (const id of ids) {
    const own = rows.filter((row) => row.attendeeId === id);
    const door = own.find((row) => row.scope === "EVENT");
    const workshopCheckIns = own
      .filter((row) => row.scope === "WORKSHOP" && row.workshopId)
      .map((row) => ({ workshopId: row.workshopId!, leftAt: row.leftAt }));
    const registered = registrations.filter((row) => row.attendeeId === id).map((row) => row.workshopId);
    byAttendee.set(id, {
      leftAt: door?.leftAt ?? null,
      workshops: attendedWorkshops(registered, workshopCheckIns, scannedIds),
    });
  }
  return byAttendee;
}

export async function earnedPointsOf(
  db: DbOrTx,
  programme: Programme,
  subject: Subject,
  attendeeId: string,
): Promise<EarnedPoints> {
  const attendance = (await readAttendances(db, subject, [attendeeId])).get(attendeeId)!;
  return earnedPoints(programme, attendance);
}

/** The points of many attendees at once (a presence list), by attendee id. */
export async function earnedPointsOfAll(
  db: DbOrTx,
  programme: Programme,
  subject: Subject,
  attendeeIds: readonly string[],
): Promise<Map<string, EarnedPoints>> {
  const attendances = await readAttendances(db, subject, attendeeIds);
  return new Map([...attendances].map(([id, attendance]) => [id, earnedPoints(programme, attendance)]));
}
