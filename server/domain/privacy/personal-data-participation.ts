/**
 * The rest of "Mijn gegevens": workshop choices and waitlists, course enrolments and waitlists, certificates,
 * mails and back-office accounts under the address. Each is found by its own e-mail column, without regard to case.
 */
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { certificatePdfPath } from "../../../common/site-paths.ts";
import type { DbOrTx } from "../../db/client.ts";
import { findTermsVersions } from "../site-pages/terms-in-force.ts";
import { acceptedTermsData } from "./accepted-terms-data.ts";
import {
  certificates,
  courseEnrollments,
  courses,
  courseWaitlistEntries,
  events,
  mailOutbox,
  staffMembers,
  tickets,
  workshopRegistrations,
  workshops,
  workshopSlots,
  workshopWaitlistEntries,
} from "../../db/schema/index.ts";
import { checkInsOf } from "./personal-data-tickets.ts";
import { numbersOfOwners } from "../registration-numbers/registration-number-queries.ts";
import type {
  CertificateData,
  CourseEnrollmentData,
  CourseWaitlistData,
  MailData,
  StaffAccountData,
  WorkshopRegistrationData,
  WorkshopWaitlistData,
} from "./personal-data-types.ts";

const eventRef = { title: events.name, startsAt: events.startsAt, endsAt: events.endsAt };
const courseRef = { title: courses.title, startsAt: courses.startsAt, endsAt: courses.endsAt };

export async function workshopRegistrationsOf(db: DbOrTx, email: string): Promise<WorkshopRegistrationData[]> {
  const rows = await db
    .select({
      event: eventRef,
      ticketCode: tickets.registrationCode,
      workshop: workshops.name,
      slotStartsAt: workshopSlots.startsAt,
      slotEndsAt: workshopSlots.endsAt,
      firstName: workshopRegistrations.firstName,
      lastName: workshopRegistrations.lastName,
      registeredAt: workshopRegistrations.createdAt,
    })
    .from(workshopRegistrations)
    .innerJoin(workshops, eq(workshops.id, workshopRegistrations.workshopId))
    .innerJoin(workshopSlots, eq(workshopSlots.id, workshopRegistrations.slotId))
    .innerJoin(events, eq(events.id, workshopSlots.eventId))
    .innerJoin(tickets, eq(tickets.id, workshopRegistrations.ticketId))
    .where(sql`lower(${workshopRegistrations.email}) = ${email}`)
    .orderBy(asc(workshopSlots.startsAt));
  return rows;
}

export async function workshopWaitlistOf(db: DbOrTx, email: string): Promise<WorkshopWaitlistData[]> {
  return db
    .select({
      event: eventRef,
      workshop: workshops.name,
      firstName: workshopWaitlistEntries.firstName,
      lastName: workshopWaitlistEntries.lastName,
      status: workshopWaitlistEntries.status,
      joinedAt: workshopWaitlistEntries.joinedAt,
      endedAt: workshopWaitlistEntries.endedAt,
    })
    .from(workshopWaitlistEntries)
    .innerJoin(workshops, eq(workshops.id, workshopWaitlistEntries.workshopId))
    .innerJoin(workshopSlots, eq(workshopSlots.id, workshopWaitlistEntries.slotId))
    .innerJoin(events, eq(events.id, workshopSlots.eventId))
    .where(sql`lower(${workshopWaitlistEntries.email}) = ${email}`)
    .orderBy(asc(workshopWaitlistEntries.joinedAt));
}

const participantColumns = (table: typeof courseEnrollments | typeof courseWaitlistEntries) => ({
  course: courseRef,
  firstName: table.firstName,
  lastName: table.lastName,
  phoneNumber: table.phoneNumber,
  organization: table.organization,
  function: table.function,
  status: table.status,
});

export async function courseEnrollmentsOf(db: DbOrTx, email: string): Promise<CourseEnrollmentData[]> {
  const rows = await db
    .select({
      id: courseEnrollments.id,
      ...participantColumns(courseEnrollments),
      enrolledAt: courseEnrollments.createdAt,
      canceledAt: courseEnrollments.canceledAt,
      acceptedTermsVersionId: courseEnrollments.acceptedTermsVersionId,
    })
    .from(courseEnrollments)
    .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
    .where(sql`lower(${courseEnrollments.email}) = ${email}`)
    .orderBy(asc(courseEnrollments.createdAt));
  const ids = rows.map((row) => row.id);
  const [scans, numbers, terms] = await Promise.all([
    checkInsOf(db, "enrollmentId", ids),
    numbersOfOwners(db, "enrollment", ids),
    findTermsVersions(
      db,
      rows.map((row) => row.acceptedTermsVersionId),
    ),
  ]);
  return rows.map(({ id, acceptedTermsVersionId, ...row }) => ({
    ...row,
    acceptedTerms: acceptedTermsData(terms, acceptedTermsVersionId),
    registrationNumbers: numbers.get(id) ?? [],
    checkIns: scans.filter((scan) => scan.ownerId === id).map(({ ownerId: _o, ...scan }) => scan),
  }));
}

export async function courseWaitlistOf(db: DbOrTx, email: string): Promise<CourseWaitlistData[]> {
  return db
    .select({
      ...participantColumns(courseWaitlistEntries),
      joinedAt: courseWaitlistEntries.joinedAt,
      offerExpiresAt: courseWaitlistEntries.offerExpiresAt,
      endedAt: courseWaitlistEntries.endedAt,
    })
    .from(courseWaitlistEntries)
    .innerJoin(courses, eq(courses.id, courseWaitlistEntries.courseId))
    .where(sql`lower(${courseWaitlistEntries.email}) = ${email}`)
    .orderBy(asc(courseWaitlistEntries.joinedAt));
}

export async function certificatesOf(db: DbOrTx, email: string): Promise<CertificateData[]> {
  const rows = await db
    .select()
    .from(certificates)
    .where(sql`lower(${certificates.email}) = ${email}`)
    .orderBy(asc(certificates.issuedAt));
  return rows.map((row) => ({
    code: row.code,
    subject: { title: row.subjectTitle, startsAt: row.startsAt, endsAt: row.endsAt },
    firstName: row.firstName,
    lastName: row.lastName,
    hours: row.hours,
    points: row.points,
    registers: row.registers,
    registrationNumbers: row.registrationNumbers,
    accreditationNumber: row.accreditationNumber,
    issuedAt: row.issuedAt,
    reissuedAt: row.reissuedAt,
    pdfPath: certificatePdfPath(row.pdfToken),
  }));
}

export async function mailsTo(db: DbOrTx, email: string): Promise<MailData[]> {
  return (
    db
      .select({
        subject: mailOutbox.subject,
        createdAt: mailOutbox.createdAt,
        status: mailOutbox.status,
        sentAt: mailOutbox.sentAt,
      })
      .from(mailOutbox)
      // A request not composed yet is no mail yet (server/mail/outbox.ts, enqueueMailRequest).
      .where(and(sql`lower(${mailOutbox.toAddress}) = ${email}`, isNull(mailOutbox.composer)))
      .orderBy(asc(mailOutbox.createdAt))
  );
}

export async function staffAccountsOf(db: DbOrTx, email: string): Promise<StaffAccountData[]> {
  return db
    .select({
      name: staffMembers.name,
      roles: staffMembers.roles,
      active: staffMembers.active,
      createdAt: staffMembers.createdAt,
    })
    .from(staffMembers)
    .where(sql`lower(${staffMembers.email}) = ${email}`);
}
