/**
 * Issues the certificates of attendance that are due (decision 0020), one round of the background worker: for every
 * accredited event or course that has ended, everyone checked in (at the event's door, or at the course) without a
 * certificate gets one, with its mail written through the outbox in the same transaction. The unique index per
 * ticket or enrolment is the claim: when several workers race, one insert wins and only it writes the mail.
 * The points are each person's own: the plenary part plus the workshops they attended, lowered for leaving early
 * (decision 0037). The holder's registration numbers for the accreditation's registers are copied onto it.
 */
import { randomBytes } from "node:crypto";
import { and, eq, isNotNull, isNull, or } from "drizzle-orm";
import { generateCertificateCode } from "../../../common/certificate-code.ts";
import type { DbOrTx } from "../../db/client.ts";
import { certificates, checkIns } from "../../db/schema/index.ts";
import { inTransaction, type ServiceDeps } from "../deps.ts";
import { readCourseParticipants, readEventParticipants } from "../participants/participant-lists.ts";
import type { Programme } from "../accreditation/attendance-points.ts";
import { earnedPointsOf, readProgramme } from "../accreditation/attendance-source.ts";
import { enqueueCertificateMail } from "./certificate-mail.ts";
import { registrationNumbersSnapshot } from "./certificate-numbers.ts";
import { newPdfToken } from "./certificate-pdf-link.ts";
import { accreditedSubjects } from "./accredited-subjects.ts";
import type { Accreditation, Subject } from "./certificate-subject.ts";

/** Subjects that ended longer ago are left alone: certificates are issued within this window or not at all. */
const ISSUE_WINDOW_DAYS = 90;

type Person = { attendeeId: string; firstName: string; lastName: string; email: string };

export async function issueDueCertificates(deps: ServiceDeps): Promise<number> {
  const now = deps.clock();
  const since = new Date(now.getTime() - ISSUE_WINDOW_DAYS * 86_400_000);
  let issued = 0;
  for (const { subject, accreditation } of await accreditedSubjects(deps.db, { endedAfter: since, endedBy: now })) {
    const waiting = await checkedInWithoutCertificate(deps.db, subject);
    if (waiting.size === 0) continue;
    const programme = await readProgramme(deps.db, subject, accreditation);
    for (const person of await people(deps.db, subject)) {
      if (!waiting.has(person.attendeeId)) continue;
      if (await issueOne(deps, subject, accreditation, programme, person)) issued++;
    }
  }
  return issued;
}

/** The tickets or enrolments checked in at the subject that have no certificate yet. */
async function checkedInWithoutCertificate(db: DbOrTx, subject: Subject): Promise<Set<string>> {
  const attendee = subject.kind === "EVENT" ? checkIns.ticketId : checkIns.enrollmentId;
  const rows = await db
    .select({ id: attendee })
    .from(checkIns)
    .leftJoin(
      certificates,
      or(eq(certificates.ticketId, checkIns.ticketId), eq(certificates.enrollmentId, checkIns.enrollmentId)),
    )
    .where(
      and(
        eq(checkIns.scope, subject.kind),
        subject.kind === "EVENT" ? eq(checkIns.eventId, subject.id) : eq(checkIns.courseId, subject.id),
        isNotNull(attendee),
        isNull(certificates.id),
      ),
    );
  return new Set(rows.map((row) => row.id!));
}

/** Names and addresses as the participant lists show them (a ticket's holder, else its registration, else buyer). */
async function people(db: DbOrTx, subject: Subject): Promise<Person[]> {
  if (subject.kind === "EVENT") {
    const list = await readEventParticipants(db, subject.id);
    return (list?.participants ?? []).map((p) => ({ attendeeId: p.ticketId, ...nameOf(p) }));
  }
  const list = await readCourseParticipants(db, subject.id);
  return (list?.participants ?? []).map((p) => ({ attendeeId: p.enrollmentId, ...nameOf(p) }));
}

const nameOf = (p: { firstName: string; lastName: string; email: string }) => ({
  firstName: p.firstName,
  lastName: p.lastName,
  email: p.email,
});

async function issueOne(
  deps: ServiceDeps,
  subject: Subject,
  accreditation: Accreditation,
  programme: Programme,
  person: Person,
) {
  return inTransaction(deps, async (unit) => {
    const earned = await earnedPointsOf(unit.tx, programme, subject, person.attendeeId);
    const numbers = await registrationNumbersSnapshot(unit.tx, subject, accreditation, person.attendeeId);
    const [created] = await unit.tx
      .insert(certificates)
      .values({
        code: generateCertificateCode(randomBytes),
        subject: subject.kind,
        eventId: subject.kind === "EVENT" ? subject.id : null,
        courseId: subject.kind === "COURSE" ? subject.id : null,
        ticketId: subject.kind === "EVENT" ? person.attendeeId : null,
        enrollmentId: subject.kind === "COURSE" ? person.attendeeId : null,
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        ...accreditationSnapshot(subject, accreditation, earned.total),
        registrationNumbers: numbers,
        correctionToken: randomBytes(24).toString("base64url"),
        pdfToken: newPdfToken(),
        issuedAt: unit.now,
        createdAt: unit.now,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) return false;
    await enqueueCertificateMail(unit, created);
    return true;
  });
}

/**
 * What a certificate copies of its subject and accreditation: at issue, and again at every re-issue. `points` are
 * the holder's own (../accreditation/attendance-points.ts), not the accreditation's plenary points.
 */
export function accreditationSnapshot(subject: Subject, accreditation: Accreditation, points: string) {
  return {
    subjectTitle: subject.title,
    startsAt: subject.startsAt,
    endsAt: subject.endsAt,
    hours: accreditation.hours,
    points,
    /** The registers' names as they are now: a certificate keeps them, whatever later becomes of a register. */
    registers: accreditation.registers.map((register) => register.name),
    accreditationNumber: accreditation.accreditationNumber,
    signatoryName: accreditation.signatoryName,
    signatoryRole: accreditation.signatoryRole,
  };
}
