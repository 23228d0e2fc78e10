/**
 * What a certificate is for: an event or a course, with its title and time frame, and its accreditation (decision
 * 0020). Staff change an event's accreditation with `events.manage`, a course's with `courses.manage`.
 */
import { eq } from "drizzle-orm";
import type { CertificateSubjectKindName } from "../../../common/certificate-subjects.ts";
import type { DbOrTx } from "../../db/client.ts";
import { accreditations, courses, events } from "../../db/schema/index.ts";
import { DomainError } from "../errors.ts";
import { registersOfAccreditations, type AccreditedRegister } from "../registers/register-queries.ts";
import type { StaffOperation } from "../../../common/staff-permissions.ts";
import { formatPoints } from "../../../common/format/points.ts";

export type SubjectRef = { kind: CertificateSubjectKindName; id: string };
export type Subject = SubjectRef & { title: string; startsAt: Date; endsAt: Date };
export type AccreditationRow = typeof accreditations.$inferSelect;
/** An accreditation with the registers it names (decision 0036), in the registers' order. */
export type Accreditation = AccreditationRow & { registers: AccreditedRegister[] };

const SUBJECT_NOT_FOUND = { EVENT: "Dit evenement bestaat niet.", COURSE: "Deze cursus bestaat niet." } as const;

export function manageOperation(kind: CertificateSubjectKindName): StaffOperation {
  return kind === "EVENT" ? "events.manage" : "courses.manage";
}

export async function findSubject(db: DbOrTx, ref: SubjectRef): Promise<Subject> {
  const [row] =
    ref.kind === "EVENT"
      ? await db
          .select({ title: events.name, startsAt: events.startsAt, endsAt: events.endsAt })
          .from(events)
          .where(eq(events.id, ref.id))
      : await db
          .select({ title: courses.title, startsAt: courses.startsAt, endsAt: courses.endsAt })
          .from(courses)
          .where(eq(courses.id, ref.id));
  if (!row) throw new DomainError("NOT_FOUND", SUBJECT_NOT_FOUND[ref.kind], { field: "subject" });
  return { ...ref, ...row };
}

export async function findAccreditation(db: DbOrTx, ref: SubjectRef): Promise<Accreditation | null> {
  const [row] = await db
    .select()
    .from(accreditations)
    .where(ref.kind === "EVENT" ? eq(accreditations.eventId, ref.id) : eq(accreditations.courseId, ref.id));
  if (!row) return null;
  const [accreditation] = await withRegisters(db, [row]);
  return accreditation!;
}

/** The accreditations with their registers, read in one query. */
export async function withRegisters(db: DbOrTx, rows: readonly AccreditationRow[]): Promise<Accreditation[]> {
  const named = await registersOfAccreditations(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, registers: named.get(row.id) ?? [] }));
}

/** '6,5' from the stored '6.50'. */
export const formatAmount = formatPoints;
