/**
 * The presence of an accredited event or course for one of its registers, as the staff page and its files show it
 * (decision 0038): everyone with a number for the register, with their points and what is wrong, the attendees
 * present without any number, PE-online's paste text, the reports so far and the corrections since the last one.
 * Needs `accreditation.manage`.
 */
import { and, asc, count, eq, inArray } from "drizzle-orm";
import { formatDateAtTime } from "../../../common/format/dates.ts";
import type { DbOrTx } from "../../db/client.ts";
import { checkIns, presenceReportLines, presenceReports } from "../../db/schema/index.ts";
import { presenceListSchema } from "../../../common/validation/presence.ts";
import type { ServiceDeps } from "../deps.ts";
import { parseWith } from "../parse-input.ts";
import { DomainError } from "../errors.ts";
import { earnedPointsOfAll, readProgramme } from "../accreditation/attendance-source.ts";
import {
  findAccreditation,
  findSubject,
  type Accreditation,
  type Subject,
  type SubjectRef,
} from "../certificates/certificate-subject.ts";
import { readCourseParticipants, readEventParticipants } from "../participants/participant-lists.ts";
import { listedPersonOf } from "../participants/listed-person.ts";
import { registerById, type AccreditedRegister, type RegisterRow } from "../registers/register-queries.ts";
import { numbersOfOwners } from "../registration-numbers/registration-number-queries.ts";
import { requirePermission } from "../staff/permissions.ts";
import {
  presenceCorrections,
  presenceRows,
  reportingState,
  reportLabel,
  type PresenceAttendee,
  type PresenceCorrection,
  type PresenceRows,
  type ReportedLine,
} from "./presence-rows.ts";

type PresenceReportSummary = {
  sequence: number;
  label: string;
  reportedAt: Date;
  reportedByName: string;
  lineCount: number;
};

export type PresenceList = PresenceRows & {
  subject: Subject;
  accreditation: Accreditation;
  register: RegisterRow;
  /** Every register of the accreditation, for the page's choice between them. */
  registers: AccreditedRegister[];
  reports: PresenceReportSummary[];
  /** What changed since the last report; [] before the first. */
  corrections: PresenceCorrection[];
  /** The lines the last report gave, [] before the first: what a repeated report compares with. */
  lastReportedLines: ReportedLine[];
  /** Where the reporting stands, in Dutch, and the button that reports what waits (null: nothing does). */
  status: string;
  reportLabel: string | null;
};

export type PresenceListInput = { subject: SubjectRef; registerCode: string | null };

export async function readPresenceList(deps: ServiceDeps, rawInput: unknown): Promise<PresenceList> {
  requirePermission(deps.actor, "accreditation.manage");
  return buildPresenceList(deps.db, parseWith(presenceListSchema, rawInput));
}

/** The list as it is now, read with `db` (the reporting service reads it inside its transaction). */
export async function buildPresenceList(db: DbOrTx, input: PresenceListInput): Promise<PresenceList> {
  const subject = await findSubject(db, input.subject);
  const accreditation = await findAccreditation(db, input.subject);
  const chosen = accreditation && chooseRegister(accreditation, input.registerCode);
  const register = chosen && (await registerById(db, chosen.id));
  if (!accreditation || !register) {
    throw new DomainError("NOT_FOUND", "Dit register hoort niet bij de accreditatie hiervan.", {
      field: "registerCode",
    });
  }
  const attendees = await readAttendees(db, subject, accreditation, register.id);
  const listed = presenceRows(register, attendees);
  const reports = await readReports(db, accreditation.id, register.id);
  const lastReportedLines = reports.at(-1)?.lines ?? [];
  const names = new Map(attendees.map((attendee) => [attendee.attendeeId, attendee.name]));
  const corrections =
    reports.length === 0
      ? []
      : presenceCorrections(register, listed.rows, lastReportedLines, (id) => names.get(id) ?? NO_LONGER_LISTED);
  const summaries = reports.map(({ lines: _lines, ...report }) => report);
  const listedCount = listed.rows.filter((row) => row.onList).length;
  return {
    ...listed,
    ...reportingState(register.name, listedCount, summaries, corrections, formatDateAtTime),
    subject,
    accreditation,
    register,
    registers: accreditation.registers,
    reports: summaries,
    corrections,
    lastReportedLines,
  };
}

