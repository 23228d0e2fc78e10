/**
 * "Mijn gegevens" (decision 0024): everything the site holds about one e-mail address, and nothing about anyone else,
 * for the person's own page and download and for staff answering a request by post or phone. The address is
 * compared without regard to case or surrounding spaces, as the rest of the site compares addresses.
 */
import type { DbOrTx } from "../../db/client.ts";
import { buyerOrders } from "./personal-data-orders.ts";
import {
  certificatesOf,
  courseEnrollmentsOf,
  courseWaitlistOf,
  mailsTo,
  staffAccountsOf,
  workshopRegistrationsOf,
  workshopWaitlistOf,
} from "./personal-data-participation.ts";
import { heldTickets } from "./personal-data-tickets.ts";
import type { PersonalData } from "./personal-data-types.ts";

export type { PersonalData } from "./personal-data-types.ts";

export async function collectPersonalData(db: DbOrTx, email: string, now: Date): Promise<PersonalData> {
  const address = email.trim().toLowerCase();
  // One after another: in a transaction (PGlite, node-postgres) queries run in turn anyway.
  return {
    email: address,
    generatedAt: now,
    orders: await buyerOrders(db, address),
    heldTickets: await heldTickets(db, address),
    workshopRegistrations: await workshopRegistrationsOf(db, address),
    workshopWaitlistEntries: await workshopWaitlistOf(db, address),
    courseEnrollments: await courseEnrollmentsOf(db, address),
    courseWaitlistEntries: await courseWaitlistOf(db, address),
    certificates: await certificatesOf(db, address),
    mails: await mailsTo(db, address),
    staffAccounts: await staffAccountsOf(db, address),
  };
}
