/**
 * Reading participants' registration numbers (decision 0036): which registers an event's or a course's
 * accreditation asks numbers for, and the numbers stored per ticket or enrolment. Only
 * ./write-registration-numbers.ts writes them.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  accreditationRegisters,
  accreditations,
  presenceReportLines,
  presenceReports,
  registers,
  registrationNumbers,
} from "../../db/schema/index.ts";
import type { RegisterRow } from "../registers/register-queries.ts";

/** Whose numbers: an event's attendee (their ticket) or a course participant (their enrolment). */
export type NumberOwner = { kind: "ticket"; ticketId: string } | { kind: "enrollment"; enrollmentId: string };

/** A stored number with the register it is of, as the overviews show it. */
export type StoredRegistrationNumber = {
  registerCode: string;
  registerName: string;
  number: string;
  updatedAt: Date;
};

/**
 * A register asked for, with the number stored for it (null: none given yet), and whether it is frozen: presence
 * with it was reported to the register, so the person can no longer change it (decision 0038).
 */
export type AskedRegistrationNumber = { register: RegisterRow; number: string | null; frozen: boolean };

const IN_ORDER = [asc(registers.sortOrder), asc(registers.name), asc(registers.code)] as const;

/** The active registers of the accreditation of an event or a course, in order; [] when it is not accredited. */
export async function registersAskedFor(
  db: DbOrTx,
  subject: { eventId: string } | { courseId: string },
): Promise<RegisterRow[]> {
  const ofSubject =
    "eventId" in subject ? eq(accreditations.eventId, subject.eventId) : eq(accreditations.courseId, subject.courseId);
  const rows = await db
    .select({ register: registers })
    .from(accreditations)
    .innerJoin(accreditationRegisters, eq(accreditationRegisters.accreditationId, accreditations.id))
    .innerJoin(registers, eq(registers.id, accreditationRegisters.registerId))
    .where(and(ofSubject, eq(registers.active, true)))
    .orderBy(...IN_ORDER);
  return rows.map((row) => row.register);
}

/** The registers asked for, each with the owner's number or null. */
export async function askedNumbersOf(
  db: DbOrTx,
  asked: readonly RegisterRow[],
  owner: NumberOwner,
): Promise<AskedRegistrationNumber[]> {
  const stored = await db
    .select({ registerId: registrationNumbers.registerId, number: registrationNumbers.number })
    .from(registrationNumbers)
    .where(ownedBy(owner));
  const byRegister = new Map(stored.map((row) => [row.registerId, row.number]));
  const frozen = stored.length > 0 ? await frozenRegisterIds(db, owner) : new Set<string>();
  return asked.map((register) => ({
    register,
    number: byRegister.get(register.id) ?? null,
    frozen: frozen.has(register.id),
  }));
}

/** The numbers of many tickets or enrolments at once, in the registers' order; an owner without any maps to []. */
export async function numbersOfOwners(
  db: DbOrTx,
  kind: NumberOwner["kind"],
  ownerIds: readonly string[],
): Promise<Map<string, StoredRegistrationNumber[]>> {
  const byOwner = new Map<string, StoredRegistrationNumber[]>(ownerIds.map((id) => [id, []]));
  if (ownerIds.length === 0) return byOwner;
  const ownerColumn = kind === "ticket" ? registrationNumbers.ticketId : registrationNumbers.enrollmentId;
  const rows = await db
    .select({
      ownerId: ownerColumn,
      registerCode: registers.code,
      registerName: registers.name,
      number: registrationNumbers.number,
      updatedAt: registrationNumbers.updatedAt,
    })
    .from(registrationNumbers)
    .innerJoin(registers, eq(registers.id, registrationNumbers.registerId))
    .where(inArray(ownerColumn, [...ownerIds]))
    .orderBy(...IN_ORDER);
  for (const { ownerId, ...number } of rows) if (ownerId) byOwner.get(ownerId)?.push(number);
  return byOwner;
}

export function ownedBy(owner: NumberOwner) {
  return owner.kind === "ticket"
    ? eq(registrationNumbers.ticketId, owner.ticketId)
    : eq(registrationNumbers.enrollmentId, owner.enrollmentId);
}

/**
 * Which registers' numbers a ticket or enrolment may no longer change (decision 0038): those whose presence report
 * gave this attendee's line. A change after that would differ from what the register was told, so the participant
 * asks the organiser, who reports it as a correction. Someone the register was not told about (not checked in, or
 * enrolled later) may still give or change a number; it then shows as a correction to report.
 */
async function frozenRegisterIds(db: DbOrTx, owner: NumberOwner): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ registerId: presenceReports.registerId })
    .from(presenceReportLines)
    .innerJoin(presenceReports, eq(presenceReports.id, presenceReportLines.reportId))
    .where(
      owner.kind === "ticket"
        ? eq(presenceReportLines.ticketId, owner.ticketId)
        : eq(presenceReportLines.enrollmentId, owner.enrollmentId),
    );
  return new Set(rows.map((row) => row.registerId));
}
