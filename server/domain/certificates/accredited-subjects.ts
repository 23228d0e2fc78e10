/**
 * The accredited events and courses (canceled courses left out), each with its accreditation and registers: what
 * certificates are issued for and what presence is reported for. Read by both with their own window and order.
 */
import { and, desc, eq, gt, isNull, lte, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { accreditations, courses, events } from "../../db/schema/index.ts";
import { withRegisters, type Accreditation, type Subject } from "./certificate-subject.ts";

export type AccreditedSubject = { subject: Subject; accreditation: Accreditation };

/** Either the subjects that ended in (since, now], or the `newest` by start, newest first. */
export type SubjectWindow = { endedAfter: Date; endedBy: Date } | { newest: number };

export async function accreditedSubjects(db: DbOrTx, window: SubjectWindow): Promise<AccreditedSubject[]> {
  const ended = (endsAt: typeof events.endsAt | typeof courses.endsAt): SQL | undefined =>
    "endedBy" in window ? and(lte(endsAt, window.endedBy), gt(endsAt, window.endedAfter)) : undefined;
  const limit = "newest" in window ? window.newest : undefined;
  const eventQuery = db
    .select({
      accreditation: accreditations,
      id: events.id,
      title: events.name,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
    })
    .from(accreditations)
    .innerJoin(events, eq(events.id, accreditations.eventId))
    .where(ended(events.endsAt))
    .orderBy(desc(events.startsAt));
  const courseQuery = db
    .select({
      accreditation: accreditations,
      id: courses.id,
      title: courses.title,
      startsAt: courses.startsAt,
      endsAt: courses.endsAt,
    })
    .from(accreditations)
    .innerJoin(courses, eq(courses.id, accreditations.courseId))
    .where(and(isNull(courses.canceledAt), ended(courses.endsAt)))
    .orderBy(desc(courses.startsAt));
  const eventRows = await (limit === undefined ? eventQuery : eventQuery.limit(limit));
  const courseRows = await (limit === undefined ? courseQuery : courseQuery.limit(limit));
  const subjects = [
    ...eventRows.map(({ accreditation, ...subject }) => ({
      accreditation,
      subject: { kind: "EVENT" as const, ...subject },
    })),
    ...courseRows.map(({ accreditation, ...subject }) => ({
      accreditation,
      subject: { kind: "COURSE" as const, ...subject },
    })),
  ]
    .sort((a, b) => b.subject.startsAt.getTime() - a.subject.startsAt.getTime())
    .slice(0, limit);
  const named = await withRegisters(
    db,
    subjects.map(({ accreditation }) => accreditation),
  );
  return subjects.map((entry, index) => ({ ...entry, accreditation: named[index]! }));
}
