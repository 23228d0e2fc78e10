/**
 * The daily retention rules (decision 0024), as a list of named steps. Each step picks the rows whose period is over
 * and hands them to the table's one anonymiser (participant-anonymisers.ts, order-anonymisers.ts); each runs in its own
 * transaction and answers how many rows (or files) it changed. To add a rule, add a step to RETENTION_STEPS.
 */
import { and, inArray, isNotNull, lt, lte, not, or, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client.ts";
import {
  certificates,
  courseEnrollments,
  courseWaitlistEntries,
  courses,
  events,
  invoices,
  mailOutbox,
  orders,
  personalDataLinks,
  staffPasskeyChallenges,
  staffSessions,
  staffSignInLinks,
  tickets,
  workshopRegistrations,
  workshopSlots,
  workshopWaitlistEntries,
} from "../../db/schema/index.ts";
import type { Settings } from "../deps.ts";
import { deleteUnusedMedia } from "../media/delete-media.ts";
import type { MediaStorage } from "../media/storage.ts";
import { deleteOldEmlFiles } from "./eml-files.ts";
import { anonymiseInvoiceBuyers, anonymiseOrderBuyers, isFiscalOrder, stripOrderExtras } from "./order-anonymisers.ts";
import {
  anonymiseCourseEnrollments,
  anonymiseCourseWaitlistEntries,
  anonymiseTicketHolders,
  anonymiseWorkshopRegistrations,
  deleteCertificates,
  deleteRegistrationNumbers,
  deleteWorkshopWaitlistEntries,
  dropCertificateEmails,
} from "./participant-anonymisers.ts";
import { retentionCutoffs, yearInAmsterdam, type RetentionCutoffs } from "./retention-periods.ts";

type RetentionUnit = {
  tx: Transaction;
  now: Date;
  settings: Settings;
  cutoffs: RetentionCutoffs;
  /** Where the .eml transport writes (DATA_DIR/mail); null when this process has none to look after. */
  mailDirectory: string | null;
  /** The uploads' files (DATA_DIR/media); without them no upload is deleted. */
  mediaStorage: MediaStorage | null;
};

export type RetentionStep = { name: string; run: (unit: RetentionUnit) => Promise<number> };

export { retentionCutoffs };

const endedEvents = ({ tx, cutoffs }: RetentionUnit) =>
  tx.select({ id: events.id }).from(events).where(lt(events.endsAt, cutoffs.participants));
const endedCourses = ({ tx, cutoffs }: RetentionUnit) =>
  tx.select({ id: courses.id }).from(courses).where(lt(courses.endsAt, cutoffs.participants));
const slotsOfEndedEvents = (unit: RetentionUnit) =>
  unit.tx
    .select({ id: workshopSlots.id })
    .from(workshopSlots)
    .where(inArray(workshopSlots.eventId, endedEvents(unit)));
const ordersOfEndedEvents = (unit: RetentionUnit) =>
  unit.tx
    .select({ id: orders.id })
    .from(orders)
    .where(inArray(orders.eventId, endedEvents(unit)));

/** The last calendar year an order counts in the books: its own, or that of its latest (credit) invoice. */
const orderFiscalYear = sql`greatest(${yearInAmsterdam(sql`${orders.createdAt}`)},
  (select max(${yearInAmsterdam(sql`${invoices.issuedAt}`)}) from ${invoices} where ${invoices.orderId} = ${orders.id}))`;
const ordersPastFiscalPeriod = ({ tx, cutoffs }: RetentionUnit) =>
  tx
    .select({ id: orders.id })
    .from(orders)
    .where(sql`${orderFiscalYear} < ${cutoffs.fiscalYearBefore}`);

export const RETENTION_STEPS: RetentionStep[] = [
  {
    name: "registration_numbers",
    // Of every ticket of an ended event and every enrolment of an ended course: the rows stay, anonymised.
    run: (unit) =>
      deleteRegistrationNumbers(
        unit.tx,
        inArray(tickets.orderId, ordersOfEndedEvents(unit)),
        inArray(courseEnrollments.courseId, endedCourses(unit)),
      ),
  },
  {
    name: "workshop_registrations",
    run: (unit) =>
      anonymiseWorkshopRegistrations(unit.tx, inArray(workshopRegistrations.slotId, slotsOfEndedEvents(unit))),
  },
  {
    name: "workshop_waitlist_entries",
    run: (unit) =>
      deleteWorkshopWaitlistEntries(unit.tx, inArray(workshopWaitlistEntries.slotId, slotsOfEndedEvents(unit))),
  },
  {
    name: "course_enrollments",
    run: (unit) => anonymiseCourseEnrollments(unit.tx, inArray(courseEnrollments.courseId, endedCourses(unit))),
  },
  {
    name: "course_waitlist_entries",
    run: (unit) => anonymiseCourseWaitlistEntries(unit.tx, inArray(courseWaitlistEntries.courseId, endedCourses(unit))),
  },
  {
    name: "ticket_holders",
    run: (unit) =>
      anonymiseTicketHolders(
        unit.tx,
        and(isNotNull(tickets.holderEmail), inArray(tickets.orderId, ordersOfEndedEvents(unit))),
      ),
  },
  { name: "order_extras", run: (unit) => stripOrderExtras(unit.tx, inArray(orders.eventId, endedEvents(unit))) },
  {
    name: "non_fiscal_orders",
    run: (unit) => anonymiseOrderBuyers(unit.tx, and(inArray(orders.eventId, endedEvents(unit)), not(isFiscalOrder))),
  },
  {
    name: "certificate_emails",
    run: (unit) =>
      dropCertificateEmails(
        unit.tx,
        or(inArray(certificates.eventId, endedEvents(unit)), inArray(certificates.courseId, endedCourses(unit))),
      ),
  },
  {
    name: "certificates",
    run: ({ tx, cutoffs }) => deleteCertificates(tx, lt(certificates.issuedAt, cutoffs.certificates)),
  },
  {
    name: "fiscal_orders",
    run: (unit) => anonymiseOrderBuyers(unit.tx, inArray(orders.id, ordersPastFiscalPeriod(unit))),
  },
  {
    name: "invoice_buyers",
    run: (unit) => anonymiseInvoiceBuyers(unit.tx, inArray(invoices.orderId, ordersPastFiscalPeriod(unit))),
  },
  {
    name: "mail_outbox",
    run: async ({ tx, cutoffs }) =>
      (
        await tx
          .delete(mailOutbox)
          .where(and(inArray(mailOutbox.status, ["SENT", "FAILED"]), lt(mailOutbox.createdAt, cutoffs.mail)))
          .returning({ id: mailOutbox.id })
      ).length,
  },
  { name: "eml_files", run: ({ mailDirectory, cutoffs }) => deleteOldEmlFiles(mailDirectory, cutoffs.mail) },
  // Not personal data, but the same daily round: uploads no content has used for a day (server/domain/media/).
  { name: "unused_media", run: ({ tx, mediaStorage, now }) => deleteUnusedMedia(tx, mediaStorage, now) },
  {
    name: "staff_sessions",
    run: async ({ tx, now, settings }) => {
      const idleSince = new Date(now.getTime() - settings.staff.sessionIdleMinutes * 60_000);
      const ended = or(
        isNotNull(staffSessions.endedAt),
        lte(staffSessions.expiresAt, now),
        lte(staffSessions.lastSeenAt, idleSince),
      );
      return (await tx.delete(staffSessions).where(ended).returning({ id: staffSessions.id })).length;
    },
  },
  {
    name: "staff_sign_in_links",
    run: async ({ tx, now }) =>
      (
        await tx
          .delete(staffSignInLinks)
          .where(lte(staffSignInLinks.expiresAt, now))
          .returning({ staffId: staffSignInLinks.staffId })
      ).length,
  },
  {
    // Passkey challenges (decision 0039) work five minutes; an expired one, used or not, only takes room.
    name: "staff_passkey_challenges",
    run: async ({ tx, now }) =>
      (
        await tx
          .delete(staffPasskeyChallenges)
          .where(lte(staffPasskeyChallenges.expiresAt, now))
          .returning({ id: staffPasskeyChallenges.id })
      ).length,
  },
  {
    // A day after expiry, so a late click still hears "verlopen" rather than "onbekend"; they hold an address.
    name: "personal_data_links",
    run: async ({ tx, now }) =>
      (
        await tx
          .delete(personalDataLinks)
          .where(lte(personalDataLinks.expiresAt, new Date(now.getTime() - 24 * 60 * 60_000)))
          .returning({ tokenHash: personalDataLinks.tokenHash })
      ).length,
  },
];