/** The name a correction shows for someone whose ticket or enrolment is no longer valid. */
const NO_LONGER_LISTED = "Geannuleerd ticket of inschrijving";

function chooseRegister(accreditation: Accreditation, code: string | null): AccreditedRegister | null {
  if (code === null || code === "") return accreditation.registers[0] ?? null;
  return accreditation.registers.find((register) => register.code === code) ?? null;
}

/** Every valid ticket or active enrolment with its check-in, points and numbers. */
async function readAttendees(
  db: DbOrTx,
  subject: Subject,
  accreditation: Accreditation,
  registerId: string,
): Promise<PresenceAttendee[]> {
  const people =
    subject.kind === "EVENT"
      ? ((await readEventParticipants(db, subject.id))?.participants ?? []).map((p) => ({ id: p.ticketId, ...p }))
      : ((await readCourseParticipants(db, subject.id))?.participants ?? []).map((p) => ({
          id: p.enrollmentId,
          ...p,
        }));
  const ids = people.map((person) => person.id);
  // One after another: inside the reporting transaction they share one connection.
  const present = await checkedIn(db, subject, ids);
  const numbers = await numbersOfOwners(db, subject.kind === "EVENT" ? "ticket" : "enrollment", ids);
  const programme = await readProgramme(db, subject, accreditation);
  const points = await earnedPointsOfAll(
    db,
    programme,
    subject,
    ids.filter((id) => present.has(id)),
  );
  const accredited = new Set(accreditation.registers.map((register) => register.code));
  const codeOf = accreditation.registers.find((register) => register.id === registerId)!.code;
  return people.map((person) => {
    const listed = listedPersonOf(person);
    const own = (numbers.get(person.id) ?? []).filter((number) => accredited.has(number.registerCode));
    const earned = points.get(person.id);
    return {
      attendeeId: person.id,
      name: listed.name,
      erased: listed.erased,
      email: listed.email,
      checkedIn: present.has(person.id),
      points: earned?.total ?? "0.00",
      fullPoints: earned?.full ?? "0.00",
      number: own.find((number) => number.registerCode === codeOf)?.number ?? null,
      hasOtherNumber: own.some((number) => number.registerCode !== codeOf),
    };
  });
}

async function checkedIn(db: DbOrTx, subject: Subject, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const attendee = subject.kind === "EVENT" ? checkIns.ticketId : checkIns.enrollmentId;
  const rows = await db
    .select({ id: attendee })
    .from(checkIns)
    .where(and(eq(checkIns.scope, subject.kind), inArray(attendee, [...ids])));
  return new Set(rows.map((row) => row.id!));
}

type StoredReport = PresenceReportSummary & { lines: ReportedLine[] };

async function readReports(db: DbOrTx, accreditationId: string, registerId: string): Promise<StoredReport[]> {
  const reports = await db
    .select({
      id: presenceReports.id,
      sequence: presenceReports.sequence,
      reportedAt: presenceReports.reportedAt,
      reportedByName: presenceReports.reportedByName,
    })
    .from(presenceReports)
    .where(and(eq(presenceReports.accreditationId, accreditationId), eq(presenceReports.registerId, registerId)))
    .orderBy(asc(presenceReports.sequence));
  const last = reports.at(-1);
  if (!last) return [];
  const counts = await db
    .select({ reportId: presenceReportLines.reportId, count: count() })
    .from(presenceReportLines)
    .where(
      inArray(
        presenceReportLines.reportId,
        reports.map((report) => report.id),
      ),
    )
    .groupBy(presenceReportLines.reportId);
  const lines = await db.select().from(presenceReportLines).where(eq(presenceReportLines.reportId, last.id));
  const countOf = new Map(counts.map((row) => [row.reportId, row.count]));
  const lastLines = lines.map((line) => ({
    attendeeId: (line.ticketId ?? line.enrollmentId)!,
    number: line.number,
    points: line.points,
  }));
  return reports.map(({ id, ...report }) => ({
    ...report,
    label: reportLabel(report.sequence),
    lineCount: countOf.get(id) ?? 0,
    lines: id === last.id ? lastLines : [],
  }));
}
