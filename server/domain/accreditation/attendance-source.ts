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

/** Where the ticket or enrolment was; an attendee not checked in at the door has left nothing (and earns nothing here). */
async function readAttendance(db: DbOrTx, subject: Subject, attendeeId: string): Promise<Attendance> {
  if (subject.kind === "COURSE") {
    const [row] = await db
      .select({ leftAt: checkIns.checkedOutAt })
      .from(checkIns)
      .where(and(eq(checkIns.scope, "COURSE"), eq(checkIns.enrollmentId, attendeeId)));
    return { leftAt: row?.leftAt ?? null, workshops: [] };
  }
  const [rows, registrations, scanned] = await Promise.all([
    db
      .select({ scope: checkIns.scope, workshopId: checkIns.workshopId, leftAt: checkIns.checkedOutAt })
      .from(checkIns)
      .where(and(eq(checkIns.ticketId, attendeeId), inArray(checkIns.scope, ["EVENT", "WORKSHOP"]))),
    db
      .select({ workshopId: workshopRegistrations.workshopId })
      .from(workshopRegistrations)
      .where(eq(workshopRegistrations.ticketId, attendeeId)),
    db
      .selectDistinct({ workshopId: checkIns.workshopId })
      .from(checkIns)
      .where(and(eq(checkIns.scope, "WORKSHOP"), eq(checkIns.eventId, subject.id), isNotNull(checkIns.workshopId))),
  ]);
  const door = rows.find((row) => row.scope === "EVENT");
  const workshopCheckIns = rows
    .filter((row) => row.scope === "WORKSHOP" && row.workshopId)
    .map((row) => ({ workshopId: row.workshopId!, leftAt: row.leftAt }));
  const scannedIds = new Set(scanned.map((row) => row.workshopId!));
  return {
    leftAt: door?.leftAt ?? null,
    workshops: attendedWorkshops(
      registrations.map((row) => row.workshopId),
      workshopCheckIns,
      scannedIds,
    ),
  };
}

export async function earnedPointsOf(
  db: DbOrTx,
  programme: Programme,
  subject: Subject,
  attendeeId: string,
): Promise<EarnedPoints> {
  return earnedPoints(programme, await readAttendance(db, subject, attendeeId));
}
