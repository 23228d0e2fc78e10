/**
 * One rule per table for the data of people who came (decision 0024), used by BOTH the daily retention job (which rows:
 * those of events and courses that ended long enough ago) and the erasure of one address (which rows: those of that
 * address). Each takes the caller's selection as a condition and adds its own guard, so repeating it changes
 * nothing. Anonymising overwrites; it never touches a capacity counter, so past figures stay as they were.
 */
import { and, inArray, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  certificates,
  courseEnrollments,
  courseWaitlistEntries,
  presenceReportLines,
  registrationNumbers,
  tickets,
  workshopRegistrations,
  workshopWaitlistEntries,
} from "../../db/schema/index.ts";
import { ERASED_NAME, notPlaceholder, placeholderEmail } from "./anonymous-values.ts";
import { scrubAuditDetails, scrubCertificateTodos } from "./detail-scrubbers.ts";

export type Selection = SQL | undefined;

/** Workshop choices: the row stays (the workshop's figures count it), the name and address go. */
export async function anonymiseWorkshopRegistrations(tx: DbOrTx, where: Selection): Promise<number> {
  const rows = await tx
    .update(workshopRegistrations)
    .set({ firstName: ERASED_NAME, lastName: ERASED_NAME, email: placeholderEmail(workshopRegistrations.id) })
    .where(and(where, notPlaceholder(workshopRegistrations.email)))
    .returning({ id: workshopRegistrations.id });
  return rows.length;
}

/**
 * Registration numbers of the selected tickets and enrolments: they identify the person in a register, and the
 * rows they belong to stay (anonymised), so the numbers go explicitly rather than by cascade.
 */
export async function deleteRegistrationNumbers(
  tx: DbOrTx,
  ofTickets: SQL | undefined,
  ofEnrollments: SQL | undefined,
): Promise<number> {
  const selected = ofOwners(tx, registrationNumbers, ofTickets, ofEnrollments);
  if (selected.length === 0) return 0;
  const rows = await tx
    .delete(registrationNumbers)
    .where(or(...selected))
    .returning({ id: registrationNumbers.id });
  // The same people's numbers in the presence reports are blanked, the lines kept: the register keeps its own copy,
  // and a report still says how many it gave. The presence list leaves a blank line out of its corrections.
  await tx
    .update(presenceReportLines)
    .set({ number: "" })
    .where(or(...ofOwners(tx, presenceReportLines, ofTickets, ofEnrollments)));
  return rows.length;
}

/** A table's rows of the selected tickets and enrolments, by its ticket_id and enrollment_id columns. */
function ofOwners(
  tx: DbOrTx,
  table: { ticketId: AnyColumn; enrollmentId: AnyColumn },
  ofTickets: SQL | undefined,
  ofEnrollments: SQL | undefined,
): SQL[] {
  return [
    ...(ofTickets ? [inArray(table.ticketId, tx.select({ id: tickets.id }).from(tickets).where(ofTickets))] : []),
    ...(ofEnrollments
      ? [
          inArray(
            table.enrollmentId,
            tx.select({ id: courseEnrollments.id }).from(courseEnrollments).where(ofEnrollments),
          ),
        ]
      : []),
  ];
}

/** Workshop waitlist entries: nothing needs them once they ended, so they go. */
export async function deleteWorkshopWaitlistEntries(tx: DbOrTx, where: Selection): Promise<number> {
  const rows = await tx.delete(workshopWaitlistEntries).where(where).returning({ id: workshopWaitlistEntries.id });
  return rows.length;
}

const anonymousApplicant = {
  firstName: ERASED_NAME,
  lastName: ERASED_NAME,
  phoneNumber: "",
  organization: "",
  function: null,
};

/** Course enrolments: the row stays (counts, check-ins, certificates point at it), the person goes. */
export async function anonymiseCourseEnrollments(tx: DbOrTx, where: Selection): Promise<number> {
  const rows = await tx
    .update(courseEnrollments)
    .set({ ...anonymousApplicant, email: placeholderEmail(courseEnrollments.id) })
    .where(and(where, notPlaceholder(courseEnrollments.email)))
    .returning({ id: courseEnrollments.id });
  const ids = rows.map((row) => row.id);
  await scrubAuditDetails(tx, "course_enrollment", ids);
  return rows.length;
}

/** Course waitlist entries: kept for the queue's history (an entry may point at its enrolment), anonymised. */
export async function anonymiseCourseWaitlistEntries(tx: DbOrTx, where: Selection): Promise<number> {
  const rows = await tx
    .update(courseWaitlistEntries)
    .set({ ...anonymousApplicant, email: placeholderEmail(courseWaitlistEntries.id) })
    .where(and(where, notPlaceholder(courseWaitlistEntries.email)))
    .returning({ id: courseWaitlistEntries.id });
  return rows.length;
}

/**
 * A ticket's holder becomes 'Verwijderd' with a placeholder address. Not null: null means "the buyer", and the
 * buyer may be someone else who keeps their data. The ticket and its code stay valid.
 */
export async function anonymiseTicketHolders(tx: DbOrTx, where: Selection): Promise<number> {
  const rows = await tx
    .update(tickets)
    .set({ holderFirstName: ERASED_NAME, holderLastName: ERASED_NAME, holderEmail: placeholderEmail(tickets.id) })
    .where(and(where, or(sql`${tickets.holderEmail} is null`, notPlaceholder(tickets.holderEmail))))
    .returning({ id: tickets.id });
  await scrubAuditDetails(
    tx,
    "ticket",
    rows.map((row) => row.id),
  );
  return rows.length;
}

/**
 * A certificate's address goes with the participant's data, and so do the registration numbers it copied; name,
 * subject and date stay for verification. Its PDF link gets a new secret nobody has, so the link in the old mail and
 * in a downloaded Mijn gegevens stops working.
 */
export async function dropCertificateEmails(tx: DbOrTx, where: Selection): Promise<number> {
  const rows = await tx
    .update(certificates)
    .set({ email: placeholderEmail(certificates.id), registrationNumbers: [], pdfToken: unknownToken() })
    .where(and(where, notPlaceholder(certificates.email)))
    .returning({ id: certificates.id });
  return rows.length;
}

/**
 * A fresh random token per row, the shape of the app's (24 bytes, 32 URL-safe characters), made in the database so
 * one update gives every row its own: core PostgreSQL has no gen_random_bytes, so two random UUIDs are hashed.
 */
const unknownToken = () =>
  sql<string>`translate(encode(substring(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text,
    'UTF8')) from 1 for 24), 'base64'), '+/', '-_')`;

/** The name-correction requests of certificates (the to-do's details), scrubbed and closed. */
export async function scrubCorrectionRequests(tx: DbOrTx, where: Selection, now: Date): Promise<number> {
  const rows = await tx.select({ id: certificates.id }).from(certificates).where(where);
  return scrubCertificateTodos(
    tx,
    rows.map((row) => row.id),
    now,
  );
}

/** Certificates past their verification period: deleted (their to-dos go with them); the check code then fails. */
export async function deleteCertificates(tx: DbOrTx, where: Selection): Promise<number> {
  const rows = await tx.delete(certificates).where(where).returning({ id: certificates.id });
  await scrubAuditDetails(
    tx,
    "certificate",
    rows.map((row) => row.id),
  );
  return rows.length;
}
