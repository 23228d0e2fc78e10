import { sendSignInLink } from "../../domain/staff/sign-in.ts";
import type { Settings } from "../../domain/deps.ts";
import type { Transaction } from "../client.ts";
import { staffMembers } from "../schema/index.ts";

/** The demo's staff accounts (fictional): a beheerder, and a redacteur to see what a narrower role sees. */
const DEMO_STAFF = {
  beheerder: { email: "beheer@forensischforum.example.org", name: "Demi de Beheerder", roles: ["beheerder" as const] },
  redacteur: { email: "redactie@forensischforum.example.org", name: "Rik de Redacteur", roles: ["redacteur" as const] },
};

/**
 * Adds the demo staff, and writes a sign-in link for the demo beheerder to the outbox: on a fresh `npm start`
 * it is waiting in the dev mailbox (/dev/mail), so the back office can be opened at once.
 */
export async function seedStaff(tx: Transaction, now: Date, settings: Settings): Promise<void> {
  const rows = await tx
    .insert(staffMembers)
    .values(Object.values(DEMO_STAFF).map((staff) => ({ ...staff, createdAt: now })))
    .returning();
  const beheerder = rows.find((row) => row.email === DEMO_STAFF.beheerder.email);
  if (beheerder) await sendSignInLink({ tx, now, settings, mailEnqueued: () => undefined }, beheerder);
}
