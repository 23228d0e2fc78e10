/**
 * The anonymising half of an erasure (decision 0024): every table's one rule (participant-anonymisers.ts,
 * order-anonymisers.ts) applied to the rows of one address. Each step is its own short transaction that first takes
 * the address's advisory lock, so two erasures of one address queue instead of locking rows in each other's way,
 * and no step locks rows of more than one of the tables the services lock (nothing to deadlock with their lock
 * orders; the audit rows a step scrubs are never locked by a service).
 */
import { and, inArray, isNotNull, isNull, like, not, or, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client.ts";
import {
  certificates,
  courseEnrollments,
  courseWaitlistEntries,
  invoices,
  mailOutbox,
  orders,
  tickets,
  workshopRegistrations,
  workshopWaitlistEntries,
} from "../../db/schema/index.ts";
import { inTransaction, type ServiceDeps } from "../deps.ts";
import { lockEmailAddress } from "../rate-limits/address-lock.ts";
import {
  anonymiseOrderBuyers,
  dropInvoiceBuyerEmails,
  forgetOrderContact,
  isFiscalOrder,
} from "./order-anonymisers.ts";
import {
  anonymiseCourseEnrollments,
  anonymiseCourseWaitlistEntries,
  anonymiseTicketHolders,
  anonymiseWorkshopRegistrations,
  deleteRegistrationNumbers,
  deleteWorkshopWaitlistEntries,
  dropCertificateEmails,
  scrubCorrectionRequests,
} from "./participant-anonymisers.ts";
import { sameAddress } from "./anonymous-values.ts";
import { scrubAuditRowsNaming } from "./detail-scrubbers.ts";

type ErasureStep = { kind: string; run: (tx: Transaction, address: string, now: Date) => Promise<number> };

const ordersOf = (tx: Transaction, address: string) =>
  tx.select({ id: orders.id }).from(orders).where(sameAddress(orders.email, address));

/** Tickets naming the address as holder, and tickets of the address's orders whose holder is the buyer. */
const ticketsOfAddress = (tx: Transaction, address: string) =>
  or(
    sameAddress(tickets.holderEmail, address),
    and(isNull(tickets.holderEmail), inArray(tickets.orderId, ordersOf(tx, address))),
  );

/** How the dedupe key of an erasure's confirmation mail begins. */
export const ERASURE_CONFIRMATION_KEY_PREFIX = "personal-data-erased:";

/**
 * The confirmation of an earlier erasure (personal-data-access.ts, staff-privacy-requests.ts) is the one mail an
 * erasure leaves: deleting it would let a repeated erasure (staff pressing twice) queue the person a second one,
 * which would then say nothing is kept. Its own retention period removes it (retention-steps.ts).
 */
const isErasureConfirmation = and(
  isNotNull(mailOutbox.dedupeKey),
  like(mailOutbox.dedupeKey, `${ERASURE_CONFIRMATION_KEY_PREFIX}%`),
)!;

/** In this order: the tickets and invoices are found through the order's address before the order loses it. */
const ERASURE_STEPS: ErasureStep[] = [
  {
    kind: "registrationNumbers",
    // Before the tickets lose their holder's address: the numbers of the tickets and enrolments the next steps erase.
    run: (tx, address) =>
      deleteRegistrationNumbers(tx, ticketsOfAddress(tx, address), sameAddress(courseEnrollments.email, address)),
  },
  {
    kind: "tickets",
    run: (tx, address) => anonymiseTicketHolders(tx, ticketsOfAddress(tx, address)),
  },
  {
    kind: "invoices",
    run: (tx, address) => dropInvoiceBuyerEmails(tx, sql`lower(trim(${invoices.buyer} ->> 'email')) = ${address}`),
  },
  { kind: "orders", run: (tx, address) => erasedOrders(tx, address) },
  {
    kind: "workshopRegistrations",
    run: (tx, address) => anonymiseWorkshopRegistrations(tx, sameAddress(workshopRegistrations.email, address)),
  },
  {
    kind: "workshopWaitlistEntries",
    run: (tx, address) => deleteWorkshopWaitlistEntries(tx, sameAddress(workshopWaitlistEntries.email, address)),
  },
  {
    kind: "courseEnrollments",
    run: (tx, address) => anonymiseCourseEnrollments(tx, sameAddress(courseEnrollments.email, address)),
  },
  {
    kind: "courseWaitlistEntries",
    run: (tx, address) => anonymiseCourseWaitlistEntries(tx, sameAddress(courseWaitlistEntries.email, address)),
  },
  {
    kind: "certificateCorrections",
    run: (tx, address, now) => scrubCorrectionRequests(tx, sameAddress(certificates.email, address), now),
  },
  { kind: "certificates", run: (tx, address) => dropCertificateEmails(tx, sameAddress(certificates.email, address)) },
  { kind: "auditEntries", run: (tx, address) => scrubAuditRowsNaming(tx, address) },
  {
    kind: "mails",
    run: async (tx, address) =>
      (
        await tx
          .delete(mailOutbox)
          .where(and(sameAddress(mailOutbox.toAddress, address), not(isErasureConfirmation)))
          .returning({ id: mailOutbox.id })
      ).length,
  },
];

/** Orders that never became fiscal lose everything; fiscal ones keep the buyer's name and billing address. */
async function erasedOrders(tx: Transaction, address: string): Promise<number> {
  const mine = sameAddress(orders.email, address);
  const full = await anonymiseOrderBuyers(tx, and(mine, not(isFiscalOrder)));
  return full + (await forgetOrderContact(tx, and(mine, isFiscalOrder)));
}

export async function eraseAddress(deps: ServiceDeps, address: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const step of ERASURE_STEPS) {
    counts[step.kind] = await inTransaction(deps, async ({ tx, now }) => {
      await lockEmailAddress(tx, "privacy", address);
      return step.run(tx, address, now);
    });
  }
  return counts;
}
